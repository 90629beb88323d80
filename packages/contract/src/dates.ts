/** Date formats: DD-MM-YYYY in lists, YYYY-MM-DD for the API. */
export const API_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date in YYYY-MM-DD form (rejects 2024-02-30). */
export function isApiDate(value: string): boolean {
  if (!API_DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Local calendar date of a Date as YYYY-MM-DD. By hand rather than Intl: a formatter fixes the time zone when it
 * is made, and this runs on hot paths of the API where making one per call would cost.
 */
export function toApiDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** YYYY-MM-DD (or a Date) to DD-MM-YYYY. */
export function toDisplayDate(value: string | Date): string {
  const api = typeof value === 'string' ? value.slice(0, 10) : toApiDate(value);
  const [y, m, d] = api.split('-');
  return `${d}-${m}-${y}`;
}

/** Add days to a YYYY-MM-DD date, calendar-wise. */
export function addDays(apiDate: string, days: number): string {
  const [y, m, d] = apiDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
