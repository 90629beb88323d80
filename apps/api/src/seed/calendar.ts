import { toApiDate, minutesToClockTime } from '@flexapp/contract';

/** Local-time calendar helpers: every time the seed writes is in the server's time zone. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The local day `days` after `day` (calendar-wise, safe across daylight-saving changes). */
export function addLocalDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** `day` at `minutes` after local midnight (seconds allowed as a fraction). */
export function atMinutes(day: Date, minutes: number): Date {
  const whole = Math.floor(minutes);
  const seconds = Math.floor((minutes - whole) * 60);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(whole / 60), whole % 60, seconds);
}

export const apiDate = toApiDate;

export function isWeekend(day: Date): boolean {
  const dow = day.getDay();
  return dow === 0 || dow === 6;
}

/** Fixed-date Dutch public holidays (and the quiet days around Christmas). */
export function isHoliday(day: Date): boolean {
  const md = `${day.getMonth() + 1}-${day.getDate()}`;
  return md === '1-1' || md === '4-27' || md === '12-25' || md === '12-26' || md === '12-31';
}

/** "HH:MM:SS" to minutes after midnight. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes after midnight to "HH:MM". */
export function minutesToTime(minutes: number): string {
  return minutesToClockTime(Math.round(minutes));
}
