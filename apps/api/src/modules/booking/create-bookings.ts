import {
  CONFIRMATION_OPENS_BEFORE_MS,
  ErrorCode,
  isRoomBookingItem,
  type TBookingItem,
  type TBookingCreatedResponse,
  type TDeskBookingItem,
} from '@flexapp/contract';
import { sql } from 'kysely';
import {
  type Db,
  type DbOrTrx,
  isExclusionViolation,
  isRetryableTransactionError,
  isUniqueViolation,
} from '../../db/database';
import { deskChangeEvents, publishEvent } from '../../lib/events';
import { AppError, notFound } from '../../lib/errors';
import type { BookableDesk, BookableSlot } from './bookable-places';
import { bookingCounts } from './timetables.repository';
import { checkRoomItem, type RoomRow } from './room-rules';
import type { BookableRoom } from './rooms.repository';
import { bookableDates, slotBounds, slotLabel } from './slot-time';
import type { MailSettings } from '../mail/outbox';
import { queueBookingMadeMail } from './booking-made-mail';

const conflict = () => new AppError(ErrorCode.ERROR_CONFLICT_BOOKING);
/** A transaction that lost a deadlock or serialisation conflict is run again, at most this often. */
const MAX_ATTEMPTS = 5;

/**
 * Books every item for the user in one transaction, or none of them
 * (docs/decisions/030-booking-rules.md). The partial unique indexes
 * bookings_desk_slot_key and bookings_user_slot_key are the last word on
 * double bookings: a violation, even between concurrent requests, answers
 * ERROR_CONFLICT_BOOKING. Room items (decision 130) are checked against the
 * room rules first; the exclusion constraint bookings_room_no_overlap decides
 * their clashes the same way.
 */
export async function createBookings(
  db: Db,
  userId: number,
  items: TBookingItem[],
  opts: {
    today: string;
    bookableDays: number;
    now: Date;
    desks: Map<number, BookableDesk>;
    slots: Map<number, BookableSlot>;
    /** With e-mail on, the booker gets a "booking made" e-mail with an invitation (.ics) in the same transaction. */
    mail?: MailSettings;
    rooms?: Map<number, BookableRoom>;
    roomMaxMinutes?: number;
  },
): Promise<TBookingCreatedResponse> {
  const window = bookableDates(opts.today, opts.bookableDays);
  const lastDate = window[window.length - 1];
  const { desks, slots } = opts;

  const roomRows: RoomRow[] = [];
  const deskItems: TDeskBookingItem[] = [];
  for (const item of items) {
    if (isRoomBookingItem(item))
      roomRows.push(
        checkRoomItem(item, opts.rooms?.get(item.room_id), {
          today: opts.today,
          lastDate,
          now: opts.now,
          maxMinutes: opts.roomMaxMinutes ?? Infinity,
        }),
      );
    else deskItems.push(item);
  }

  const rows = deskItems.map((item) => {
    const desk = desks.get(item.desk_id);
    if (!desk) throw notFound('desk');
    const slot = slots.get(item.timetable_id);
    if (!slot) throw notFound('timetable');
    if (item.date < opts.today) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
    if (item.date > lastDate) throw new AppError(ErrorCode.BOOKING_OUT_OF_RANGE);
    const { start, end } = slotBounds(item.date, slot.start_time, slot.end_time);
    if (end <= opts.now) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
    if (desk.is_closed) throw new AppError(ErrorCode.DESK_CLOSED);
    return { item, desk, slot, start, end };
  });

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const desksBooked = rows.length > 0 ? await bookDesks(trx) : [];
        const roomsBooked = roomRows.length > 0 ? await bookRooms(trx, userId, roomRows) : [];
        return { bookings: [...desksBooked, ...roomsBooked].sort((a, b) => a.id - b.id) };
      });
    } catch (err) {
      if (isUniqueViolation(err) || isExclusionViolation(err)) throw conflict();
      if (isRetryableTransactionError(err) && attempt < MAX_ATTEMPTS) continue;
      throw err;
    }
  }

  async function bookDesks(trx: DbOrTrx) {
    {
      // Someone else checked in at the desk holds it until they leave: no booking of today's remaining slots.
      const todays = rows.filter((r) => r.item.date === opts.today).map((r) => r.item.desk_id);
      if (todays.length > 0) {
        const occupied = await trx
          .selectFrom('checkins')
          .select('id')
          .where('desk_id', 'in', todays)
          .where('deactivated_at', 'is', null)
          .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '<>', userId)]))
          .executeTakeFirst();
        if (occupied) throw conflict();
      }

      // Capacity limits: serialise the requests that count against the same limit, then count.
      const limited: { scope: 'building' | 'floor'; id: number; limit: number; date: string; slot: number }[] = [];
      for (const r of rows) {
        if (r.desk.building_limit !== null)
          limited.push({
            scope: 'building',
            id: r.desk.building_id,
            limit: r.desk.building_limit,
            date: r.item.date,
            slot: r.slot.id,
          });
        if (r.desk.floor_limit !== null)
          limited.push({
            scope: 'floor',
            id: r.desk.floor_id,
            limit: r.desk.floor_limit,
            date: r.item.date,
            slot: r.slot.id,
          });
      }
      if (limited.length > 0) {
        await lockInOrder(
          trx,
          limited.map((l) => `booking-limit:${l.scope}:${l.id}:${l.date}:${l.slot}`),
        );
        const wanted = new Map<string, { l: (typeof limited)[number]; n: number }>();
        for (const l of limited) {
          const k = `${l.scope}:${l.id}:${l.date}:${l.slot}`;
          wanted.set(k, { l, n: (wanted.get(k)?.n ?? 0) + 1 });
        }
        for (const { l, n } of wanted.values()) {
          const counts = await bookingCounts(trx, l.scope, l.id, l.date, l.date);
          if ((counts.get(`${l.date}|${l.slot}`) ?? 0) + n > l.limit)
            throw new AppError(ErrorCode.BOOKING_LIMIT_REACHED);
        }
      }

      // The bookings and their confirmations in one statement (one round trip).
      const { rows: inserted } = await sql<{ id: number; desk_id: number; timetable_id: number; date: string }>`
        with inserted as (
          insert into bookings (user_id, desk_id, timetable_id, date, start_at, end_at)
          select ${userId}, v.desk_id, v.timetable_id, v.date, v.start_at, v.end_at
          from unnest(${rows.map((r) => r.item.desk_id)}::int[], ${rows.map((r) => r.item.timetable_id)}::int[],
                      ${rows.map((r) => r.item.date)}::date[], ${rows.map((r) => r.start)}::timestamptz[],
                      ${rows.map((r) => r.end)}::timestamptz[]) as v(desk_id, timetable_id, date, start_at, end_at)
          returning id, desk_id, timetable_id, date, start_at
        ), confirmations as (
          insert into booking_confirmations (booking_id, opens_at)
          select id, start_at - ${CONFIRMATION_OPENS_BEFORE_MS} * interval '1 millisecond' from inserted
        )
        select id, desk_id, timetable_id, date from inserted order by id`.execute(trx);
      if (opts.mail?.enabled)
        await queueBookingMadeMail(
          trx,
          opts.mail,
          userId,
          inserted.map((b) => b.id),
        );
      await publishEvent(
        trx,
        { type: 'user_changed', user_id: userId },
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
      return inserted.map((b) => {
        const slot = slots.get(b.timetable_id)!;
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
  }
}

/**
 * Transaction advisory locks on `keys` (duplicates once), always taken in the same (sorted) order, so two
 * requests that need some of the same locks queue instead of deadlocking. Held until the transaction ends.
 */
async function lockInOrder(trx: DbOrTrx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Inserts the room bookings and their confirmations; bookings_room_no_overlap refuses any clash. */
async function bookRooms(trx: DbOrTrx, userId: number, rows: RoomRow[]) {
  // A steady order (room, start) so two requests for the same rooms queue rather than deadlock.
  const sorted = [...rows].sort((a, b) => a.room.id - b.room.id || a.start.getTime() - b.start.getTime());
  // Requests for one room and day queue here, in one order, before they insert. An exclusion constraint
  // checks after its index entry is written, so two inserters that overlap can each wait for the other:
  // a deadlock PostgreSQL only breaks after deadlock_timeout (1 s), again and again with 50 at once.
  // Queued, the later request meets a committed booking and fails at once; the constraint stays the judge.
  await lockInOrder(
    trx,
    sorted.map((r) => `room-booking:${r.room.id}:${r.item.date}`),
  );
  const { rows: inserted } = await sql<{ id: number; room_id: number; date: string; start_at: Date; end_at: Date }>`
    with inserted as (
      insert into bookings (user_id, room_id, date, start_at, end_at, title, attendees)
      select ${userId}, v.room_id, v.date, v.start_at, v.end_at, v.title, v.attendees
      from unnest(${sorted.map((r) => r.room.id)}::int[], ${sorted.map((r) => r.item.date)}::date[],
                  ${sorted.map((r) => r.start)}::timestamptz[], ${sorted.map((r) => r.end)}::timestamptz[],
                  ${sorted.map((r) => r.item.title || null)}::text[], ${sorted.map((r) => r.item.attendees ?? null)}::int[])
           with ordinality as v(room_id, date, start_at, end_at, title, attendees, n)
      order by v.n
      returning id, room_id, date, start_at, end_at
    ), confirmations as (
      insert into booking_confirmations (booking_id, opens_at)
      select id, start_at - ${CONFIRMATION_OPENS_BEFORE_MS} * interval '1 millisecond' from inserted
    )
    select id, room_id, date, start_at, end_at from inserted order by id`.execute(trx);
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
