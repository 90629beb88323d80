import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { countFutureBookings } from './release.repository';

/** The four levels of the workplace tree and the column that points at each one's parent. */
export type PlaceTable = 'buildings' | 'floors' | 'rooms' | 'desks';
export const parentColumn = { buildings: null, floors: 'building_id', rooms: 'floor_id', desks: 'room_id' } as const;
export const entityName = { buildings: 'building', floors: 'floor', rooms: 'room', desks: 'desk' } as const;

/** The live row, locked for the rest of the transaction, or undefined when missing or deleted. */
export async function placeForUpdate(db: DbOrTrx, table: PlaceTable, id: number) {
  const { rows } = await sql<{ id: number; name: string; version: number; parent_id: number | null }>`
    select id, name, version, ${parentColumn[table] ? sql.ref(parentColumn[table]!) : sql`null`} as parent_id
    from ${sql.table(table)} where id = ${id} and deleted_at is null for update`.execute(db);
  return rows[0];
}

/** Whether the parent of a `table` row exists and is live; it is share-locked for the rest of the transaction. */
export async function liveParentForShare(db: DbOrTrx, table: PlaceTable, parentId: number): Promise<boolean> {
  const parent = { floors: 'buildings', rooms: 'floors', desks: 'rooms' } as const;
  const p = parent[table as keyof typeof parent];
  const row = await sql`select id from ${sql.table(p)} where id = ${parentId} and deleted_at is null for share`.execute(
    db,
  );
  return row.rows[0] !== undefined;
}

export async function nextPosition(db: DbOrTrx, table: PlaceTable, parentId: number | null): Promise<number> {
  const col = parentColumn[table];
  const { rows } = await sql<{ p: number | null }>`
    select max(position) as p from ${sql.table(table)}
    where deleted_at is null ${col ? sql`and ${sql.ref(col)} = ${parentId}` : sql``}`.execute(db);
  return (rows[0]?.p ?? -1) + 1;
}

/** The stored values of `keys`, numbers stored as numeric text read as numbers. */
export async function placeValues(db: DbOrTrx, table: PlaceTable, id: number, keys: string[]) {
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(keys.map((k) => sql.ref(k)))} from ${sql.table(table)} where id = ${id}`.execute(db);
  return Object.fromEntries(keys.map((k) => [k, normalise(rows[0][k])]));
}

/** Sets `keys` of `values` and bumps the version. */
export async function setPlaceValues(
  db: DbOrTrx,
  table: PlaceTable,
  id: number,
  keys: string[],
  values: Record<string, unknown>,
): Promise<void> {
  const sets = keys.map((k) => sql`${sql.ref(k)} = ${values[k]}`);
  await sql`update ${sql.table(table)} set ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`])} where id = ${id}`.execute(
    db,
  );
}

const normalise = (v: unknown) => (typeof v === 'string' && /^\d+\.\d+$/.test(v) ? Number(v) : v);

/** The ids of a parent's live children, locked for the rest of the transaction. */
export async function liveChildIdsForUpdate(db: DbOrTrx, table: PlaceTable, parentId: number | null) {
  const col = parentColumn[table];
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(table)}
    where deleted_at is null ${col ? sql`and ${sql.ref(col)} = ${parentId}` : sql``}
    for update`.execute(db);
  return rows.map((r) => r.id);
}

/** Positions the rows in the order of `ids`. */
export async function setPositions(db: DbOrTrx, table: PlaceTable, ids: number[]): Promise<void> {
  await sql`
    update ${sql.table(table)} t set position = o.ord - 1
    from unnest(${ids}::int[]) with ordinality as o(id, ord)
    where t.id = o.id`.execute(db);
}

/** Desk ids and room ids below (and including) a place. */
export function placeScope(
  table: PlaceTable,
  id: number,
): { deskIds: RawBuilder<unknown>; roomIds: RawBuilder<unknown> } {
  switch (table) {
    case 'desks':
      return { deskIds: sql`select ${id}::int`, roomIds: sql`select null::int where false` };
    case 'rooms':
      return { deskIds: sql`select id from desks where room_id = ${id}`, roomIds: sql`select ${id}::int` };
    case 'floors':
      return {
        deskIds: sql`select d.id from desks d join rooms r on r.id = d.room_id where r.floor_id = ${id}`,
        roomIds: sql`select id from rooms where floor_id = ${id}`,
      };
    case 'buildings':
      return {
        deskIds: sql`select d.id from desks d join rooms r on r.id = d.room_id join floors f on f.id = r.floor_id where f.building_id = ${id}`,
        roomIds: sql`select r.id from rooms r join floors f on f.id = r.floor_id where f.building_id = ${id}`,
      };
  }
}

type Scope = ReturnType<typeof placeScope>;

/** Locks the desks and rooms in scope, so a booking racing with a deletion waits (see the trigger). */
export async function lockScope(db: DbOrTrx, scope: Scope): Promise<void> {
  await sql`select id from desks where id in (${scope.deskIds}) for update`.execute(db);
  await sql`select id from rooms where id in (${scope.roomIds}) for update`.execute(db);
}

/** Soft-deletes the place and everything in its scope at `now`: open check-ins there end, notifiers on its desks go. */
export async function softDeletePlace(db: DbOrTrx, table: PlaceTable, id: number, scope: Scope, now: Date) {
  await sql`update checkins set deactivated_at = ${now}
    where deactivated_at is null and (desk_id in (${scope.deskIds}) or room_id in (${scope.roomIds}))`.execute(db);
  await sql`delete from notifiers where desk_id in (${scope.deskIds})`.execute(db);
  await sql`update desks set deleted_at = ${now} where deleted_at is null and id in (${scope.deskIds})`.execute(db);
  await sql`update rooms set deleted_at = ${now} where deleted_at is null and id in (${scope.roomIds})`.execute(db);
  if (table === 'floors') {
    await sql`update floors set deleted_at = ${now}, plan_image = null, plan_mime = null where id = ${id}`.execute(db);
  }
  if (table === 'buildings') {
    await sql`update floors set deleted_at = ${now}, plan_image = null, plan_mime = null where building_id = ${id} and deleted_at is null`.execute(
      db,
    );
    await sql`update buildings set deleted_at = ${now} where id = ${id}`.execute(db);
  }
}

/** Counts of future bookings below a place (for the delete confirmation). */
export async function futureBookingsOf(db: DbOrTrx, table: PlaceTable, id: number, now: Date): Promise<number> {
  return countFutureBookings(db, placeScope(table, id), now);
}

/** A building's id and name (it exists: the caller read a place in it). */
export function buildingName(db: DbOrTrx, buildingId: number) {
  return db.selectFrom('buildings').select(['id', 'name']).where('id', '=', buildingId).executeTakeFirstOrThrow();
}
