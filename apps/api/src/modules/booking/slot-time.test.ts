import { describe, expect, it } from 'vitest';
import { bookableDates } from './slot-time';

describe('bookableDates', () => {
  it('is today and the next days, across a month end', () => {
    expect(bookableDates('2027-02-27', 4)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(bookableDates('2027-02-27', 1)).toEqual(['2027-02-27']);
  });

  it('keeps the last window until the day or the setting changes, and nobody can change it', () => {
    const first = bookableDates('2027-03-01', 14);
    expect(bookableDates('2027-03-01', 14)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // The next day (midnight passed on the app's clock) and a changed setting give a new window.
    const next = bookableDates('2027-03-02', 14);
    expect(next).not.toBe(first);
    expect([next[0], next[13]]).toEqual(['2027-03-02', '2027-03-15']);
    expect(bookableDates('2027-03-02', 7)).toHaveLength(7);
    expect(bookableDates('2027-03-01', 14)).toEqual(first);
  });
});
