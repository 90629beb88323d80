import { addDays } from '@flexapp/contract';

export const RANGE_KEYS = [
  'default',
  'next_30',
  'past_30',
  'last_month',
  'this_month',
  'next_month',
  'six_months',
  'year',
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

const monthStart = (today: string, offset: number) => {
  const [y, m] = today.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
};
const monthEnd = (today: string, offset: number) => addDays(monthStart(today, offset + 1), -1);

/** docs/product/reports.md: the default is today to 3 days after bookable_date; the shortcuts are next/past 30 days, last/this/next month, 6 months and a year. */
export function rangeFor(key: RangeKey, today: string, bookableDate: string): [string, string] {
  switch (key) {
    case 'default':
      return [today, addDays(bookableDate >= today ? bookableDate : today, 3)];
    case 'next_30':
      return [today, addDays(today, 29)];
    case 'past_30':
      return [addDays(today, -29), today];
    case 'last_month':
      return [monthStart(today, -1), monthEnd(today, -1)];
    case 'this_month':
      return [monthStart(today, 0), monthEnd(today, 0)];
    case 'next_month':
      return [monthStart(today, 1), monthEnd(today, 1)];
    case 'six_months':
      return [addDays(monthStart(today, -6), today.slice(8) === '01' ? 0 : Number(today.slice(8)) - 1), today];
    case 'year':
      return [addDays(today, -364), today];
  }
}

/** The shortcut a range matches, if any. */
export function matchingRange(start: string, end: string, today: string, bookableDate: string): RangeKey | null {
  return (
    RANGE_KEYS.find((k) => {
      const [s, e] = rangeFor(k, today, bookableDate);
      return s === start && e === end;
    }) ?? null
  );
}
