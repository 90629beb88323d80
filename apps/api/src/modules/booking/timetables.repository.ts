import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { type Key, key } from './slot-time';

export async function activeTimetables(db: DbOrTrx) {
  return db
    .selectFrom('timetables')
    .select(['id', 'name', 'start_time', 'end_time'])
    .where('is_active', '=', true)
    .orderBy('start_time')
    .orderBy('position')
    .execute();
}

/** A desk with its room, floor, building and the booking limits that apply to it. */
export async function findDeskForBooking(db: DbOrTrx, deskId: number) {
  return db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'd.id',
      'd.name',
      'd.label',
      'd.is_closed',
      'r.id as room_id',
      'r.name as room_name',
      'r.type as room_type',
      'f.id as floor_id',
      'f.name as floor_name',
      'f.booking_limit as floor_limit',
      'b.id as building_id',
      'b.name as building_name',
      'b.booking_limit as building_limit',
    ])
    .where('d.id', '=', deskId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type BookableDesk = NonNullable<Awaited<ReturnType<typeof findDeskForBooking>>>;
export type BookableSlot = Awaited<ReturnType<typeof activeTimetables>>[number];

/** Active desk bookings per date and slot in a building or on a floor, over a date range. */
export async function bookingCounts(
  db: DbOrTrx,
  scope: 'building' | 'floor',
  scopeId: number,
  from: string,
  to: string,
): Promise<Map<Key, number>> {
  const where = scope === 'building' ? sql`f.building_id = ${scopeId}` : sql`r.floor_id = ${scopeId}`;
  const { rows } = await sql<{ date: string; timetable_id: number; n: string }>`
    select bk.date, bk.timetable_id, count(*) as n
    from bookings bk
    join desks d on d.id = bk.desk_id
    join rooms r on r.id = d.room_id
    join floors f on f.id = r.floor_id
    where bk.cancelled_at is null and bk.date between ${from}::date and ${to}::date and ${where}
    group by bk.date, bk.timetable_id`.execute(db);
  return new Map(rows.map((r) => [key(r.date, r.timetable_id), Number(r.n)]));
}

/** The desk's active bookings between two dates, by date and slot. */
export function deskBookingsBetween(db: DbOrTrx, deskId: number, from: string, to: string) {
  return (
    db
      .selectFrom('bookings')
      .select(['date', 'timetable_id', 'user_id'])
      .where('desk_id', '=', deskId)
      .where('cancelled_at', 'is', null)
      .where('date', '>=', from)
      .where('date', '<=', to)
      // A desk booking always has a person (bookings_walk_up_has_no_person).
      .$narrowType<{ user_id: number }>()
      .execute()
  );
}

/** The open check-in at the desk now, if any (user_id null for a guest). */
export function openCheckinAtDesk(db: DbOrTrx, deskId: number) {
  return db
    .selectFrom('checkins')
    .select(['user_id'])
    .where('desk_id', '=', deskId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** The caller's own desk bookings per (date, slot) over a range: the desk booked. */
export async function bookedDesksOf(
  db: DbOrTrx,
  userId: number,
  from: string,
  to: string,
): Promise<Map<Key, number | null>> {
  const rows = await db
    .selectFrom('bookings')
    .select(['date', 'timetable_id', 'desk_id'])
    .where('user_id', '=', userId)
    .where('timetable_id', 'is not', null)
    .where('cancelled_at', 'is', null)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(rows.map((b) => [key(b.date, b.timetable_id!), b.desk_id]));
}
