import { addDays } from '@flexapp/contract';

const hhmm = (t: string) => t.slice(0, 5);

/** "08:00-12:00" from two `time` values. */
export const slotLabel = (start: string, end: string) => `${hhmm(start)}-${hhmm(end)}`;

/** When a slot starts and ends on a date, in the server's (the organisation's) time zone. */
export function slotBounds(date: string, start: string, end: string): { start: Date; end: Date } {
  const time = (t: string) => (t.length === 5 ? `${t}:00` : t);
  return { start: new Date(`${date}T${time(start)}`), end: new Date(`${date}T${time(end)}`) };
}

let lastWindow: { today: string; days: number; dates: readonly string[] } | null = null;

/**
 * The bookable window: today and the next bookable_days - 1 days. Every desk's timetable asks for it, with the
 * same two values all day: the last window is kept rather than computed again for every request (bench 140).
 */
export function bookableDates(today: string, bookableDays: number): readonly string[] {
  if (lastWindow?.today !== today || lastWindow.days !== bookableDays)
    lastWindow = {
      today,
      days: bookableDays,
      dates: Object.freeze(Array.from({ length: bookableDays }, (_, i) => addDays(today, i))),
    };
  return lastWindow.dates;
}

/** A (date, time slot) pair as one map key. */
export type Key = string;
export const key = (date: string, timetableId: number): Key => `${date}|${timetableId}`;
