import { describe, expect, it } from 'vitest';
import { defaultChoice, nthInMonth, toRRule } from './repeat-rule';

describe('toRRule', () => {
  it('builds weekly, working-day and monthly rules with their end', () => {
    const start = '2027-03-01';
    const base = defaultChoice(start);
    expect(toRRule(base, start)).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=4');
    expect(toRRule({ ...base, weekdays: ['WE', 'MO'], interval: 2, end: 'until', until: '2027-04-30' }, start)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270430',
    );
    expect(toRRule({ ...base, freq: 'workdays' }, start)).toBe('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=4');
    expect(toRRule({ ...base, freq: 'monthly' }, '2027-03-17')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=+3WE;COUNT=4');
    expect(toRRule({ ...base, freq: 'monthly' }, '2027-03-29')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1MO;COUNT=4');
    expect(nthInMonth('2027-03-07')).toBe(1);
  });
});
