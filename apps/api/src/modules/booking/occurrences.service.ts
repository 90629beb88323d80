import {
  ErrorCode,
  type TOccurrencePreview,
  type TOccurrenceState,
  type TSeriesPlace,
  type TSkipReason,
} from '@flexapp/contract';
import { isExclusionViolation, isUniqueViolation } from '../../db/database';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';
import { deskChangeEvents, publishDeskStatus, publishEvent, publishRoomStatus, publishUserChanged } from '../../live';
import { loadSettings } from '../configuration';
import { reservedDates } from '../neighbourhoods';
import { recordBookingEvents } from '../webhooks';
import { checkDeskItem, type DeskRow, limitKey, limitsUsed } from './booking-rules';
import { insertDeskBookings, insertRoomBookings, lockInOrder, othersCheckedInAt } from './bookings.repository';
import {
  deskSlotHolders,
  inSavepoint,
  markBookingsCancelled,
  type OwnBookings,
  ownBookingsForUpdate,
} from './occurrences.repository';
import { checkRoomItem, type RoomRow } from './room-rules';
import { type DateHolder, dateHolders } from './occurrence-holders';
import type { Viewer } from '../../lib/holder-visibility';
import { findRoomForBooking } from './rooms.repository';
import { key } from './slot-time';
import { activeTimetables, bookedDesksOf, bookingCounts, findDeskForBooking } from './timetables.repository';

/** Today, the horizon's last day and the instant the rules are judged at. */
export interface OccurrenceClock {
  today: string;
  lastDate: string;
  now: Date;
}

const isRoomPlace = (p: TSeriesPlace): p is Extract<TSeriesPlace, { room_id: number }> => 'room_id' in p;

/** What a date's rule failure means for an occurrence; any other failure is the place's and ends the request. */
const STATE_OF_CODE: Partial<Record<string, TOccurrenceState>> = {
  [ErrorCode.DESK_CLOSED]: 'closed',
  [ErrorCode.ROOM_BOOKING_CLOSED]: 'closed',
  [ErrorCode.BOOKING_PAST_DATE]: 'past',
  [ErrorCode.BOOKING_OUT_OF_RANGE]: 'later',
};

export type Checked<R> = { date: string; row: R } | { date: string; state: TOccurrenceState };

/** Each date through the booking rules of the place (decision 030, 130): a row to book, or why not. */
export async function checkDates(
  db: DbOrTrx,
  userId: number | null,
  place: TSeriesPlace,
  dates: string[],
  clock: OccurrenceClock,
) {
  const judge = <R>(date: string, check: () => R): Checked<R> => {
    try {
      return { date, row: check() };
    } catch (err) {
      const state = err instanceof AppError ? STATE_OF_CODE[err.code] : undefined;
      if (state) return { date, state };
      throw err;
    }
  };
  if (isRoomPlace(place)) {
    const [room, settings] = await Promise.all([findRoomForBooking(db, place.room_id), loadSettings(db)]);
    const opts = { ...clock, maxMinutes: settings.room_booking_max_minutes };
    const checked = dates.map((date) => judge(date, () => checkRoomItem({ ...place, date }, room, opts)));
    return { kind: 'room' as const, checked: await heldDates(db, userId, { desk_id: null, ...place }, checked, clock) };
  }
  const [desk, slots] = await Promise.all([findDeskForBooking(db, place.desk_id), activeTimetables(db)]);
  const slot = slots.find((s) => s.id === place.timetable_id);
  const checked = dates.map((date) => judge(date, () => checkDeskItem({ ...place, date }, desk, slot, clock)));
  return { kind: 'desk' as const, checked: await heldDates(db, userId, { room_id: null, ...place }, checked, clock) };
}

/** Bookable dates a neighbourhood keeps from the person (decision 310) become `reserved`; no person, none. */
async function heldDates<R>(
  db: DbOrTrx,
  userId: number | null,
  place: { desk_id: number | null; room_id: number | null },
  checked: Checked<R>[],
  clock: OccurrenceClock,
): Promise<Checked<R>[]> {
  const open = checked.filter((c) => 'row' in c).map((c) => c.date);
  const where = { desk_id: place.desk_id, room_id: place.room_id };
  const held =
    userId !== null && open.length > 0 ? await reservedDates(db, userId, where, open, clock.now) : new Set<string>();
  return checked.map((c) => (held.has(c.date) ? { date: c.date, state: 'reserved' as const } : c));
}

/** Refuses an unknown or unbookable place as booking it would (404, 400); date-bound rules are left to each date. */
export async function checkPlace(db: DbOrTrx, place: TSeriesPlace, clock: OccurrenceClock): Promise<void> {
  await checkDates(db, null, place, [clock.lastDate], clock);
}

/**
 * Every date of a series as it stands now (decision 220): free, taken (by whom, as the floor map names holders to
 * the viewer: decision 420), over a building's or floor's limit, closed, later (after the horizon) or past.
 * Unknown or unbookable places answer as booking them would (404, 400).
 */
export async function previewOccurrences(
  db: DbOrTrx,
  viewer: Viewer,
  place: TSeriesPlace,
  dates: string[],
  clock: OccurrenceClock,
): Promise<TOccurrencePreview[]> {
  const { checked } = await checkDates(db, viewer.id, place, dates, clock);
  const rows = checked.filter((c) => 'row' in c).map((c) => (c as { row: DeskRow | RoomRow }).row);
  const [taken, overLimit] = await Promise.all([
    dateHolders(db, viewer, place, rows, clock.today),
    overLimitDates(db, place, rows),
  ]);
  return checked.map((c) => {
    if ('state' in c) return { date: c.date, state: c.state, taken_by: null, by_you: false };
    const t = taken.get(c.date);
    if (t) return { date: c.date, state: 'taken', ...t };
    return { date: c.date, state: overLimit.has(c.date) ? 'over_limit' : 'free', taken_by: null, by_you: false };
  });
}

/** The dates a desk's building or floor is at its limit in the desk's slot (none for a room). */
async function overLimitDates(db: DbOrTrx, place: TSeriesPlace, rows: (DeskRow | RoomRow)[]): Promise<Set<string>> {
  const full = new Set<string>();
  if (isRoomPlace(place) || rows.length === 0) return full;
  const desk = (rows[0] as DeskRow).desk;
  const from = rows[0]!.item.date;
  const to = rows[rows.length - 1]!.item.date;
  const [buildingCounts, floorCounts] = await Promise.all([
    desk.building_limit !== null ? bookingCounts(db, 'building', desk.building_id, from, to) : null,
    desk.floor_limit !== null ? bookingCounts(db, 'floor', desk.floor_id, from, to) : null,
  ]);
  const reached = (counts: Map<string, number> | null, limit: number | null, k: string) =>
    counts !== null && limit !== null && (counts.get(k) ?? 0) >= limit;
  for (const r of rows) {
    const k = key(r.item.date, place.timetable_id);
    if (reached(buildingCounts, desk.building_limit, k) || reached(floorCounts, desk.floor_limit, k))
      full.add(r.item.date);
  }
  return full;
}

/**
 * Who holds each of these dates of `place` (decision 420), for an edit's preview: the dates run through the
 * place's rules again for their times; bookings of `exceptSeries` (the edited series) hold nothing.
 */
export async function takenHolders(
  db: DbOrTrx,
  viewer: Viewer,
  place: TSeriesPlace,
  dates: string[],
  clock: OccurrenceClock,
  exceptSeries: number,
): Promise<Map<string, DateHolder>> {
  if (dates.length === 0) return new Map();
  const { checked } = await checkDates(db, null, place, dates, clock);
  const rows = checked.filter((c) => 'row' in c).map((c) => (c as { row: DeskRow | RoomRow }).row);
  return dateHolders(db, viewer, place, rows, clock.today, exceptSeries);
}

export interface OccurrencesBooked {
  created: { date: string; booking_id: number }[];
  skipped: { date: string; reason: TSkipReason }[];
}

export const skipReasonOf = (state: TOccurrenceState): TSkipReason =>
  state === 'later' ? 'past' : (state as TSkipReason);

/**
 * Books the dates of a series that can be booked, inside the caller's transaction (decision 220): the rules
 * decide closed and past days, the limits are counted under their advisory locks, and each insert runs in its
 * own savepoint so the database's constraints (bookings_desk_slot_key, bookings_user_slot_key,
 * bookings_room_no_overlap) decide every clash; a clash skips that date as taken. Dates are booked in order,
 * so two series over the same place queue on their first shared date rather than deadlock.
 */
export async function bookOccurrences(
  trx: DbOrTrx,
  userId: number,
  place: TSeriesPlace,
  dates: string[],
  clock: OccurrenceClock & { seriesId: number },
): Promise<OccurrencesBooked> {
  const result: OccurrencesBooked = { created: [], skipped: [] };
  const { checked } = await checkDates(trx, userId, place, [...dates].sort(), clock);
  const insertOne = async (date: string, insert: () => Promise<number>) => {
    try {
      result.created.push({ date, booking_id: await inSavepoint(trx, insert) });
    } catch (err) {
      if (!isUniqueViolation(err) && !isExclusionViolation(err)) throw err;
      result.skipped.push({ date, reason: 'taken' });
    }
  };
  const todayTaken = async (deskId: number) => othersCheckedInAt(trx, [deskId], userId);
  for (const c of checked) if ('state' in c) result.skipped.push({ date: c.date, reason: skipReasonOf(c.state) });
  const ok = checked.filter((c) => 'row' in c);

  if (isRoomPlace(place)) {
    const rows = ok.map((c) => (c as { row: RoomRow }).row);
    await lockInOrder(
      trx,
      rows.map((r) => `room-booking:${r.room.id}:${r.item.date}`),
    );
    for (const r of rows)
      await insertOne(r.item.date, async () => (await insertRoomBookings(trx, userId, [r], clock.seriesId))[0].id);
  } else {
    const rows = ok.map((c) => (c as { row: DeskRow }).row);
    const used = limitsUsed(rows);
    if (used.length > 0) await lockInOrder(trx, used.map(limitKey));
    // A full slot that is taken anyway (this desk held, or the person booked elsewhere then) is skipped as taken.
    const dates = rows.map((r) => r.item.date);
    const [holders, mine] =
      used.length > 0 && rows.length > 0
        ? await Promise.all([
            deskSlotHolders(trx, place.desk_id, place.timetable_id, dates),
            bookedDesksOf(trx, userId, dates[0], dates[dates.length - 1]),
          ])
        : [[], new Map()];
    const heldOn = new Set([
      ...holders.map((h) => h.date),
      ...dates.filter((d) => mine.has(key(d, place.timetable_id))),
    ]);
    for (const r of rows) {
      if (r.item.date === clock.today && (await todayTaken(r.desk.id))) {
        result.skipped.push({ date: r.item.date, reason: 'taken' });
        continue;
      }
      let full = false;
      for (const use of limitsUsed([r])) {
        const counts = await bookingCounts(trx, use.scope, use.id, use.date, use.date);
        if ((counts.get(key(use.date, use.slot)) ?? 0) + 1 > use.limit) full = true;
      }
      if (full) {
        result.skipped.push({ date: r.item.date, reason: heldOn.has(r.item.date) ? 'taken' : 'over_limit' });
        continue;
      }
      await insertOne(r.item.date, async () => (await insertDeskBookings(trx, userId, [r], clock.seriesId))[0].id);
    }
    await publishEvent(
      trx,
      ...deskChangeEvents(
        rows.map((r) => ({
          desk_id: r.desk.id,
          room_id: r.desk.room_id,
          floor_id: r.desk.floor_id,
          building_id: r.desk.building_id,
          date: r.item.date,
        })),
      ),
    );
  }
  if (isRoomPlace(place)) for (const c of result.created) await publishRoomStatus(trx, place.room_id, c.date);
  await publishUserChanged(trx, userId);
  result.created.sort((a, b) => a.date.localeCompare(b.date));
  result.skipped.sort((a, b) => a.date.localeCompare(b.date));
  // Each booked date is a booking.created webhook event, as a one-off booking is (decision 450).
  await recordBookingEvents(
    trx,
    'booking.created',
    result.created.map((c) => c.booking_id),
    clock.now,
  );
  return result;
}

/**
 * Cancels the user's own bookings that have not ended: the given ones, or every one on the dates from..to
 * ("away from … to …"). Answers what was cancelled (with the series each came from); every change is published.
 */
export async function cancelOwnBookings(trx: DbOrTrx, userId: number, which: OwnBookings, now: Date) {
  const rows = await ownBookingsForUpdate(trx, userId, which, now, { orderBy: 'id' });
  await markBookingsCancelled(
    trx,
    rows.map((r) => r.id),
    userId,
    now,
  );
  for (const r of rows) {
    if (r.desk_id !== null) await publishDeskStatus(trx, r.desk_id, r.date);
    else if (r.room_id !== null) await publishRoomStatus(trx, r.room_id, r.date);
  }
  if (rows.length > 0) await publishUserChanged(trx, userId);
  // Each cancelled date is a booking.cancelled webhook event (decision 450).
  await recordBookingEvents(
    trx,
    'booking.cancelled',
    rows.map((r) => r.id),
    now,
  );
  return rows;
}
