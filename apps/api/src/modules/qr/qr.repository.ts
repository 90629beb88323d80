import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** A live desk with its floor and building, or undefined. */
export function deskPlace(db: DbOrTrx, deskId: number) {
  return db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'd.id',
      'd.name',
      'd.is_closed',
      'd.x',
      'd.y',
      'f.id as floor_id',
      'f.name as floor_name',
      'b.id as building_id',
      'b.name as building_name',
    ])
    .where('d.id', '=', deskId)
    .where('d.deleted_at', 'is', null)
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A live meeting room with its floor and building, or undefined. */
export function meetingRoomPlace(db: DbOrTrx, roomId: number) {
  return db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'r.id',
      'r.name',
      'f.id as floor_id',
      'f.name as floor_name',
      'b.id as building_id',
      'b.name as building_name',
    ])
    .where('r.id', '=', roomId)
    .where('r.type', '=', 'MEETING')
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The active time slots. */
export function activeSlots(db: DbOrTrx) {
  return db
    .selectFrom('timetables')
    .select(['id', 'start_time', 'end_time'])
    .where('is_active', '=', true)
    .orderBy('start_time')
    .execute();
}

const holderName = sql<
  string | null
>`case when u.anonymous or u.private_bookings then null else u.first_name || ' ' || u.last_name end`;

/** Who is checked in at the desk (a guest, an anonymous person or private bookings (decision 251): no name), or undefined. */
export function deskCheckin(db: DbOrTrx, deskId: number) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.is_guest', holderName.as('holder')])
    .where('c.desk_id', '=', deskId)
    .where('c.deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** The desk's booking running at `now` (not cancelled), with its holder's name, or undefined. */
export function deskBookingAt(db: DbOrTrx, deskId: number, now: Date) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('users as u', 'u.id', 'bk.user_id')
    .select(['bk.id', 'bk.user_id', holderName.as('holder')])
    .where('bk.desk_id', '=', deskId)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.start_at', '<=', now)
    .where('bk.end_at', '>', now)
    .executeTakeFirst();
}

/** The room's bookings that run at some point in [now, startsBy] and have not ended, soonest first. */
export function roomBookingsNear(db: DbOrTrx, roomId: number, now: Date, startsBy: Date) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('users as u', 'u.id', 'bk.user_id')
    .select(['bk.id', 'bk.user_id', 'bk.start_at', holderName.as('holder')])
    .where('bk.room_id', '=', roomId)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.start_at', '<=', startsBy)
    .where('bk.end_at', '>', now)
    .orderBy('bk.start_at')
    .execute();
}

/**
 * The open desk in the building nearest to (x, y) on `floorId` that nobody holds for the slot at `now`:
 * the same floor first, then by distance on the plan (decision 265).
 */
export function nearestFreeDesk(
  db: DbOrTrx,
  place: { deskId: number; buildingId: number; floorId: number; x: number; y: number },
  now: Date,
) {
  return db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .select(['d.id', 'd.name', 'f.id as floor_id', 'f.name as floor_name'])
    .where('f.building_id', '=', place.buildingId)
    .where('d.id', '!=', place.deskId)
    .where('d.is_closed', '=', false)
    .where('d.deleted_at', 'is', null)
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checkins as c')
            .select('c.id')
            .whereRef('c.desk_id', '=', 'd.id')
            .where('c.deactivated_at', 'is', null),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings as bk')
            .select('bk.id')
            .whereRef('bk.desk_id', '=', 'd.id')
            .where('bk.cancelled_at', 'is', null)
            .where('bk.start_at', '<=', now)
            .where('bk.end_at', '>', now),
        ),
      ),
    )
    .orderBy(sql`(f.id = ${place.floorId})`, 'desc')
    .orderBy(sql`power(coalesce(d.x, 0) - ${place.x}, 2) + power(coalesce(d.y, 0) - ${place.y}, 2)`)
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirst();
}

/** A live floor with its building and its desks and meeting rooms in plan order, for the printed sheet. */
export async function floorLabels(db: DbOrTrx, floorId: number) {
  const floor = await db
    .selectFrom('floors as f')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['f.id', 'f.name', 'b.id as building_id', 'b.name as building_name'])
    .where('f.id', '=', floorId)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!floor) return undefined;
  const [desks, rooms] = await Promise.all([
    db
      .selectFrom('desks as d')
      .innerJoin('rooms as r', 'r.id', 'd.room_id')
      .select(['d.id', 'd.name'])
      .where('r.floor_id', '=', floorId)
      .where('d.deleted_at', 'is', null)
      .where('r.deleted_at', 'is', null)
      .orderBy('r.position')
      .orderBy('d.position')
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('rooms')
      .select(['id', 'name'])
      .where('floor_id', '=', floorId)
      .where('type', '=', 'MEETING')
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { floor, desks, rooms };
}
