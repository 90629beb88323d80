/**
 * The organisation's time zone (decision 176): it comes with the configuration (`time_zone`); until it has
 * loaded, or when the browser does not know it, the browser's own is used. Kept apart from the formatting
 * (lib/org-time.ts) so the first page loads without the date library.
 */
let zone: string | undefined;

export function setOrgTimeZone(timeZone: string | undefined) {
  if (!timeZone) return;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone }); // an unknown zone throws: keep the browser's
    zone = timeZone;
  } catch {
    zone = undefined;
  }
}

export const orgTimeZone = () => zone;
