import { describe, expect, it } from 'vitest';
import {
  addDays,
  isApiDate,
  minutesToClockTime,
  monthsBetween,
  monthStart,
  toApiDate,
  toClockTime,
  toDisplayDate,
} from './dates';

describe('dates: the one place that writes dates and times by hand', () => {
  it('writes local dates and clock times', () => {
    const at = new Date(2027, 0, 5, 7, 3, 59);
    expect(toApiDate(at)).toBe('2027-01-05');
    expect(toClockTime(at)).toBe('07:03');
    expect(toDisplayDate('2027-01-05')).toBe('05-01-2027');
    expect(minutesToClockTime(0)).toBe('00:00');
    expect(minutesToClockTime(570)).toBe('09:30');
    expect(minutesToClockTime(23 * 60 + 45)).toBe('23:45');
  });

  it('counts days and months across year ends and short months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isApiDate('2023-02-29')).toBe(false);
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-10-01', '2026-10-31')).toEqual(['2026-10']);
    expect(monthStart('2027-01-31', -1)).toBe('2026-12-01');
    expect(monthStart('2026-03-10', -3)).toBe('2025-12-01');
    expect(monthStart('2026-12-05', 1)).toBe('2027-01-01');
  });
});
