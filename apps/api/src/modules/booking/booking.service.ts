import {
  ErrorCode,
  isRoomBookingItem,
  type TBookingCreatedResponse,
  type TBookingItem,
  type TDeskBookingItem,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { isExclusionViolation, isRetryableTransactionError, isUniqueViolation } from '../../db/database';
import type { DbOrTrx } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { JsonBody } from '../../lib/json-reply';
import { todayApiDate } from '../../lib/today';
import {
  deskChangeEvents,
  eventsInStatement,
  publishDeskStatus,
  publishEvent,
  publishRoomStatus,
  publishUserChanged,
} from '../../live';
import { cachedSettings } from '../configuration';
import { refuseReservedPlaces } from '../neighbourhoods';
import { notifyWatchersDeskFree } from '../notifiers';
import { recordBookingEvents, subscribedSql } from '../webhooks';
import {
  bookableDesk,
  bookableRoom,
  bookableSlots,
  bookedDesks,
  deskTimetablesBody,
  deskWindow,
  reservationsOf,
  roomAvailabilityBody,
} from './booking.cache';
import { tellBookedFor } from './booked-for-notice';
import { queueBookingCancelledMail, queueBookingMadeMail } from './booking-made-mail';
import { checkDeskItem, type DeskRow, limitDemand, limitKey, limitsUsed } from './booking-rules';
import {
  insertDeskBookings,
  insertDeskBookingsAlone,
  insertRoomBookings,
  lockInOrder,
  othersCheckedInAt,
} from './bookings.repository';
import { deskTimetables, viewerRole } from './desk-timetables.presenter';
import { presentReservations } from './reservations.presenter';
import {
  bookingForUpdate,
  confirmationForUpdate,
  markBookingCancelled,
  markConfirmationWaiting,
} from './reservations.repository';
import { checkRoomItem, type RoomRow } from './room-rules';
import { bookableDates, slotLabel } from './slot-time';
import { bookingCounts } from './timetables.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'liveCache' | 'mail'>;

const conflict = () => new AppError(ErrorCode.ERROR_CONFLICT_BOOKING);
const noExists = () => new AppError(ErrorCode.NO_EXISTS);
/** Who booked in someone else's name (decision 355). */
export type BookedBy = { id: number; name: string } | null;
/** A transaction that lost a deadlock or serialisation conflict is run again, at most this often. */
const MAX_ATTEMPTS = 5;

/**
 * A desk's time slots on a day, or over the booking window, with the caller's flags
 * (docs/decisions/030-booking-rules.md). The desk's part is shared by every caller until a booking or check-in
 * in its building; the caller's own bookings are kept until they change; the answer is made once for everyone
 * in the same role on this desk (viewerRole), from this very window (its version).
 */
export async function deskTimetablesAnswer(app: App, userId: number, deskId: number, date?: string): Promise<JsonBody> {
  const [desk, slots, settings] = await Promise.all([
    bookableDesk(app, deskId),
    bookableSlots(app),
    cachedSettings(app),
  ]);
  if (!desk) throw notFound();
  const now = app.clock.now();
  const today = todayApiDate(now);
  const dates = date ? [date] : bookableDates(today, settings.bookable_days);
  const from = dates[0];
  const to = dates[dates.length - 1];
  const [window, mine] = await Promise.all([
    deskWindow(app, { desk, slots, from, to }),
    bookedDesks(app, { userId, from, to }),
  ]);
  const role = viewerRole(window, userId, mine);
  return deskTimetablesBody(app, {
    window,
    role,
    from,
    to,
    make: () => deskTimetables(window, userId, mine, { dates, today, now }),
  });
}

/** The meeting rooms of a building or floor with their bookings on `date`. */
export async function roomAvailabilityAnswer(
  app: App,
  query: { date: string; building_id?: number; floor_id?: number },
): Promise<JsonBody> {
  const settings = await cachedSettings(app);
  return roomAvailabilityBody(app, { ...query, maxMinutes: settings.room_booking_max_minutes });
}

/** The person's reservations that have not ended, keyed by date. */
export async function myReservations(app: App, userId: number) {
  const rows = await reservationsOf(app, userId);
  return { list: presentReservations(rows, app.clock.now()) };
}

/**
 * Books every item for the user in one transaction, or none of them (docs/decisions/030-booking-rules.md).
 * The partial unique indexes bookings_desk_slot_key and bookings_user_slot_key are the last word on double
 * bookings: a violation, even between concurrent requests, answers ERROR_CONFLICT_BOOKING. Room items
 * (decision 130) are checked against the room rules first; the exclusion constraint bookings_room_no_overlap
 * decides their clashes the same way. With e-mail on, the booker gets a "booking made" e-mail with an
 * invitation (.ics) in the same transaction. With `bookedBy` (decision 355) the bookings are still the user's and
 * every rule is read for the user; booked_by names the booker, the activity log and the user's inbox are told.
 */
export async function bookPlaces(
  app: App,
  userId: number,
  items: TBookingItem[],
  bookedBy: BookedBy = null,
): Promise<TBookingCreatedResponse> {
  const deskIds = new Set<number>();
  const roomIds = new Set<number>();
  for (const item of items) {
    if (isRoomBookingItem(item)) roomIds.add(item.room_id);
    else deskIds.add(item.desk_id);
  }
  const [settings, slotList, desks, rooms] = await Promise.all([
    cachedSettings(app),
    bookableSlots(app),
    Promise.all([...deskIds].map((id) => bookableDesk(app, id))),
    Promise.all([...roomIds].map((id) => bookableRoom(app, id))),
  ]);
  const now = app.clock.now();
  const today = todayApiDate(now);
  const window = bookableDates(today, settings.bookable_days);
  const rules = { today, lastDate: window[window.length - 1], now };
  const deskById = new Map(desks.filter((d) => d !== null).map((d) => [d.id, d]));
  const roomById = new Map(rooms.filter((r) => r !== null).map((r) => [r.id, r]));
  const slots = new Map(slotList.map((slot) => [slot.id, slot]));

  const roomRows: RoomRow[] = [];
  const deskItems: TDeskBookingItem[] = [];
  for (const item of items) {
    if (isRoomBookingItem(item))
      roomRows.push(
        checkRoomItem(item, roomById.get(item.room_id), { ...rules, maxMinutes: settings.room_booking_max_minutes }),
      );
    else deskItems.push(item);
  }
  const deskRows = deskItems.map((item) =>
    checkDeskItem(item, deskById.get(item.desk_id), slots.get(item.timetable_id), rules),
  );

  // The common request stands alone: desks only, not today, no capacity limit, no e-mail (decision 336), in one's
  // own name (a booking for a colleague writes the activity log and their inbox too, decision 355).
  const alone =
    bookedBy === null &&
    roomRows.length === 0 &&
    !app.mail.enabled &&
    deskRows.every((r) => r.item.date !== today) &&
    limitsUsed(deskRows).length === 0;
  // Neighbourhood rules (decision 310) are read before either path: they hold places, not bookings.
  await refuseReservedPlaces(
    app.db,
    userId,
    [
      ...deskRows.map((r) => ({ desk_id: r.desk.id, room_id: null, date: r.item.date })),
      ...roomRows.map((r) => ({ desk_id: null, room_id: r.room.id, date: r.item.date })),
    ],
    now,
  );
  for (let attempt = 1; ; attempt++) {
    try {
      if (alone) {
        const booked = await bookDesksAlone(app, userId, deskRows);
        if (booked) return { bookings: booked };
      }
      return await app.db.transaction().execute(async (trx) => {
        const desksBooked = deskRows.length > 0 ? await bookDesks(trx, app, userId, deskRows, today, bookedBy) : [];
        const roomsBooked = roomRows.length > 0 ? await bookRooms(trx, app, userId, roomRows, bookedBy) : [];
        const bookings = [...desksBooked, ...roomsBooked].sort((a, b) => a.id - b.id);
        if (bookedBy) await tellBookedFor(trx, { ownerId: userId, booker: bookedBy, bookings, at: now });
        await recordBookingEvents(
          trx,
          'booking.created',
          bookings.map((b) => b.id),
          now,
        );
        return { bookings };
      });
    } catch (err) {
      if (isUniqueViolation(err) || isExclusionViolation(err)) throw conflict();
      if (isRetryableTransactionError(err) && attempt < MAX_ATTEMPTS) continue;
      throw err;
    }
  }
}

async function bookDesks(trx: DbOrTrx, app: App, userId: number, rows: DeskRow[], today: string, bookedBy: BookedBy) {
  // Someone else checked in at the desk holds it until they leave: no booking of today's remaining slots.
  const todays = rows.filter((r) => r.item.date === today).map((r) => r.item.desk_id);
  if (todays.length > 0 && (await othersCheckedInAt(trx, todays, userId))) throw conflict();

  // Capacity limits: serialise the requests that count against the same limit, then count.
  const used = limitsUsed(rows);
  if (used.length > 0) {
    await lockInOrder(trx, used.map(limitKey));
    for (const { use, wanted } of limitDemand(used)) {
      const counts = await bookingCounts(trx, use.scope, use.id, use.date, use.date);
      if ((counts.get(`${use.date}|${use.slot}`) ?? 0) + wanted > use.limit)
        throw new AppError(ErrorCode.BOOKING_LIMIT_REACHED);
    }
  }

  const inserted = await insertDeskBookings(trx, userId, rows, null, bookedBy?.id ?? null);
  if (app.mail.enabled)
    await queueBookingMadeMail(
      trx,
      app.mail,
      userId,
      inserted.map((b) => b.id),
      bookedBy?.name,
    );
  await publishEvent(trx, ...deskBookedEvents(userId, rows));
  return presentBooked(rows, inserted);
}

/** What a desk booking tells the live cache and the open streams: the person's and each desk's day changed. */
const deskBookedEvents = (userId: number, rows: DeskRow[]) => [
  { type: 'user_changed' as const, user_id: userId },
  ...deskChangeEvents(
    rows.map((r) => ({
      desk_id: r.desk.id,
      room_id: r.desk.room_id,
      floor_id: r.desk.floor_id,
      building_id: r.desk.building_id,
      date: r.item.date,
    })),
  ),
];

/**
 * A request that needs nothing read or locked first is one statement (decision 336): the bookings, their
 * confirmations and the events' NOTIFY commit together, unless a webhook subscribes to booking.created (null:
 * nothing written, the caller books in a transaction that writes the webhook events too).
 */
async function bookDesksAlone(app: App, userId: number, rows: DeskRow[]) {
  const unless = subscribedSql('booking.created');
  const events = eventsInStatement(deskBookedEvents(userId, rows), unless);
  const inserted = await insertDeskBookingsAlone(app.db, userId, rows, unless, events.notify);
  if (inserted.length === 0) return null;
  events.tell();
  return presentBooked(rows, inserted);
}

function presentBooked(
  rows: DeskRow[],
  inserted: { id: number; desk_id: number; timetable_id: number; date: string }[],
) {
  const slotOf = new Map(rows.map((r) => [r.slot.id, r.slot]));
  return inserted.map((b) => {
    const slot = slotOf.get(b.timetable_id)!;
    return {
      id: b.id,
      date: b.date,
      time: slotLabel(slot.start_time, slot.end_time),
      timetable_id: b.timetable_id,
      desk_id: b.desk_id,
      room_id: null,
    };
  });
}

async function bookRooms(trx: DbOrTrx, app: App, userId: number, rows: RoomRow[], bookedBy: BookedBy) {
  // A steady order (room, start) so two requests for the same rooms queue rather than deadlock.
  const sorted = [...rows].sort((a, b) => a.room.id - b.room.id || a.start.getTime() - b.start.getTime());
  // Requests for one room and day queue here, in one order, before they insert: an exclusion constraint checks
  // after its index entry is written, so two overlapping inserters could each wait for the other (a deadlock
  // broken only after deadlock_timeout). Queued, the later one meets a committed booking and fails at once; the
  // constraint stays the judge (decision 130).
  await lockInOrder(
    trx,
    sorted.map((r) => `room-booking:${r.room.id}:${r.item.date}`),
  );
  const inserted = await insertRoomBookings(trx, userId, sorted, null, bookedBy?.id ?? null);
  // A room booked in someone's name tells them by e-mail, as a desk does (decisions 355, 398).
  if (app.mail.enabled && bookedBy)
    await queueBookingMadeMail(
      trx,
      app.mail,
      userId,
      inserted.map((b) => b.id),
      bookedBy.name,
    );
  const changed = new Map(sorted.map((r) => [`${r.room.id}|${r.item.date}`, r]));
  await publishEvent(
    trx,
    { type: 'user_changed', user_id: userId },
    ...[...changed.values()].map((r) => ({
      type: 'room_status' as const,
      room_id: r.room.id,
      floor_id: r.room.floor_id,
      building_id: r.room.building_id,
      date: r.item.date,
    })),
  );
  const byKey = new Map(sorted.map((r) => [`${r.room.id}|${r.start.getTime()}`, r]));
  return inserted.map((b) => {
    const r = byKey.get(`${b.room_id}|${new Date(b.start_at).getTime()}`)!;
    return {
      id: b.id,
      date: b.date,
      time: `${r.item.time_start}-${r.item.time_end}`,
      timetable_id: null,
      desk_id: null,
      room_id: b.room_id,
    };
  });
}

/** Confirms a reservation: its confirmation goes from pending to waiting (confirming twice is fine). */
export async function confirmReservation(app: Pick<App, 'db' | 'clock'>, userId: number, confirmationId: number) {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const row = await confirmationForUpdate(trx, confirmationId);
    if (!row || row.cancelled_at !== null) throw noExists();
    if (row.user_id !== userId) throw forbidden();
    if (row.end_at <= now) throw new AppError(ErrorCode.BOOKING_ENDED);
    if (row.opens_at > now) throw new AppError(ErrorCode.CONFIRMATION_NOT_OPEN);
    if (row.status !== 'waiting') {
      await markConfirmationWaiting(trx, row.id, now);
      await publishUserChanged(trx, userId);
      await recordBookingEvents(trx, 'booking.confirmed', [row.booking_id], now);
    }
    return { id: row.id, status: 'waiting' as const };
  });
}

/** Cancels the user's own reservation. A desk freed for today tells its watchers; every change is published. */
export async function cancelReservation(app: App, userId: number, bookingId: number): Promise<void> {
  const now = app.clock.now();
  const today = todayApiDate(now);
  await app.db.transaction().execute(async (trx) => {
    const row = await bookingForUpdate(trx, bookingId);
    if (!row || row.cancelled_at !== null) throw noExists();
    if (row.user_id !== userId) throw forbidden();
    if (row.end_at <= now) throw new AppError(ErrorCode.BOOKING_ENDED);
    await markBookingCancelled(trx, row.id, userId, now);
    if (app.mail.enabled) await queueBookingCancelledMail(trx, app.mail, userId, row.id);
    await publishUserChanged(trx, userId);
    await recordBookingEvents(trx, 'booking.cancelled', [row.id], now);
    if (row.desk_id !== null) {
      await publishDeskStatus(trx, row.desk_id, row.date);
      if (row.date === today) await notifyWatchersDeskFree(trx, row.desk_id, now, userId, app.mail);
    } else if (row.room_id !== null) {
      await publishRoomStatus(trx, row.room_id, row.date);
    }
  });
}
