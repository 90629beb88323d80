import { describe, expect, it } from 'vitest';
import { granularityFor, groupByPeriod, periodLabel } from './group-by-period';

const days = (start: string, n: number, value: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(`${start}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return { day: d.toISOString().slice(0, 10), count: value(i) };
  });

describe('granularityFor', () => {
  it('draws days up to six weeks, weeks up to about seven months, months beyond', () => {
    expect(granularityFor(31)).toBe('day');
    expect(granularityFor(45)).toBe('day');
    expect(granularityFor(46)).toBe('week');
    expect(granularityFor(183)).toBe('week');
    expect(granularityFor(365)).toBe('month');
    expect(granularityFor(731)).toBe('month');
  });
});

describe('groupByPeriod', () => {
  it('a year of days becomes 12 months, each the average per day', () => {
    const rows = days('2026-01-01', 365, () => 4);
    const months = groupByPeriod(rows, 'month', [(r) => r.count]);
    expect(months).toHaveLength(12);
    expect(months[1]).toEqual({ start: '2026-02-01', days: 28, values: [4] });
  });
  it('weeks run Monday to Sunday; a partial first week starts at the range start', () => {
    // 2026-11-05 is a Thursday: the first week holds Thu-Sun (4 days), the next Mon-Sun.
    const rows = days('2026-11-05', 11, (i) => i);
    const weeks = groupByPeriod(rows, 'week', [(r) => r.count]);
    expect(weeks.map((w) => [w.start, w.days])).toEqual([
      ['2026-11-05', 4],
      ['2026-11-09', 7],
    ]);
    expect(weeks[0].values).toEqual([1.5]); // (0+1+2+3)/4
    expect(weeks[1].values).toEqual([7]); // (4..10)/7
  });
  it('days stay days', () => {
    const rows = days('2026-11-01', 3, (i) => i * 2);
    expect(groupByPeriod(rows, 'day', [(r) => r.count]).map((p) => p.values[0])).toEqual([0, 2, 4]);
  });
});

describe('periodLabel', () => {
  it('labels in the reader language', () => {
    expect(periodLabel('2026-11-24', 'day', 'nl', 'wk')).toBe('24-11');
    expect(periodLabel('2026-11-23', 'week', 'en', 'wk')).toBe('wk 48');
    expect(periodLabel('2026-11-01', 'month', 'nl', 'wk')).toBe('nov 2026');
    expect(periodLabel('2026-11-01', 'month', 'en', 'wk')).toBe('Nov 2026');
  });
});
