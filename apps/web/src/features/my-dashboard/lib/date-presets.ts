import { addDays, toApiDate } from '@flexapp/contract';

/** A date range as the API takes it (YYYY-MM-DD, both days included). */
export interface DateRange {
  start: string;
  end: string;
}

export const PRESET_KEYS = [
  'past_30_days',
  'next_30_days',
  'last_month',
  'this_month',
  'next_month',
  'six_months',
  'year',
] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

const monthStart = (d: Date, shift: number) => new Date(d.getFullYear(), d.getMonth() + shift, 1);
const monthEnd = (d: Date, shift: number) => new Date(d.getFullYear(), d.getMonth() + shift + 1, 0);

/**
 * The range shortcuts of docs/product/dashboard.md (docs/decisions/052-my-dashboard-screen.md):
 * past/next 30 days include today; last/this/next month are whole calendar
 * months; "6 months" and "a year" are the 6 and 12 whole months before this one.
 */
export function presetRange(key: PresetKey, now: Date = new Date()): DateRange {
  const today = toApiDate(now);
  switch (key) {
    case 'past_30_days':
      return { start: addDays(today, -29), end: today };
    case 'next_30_days':
      return { start: today, end: addDays(today, 29) };
    case 'last_month':
      return { start: toApiDate(monthStart(now, -1)), end: toApiDate(monthEnd(now, -1)) };
    case 'this_month':
      return { start: toApiDate(monthStart(now, 0)), end: toApiDate(monthEnd(now, 0)) };
    case 'next_month':
      return { start: toApiDate(monthStart(now, 1)), end: toApiDate(monthEnd(now, 1)) };
    case 'six_months':
      return { start: toApiDate(monthStart(now, -6)), end: toApiDate(monthEnd(now, -1)) };
    case 'year':
      return { start: toApiDate(monthStart(now, -12)), end: toApiDate(monthEnd(now, -1)) };
  }
}

/** docs/product/dashboard.md: the dashboard opens on the last month. */
export const defaultRange = (now: Date = new Date()) => presetRange('last_month', now);

/** YYYY-MM of the month before the given date (the questionnaire picker's default). */
export function previousMonth(now: Date = new Date()): string {
  return toApiDate(monthStart(now, -1)).slice(0, 7);
}
