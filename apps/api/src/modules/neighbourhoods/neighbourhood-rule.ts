import { addDays } from '@flexapp/contract';

/** What the rule of one neighbourhood needs to decide a day. */
export interface NeighbourhoodRule {
  access: 'groups_only' | 'groups_first';
  open_days_before: number | null;
  open_time: string | null;
  weekdays: number[];
  /** How many groups it is given to, and whether the person is in one of them. */
  groupCount: number;
  member: boolean;
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** When a `groups_first` neighbourhood opens to everyone for `date`, in the organisation's time zone. */
export function opensAt(rule: Pick<NeighbourhoodRule, 'open_days_before' | 'open_time'>, date: string): Date | null {
  if (rule.open_days_before === null || rule.open_time === null) return null;
  return new Date(`${addDays(date, -rule.open_days_before)}T${rule.open_time.slice(0, 5)}:00`);
}

/** Decision 310: a neighbourhood holds its places on the weekdays of its rule, once it is given to a group. */
export const holds = (rule: NeighbourhoodRule, date: string) =>
  rule.groupCount > 0 && rule.weekdays.includes(isoWeekday(date));

/**
 * Decision 310: whether the neighbourhood keeps the person out of its places on `date` at `now`: it holds them that
 * day, the person is in none of its groups, and it is `groups_only` or (`groups_first`) its opening has not come.
 */
export function keepsOut(rule: NeighbourhoodRule, date: string, now: Date): boolean {
  if (!holds(rule, date) || rule.member) return false;
  const opens = opensAt(rule, date);
  return opens === null || now < opens;
}

/**
 * Decision 310: of the neighbourhoods holding one place, the one that keeps the person out (the one opening soonest,
 * `groups_only` last), or null when the place is free to them: no neighbourhood holds it that day, or one admits them.
 */
export function refusing<N extends { holds: boolean; closed: boolean; opens: Date | null }>(holders: N[]): N | null {
  const holding = holders.filter((n) => n.holds);
  if (holding.length === 0 || holding.some((n) => !n.closed)) return null;
  return [...holding].sort((a, b) => (a.opens?.getTime() ?? Infinity) - (b.opens?.getTime() ?? Infinity))[0];
}
