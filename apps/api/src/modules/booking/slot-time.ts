import { addDays } from '@flexapp/contract';

const hhmm = (t: string) => t.slice(0, 5);

/** "08:00-12:00" from two `time` values. */
export const slotLabel = (start: string, end: string) => `${hhmm(start)}-${hhmm(end)}`;

/** When a slot starts and ends on a date, in the server's (the organisation's) time zone. */
export function slotBounds(date: string, start: string, end: string): { start: Date; end: Date } {
  const time = (t: string) => (t.length === 5 ? `${t}:00` : t);
  return { start: new Date(`${date}T${time(start)}`), end: new Date(`${date}T${time(end)}`) };
}

/** The bookable window: today and the next bookable_days - 1 days. */
export function bookableDates(today: string, bookableDays: number): string[] {
  return Array.from({ length: bookableDays }, (_, i) => addDays(today, i));
}
