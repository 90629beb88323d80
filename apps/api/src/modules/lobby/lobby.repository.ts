import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export function liveBuilding(db: DbOrTrx, buildingId: number) {
  return db
    .selectFrom('buildings')
    .select(['id', 'name'])
    .where('id', '=', buildingId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A desk or room booking that holds its place at `now`. */
const holdsNow = (now: Date) => sql<boolean>`bk.cancelled_at is null and bk.start_at <= ${now} and bk.end_at > ${now}`;

/** The building's floors in order, each with its open desks and how many of them no booking holds at `now`. */
export function floorsWithFreeDesks(db: DbOrTrx, buildingId: number, now: Date) {
  return db
    .selectFrom('floors as f')
    .leftJoin('rooms as r', (j) => j.onRef('r.floor_id', '=', 'f.id').on('r.deleted_at', 'is', null))
    .leftJoin('desks as d', (j) =>
      j.onRef('d.room_id', '=', 'r.id').on('d.deleted_at', 'is', null).on('d.is_closed', '=', false),
    )
    .select([
      'f.id',
      'f.name',
      sql<number>`count(d.id)::int`.as('desks'),
      sql<number>`(count(d.id) filter (where not exists (
        select 1 from bookings bk where bk.desk_id = d.id and ${holdsNow(now)})))::int`.as('free'),
    ])
    .where('f.building_id', '=', buildingId)
    .where('f.deleted_at', 'is', null)
    .groupBy(['f.id', 'f.name', 'f.position'])
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}

/**
 * Per floor of the building, each neighbourhood holding open desks there (named itself, by its room or by its
 * floor; decision 393): how many, and how many of them no booking holds at `now`. A desk in two neighbourhoods
 * counts under each; desks outside every neighbourhood are not here (the floor's total counts them).
 */
export function neighbourhoodsWithFreeDesks(db: DbOrTrx, buildingId: number, now: Date) {
  return db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('neighbourhood_places as np', (join) =>
      join.on((eb) =>
        eb.or([
          eb('np.desk_id', '=', eb.ref('d.id')),
          eb('np.room_id', '=', eb.ref('r.id')),
          eb('np.floor_id', '=', eb.ref('f.id')),
        ]),
      ),
    )
    .innerJoin('neighbourhoods as n', 'n.id', 'np.neighbourhood_id')
    .select([
      'f.id as floor_id',
      'n.id',
      'n.name',
      'n.colour',
      sql<number>`count(distinct d.id)::int`.as('desks'),
      sql<number>`(count(distinct d.id) filter (where not exists (
        select 1 from bookings bk where bk.desk_id = d.id and ${holdsNow(now)})))::int`.as('free'),
    ])
    .where('f.building_id', '=', buildingId)
    .where('f.deleted_at', 'is', null)
    .where('r.deleted_at', 'is', null)
    .where('d.deleted_at', 'is', null)
    .where('d.is_closed', '=', false)
    .groupBy(['f.id', 'n.id', 'n.name', 'n.colour'])
    .orderBy('n.name')
    .orderBy('n.id')
    .execute();
}

/** The building's meeting rooms no booking holds at `now`, with the start of their next booking today. */
export function roomsFreeNow(db: DbOrTrx, buildingId: number, now: Date, today: string) {
  return db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .select([
      'r.id',
      'r.name',
      'r.capacity',
      'f.name as floor',
      sql<Date | null>`(select min(bk.start_at) from bookings bk
        where bk.room_id = r.id and bk.cancelled_at is null and bk.date = ${today} and bk.start_at > ${now})`.as(
        'free_until',
      ),
    ])
    .where('f.building_id', '=', buildingId)
    .where('f.deleted_at', 'is', null)
    .where('r.deleted_at', 'is', null)
    .where('r.type', '=', 'MEETING')
    .where(sql<boolean>`not exists (select 1 from bookings bk where bk.room_id = r.id and ${holdsNow(now)})`)
    .orderBy('f.position')
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
}

/**
 * First names of the guests expected today who have not left yet (their visit ends after `time`, and reception
 * did not sign them out before `now`; decision 367): those at a desk or room of the building, and those
 * registered without a place (decision 332).
 */
export async function expectedGuestFirstNames(db: DbOrTrx, buildingId: number, today: string, time: string, now: Date) {
  const rows = await db
    .selectFrom('guest_registrations as g')
    .leftJoin('checkins as gc', 'gc.id', 'g.checkin_id')
    .leftJoin('desks as d', 'd.id', 'g.desk_id')
    .leftJoin('rooms as r', (j) => j.on(sql<boolean>`r.id = coalesce(g.room_id, d.room_id)`))
    .leftJoin('floors as f', 'f.id', 'r.floor_id')
    .select(['g.first_name'])
    .where('g.date', '=', today)
    .where('g.time_end', '>', time)
    .where((eb) => eb.or([eb('gc.deactivated_at', 'is', null), eb('gc.deactivated_at', '>', now)]))
    .where((eb) => eb.or([eb('f.building_id', '=', buildingId), eb('r.id', 'is', null)]))
    .orderBy('g.time_start')
    .orderBy('g.first_name')
    .execute();
  return rows.map((r) => r.first_name);
}
