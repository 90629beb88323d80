import { addDays, monthsBetween, monthStart } from '@flexapp/contract';
import type { DateRange } from './date-presets';

/** Ranges up to this many months are compared with the period before them (decision 173, issue 16). */
export const COMPARE_MAX_MONTHS = 3;

const parts = (d: string) => d.split('-').map(Number) as [number, number, number];
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The months a range touches ("2026-10", ...). */
export function monthsOf(range: DateRange): string[] {
  return monthsBetween(range.start, range.end);
}

/** True when the range is whole calendar months (starts on a 1st, ends on a month's last day). */
export function isWholeMonths(range: DateRange): boolean {
  const [, , sd] = parts(range.start);
  const [ey, em, ed] = parts(range.end);
  return sd === 1 && ed === lastDay(ey, em);
}

/**
 * The period just before `range`, as long as it: whole calendar months give the same number of whole months
 * before (October -> September; Jul-Sep -> Apr-Jun), any other range the same number of days before.
 */
export function previousPeriod(range: DateRange): DateRange {
  if (isWholeMonths(range)) {
    return { start: monthStart(range.start, -monthsOf(range).length), end: addDays(range.start, -1) };
  }
  const days = Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
  return { start: addDays(range.start, -days), end: addDays(range.start, -1) };
}

/** Whether a chart per month compares the range with its previous period: ranges of a few months only. */
export const comparesWithPrevious = (range: DateRange) => monthsOf(range).length <= COMPARE_MAX_MONTHS;

/** The change from `before` to `now` as a fraction (0.12 = +12 %); null when there was nothing before. */
export const change = (now: number, before: number): number | null => (before > 0 ? (now - before) / before : null);

/** The average length over all the months, weighted by each month's closed check-ins; null when there were none. */
export function overallAverage(months: readonly { average: number; count: number }[]): number | null {
  const count = months.reduce((sum, m) => sum + m.count, 0);
  return count > 0 ? months.reduce((sum, m) => sum + m.average * m.count, 0) / count : null;
}
