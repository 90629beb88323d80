import { describe, expect, it } from 'vitest';
import { defaultChoice, fromRRule, nthInMonth, toRRule } from './repeat-rule';

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

describe('fromRRule (decision 356)', () => {
  it('reads back what toRRule writes, so an edit starts from the series as it is', () => {
    const start = '2027-03-01';
    const base = defaultChoice(start);
    const choices = [
      { ...base, weekdays: ['MO', 'WE'], interval: 2, end: 'until' as const, until: '2027-04-30' },
      { ...base, freq: 'workdays' as const, count: 7, weekdays: ['MO'] },
      { ...base, freq: 'monthly' as const, interval: 3, count: 5 },
    ];
    for (const c of choices) expect(fromRRule(toRRule(c, start), start)).toEqual(c);
    expect(fromRRule('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270430T225959Z', start)).toMatchObject({
      weekdays: ['TU'],
      end: 'until',
      until: '2027-04-30',
    });
  });
});
