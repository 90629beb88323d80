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
const two = (n: number) => String(n).padStart(2, '0');

export function toApiDate(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Local clock time of a Date as HH:MM (the process's time zone; by hand for the same reason as toApiDate). */
export function toClockTime(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Minutes since midnight as HH:MM (570 -> "09:30"). */
export function minutesToClockTime(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** HH:MM as minutes since midnight ("09:30" -> 570): the inverse of minutesToClockTime. */
export function clockTimeToMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Every month (YYYY-MM) from the month of `start` to the month of `end` (YYYY-MM-DD); at least the first. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  const last = end.slice(0, 7);
  let [y, m] = start.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${y}-${two(m)}`;
    months.push(key);
    if (key >= last) return months;
    if (++m > 12) [y, m] = [y + 1, 1];
  }
}

/** The first day (YYYY-MM-DD) of the month `offset` months after the month of `apiDate`. */
export function monthStart(apiDate: string, offset = 0): string {
  const [y, m] = apiDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
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
