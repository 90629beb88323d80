import { describe, expect, it } from 'vitest';
import { defaultRange, presetRange, previousMonth } from './date-presets';
import { chartYMax, formatHoursMinutes, formatMonth } from './format';

const now = new Date(2026, 10, 22, 10, 0); // 22 November 2026

describe('range presets', () => {
  it('follow docs/product/dashboard.md, last month by default', () => {
    expect(defaultRange(now)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(presetRange('past_30_days', now)).toEqual({ start: '2026-10-24', end: '2026-11-22' });
    expect(presetRange('next_30_days', now)).toEqual({ start: '2026-11-22', end: '2026-12-21' });
    expect(presetRange('this_month', now)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(presetRange('next_month', now)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(presetRange('six_months', now)).toEqual({ start: '2026-05-01', end: '2026-10-31' });
    expect(presetRange('year', now)).toEqual({ start: '2025-11-01', end: '2026-10-31' });
  });

  it('cross the year boundary', () => {
    const january = new Date(2027, 0, 15);
    expect(presetRange('last_month', january)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(previousMonth(january)).toBe('2026-12');
  });
});

describe('formatting', () => {
  it('shows seconds as hours and minutes', () => {
    expect(formatHoursMinutes(0)).toBe('0h 00m');
    expect(formatHoursMinutes(55800)).toBe('15h 30m');
    expect(formatHoursMinutes(3599)).toBe('1h 00m');
    expect(formatHoursMinutes(90061)).toBe('25h 01m');
  });

  it('puts the chart maximum 5 above the highest count', () => {
    expect(chartYMax([3, 12, 7], 5)).toBe(17);
    expect(chartYMax([], 5)).toBe(5);
  });

  it('names months in the language', () => {
    expect(formatMonth('2026-10', 'en')).toBe('Oct 2026');
    expect(formatMonth('2026-10', 'nl')).toMatch(/^okt\.? 2026$/);
  });
});
