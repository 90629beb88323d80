import type { TFavouriteKind } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export function listAmenities(db: DbOrTrx) {
  return db.selectFrom('amenities').select(['id', 'name_en', 'name_nl']).orderBy('name_en').execute();
}

export function assignments(db: DbOrTrx) {
  return db.selectFrom('place_amenities').select(['amenity_id', 'desk_id', 'room_id']).orderBy('id').execute();
}

/** Desks and meeting rooms that exist (neither they nor their room, floor or building deleted), with where. */
export function livePlaces(db: DbOrTrx) {
  const live = sql<boolean>`r.deleted_at IS NULL AND f.deleted_at IS NULL AND b.deleted_at IS NULL`;
  return db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .leftJoin('desks as d', (join) => join.onRef('d.room_id', '=', 'r.id').on('d.deleted_at', 'is', null))
    .select([
      'd.id as desk_id',
      'd.name as desk_name',
      'r.id as room_id',
      'r.name as room_name',
      'r.type as room_type',
      'f.id as floor_id',
      'f.name as floor_name',
      'b.id as building_id',
      'b.name as building_name',
    ])
    .where(live)
    .where((eb) => eb.or([eb('d.id', 'is not', null), eb('r.type', '=', 'MEETING')]))
    .orderBy('b.name')
    .orderBy('f.name')
    .orderBy('r.name')
    .orderBy('d.name')
    .execute();
}
export type LivePlaceRow = Awaited<ReturnType<typeof livePlaces>>[number];

export function amenityForUpdate(trx: DbOrTrx, id: number) {
  return trx
    .selectFrom('amenities')
    .select(['id', 'name_en', 'name_nl'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertAmenity(db: DbOrTrx, row: { name_en: string; name_nl: string }) {
  return db.insertInto('amenities').values(row).returning(['id', 'name_en', 'name_nl']).executeTakeFirstOrThrow();
}

export function deleteAmenity(db: DbOrTrx, id: number) {
  return db.deleteFrom('amenities').where('id', '=', id).returning(['id', 'name_en']).executeTakeFirst();
}

/** How many of these desk ids and meeting-room ids name places that exist. */
export async function countLive(db: DbOrTrx, deskIds: number[], roomIds: number[]) {
  const rows = (await livePlaces(db)).filter((p) =>
    p.desk_id !== null ? deskIds.includes(p.desk_id) : roomIds.includes(p.room_id),
  );
  return rows.length;
}

export async function replacePlaces(trx: DbOrTrx, amenityId: number, deskIds: number[], roomIds: number[]) {
  await trx.deleteFrom('place_amenities').where('amenity_id', '=', amenityId).execute();
  const rows = [
    ...deskIds.map((desk_id) => ({ amenity_id: amenityId, desk_id, room_id: null })),
    ...roomIds.map((room_id) => ({ amenity_id: amenityId, desk_id: null, room_id })),
  ];
  if (rows.length > 0) await trx.insertInto('place_amenities').values(rows).execute();
}

/** The amenity ids of one desk or room. */
export async function amenityIdsOf(db: DbOrTrx, kind: TFavouriteKind, id: number) {
  const rows = await db
    .selectFrom('place_amenities')
    .select('amenity_id')
    .where(kind === 'desk' ? 'desk_id' : 'room_id', '=', id)
    .execute();
  return rows.map((r) => r.amenity_id);
}
