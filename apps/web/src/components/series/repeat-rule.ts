/** What a person picks under "Repeat"; toRRule turns it into the RRULE text the API takes (decision 220). */
export interface RepeatChoice {
  freq: 'weekly' | 'workdays' | 'monthly';
  /** Every N weeks (weekly) or months (monthly). */
  interval: number;
  /** RFC 5545 weekday codes for weekly. */
  weekdays: string[];
  end: 'count' | 'until';
  count: number;
  /** YYYY-MM-DD */
  until: string;
}

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** The weekday code of a date (YYYY-MM-DD). */
export function weekdayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7];
}

/** The weekday's place in its month: 1-4, or -1 for the last (a fifth one is the last). */
export function nthInMonth(date: string): number {
  const n = Math.ceil(Number(date.slice(8, 10)) / 7);
  return n >= 5 ? -1 : n;
}

export const defaultChoice = (startDate: string): RepeatChoice => ({
  freq: 'weekly',
  interval: 1,
  weekdays: [weekdayOf(startDate)],
  end: 'count',
  count: 4,
  until: startDate,
});

export function toRRule(c: RepeatChoice, startDate: string): string {
  const parts: string[] = [];
  if (c.freq === 'workdays') parts.push('FREQ=DAILY', 'BYDAY=MO,TU,WE,TH,FR');
  else if (c.freq === 'weekly') {
    parts.push('FREQ=WEEKLY', `INTERVAL=${c.interval}`);
    const days = WEEKDAYS.filter((d) => c.weekdays.includes(d));
    parts.push(`BYDAY=${(days.length > 0 ? days : [weekdayOf(startDate)]).join(',')}`);
  } else {
    const n = nthInMonth(startDate);
    parts.push('FREQ=MONTHLY', `INTERVAL=${c.interval}`, `BYDAY=${n > 0 ? `+${n}` : n}${weekdayOf(startDate)}`);
  }
  parts.push(c.end === 'count' ? `COUNT=${c.count}` : `UNTIL=${c.until.replaceAll('-', '')}`);
  return parts.join(';');
}

/**
 * The choice a stored RRULE stands for (the edit screen starts from it, decision 356); parts the form has no field
 * for are dropped. `startDate` gives the defaults (the weekday of a rule without BYDAY).
 */
export function fromRRule(text: string, startDate: string): RepeatChoice {
  const parts = new Map(
    text
      .split(';')
      .map((p) => p.split('='))
      .filter((kv): kv is [string, string] => kv.length === 2)
      .map(([k, v]) => [k.trim().toUpperCase(), v.trim().toUpperCase()]),
  );
  const choice = defaultChoice(startDate);
  const byDay = (parts.get('BYDAY') ?? '').split(',').filter((d) => (WEEKDAYS as readonly string[]).includes(d));
  const freq = parts.get('FREQ');
  if (freq === 'DAILY') choice.freq = 'workdays';
  else if (freq === 'MONTHLY') choice.freq = 'monthly';
  else if (byDay.length > 0) choice.weekdays = byDay;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (Number.isInteger(interval) && interval > 0) choice.interval = interval;
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.get('UNTIL') ?? '');
  if (until) {
    choice.end = 'until';
    choice.until = `${until[1]}-${until[2]}-${until[3]}`;
  } else if (parts.has('COUNT')) choice.count = Number(parts.get('COUNT'));
  return choice;
}
