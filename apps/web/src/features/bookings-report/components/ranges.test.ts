import { describe, expect, it } from 'vitest';
import { matchingRange, rangeFor } from './ranges';

describe('bookings ranges', () => {
  const today = '2026-03-15';
  it('defaults to today until 3 days after bookable_date', () => {
    expect(rangeFor('default', today, '2026-03-24')).toEqual(['2026-03-15', '2026-03-27']);
  });
  it('computes the shortcuts', () => {
    expect(rangeFor('next_30', today, today)).toEqual(['2026-03-15', '2026-04-13']);
    expect(rangeFor('past_30', today, today)).toEqual(['2026-02-14', '2026-03-15']);
    expect(rangeFor('last_month', today, today)).toEqual(['2026-02-01', '2026-02-28']);
    expect(rangeFor('this_month', today, today)).toEqual(['2026-03-01', '2026-03-31']);
    expect(rangeFor('next_month', '2026-12-05', today)).toEqual(['2027-01-01', '2027-01-31']);
    expect(rangeFor('six_months', today, today)).toEqual(['2025-09-15', '2026-03-15']);
    expect(rangeFor('year', today, today)).toEqual(['2025-03-16', '2026-03-15']);
  });
  it('recognises a shortcut from the route dates', () => {
    expect(matchingRange('2026-03-01', '2026-03-31', today, today)).toBe('this_month');
    expect(matchingRange('2026-03-02', '2026-03-31', today, today)).toBeNull();
  });
});
