import {
  addDays,
  ErrorCode,
  type TAwayRequest,
  type TCancelledCount,
  type TSeriesCancel,
  type TSeriesEdit,
  type TSeriesDetail,
  type TSeriesPlace,
  type TSeriesPreview,
  type TSeriesRequest,
  type TSeriesResult,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { type Db, type DbOrTrx, isRetryableTransactionError } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import {
  bookableDates,
  bookOccurrences,
  cancelOwnBookings,
  checkPlace,
  type OccurrenceClock,
  previewOccurrences,
} from '../booking';
import { loadSettings } from '../configuration';
import { parseSeriesRule, ruleEndingOn, ruleFrom } from './series-rule';
import {
  deleteSeriesDates,
  insertSeries,
  liveSeriesBookings,
  markVanishedDeleted,
  moveDatesToSeries,
  openSeriesOf,
  type SeriesRow,
  seriesDates,
  seriesForUpdate,
  seriesToExtend,
  setSeriesDates,
  updateSeries,
} from './series.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;
/** A transaction that lost a deadlock or serialisation conflict is run again, at most this often. */
const MAX_ATTEMPTS = 5;

async function retrying<T>(app: Pick<App, 'db'>, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await app.db.transaction().execute(work);
    } catch (err) {
      if (isRetryableTransactionError(err) && attempt < MAX_ATTEMPTS) continue;
      throw err;
    }
  }
}

/** Today, the booking horizon's last day (settings bookable_days) and now. */
async function clockAt(db: DbOrTrx, now: Date): Promise<OccurrenceClock> {
  const settings = await loadSettings(db);
  const today = todayApiDate(now);
  const window = bookableDates(today, settings.bookable_days);
  return { today, lastDate: window[window.length - 1], now };
}

const placeOf = (s: SeriesRow): TSeriesPlace =>
  s.room_id !== null
    ? {
        room_id: s.room_id,
        time_start: s.time_start!,
        time_end: s.time_end!,
        ...(s.title !== null ? { title: s.title } : {}),
        ...(s.attendees !== null ? { attendees: s.attendees } : {}),
      }
    : { desk_id: s.desk_id!, timetable_id: s.timetable_id! };

const placeColumns = (p: TSeriesPlace) =>
  'room_id' in p
    ? {
        room_id: p.room_id,
        time_start: p.time_start,
        time_end: p.time_end,
        title: p.title || null,
        attendees: p.attendees ?? null,
        desk_id: null,
        timetable_id: null,
      }
    : {
        desk_id: p.desk_id,
        timetable_id: p.timetable_id,
        room_id: null,
        time_start: null,
        time_end: null,
        title: null,
        attendees: null,
      };

function startNotPast(startDate: string, clock: OccurrenceClock) {
  if (startDate < clock.today) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
}

/** Every date of the rule, as it stands now (decision 220). */
export async function previewSeries(app: App, userId: number, req: TSeriesRequest): Promise<TSeriesPreview> {
  const clock = await clockAt(app.db, app.clock.now());
  startNotPast(req.start_date, clock);
  const rule = parseSeriesRule(req.rrule, req.start_date);
  return { occurrences: await previewOccurrences(app.db, userId, req.place, rule.dates, clock) };
}

/**
 * Books the dates from `from` up to the horizon that have no record yet, records each as booked or skipped
 * (with its reason), and moves booked_through on. Deleted and moved dates have a record: never booked again.
 */
async function bookOpenDates(trx: DbOrTrx, series: SeriesRow, dates: string[], from: string, clock: OccurrenceClock) {
  const known = await seriesDates(trx, series.id);
  const wanted = dates.filter((d) => d >= from && d <= clock.lastDate && !known.has(d));
  const booked = await bookOccurrences(trx, series.user_id, placeOf(series), wanted, {
    ...clock,
    seriesId: series.id,
  });
  await setSeriesDates(trx, series.id, [
    ...booked.created.map((c) => ({ date: c.date, state: 'booked' as const })),
    ...booked.skipped.map((s) => ({ date: s.date, state: 'skipped' as const, reason: s.reason })),
  ]);
  const through = series.last_date < clock.lastDate ? series.last_date : clock.lastDate;
  if (through > series.booked_through) await updateSeries(trx, series.id, { booked_through: through });
  return { ...booked, later: dates.filter((d) => d > clock.lastDate) };
}

/** Creates a series and books its free dates within the horizon in one transaction: `{created, skipped}`. */
export async function createSeries(app: App, userId: number, req: TSeriesRequest): Promise<TSeriesResult> {
  const rule = parseSeriesRule(req.rrule, req.start_date);
  return retrying(app, async (trx) => {
    const clock = await clockAt(trx, app.clock.now());
    startNotPast(req.start_date, clock);
    await checkPlace(trx, req.place, clock);
    const lastDate = rule.dates[rule.dates.length - 1];
    const row = {
      user_id: userId,
      ...placeColumns(req.place),
      rrule: rule.text,
      start_date: req.start_date,
      last_date: lastDate,
      booked_through: addDays(req.start_date, -1),
    };
    const id = await insertSeries(trx, row);
    const result = await bookOpenDates(trx, { ...row, id, ended_at: null }, rule.dates, req.start_date, clock);
    return { series_id: id, ...result };
  });
}

async function ownSeries(trx: DbOrTrx, userId: number, seriesId: number) {
  const series = await seriesForUpdate(trx, seriesId);
  if (!series || series.ended_at !== null) throw notFound('series');
  if (series.user_id !== userId) throw forbidden();
  await markVanishedDeleted(trx, series.id);
  return series;
}

/** One's own open series as it stands (decision 356): its rule, first and last date and place. */
export async function seriesDetail(app: App, userId: number, seriesId: number): Promise<TSeriesDetail> {
  const series = await app.db.transaction().execute((trx) => ownSeries(trx, userId, seriesId));
  return {
    id: series.id,
    rrule: series.rrule,
    start_date: series.start_date,
    last_date: series.last_date,
    place: placeOf(series),
  };
}

/** Cancels the occurrence on `date`, it and the following, or every one not begun (decision 220). */
export async function cancelSeries(
  app: App,
  userId: number,
  seriesId: number,
  req: TSeriesCancel,
): Promise<TCancelledCount> {
  return retrying(app, async (trx) => {
    const now = app.clock.now();
    const series = await ownSeries(trx, userId, seriesId);
    const rule = parseSeriesRule(series.rrule, series.start_date);
    if (!rule.dates.includes(req.date)) throw notFound('occurrence');
    const all = req.scope === 'all' || (req.scope === 'following' && req.date <= series.start_date);
    const range = req.scope === 'this' ? { from: req.date, to: req.date } : all ? {} : { from: req.date };
    const live = await liveSeriesBookings(trx, series.id, now, range);
    const cancelled = await cancelOwnBookings(trx, userId, { ids: live.map((b) => b.id) }, now);
    if (req.scope === 'this') await setSeriesDates(trx, series.id, [{ date: req.date, state: 'deleted' }]);
    else if (all) await updateSeries(trx, series.id, { ended_at: now });
    else {
      const last = addDays(req.date, -1);
      await updateSeries(trx, series.id, { rrule: ruleEndingOn(rule, last), last_date: last });
    }
    return { cancelled: cancelled.length };
  });
}

/**
 * Edits the occurrence on `date` (it becomes a moved exception), it and the following (the series is cut
 * there and a new one carries on, with the exceptions from that date), or the whole series. Occurrences not
 * begun are cancelled and booked again under the new rule or place; deleted dates stay deleted (decision 220).
 */
export async function editSeries(app: App, userId: number, seriesId: number, req: TSeriesEdit): Promise<TSeriesResult> {
  return retrying(app, async (trx) => {
    const now = app.clock.now();
    const clock = await clockAt(trx, now);
    const series = await ownSeries(trx, userId, seriesId);
    const rule = parseSeriesRule(series.rrule, series.start_date);
    if (!rule.dates.includes(req.date)) throw notFound('occurrence');
    if (req.date < clock.today) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
    const place = req.place ?? placeOf(series);
    await checkPlace(trx, place, clock);

    if (req.scope === 'this') {
      if (req.rrule !== undefined) throw new AppError(ErrorCode.SERIES_RULE_INVALID);
      const live = await liveSeriesBookings(trx, series.id, now, { from: req.date, to: req.date });
      await cancelOwnBookings(trx, userId, { ids: live.map((b) => b.id) }, now);
      const booked = await bookOccurrences(trx, userId, place, [req.date], { ...clock, seriesId: series.id });
      await setSeriesDates(trx, series.id, [
        { date: req.date, state: booked.created.length > 0 ? 'moved' : 'deleted' },
      ]);
      return { series_id: series.id, ...booked, later: [] };
    }

    let target: SeriesRow;
    const from = req.scope === 'following' && req.date > series.start_date ? req.date : series.start_date;
    if (from !== series.start_date) {
      // "This and the following": the old series ends the day before, a new one takes the dates from `from`.
      const text = req.rrule ?? ruleFrom(rule, from);
      const next = parseSeriesRule(text, from);
      const row = {
        user_id: userId,
        ...placeColumns(place),
        rrule: next.text,
        start_date: from,
        last_date: next.dates[next.dates.length - 1],
        booked_through: series.booked_through,
      };
      const id = await insertSeries(trx, row);
      await moveDatesToSeries(trx, series.id, id, from);
      const last = addDays(from, -1);
      await updateSeries(trx, series.id, { rrule: ruleEndingOn(rule, last), last_date: last });
      target = { ...row, id, ended_at: null };
    } else {
      const next = parseSeriesRule(req.rrule ?? series.rrule, series.start_date);
      const set = {
        ...placeColumns(place),
        rrule: next.text,
        last_date: next.dates[next.dates.length - 1],
      };
      await updateSeries(trx, series.id, set);
      target = { ...series, ...set };
    }
    return { series_id: target.id, ...(await rebookFrom(trx, target, clock)) };
  });
}

/** Cancels the target's occurrences not begun and books its rule again from today; exceptions are kept. */
async function rebookFrom(trx: DbOrTrx, series: SeriesRow, clock: OccurrenceClock) {
  const from = series.start_date > clock.today ? series.start_date : clock.today;
  const known = await seriesDates(trx, series.id);
  const live = (await liveSeriesBookings(trx, series.id, clock.now, { from })).filter(
    (b) => known.get(b.date) !== 'moved',
  );
  await cancelOwnBookings(trx, series.user_id, { ids: live.map((b) => b.id) }, clock.now);
  const retry = [...known].filter(([d, s]) => d >= from && s === 'skipped').map(([d]) => d);
  await deleteSeriesDates(trx, series.id, [...live.map((b) => b.date), ...retry]);
  const rule = parseSeriesRule(series.rrule, series.start_date);
  return bookOpenDates(trx, series, rule.dates, from, clock);
}

/** "Away from … to …": every own booking on those days is cancelled, and the series' dates in it are deleted. */
export async function awayBetween(app: App, userId: number, req: TAwayRequest): Promise<TCancelledCount> {
  if (req.to < req.from) throw new AppError(ErrorCode.DATE_RANGE_REVERSED);
  return retrying(app, async (trx) => {
    const now = app.clock.now();
    const series = await openSeriesOf(trx, userId);
    const cancelled = await cancelOwnBookings(trx, userId, { from: req.from, to: req.to }, now);
    for (const s of series) {
      const dates = parseSeriesRule(s.rrule, s.start_date).dates.filter((d) => d >= req.from && d <= req.to);
      await setSeriesDates(
        trx,
        s.id,
        dates.map((date) => ({ date, state: 'deleted' as const })),
      );
    }
    return { cancelled: cancelled.length };
  });
}

/**
 * The job's part (decision 220): every open series is booked on as days come into the horizon, each in its own
 * transaction (the series row locked, so two runs book a date once). Answers how many bookings were made.
 */
export async function extendSeries(db: Db, now: Date): Promise<number> {
  const clock = await clockAt(db, now);
  let made = 0;
  for (const { id } of await seriesToExtend(db, clock.lastDate)) {
    made += await retrying({ db }, async (trx) => {
      const series = await seriesForUpdate(trx, id);
      if (!series || series.ended_at !== null || series.booked_through >= clock.lastDate) return 0;
      await markVanishedDeleted(trx, id);
      const rule = parseSeriesRule(series.rrule, series.start_date);
      const from = addDays(series.booked_through, 1);
      return (await bookOpenDates(trx, series, rule.dates, from > clock.today ? from : clock.today, clock)).created
        .length;
    });
  }
  return made;
}
