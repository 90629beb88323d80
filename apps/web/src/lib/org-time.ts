/**
 * Times of places are the organisation's (decision 176): a slot that runs 08:00-12:00 in the office reads
 * 08:00-12:00 in every browser, whatever time zone the device is set to. The zone comes with the configuration
 * (`time_zone`); until it has loaded, the browser's own is used.
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

const partsOf = (d: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { y: get('year'), m: get('month'), d: get('day'), hh: get('hour'), mm: get('minute'), ss: get('second') };
};
const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The organisation's calendar date of an instant, YYYY-MM-DD ("today" is `orgApiDate(new Date())`). */
export function orgApiDate(value: string | Date): string {
  const p = partsOf(asDate(value));
  return `${p.y}-${p.m}-${p.d}`;
}

/** HH:MM of an instant in the organisation's time zone. */
export function orgTime(value: string | Date): string {
  const p = partsOf(asDate(value));
  return `${p.hh}:${p.mm}`;
}

/** HH:MM:SS of an instant in the organisation's time zone. */
export function orgTimeSeconds(value: string | Date): string {
  const p = partsOf(asDate(value));
  return `${p.hh}:${p.mm}:${p.ss}`;
}

/** DD-MM-YYYY of an instant in the organisation's time zone. */
export function orgDisplayDate(value: string | Date): string {
  const p = partsOf(asDate(value));
  return `${p.d}-${p.m}-${p.y}`;
}

/** Intl options that pin a formatter to the organisation's time zone. */
export const inOrgZone = <T extends Intl.DateTimeFormatOptions>(options: T): T => ({ ...options, timeZone: zone });
