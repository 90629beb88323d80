import { describe, expect, it } from 'vitest';
import { maskTime } from './time-mask';

describe('maskTime (HH:MM)', () => {
  it('inserts the colon after the hours and keeps only digits', () => {
    expect(maskTime('1')).toBe('1');
    expect(maskTime('17')).toBe('17');
    expect(maskTime('173')).toBe('17:3');
    expect(maskTime('1730')).toBe('17:30');
    expect(maskTime('17:30')).toBe('17:30');
    expect(maskTime('17:305')).toBe('17:30');
    expect(maskTime('ab12cd45')).toBe('12:45');
    expect(maskTime('12:')).toBe('12:');
    expect(maskTime('')).toBe('');
  });
});
