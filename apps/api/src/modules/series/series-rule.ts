import { addDays, ErrorCode, MAX_SERIES_DAYS, MAX_SERIES_OCCURRENCES } from '@flexapp/contract';
import type { Options } from 'rrule';
import * as rrulePackage from 'rrule';
import { AppError } from '../../lib/errors';

// rrule is CommonJS to Node's ESM loader, which sees only its `default` export; bundlers and Vite see its ESM build.
const { Frequency, RRule } = ((rrulePackage as { default?: typeof rrulePackage }).default ??
  rrulePackage) as typeof rrulePackage;

/** The RRULE parts a series may use (decision 220); anything else is refused. */
const ALLOWED = new Set(['freq', 'interval', 'byweekday', 'count', 'until', 'bysetpos', 'wkst']);
const MAX_INTERVAL = 12;

const invalid = () => new AppError(ErrorCode.SERIES_RULE_INVALID);
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const apiDate = (d: Date) => d.toISOString().slice(0, 10);

/** A series' rule: its canonical RRULE text (without DTSTART) and every date it falls on, first to last. */
export interface SeriesRule {
  text: string;
  dates: string[];
  options: Partial<Options>;
}

/**
 * Parses RRULE text for a series starting on `startDate` (decision 220): weekly on chosen weekdays, daily (on
 * working days with BYDAY=MO,TU,WE,TH,FR), monthly on a weekday (BYDAY=1MO, -1FR or BYDAY with BYSETPOS), every
 * INTERVAL (1-12) periods; an end (COUNT or UNTIL) is required. Dates are whole days: the rule runs in UTC on
 * midnights, so daylight saving time never moves a date. Refusals: unparseable, another frequency, other parts,
 * interval 0 or above 12, a monthly rule without a weekday, no dates at all -> 400 SERIES_RULE_INVALID; no end
 * -> 400 SERIES_NO_END; a COUNT above MAX_SERIES_OCCURRENCES or dates past MAX_SERIES_DAYS -> 400 SERIES_TOO_LONG.
 */
export function parseSeriesRule(text: string, startDate: string): SeriesRule {
  const body = text.replace(/^RRULE:/i, '').trim();
  if (/[\r\n]|DTSTART/i.test(body)) throw invalid();
  let parsed: Partial<Options>;
  try {
    parsed = RRule.parseString(body);
  } catch {
    throw invalid();
  }
  for (const [k, v] of Object.entries(parsed)) if (v !== undefined && v !== null && !ALLOWED.has(k)) throw invalid();
  const { freq, byweekday } = parsed;
  if (freq !== Frequency.WEEKLY && freq !== Frequency.DAILY && freq !== Frequency.MONTHLY) throw invalid();
  const interval = parsed.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_INTERVAL) throw invalid();
  const days = byweekday === undefined || byweekday === null ? [] : Array.isArray(byweekday) ? byweekday : [byweekday];
  if (days.some((d) => d === null || d === undefined)) throw invalid();
  if (freq === Frequency.MONTHLY) {
    const nth = days.some((d) => typeof d === 'object' && d.n !== undefined && d.n !== 0);
    if (days.length === 0 || (!nth && !parsed.bysetpos)) throw invalid();
  } else if (parsed.bysetpos) throw invalid();
  if (!parsed.count && !parsed.until) throw new AppError(ErrorCode.SERIES_NO_END);
  if (
    parsed.count !== undefined &&
    parsed.count !== null &&
    (parsed.count < 1 || parsed.count > MAX_SERIES_OCCURRENCES)
  )
    throw parsed.count < 1 ? invalid() : new AppError(ErrorCode.SERIES_TOO_LONG);
  const lastAllowed = addDays(startDate, MAX_SERIES_DAYS - 1);
  if (parsed.until && apiDate(parsed.until) > lastAllowed) throw new AppError(ErrorCode.SERIES_TOO_LONG);

  const options = { ...parsed, interval };
  let dates: string[];
  try {
    const rule = new RRule({ ...options, dtstart: utcDate(startDate) });
    dates = rule.all((d, i) => i < MAX_SERIES_OCCURRENCES + 1 && apiDate(d) <= lastAllowed).map(apiDate);
  } catch {
    throw invalid();
  }
  if (dates.length === 0) throw invalid();
  if (parsed.count && dates.length < parsed.count) throw new AppError(ErrorCode.SERIES_TOO_LONG);
  return { text: RRule.optionsToString(options).replace(/^RRULE:/, ''), dates, options };
}

/** The same rule ending on `lastDate` (UNTIL, no COUNT): a series cut before an edit or a cancellation. */
export function ruleEndingOn(rule: SeriesRule, lastDate: string): string {
  const options = { ...rule.options, count: null, until: utcDate(lastDate) };
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** The same rule from a later start, keeping its end: a COUNT less the dates before `from`. */
export function ruleFrom(rule: SeriesRule, from: string): string {
  if (!rule.options.count) return rule.text;
  const left = rule.dates.filter((d) => d >= from).length;
  return RRule.optionsToString({ ...rule.options, count: Math.max(left, 1) }).replace(/^RRULE:/, '');
}
