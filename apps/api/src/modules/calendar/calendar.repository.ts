import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { CalendarBooking } from './ics';

/** The feed shows bookings that started at most this long ago, and every later one. */
export const CALENDAR_HISTORY_DAYS = 30;

/** A new secret for a person's calendar URL (32 random bytes, URL-safe). */
export const newCalendarToken = () => randomBytes(32).toString('base64url');

/** The person's calendar token, made on first use. */
export async function calendarToken(db: DbOrTrx, userId: number): Promise<string> {
  const row = await db
    .updateTable('users')
    .set({ calendar_token: sql`coalesce(calendar_token, ${newCalendarToken()})` })
    .where('id', '=', userId)
    .returning('calendar_token')
    .executeTakeFirstOrThrow();
  return row.calendar_token!;
}

/** A new token: the old URL stops working at once. */
export async function resetCalendarToken(db: DbOrTrx, userId: number): Promise<string> {
  const token = newCalendarToken();
  await db.updateTable('users').set({ calendar_token: token }).where('id', '=', userId).execute();
  return token;
}

export async function userByCalendarToken(db: DbOrTrx, token: string) {
  return db
    .selectFrom('users')
    .select(['id', 'language', 'first_name', 'last_name'])
    .where('calendar_token', '=', token)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Bookings (desks and rooms) for iCalendar, by id or by owner and start. */
export function calendarBookingsQuery(db: DbOrTrx) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('desks as d', 'd.id', 'bk.desk_id')
    .innerJoin('rooms as r', (j) => j.on('r.id', '=', sql<number>`coalesce(bk.room_id, d.room_id)`))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'bk.id',
      'b.name as building',
      'f.name as floor',
      'r.name as room',
      'd.name as desk',
      'bk.start_at as start',
      'bk.end_at as end',
      'bk.created_at as created',
      'bk.cancelled_at as cancelledAt',
      'bk.ical_sequence as sequence',
      'bk.series_id as seriesId',
      sql<boolean>`bk.released_at is not null`.as('released'),
    ]);
}

/** The person's bookings from CALENDAR_HISTORY_DAYS before `now` on, cancelled and released ones included. */
export async function feedBookings(db: DbOrTrx, userId: number, now: Date): Promise<CalendarBooking[]> {
  const from = new Date(now.getTime() - CALENDAR_HISTORY_DAYS * 86_400_000);
  return calendarBookingsQuery(db)
    .where('bk.user_id', '=', userId)
    .where('bk.end_at', '>', from)
    .orderBy('bk.start_at')
    .orderBy('bk.id')
    .limit(2000)
    .execute();
}
