import type { DbOrTrx } from '../../db/database';
import { calendarBookingsQuery, CALENDAR_HISTORY_DAYS } from './calendar.repository';
import type { CalendarBooking } from './ics';

const listed = (db: DbOrTrx) =>
  db
    .selectFrom('room_calendars as c')
    .innerJoin('rooms as r', 'r.id', 'c.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['c.room_id', 'r.name as room', 'b.name as building', 'c.token', 'c.language', 'c.created_at'])
    .where('r.deleted_at', 'is', null);

/** Every meeting room (and any other room that has a feed) with its feed, if published (decision 405). */
const rooms = (db: DbOrTrx) =>
  db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .leftJoin('room_calendars as c', 'c.room_id', 'r.id')
    .select([
      'r.id as room_id',
      'r.name as room',
      'f.name as floor',
      'b.id as building_id',
      'b.name as building',
      'c.token',
      'c.language',
      'c.created_at',
    ])
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('r.type', '=', 'MEETING'), eb('c.room_id', 'is not', null)]));

export type RoomCalendarRow = Awaited<ReturnType<ReturnType<typeof rooms>['executeTakeFirstOrThrow']>>;

/** The rooms of Setup › Room calendars, in the buildings', floors' and rooms' own order; one building's if given. */
export const roomCalendarRows = (db: DbOrTrx, buildingId?: number) => {
  let q = rooms(db);
  if (buildingId !== undefined) q = q.where('b.id', '=', buildingId);
  return q
    .orderBy('b.position')
    .orderBy('b.name')
    .orderBy('f.position')
    .orderBy('f.name')
    .orderBy('r.position')
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
};
export const roomCalendarRow = (db: DbOrTrx, roomId: number) => rooms(db).where('r.id', '=', roomId).executeTakeFirst();

export const roomExists = async (db: DbOrTrx, roomId: number): Promise<boolean> =>
  !!(await db
    .selectFrom('rooms')
    .select('id')
    .where('id', '=', roomId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst());

/** Publishes a room (a new token only when it had none) or changes its language. */
export const upsertRoomCalendar = (
  db: DbOrTrx,
  row: { room_id: number; token: string; language: 'en' | 'nl'; created_at: Date },
) =>
  db
    .insertInto('room_calendars')
    .values(row)
    .onConflict((oc) => oc.column('room_id').doUpdateSet((eb) => ({ language: eb.ref('excluded.language') })))
    .execute();

export async function setRoomCalendarToken(db: DbOrTrx, roomId: number, token: string): Promise<boolean> {
  const result = await db.updateTable('room_calendars').set({ token }).where('room_id', '=', roomId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRoomCalendar(db: DbOrTrx, roomId: number): Promise<boolean> {
  const result = await db.deleteFrom('room_calendars').where('room_id', '=', roomId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const roomCalendarByToken = (db: DbOrTrx, token: string) =>
  listed(db).where('c.token', '=', token).executeTakeFirst();

/** The room's bookings from CALENDAR_HISTORY_DAYS before `now` on (cancelled ones stay, marked, for subscribers). */
export function roomBookings(db: DbOrTrx, roomId: number, now: Date): Promise<CalendarBooking[]> {
  const from = new Date(now.getTime() - CALENDAR_HISTORY_DAYS * 86_400_000);
  return calendarBookingsQuery(db)
    .where('bk.room_id', '=', roomId)
    .where('bk.end_at', '>', from)
    .orderBy('bk.start_at')
    .orderBy('bk.id')
    .limit(2000)
    .execute();
}
