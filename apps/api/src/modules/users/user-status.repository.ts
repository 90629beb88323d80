import { toClockTime, type TActiveCheckin, type TPendingBooking, type TUser } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

const hhmm = (t: string) => t.slice(0, 5);

/** Open check-ins per user, with the desk or room and its floor and building names. */
export async function activeCheckinsByUser(db: DbOrTrx, userIds: number[]): Promise<Map<number, TActiveCheckin[]>> {
  const result = new Map<number, TActiveCheckin[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('checkins as c')
    .leftJoin('desks as d', 'd.id', 'c.desk_id')
    .leftJoin('rooms as r', (j) => j.on('r.id', '=', sql<number>`coalesce(c.room_id, d.room_id)`))
    .leftJoin('floors as f', 'f.id', 'r.floor_id')
    .leftJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'c.id',
      'c.user_id',
      'c.type',
      'c.created',
      'c.desk_id',
      'd.name as desk_name',
      'r.id as room_id',
      'r.name as room_name',
      'f.name as floor_name',
      'b.name as building_name',
    ])
    .where('c.user_id', 'in', userIds)
    .where('c.is_guest', '=', false)
    .where('c.deactivated_at', 'is', null)
    .orderBy('c.created', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  for (const row of rows) {
    const list = result.get(row.user_id!) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      desk: row.desk_id ? { id: row.desk_id, name: row.desk_name ?? '' } : null,
      room: row.type === 'MEETING' && row.room_id ? { id: row.room_id, name: row.room_name ?? '' } : null,
      floor_name: row.floor_name,
      building_name: row.building_name,
      created: row.created.toISOString(),
    });
    result.set(row.user_id!, list);
  }
  return result;
}

/** Bookings that have not ended by `now` and were not checked in, per user, soonest first. */
const localHhmm = toClockTime;

export async function pendingBookingsByUser(
  db: DbOrTrx,
  userIds: number[],
  now: Date,
): Promise<Map<number, TPendingBooking[]>> {
  const result = new Map<number, TPendingBooking[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('bookings as bk')
    .leftJoin('timetables as t', 't.id', 'bk.timetable_id')
    .leftJoin('desks as d', 'd.id', 'bk.desk_id')
    .leftJoin('rooms as r', 'r.id', 'bk.room_id')
    .leftJoin('booking_confirmations as bc', 'bc.booking_id', 'bk.id')
    .select([
      'bk.id',
      'bk.user_id',
      'bk.date',
      'bk.start_at',
      'bk.end_at',
      'bk.desk_id',
      'd.name as desk_name',
      'bk.room_id',
      'r.name as room_name',
      't.start_time',
      't.end_time',
      'bc.status',
    ])
    .where('bk.user_id', 'in', userIds)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.end_at', '>', now)
    .$narrowType<{ user_id: number }>()
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('checkins as c').select('c.id').whereRef('c.booking_id', '=', 'bk.id'))),
    )
    .orderBy('bk.start_at')
    // Two bookings that start together always come in the same order.
    .orderBy('bk.id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.user_id) ?? [];
    list.push({
      id: row.id,
      desk: row.desk_id ? { id: row.desk_id, name: row.desk_name ?? '' } : null,
      room: row.room_id ? { id: row.room_id, name: row.room_name ?? '' } : null,
      date: row.date,
      // A room booking has no slot: its own range in the organisation's time zone (decision 130).
      time:
        row.start_time !== null && row.end_time !== null
          ? `${hhmm(row.start_time)}-${hhmm(row.end_time)}`
          : `${localHhmm(row.start_at)}-${localHhmm(row.end_at)}`,
      start_time: row.start_at.toISOString(),
      accepted: row.status === 'waiting',
    });
    result.set(row.user_id, list);
  }
  return result;
}

type UserRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  roles: string[];
  language: 'en' | 'nl';
  thumb: string | null;
  status: string | null;
  anonymous: boolean;
  is_bhv: boolean;
};

export const userColumns = [
  'users.id',
  'users.username',
  'users.first_name',
  'users.last_name',
  'users.roles',
  'users.language',
  'users.thumb',
  'users.status',
  'users.anonymous',
  'users.is_bhv',
] as const;

/** Users as the API presents them at `now`, with the check-ins and bookings their status needs. */
export async function presentUsers(db: DbOrTrx, rows: UserRow[], now: Date): Promise<TUser[]> {
  const ids = rows.map((r) => r.id);
  const [checkins, bookings] = await Promise.all([activeCheckinsByUser(db, ids), pendingBookingsByUser(db, ids, now)]);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    first_name: r.first_name,
    last_name: r.last_name,
    roles: r.roles,
    profile: { language: r.language, thumb: r.thumb, status: r.status },
    anonymous: r.anonymous,
    is_bhv: r.is_bhv,
    active_checkins: checkins.get(r.id) ?? [],
    pending_bookings: bookings.get(r.id) ?? [],
  }));
}

export async function findPresentedUser(db: DbOrTrx, id: number, now: Date): Promise<TUser | undefined> {
  const row = await db.selectFrom('users').select(userColumns).where('users.id', '=', id).executeTakeFirst();
  return row ? (await presentUsers(db, [row], now))[0] : undefined;
}
