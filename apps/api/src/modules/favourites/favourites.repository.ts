import type { TFavouriteKind } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';

/** The id of a desk, or of a meeting room, that exists (neither it nor its room, floor or building deleted). */
export async function existingPlace(db: DbOrTrx, kind: TFavouriteKind, id: number): Promise<boolean> {
  const row =
    kind === 'desk'
      ? await db
          .selectFrom('desks as d')
          .innerJoin('rooms as r', 'r.id', 'd.room_id')
          .innerJoin('floors as f', 'f.id', 'r.floor_id')
          .innerJoin('buildings as b', 'b.id', 'f.building_id')
          .select('d.id')
          .where('d.id', '=', id)
          .where('d.deleted_at', 'is', null)
          .where('r.deleted_at', 'is', null)
          .where('f.deleted_at', 'is', null)
          .where('b.deleted_at', 'is', null)
          .executeTakeFirst()
      : await db
          .selectFrom('rooms as r')
          .innerJoin('floors as f', 'f.id', 'r.floor_id')
          .innerJoin('buildings as b', 'b.id', 'f.building_id')
          .select('r.id')
          .where('r.id', '=', id)
          .where('r.type', '=', 'MEETING')
          .where('r.deleted_at', 'is', null)
          .where('f.deleted_at', 'is', null)
          .where('b.deleted_at', 'is', null)
          .executeTakeFirst();
  return row !== undefined;
}

/** Locks the person's row: stars of one person are counted and added one after the other. */
export async function lockUser(trx: DbOrTrx, userId: number) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function countFavourites(db: DbOrTrx, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('favourite_places')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

const placeColumn = (kind: TFavouriteKind) => (kind === 'desk' ? 'desk_id' : 'room_id');

/** True when the place is already starred by the person. */
export async function hasFavourite(db: DbOrTrx, userId: number, kind: TFavouriteKind, id: number) {
  const row = await db
    .selectFrom('favourite_places')
    .select('id')
    .where('user_id', '=', userId)
    .where(placeColumn(kind), '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFavourite(db: DbOrTrx, userId: number, kind: TFavouriteKind, id: number) {
  await db
    .insertInto('favourite_places')
    .values({ user_id: userId, desk_id: kind === 'desk' ? id : null, room_id: kind === 'room' ? id : null })
    .execute();
}

export async function deleteFavourite(db: DbOrTrx, userId: number, kind: TFavouriteKind, id: number) {
  await db.deleteFrom('favourite_places').where('user_id', '=', userId).where(placeColumn(kind), '=', id).execute();
}

/** The person's starred places whose room, floor and building still exist, with where they are. */
export function favouriteRows(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('favourite_places as fp')
    .leftJoin('desks as d', 'd.id', 'fp.desk_id')
    .innerJoin('rooms as r', (join) => join.on((eb) => eb('r.id', '=', eb.fn.coalesce('d.room_id', 'fp.room_id'))))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'fp.desk_id',
      'd.name as desk_name',
      'd.deleted_at as desk_deleted_at',
      'r.id as room_id',
      'r.name as room_name',
      'f.id as floor_id',
      'f.name as floor_name',
      'b.id as building_id',
      'b.name as building_name',
    ])
    .where('fp.user_id', '=', userId)
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .execute();
}
export type FavouriteRow = Awaited<ReturnType<typeof favouriteRows>>[number];
