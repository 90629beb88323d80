import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** `%text%` for ILIKE, with the caller's wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(db: DbOrTrx, text: string, limit: number) {
  const pattern = likePattern(text);
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        eb('username', 'ilike', pattern),
      ]),
    )
    .orderBy('first_name')
    .orderBy('last_name')
    .limit(limit)
    .execute();
}

/** Desks (type WORKSPACE rooms) or meeting rooms matching a text, with where they are; `buildingId`: in those. */
export async function searchPlaces(
  db: DbOrTrx,
  kind: 'desk' | 'meeting_room',
  text: string,
  limit: number,
  buildingId?: number | readonly number[],
) {
  const inBuildings = typeof buildingId === 'number' ? [buildingId] : buildingId;
  const pattern = likePattern(text);
  if (kind === 'desk') {
    let q = db
      .selectFrom('desks as d')
      .innerJoin('rooms as r', 'r.id', 'd.room_id')
      .innerJoin('floors as f', 'f.id', 'r.floor_id')
      .innerJoin('buildings as b', 'b.id', 'f.building_id')
      .select(['d.id', 'd.name', 'r.name as room_name', 'f.name as floor_name', 'b.name as building_name'])
      .where('d.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([eb('d.name', 'ilike', pattern), eb('d.label', 'ilike', pattern), eb('r.name', 'ilike', pattern)]),
      );
    if (inBuildings) q = q.where('b.id', 'in', inBuildings.length > 0 ? inBuildings : [0]);
    return q.orderBy('b.position').orderBy('f.position').orderBy('d.name').limit(limit).execute();
  }
  let q = db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['r.id', 'r.name', 'r.name as room_name', 'f.name as floor_name', 'b.name as building_name'])
    .where('r.type', '=', 'MEETING')
    .where('r.deleted_at', 'is', null)
    .where('r.name', 'ilike', pattern);
  if (inBuildings) q = q.where('b.id', 'in', inBuildings.length > 0 ? inBuildings : [0]);
  return q.orderBy('b.position').orderBy('f.position').orderBy('r.name').limit(limit).execute();
}

export async function searchBuildings(db: DbOrTrx, text: string, limit: number) {
  return db
    .selectFrom('buildings')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .where('name', 'ilike', likePattern(text))
    .orderBy('position')
    .orderBy('name')
    .limit(limit)
    .execute();
}
