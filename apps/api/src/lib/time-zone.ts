let known: { tz: string | undefined; zone: string } | null = null;

/**
 * The organisation's time zone: the server process's (env TZ), which every local date, slot time, closing time
 * and report of the API uses. Read once for each value of TZ: building an Intl.DateTimeFormat to ask is costly, and
 * reports and the sweep ask for it on every run.
 */
export function serverTimeZone(): string {
  const tz = process.env.TZ;
  if (!known || known.tz !== tz) known = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  return known.zone;
}
