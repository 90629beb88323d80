import { CONFIRMATION_OPENS_BEFORE_MS } from '@flexapp/contract';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { DeskRow } from './booking-rules';
import type { RoomRow } from './room-rules';

/** Whether someone other than the user is checked in at any of these desks now (a guest counts). */
export async function othersCheckedInAt(trx: DbOrTrx, deskIds: number[], userId: number): Promise<boolean> {
  const occupied = await trx
    .selectFrom('checkins')
    .select('id')
    .where('desk_id', 'in', deskIds)
    .where('deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '<>', userId)]))
    .executeTakeFirst();
  return occupied !== undefined;
}

/**
 * Transaction advisory locks on `keys` (duplicates once), always taken in the same (sorted) order, so two
 * requests that need some of the same locks queue instead of deadlocking. Held until the transaction ends.
 */
export async function lockInOrder(trx: DbOrTrx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Inserts the desk bookings and their confirmations in one statement (one round trip); a series' own carry its id,
 * those booked in someone else's name their booker (decision 355).
 */
export async function insertDeskBookings(
  trx: DbOrTrx,
  userId: number,
  rows: DeskRow[],
  seriesId: number | null = null,
  bookedBy: number | null = null,
) {
  const { rows: inserted } = await sql<{ id: number; desk_id: number; timetable_id: number; date: string }>`
    with inserted as (
      insert into bookings (user_id, desk_id, timetable_id, date, start_at, end_at, series_id, booked_by)
      select ${userId}, v.desk_id, v.timetable_id, v.date, v.start_at, v.end_at, ${seriesId}::int, ${bookedBy}::int
      from unnest(${rows.map((r) => r.item.desk_id)}::int[], ${rows.map((r) => r.item.timetable_id)}::int[],
                  ${rows.map((r) => r.item.date)}::date[], ${rows.map((r) => r.start)}::timestamptz[],
                  ${rows.map((r) => r.end)}::timestamptz[]) as v(desk_id, timetable_id, date, start_at, end_at)
      returning id, desk_id, timetable_id, date, start_at
    ), confirmations as (
      insert into booking_confirmations (booking_id, opens_at)
      select id, start_at - ${CONFIRMATION_OPENS_BEFORE_MS} * interval '1 millisecond' from inserted
    )
    select id, desk_id, timetable_id, date from inserted order by id`.execute(trx);
  return inserted;
}

/**
 * insertDeskBookings as one statement on its own (decision 336): nothing is written when `unless` holds (no rows
 * back), else the bookings, their confirmations and `notify` (an SQL expression, evaluated once) commit together.
 * The partial unique indexes still refuse every clash.
 */
export async function insertDeskBookingsAlone(
  db: DbOrTrx,
  userId: number,
  rows: DeskRow[],
  unless: RawBuilder<boolean>,
  notify: RawBuilder<number>,
) {
  const { rows: inserted } = await sql<{ id: number; desk_id: number; timetable_id: number; date: string }>`
    with inserted as (
      insert into bookings (user_id, desk_id, timetable_id, date, start_at, end_at)
      select ${userId}, v.desk_id, v.timetable_id, v.date, v.start_at, v.end_at
      from unnest(${rows.map((r) => r.item.desk_id)}::int[], ${rows.map((r) => r.item.timetable_id)}::int[],
                  ${rows.map((r) => r.item.date)}::date[], ${rows.map((r) => r.start)}::timestamptz[],
                  ${rows.map((r) => r.end)}::timestamptz[]) as v(desk_id, timetable_id, date, start_at, end_at)
      where not ${unless}
      returning id, desk_id, timetable_id, date, start_at
    ), confirmations as (
      insert into booking_confirmations (booking_id, opens_at)
      select id, start_at - ${CONFIRMATION_OPENS_BEFORE_MS} * interval '1 millisecond' from inserted
    )
    select id, desk_id, timetable_id, date, ${notify} as told from inserted order by id`.execute(db);
  return inserted;
}

/**
 * Inserts the room bookings (in the rows' order) and their confirmations; bookings_room_no_overlap refuses any clash.
 * A series' own carry its id, those booked in someone else's name their booker (decision 355).
 */
export async function insertRoomBookings(
  trx: DbOrTrx,
  userId: number,
  rows: RoomRow[],
  seriesId: number | null = null,
  bookedBy: number | null = null,
) {
  const { rows: inserted } = await sql<{ id: number; room_id: number; date: string; start_at: Date; end_at: Date }>`
    with inserted as (
      insert into bookings (user_id, room_id, date, start_at, end_at, title, attendees, series_id, booked_by)
      select ${userId}, v.room_id, v.date, v.start_at, v.end_at, v.title, v.attendees, ${seriesId}::int, ${bookedBy}::int
      from unnest(${rows.map((r) => r.room.id)}::int[], ${rows.map((r) => r.item.date)}::date[],
                  ${rows.map((r) => r.start)}::timestamptz[], ${rows.map((r) => r.end)}::timestamptz[],
                  ${rows.map((r) => r.item.title || null)}::text[], ${rows.map((r) => r.item.attendees ?? null)}::int[])
           with ordinality as v(room_id, date, start_at, end_at, title, attendees, n)
      order by v.n
      returning id, room_id, date, start_at, end_at
    ), confirmations as (
      insert into booking_confirmations (booking_id, opens_at)
      select id, start_at - ${CONFIRMATION_OPENS_BEFORE_MS} * interval '1 millisecond' from inserted
    )
    select id, room_id, date, start_at, end_at from inserted order by id`.execute(trx);
  return inserted;
}
