import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** Active people (not me, not service accounts, not erased) who share at least one group with `me`. */
export function groupColleagues(db: DbOrTrx, me: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.private_bookings'])
    .where('u.id', '!=', me)
    .where('u.is_active', '=', true)
    .where('u.service_account', '=', false)
    .where('u.erased_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_members as mine')
          .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
          .select(sql`1`.as('one'))
          .where('mine.user_id', '=', me)
          .whereRef('theirs.user_id', '=', 'u.id'),
      ),
    )
    .execute();
}
export type ColleagueRow = Awaited<ReturnType<typeof groupColleagues>>[number];

/** Active people (not service accounts, not erased) among `ids`. */
export function activePeople(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as ColleagueRow[]);
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.private_bookings'])
    .where('u.id', 'in', ids)
    .where('u.is_active', '=', true)
    .where('u.service_account', '=', false)
    .where('u.erased_at', 'is', null)
    .execute();
}

/** The group's name, or undefined when there is no such group. */
export async function groupName(db: DbOrTrx, groupId: number): Promise<string | undefined> {
  const row = await db.selectFrom('groups').select('display_name').where('id', '=', groupId).executeTakeFirst();
  return row?.display_name;
}

/** Whether a building with this id exists. */
export async function buildingExists(db: DbOrTrx, buildingId: number): Promise<boolean> {
  const row = await db.selectFrom('buildings').select('id').where('id', '=', buildingId).executeTakeFirst();
  return row !== undefined;
}

/** The group's active members (not service accounts, not erased), by last then first name. */
export function groupMembers(db: DbOrTrx, groupId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('group_members as gm', 'gm.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.private_bookings'])
    .where('gm.group_id', '=', groupId)
    .where('u.is_active', '=', true)
    .where('u.service_account', '=', false)
    .where('u.erased_at', 'is', null)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** Where a booking or check-in is: its desk (d, if any), room (r), floor (f) and building (b). */
const PLACE_COLUMNS = [
  'd.name as desk_name',
  'r.id as room_id',
  'r.name as room_name',
  'f.id as floor_id',
  'f.name as floor_name',
  'b.id as building_id',
  'b.name as building_name',
] as const;

/** Bookings (not cancelled or released) of `userIds` dated from `from` to `to` (YYYY-MM-DD, inclusive). */
export function bookingsBetween(db: DbOrTrx, userIds: number[], from: string, to: string) {
  return db
    .selectFrom('bookings as x')
    .leftJoin('desks as d', 'd.id', 'x.desk_id')
    .innerJoin('rooms as r', (join) => join.on((eb) => eb('r.id', '=', eb.fn.coalesce('d.room_id', 'x.room_id'))))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['x.user_id', 'x.date', 'x.desk_id', ...PLACE_COLUMNS])
    .where('x.user_id', 'in', userIds)
    .where('x.cancelled_at', 'is', null)
    .where('x.date', '>=', from)
    .where('x.date', '<=', to)
    .execute();
}
export type BookingRow = Awaited<ReturnType<typeof bookingsBetween>>[number];

/** Own check-ins (not guests) of `userIds` made from `from` until before `until`. */
export function checkinsBetween(db: DbOrTrx, userIds: number[], from: Date, until: Date) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('desks as d', 'd.id', 'c.desk_id')
    .innerJoin('rooms as r', (join) => join.on((eb) => eb('r.id', '=', eb.fn.coalesce('d.room_id', 'c.room_id'))))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['c.user_id', 'c.created', 'c.desk_id', ...PLACE_COLUMNS])
    .where('c.user_id', 'in', userIds)
    .where('c.is_guest', '=', false)
    .where('c.created', '>=', from)
    .where('c.created', '<', until)
    .execute();
}
export type CheckinRow = Awaited<ReturnType<typeof checkinsBetween>>[number];
