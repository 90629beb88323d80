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
import { type DbOrTrx, isRetryableTransactionError } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import {
  bookableDates,
  bookOccurrences,
  cancelOwnBookings,
  checkPlace,
  moveOccurrences,
  type OccurrenceClock,
  previewOccurrences,
  takenHolders,
} from '../booking';
import type { Viewer } from '../../lib/holder-visibility';
import { loadSettings } from '../configuration';
import { parseSeriesRule, ruleEndingOn, ruleFrom } from './series-rule';
import {
  queueSeriesBookedMail,
  queueSeriesChangedMail,
  queueSeriesExtendedMail,
  type SeriesTouched,
} from './series-invitations';
import {
  buildingOfPlace,
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

type App = Pick<FastifyInstance, 'db' | 'clock' | 'mail'>;
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
export async function previewSeries(app: App, viewer: Viewer, req: TSeriesRequest): Promise<TSeriesPreview> {
  const clock = await clockAt(app.db, app.clock.now());
  startNotPast(req.start_date, clock);
  const rule = parseSeriesRule(req.rrule, req.start_date);
  return { occurrences: await previewOccurrences(app.db, viewer, req.place, rule.dates, clock) };
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

/**
 * Creates a series and books its free dates within the horizon in one transaction: `{created, skipped}`, with one
 * "Series booked" e-mail carrying an invitation per booked date (decision 416).
 */
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
    const booked = await bookOpenDates(trx, { ...row, id, ended_at: null }, rule.dates, req.start_date, clock);
    const result = { series_id: id, ...booked, moved: [] };
    await queueSeriesBookedMail(trx, app.mail, userId, result);
    return result;
  });
}

async function ownSeries(trx: DbOrTrx, userId: number, seriesId: number) {
  const series = await seriesForUpdate(trx, seriesId);
  if (!series || series.ended_at !== null) throw notFound('series');
  if (series.user_id !== userId) throw forbidden();
  await markVanishedDeleted(trx, series.id);
  return series;
}

/** One's own open series as it stands (decision 356): its rule, first and last date, place and its building. */
export async function seriesDetail(app: App, userId: number, seriesId: number): Promise<TSeriesDetail> {
  const series = await app.db.transaction().execute((trx) => ownSeries(trx, userId, seriesId));
  return {
    id: series.id,
    rrule: series.rrule,
    start_date: series.start_date,
    last_date: series.last_date,
    place: placeOf(series),
    building_id: await buildingOfPlace(app.db, series),
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
    // Calendars drop the cancelled dates: one e-mail with their METHOD:CANCEL (decision 396).
    await queueSeriesChangedMail(trx, app.mail, userId, {
      changed: [],
      added: [],
      cancelled: cancelled.map((c) => c.id),
    });
    if (req.scope === 'this') await setSeriesDates(trx, series.id, [{ date: req.date, state: 'deleted' }]);
    else if (all) await updateSeries(trx, series.id, { ended_at: now });
    else {
      const last = addDays(req.date, -1);
      await updateSeries(trx, series.id, { rrule: ruleEndingOn(rule, last), last_date: last });
    }
    return { cancelled: cancelled.length };
  });
}

/** What an edit did: its answer, and the bookings whose calendar entries change (decision 396). */
interface Edited {
  result: TSeriesResult;
  touched: SeriesTouched;
  /** Where the edited dates go. */
  place: TSeriesPlace;
}

const idsOf = (rows: { booking_id: number }[]) => rows.map((r) => r.booking_id);

/**
 * Edits the occurrence on `date` (it becomes a moved exception), it and the following (the series is cut there and
 * a new one carries on, with the exceptions from that date), or the whole series. Kept occurrences not begun are
 * moved in place, keeping their calendar UID; those the new rule drops are cancelled, its new dates booked; deleted
 * dates stay deleted (decisions 220, 395). A date that cannot be moved keeps its booking and is answered skipped.
 */
async function editWork(trx: DbOrTrx, now: Date, userId: number, seriesId: number, req: TSeriesEdit): Promise<Edited> {
  const clock = await clockAt(trx, now);
  const series = await ownSeries(trx, userId, seriesId);
  const rule = parseSeriesRule(series.rrule, series.start_date);
  if (!rule.dates.includes(req.date)) throw notFound('occurrence');
  if (req.date < clock.today) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
  const place = req.place ?? placeOf(series);
  await checkPlace(trx, place, clock);

  if (req.scope === 'this') {
    if (req.rrule !== undefined) throw new AppError(ErrorCode.SERIES_RULE_INVALID);
    return { ...(await editOne(trx, series, req.date, place, clock)), place };
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
  return { ...(await rebookFrom(trx, target, clock)), place };
}

/** "Only this one" (decision 395): its booking moved in place (or booked, when it has none); a moved exception. */
async function editOne(
  trx: DbOrTrx,
  series: SeriesRow,
  date: string,
  place: TSeriesPlace,
  clock: OccurrenceClock,
): Promise<Omit<Edited, 'place'>> {
  const live = await liveSeriesBookings(trx, series.id, clock.now, { from: date, to: date });
  if (live.length > 0) {
    const { moved, skipped } = await moveOccurrences(trx, series.user_id, place, idsOf(live.map(asRef)), clock);
    if (moved.length > 0) await setSeriesDates(trx, series.id, [{ date, state: 'moved' }]);
    return {
      result: { series_id: series.id, created: [], moved, skipped, later: [] },
      touched: { changed: idsOf(moved), added: [], cancelled: [] },
    };
  }
  const booked = await bookOccurrences(trx, series.user_id, place, [date], { ...clock, seriesId: series.id });
  if (booked.created.length > 0) await setSeriesDates(trx, series.id, [{ date, state: 'moved' }]);
  return {
    result: { series_id: series.id, ...booked, moved: [], later: [] },
    touched: { changed: [], added: idsOf(booked.created), cancelled: [] },
  };
}

const asRef = (b: { id: number; date: string }) => ({ date: b.date, booking_id: b.id });

/**
 * From today on: the target's bookings on dates its rule keeps are moved to its place in place, those on dates it
 * dropped are cancelled, skipped dates are tried again and new dates booked; exceptions are kept (decision 395).
 */
async function rebookFrom(trx: DbOrTrx, series: SeriesRow, clock: OccurrenceClock): Promise<Omit<Edited, 'place'>> {
  const from = series.start_date > clock.today ? series.start_date : clock.today;
  const known = await seriesDates(trx, series.id);
  const rule = parseSeriesRule(series.rrule, series.start_date);
  const wanted = new Set(rule.dates);
  const live = (await liveSeriesBookings(trx, series.id, clock.now, { from })).filter(
    (b) => known.get(b.date) !== 'moved',
  );
  const gone = live.filter((b) => !wanted.has(b.date));
  const cancelled = await cancelOwnBookings(trx, series.user_id, { ids: gone.map((b) => b.id) }, clock.now);
  const kept = live.filter((b) => wanted.has(b.date)).map((b) => b.id);
  const moves = await moveOccurrences(trx, series.user_id, placeOf(series), kept, clock);
  const retry = [...known].filter(([d, s]) => d >= from && s === 'skipped').map(([d]) => d);
  await deleteSeriesDates(trx, series.id, [...gone.map((b) => b.date), ...retry]);
  const booked = await bookOpenDates(trx, series, rule.dates, from, clock);
  const skipped = [...moves.skipped, ...booked.skipped].sort((a, b) => a.date.localeCompare(b.date));
  return {
    result: { series_id: series.id, ...booked, moved: moves.moved, skipped },
    touched: { changed: idsOf(moves.moved), added: idsOf(booked.created), cancelled: cancelled.map((c) => c.id) },
  };
}

/** Edits a series (editWork) and sends one e-mail with the calendar updates of what changed (decision 396). */
export async function editSeries(app: App, userId: number, seriesId: number, req: TSeriesEdit): Promise<TSeriesResult> {
  return retrying(app, async (trx) => {
    const { result, touched } = await editWork(trx, app.clock.now(), userId, seriesId, req);
    await queueSeriesChangedMail(trx, app.mail, userId, touched);
    return result;
  });
}

/** Carries a dry run's answer out of its transaction, which is rolled back. */
class DryRun extends Error {
  constructor(readonly result: TSeriesResult) {
    super('dry run');
  }
}

/**
 * What an edit would do, without doing it (decision 395): the edit runs in a transaction that is rolled back, so
 * the answer ({moved, created, skipped with reasons}) is the same rules and constraints as the edit itself. Each
 * date skipped as taken says by whom, as the floor map names holders to the viewer (decision 420).
 */
export async function previewSeriesEdit(
  app: App,
  viewer: Viewer,
  seriesId: number,
  req: TSeriesEdit,
): Promise<TSeriesResult> {
  try {
    await retrying(app, async (trx) => {
      const now = app.clock.now();
      const { result, place } = await editWork(trx, now, viewer.id, seriesId, req);
      const taken = result.skipped.filter((s) => s.reason === 'taken').map((s) => s.date);
      const holders = await takenHolders(trx, viewer, place, taken, await clockAt(trx, now), result.series_id);
      const skipped = result.skipped.map((s) =>
        s.reason === 'taken' ? { ...s, ...(holders.get(s.date) ?? { taken_by: null, by_you: false }) } : s,
      );
      throw new DryRun({ ...result, skipped });
    });
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    throw err;
  }
  throw new Error('unreachable');
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
 * transaction (the series row locked, so two runs book a date once), with one e-mail per series that booked dates
 * in this run (decision 423). Answers how many bookings were made.
 */
export async function extendSeries(app: Pick<App, 'db' | 'mail'>, now: Date): Promise<number> {
  const clock = await clockAt(app.db, now);
  let made = 0;
  for (const { id } of await seriesToExtend(app.db, clock.lastDate)) {
    made += await retrying(app, async (trx) => {
      const series = await seriesForUpdate(trx, id);
      if (!series || series.ended_at !== null || series.booked_through >= clock.lastDate) return 0;
      await markVanishedDeleted(trx, id);
      const rule = parseSeriesRule(series.rrule, series.start_date);
      const from = addDays(series.booked_through, 1);
      const booked = await bookOpenDates(trx, series, rule.dates, from > clock.today ? from : clock.today, clock);
      await queueSeriesExtendedMail(trx, app.mail, series.user_id, booked);
      return booked.created.length;
    });
  }
  return made;
}
