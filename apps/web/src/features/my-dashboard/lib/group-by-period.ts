import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';

dayjs.extend(isoWeek);

export type Granularity = 'day' | 'week' | 'month';

/**
 * How a range's days are drawn so a chart stays readable (decision 173): one bar a day up to six weeks, a week up
 * to about seven months (at most 31 bars), a month beyond (a year: 12, two years: 24).
 */
export function granularityFor(days: number): Granularity {
  if (days <= 45) return 'day';
  if (days <= 217) return 'week';
  return 'month';
}

export interface PeriodPoint {
  /** First day of the period within the range (YYYY-MM-DD). */
  start: string;
  /** Days of the range the period holds. */
  days: number;
  /** Per series: the average per day over the period's days (one decimal). */
  values: number[];
}

/** Groups per-day values into periods; each series becomes its average per day (a week of 5 days counts 5). */
export function groupByPeriod<T extends { day: string }>(
  rows: T[],
  granularity: Granularity,
  series: ((row: T) => number)[],
): PeriodPoint[] {
  const key = (day: string) => {
    const d = dayjs(day);
    if (granularity === 'day') return day;
    if (granularity === 'week') return d.startOf('isoWeek').format('YYYY-MM-DD');
    return d.startOf('month').format('YYYY-MM-DD');
  };
  const groups = new Map<string, { start: string; rows: T[] }>();
  for (const row of rows) {
    const k = key(row.day);
    const group = groups.get(k) ?? { start: row.day, rows: [] };
    group.rows.push(row);
    groups.set(k, group);
  }
  return [...groups.values()].map((g) => ({
    start: g.start,
    days: g.rows.length,
    values: series.map((value) => Math.round((g.rows.reduce((sum, r) => sum + value(r), 0) / g.rows.length) * 10) / 10),
  }));
}

/** A period's axis label in the reader's language: "24-11", "wk 48" / "wk 48", "Nov 2026" / "nov 2026". */
export function periodLabel(start: string, granularity: Granularity, language: string, weekWord: string): string {
  const d = dayjs(start);
  if (granularity === 'day') return d.format('DD-MM');
  if (granularity === 'week') return `${weekWord} ${d.isoWeek()}`;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(d.toDate());
}
