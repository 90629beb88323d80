import { describe, expect, it } from 'vitest';
import {
  change,
  comparesWithPrevious,
  isWholeMonths,
  monthsOf,
  overallAverage,
  previousPeriod,
} from './previous-period';

describe('previousPeriod', () => {
  it('gives whole calendar months before whole calendar months', () => {
    expect(previousPeriod({ start: '2026-10-01', end: '2026-10-31' })).toEqual({
      start: '2026-09-01',
      end: '2026-09-30',
    });
    expect(previousPeriod({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(previousPeriod({ start: '2026-01-01', end: '2026-03-31' })).toEqual({
      start: '2025-10-01',
      end: '2025-12-31',
    });
    expect(previousPeriod({ start: '2025-12-01', end: '2026-11-30' })).toEqual({
      start: '2024-12-01',
      end: '2025-11-30',
    });
  });

  it('gives as many days before any other range', () => {
    expect(previousPeriod({ start: '2026-10-27', end: '2026-11-25' })).toEqual({
      start: '2026-09-27',
      end: '2026-10-26',
    });
    expect(previousPeriod({ start: '2026-11-25', end: '2026-11-25' })).toEqual({
      start: '2026-11-24',
      end: '2026-11-24',
    });
  });

  it('knows whole months and the months a range touches', () => {
    expect(isWholeMonths({ start: '2026-02-01', end: '2026-02-28' })).toBe(true);
    expect(isWholeMonths({ start: '2026-02-01', end: '2026-02-27' })).toBe(false);
    expect(monthsOf({ start: '2025-11-15', end: '2026-02-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('compares ranges up to three months, and tells the change', () => {
    expect(comparesWithPrevious({ start: '2026-10-01', end: '2026-10-31' })).toBe(true);
    expect(comparesWithPrevious({ start: '2026-08-01', end: '2026-10-31' })).toBe(true);
    expect(comparesWithPrevious({ start: '2025-11-01', end: '2026-10-31' })).toBe(false);
    expect(change(110, 100)).toBeCloseTo(0.1);
    expect(change(5, 0)).toBeNull();
  });

  it('averages durations over months weighted by their check-ins', () => {
    expect(
      overallAverage([
        { average: 3600, count: 3 },
        { average: 7200, count: 1 },
        { average: 0, count: 0 },
      ]),
    ).toBe(4500);
    expect(overallAverage([{ average: 0, count: 0 }])).toBeNull();
    expect(overallAverage([])).toBeNull();
  });
});
