import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** The live buildings in `ids` (null: all), in Setup's order. */
export function buildingsIn(db: DbOrTrx, ids: number[] | null) {
  let query = db.selectFrom('buildings').select(['id', 'name']).where('deleted_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [-1]);
  return query.orderBy('position').orderBy('id').execute();
}

/** A check-in that holds at `now`: made today before `now`, not ended by `now` (check-out, sign-out, closing). */
const presentAt = (from: Date, now: Date) =>
  sql<boolean>`c.created >= ${from} and c.created <= ${now} and (c.deactivated_at is null or c.deactivated_at > ${now})`;

/**
 * Everyone checked in at a desk or room of the building at `now` since `from` (local midnight): colleagues and
 * arrived guests, whatever their privacy setting (decision 365), by floor then name.
 */
export function presentCheckins(db: DbOrTrx, buildingId: number, from: Date, now: Date) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('desks as d', 'd.id', 'c.desk_id')
    .innerJoin('rooms as r', (j) => j.on(sql<boolean>`r.id = coalesce(d.room_id, c.room_id)`))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as h', 'h.id', 'c.visit_person_id')
    .select([
      'c.id',
      'c.user_id',
      'c.is_guest',
      'c.guest_name',
      'c.guest_company',
      'c.created',
      'u.first_name',
      'u.last_name',
      'u.is_bhv',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
      'd.name as desk_name',
      'r.name as room_name',
      'f.id as floor_id',
      'f.name as floor_name',
      'f.position as floor_position',
    ])
    .where('f.building_id', '=', buildingId)
    .where(presentAt(from, now))
    .orderBy('f.position')
    .orderBy('f.id')
    .orderBy('c.created', 'desc')
    .execute();
}
export type PresentRow = Awaited<ReturnType<typeof presentCheckins>>[number];

/**
 * People whose desk or room booking in the building holds at `now` but who are checked in nowhere at `now`
 * (decision 365): perhaps inside. Walk-up bookings (in nobody's name) are left out.
 */
export function bookedNotCheckedIn(db: DbOrTrx, buildingId: number, from: Date, now: Date) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('desks as d', 'd.id', 'b.desk_id')
    .innerJoin('rooms as r', (j) => j.on(sql<boolean>`r.id = coalesce(d.room_id, b.room_id)`))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.end_at',
      'u.first_name',
      'u.last_name',
      'd.name as desk_name',
      'r.name as room_name',
      'f.id as floor_id',
      'f.name as floor_name',
    ])
    .where('f.building_id', '=', buildingId)
    .where('b.cancelled_at', 'is', null)
    .where('b.start_at', '<=', now)
    .where('b.end_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checkins as c')
            .select(sql`1`.as('one'))
            .whereRef('c.user_id', '=', 'b.user_id')
            .where(presentAt(from, now)),
        ),
      ),
    )
    .orderBy('f.position')
    .orderBy('f.id')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('b.id')
    .execute();
}
export type UnconfirmedRow = Awaited<ReturnType<typeof bookedNotCheckedIn>>[number];
