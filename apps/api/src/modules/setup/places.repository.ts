import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { notFound } from '../../lib/errors';
import { countFutureBookings, releaseFutureBookings, type BookingScope } from './release.repository';
import { hasFutureBookings, nameTaken, staleVersion } from './setup.errors';

/** The four levels of the workplace tree and the column that points at each one's parent. */
export type PlaceTable = 'buildings' | 'floors' | 'rooms' | 'desks';
export const parentColumn = { buildings: null, floors: 'building_id', rooms: 'floor_id', desks: 'room_id' } as const;
export const entityName = { buildings: 'building', floors: 'floor', rooms: 'room', desks: 'desk' } as const;

/** Runs a write; a unique-name violation becomes 409 NAME_TAKEN. */
export async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** The live row, locked for the rest of the transaction; 404 when missing or deleted. */
export async function lockPlace(db: DbOrTrx, table: PlaceTable, id: number) {
  const { rows } = await sql<{ id: number; name: string; version: number; parent_id: number | null }>`
    select id, name, version, ${parentColumn[table] ? sql.ref(parentColumn[table]!) : sql`null`} as parent_id
    from ${sql.table(table)} where id = ${id} and deleted_at is null for update`.execute(db);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Checks that the parent exists and is live (404 otherwise). */
export async function requireLiveParent(db: DbOrTrx, table: PlaceTable, parentId: number) {
  const parent = { floors: 'buildings', rooms: 'floors', desks: 'rooms' } as const;
  const p = parent[table as keyof typeof parent];
  const row = await sql`select id from ${sql.table(p)} where id = ${parentId} and deleted_at is null for share`.execute(
    db,
  );
  if (!row.rows[0]) throw notFound();
}

export async function nextPosition(db: DbOrTrx, table: PlaceTable, parentId: number | null): Promise<number> {
  const col = parentColumn[table];
  const { rows } = await sql<{ p: number | null }>`
    select max(position) as p from ${sql.table(table)}
    where deleted_at is null ${col ? sql`and ${sql.ref(col)} = ${parentId}` : sql``}`.execute(db);
  return (rows[0]?.p ?? -1) + 1;
}

/**
 * Applies `values` when `version` is the stored one (409 CONFLICT otherwise),
 * bumps the version and answers the changed fields before and after.
 */
export async function updatePlace(
  db: DbOrTrx,
  table: PlaceTable,
  id: number,
  version: number,
  values: Record<string, unknown>,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  const current = await lockPlace(db, table, id);
  if (current.version !== version) throw staleVersion();
  const keys = Object.keys(values).filter((k) => values[k] !== undefined);
  let before: Record<string, unknown> = {};
  if (keys.length) {
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(keys.map((k) => sql.ref(k)))} from ${sql.table(table)} where id = ${id}`.execute(db);
    before = Object.fromEntries(keys.map((k) => [k, normalise(rows[0][k])]));
  }
  const sets = keys.map((k) => sql`${sql.ref(k)} = ${values[k]}`);
  await guardName(() =>
    sql`update ${sql.table(table)} set ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`])} where id = ${id}`.execute(
      db,
    ),
  );
  return { before, after: Object.fromEntries(keys.map((k) => [k, values[k]])) };
}

const normalise = (v: unknown) => (typeof v === 'string' && /^\d+\.\d+$/.test(v) ? Number(v) : v);

/** Sets the order of a parent's live children; `ids` must be exactly those children (409 CONFLICT otherwise). */
export async function reorderPlaces(db: DbOrTrx, table: PlaceTable, parentId: number | null, ids: number[]) {
  const col = parentColumn[table];
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(table)}
    where deleted_at is null ${col ? sql`and ${sql.ref(col)} = ${parentId}` : sql``}
    for update`.execute(db);
  const live = new Set(rows.map((r) => r.id));
  if (live.size !== ids.length || new Set(ids).size !== ids.length || ids.some((id) => !live.has(id)))
    throw staleVersion();
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

/**
 * Soft-deletes a place and everything below it (decision 080). Future bookings
 * there refuse the deletion (409 HAS_FUTURE_BOOKINGS with their count) unless
 * `release`, which cancels them and messages their owners. Open check-ins
 * there end now; notifiers on its desks go.
 */
export async function deletePlace(
  db: DbOrTrx,
  table: PlaceTable,
  id: number,
  opts: { release: boolean; staffId: number; now: Date },
): Promise<{ name: string; released: number }> {
  const place = await lockPlace(db, table, id);
  const scope = placeScope(table, id);
  // Lock the desks and rooms below, so a booking racing with this deletion waits (see the trigger).
  await sql`select id from desks where id in (${scope.deskIds}) for update`.execute(db);
  await sql`select id from rooms where id in (${scope.roomIds}) for update`.execute(db);
  const bookingScope: BookingScope = scope;
  const count = await countFutureBookings(db, bookingScope, opts.now);
  let released = 0;
  if (count > 0) {
    if (!opts.release) throw hasFutureBookings(count);
    const kind = entityName[table];
    released = await releaseFutureBookings(db, bookingScope, {
      staffId: opts.staffId,
      now: opts.now,
      reason: {
        en: `The ${kind} "${place.name}" was removed from the workplace.`,
        nl: `${{ building: 'Het gebouw', floor: 'De verdieping', room: 'De ruimte', desk: 'De werkplek' }[kind]} "${place.name}" is verwijderd.`,
      },
    });
  }
  await sql`update checkins set deactivated_at = ${opts.now}
    where deactivated_at is null and (desk_id in (${scope.deskIds}) or room_id in (${scope.roomIds}))`.execute(db);
  await sql`delete from notifiers where desk_id in (${scope.deskIds})`.execute(db);
  await sql`update desks set deleted_at = ${opts.now} where deleted_at is null and id in (${scope.deskIds})`.execute(
    db,
  );
  await sql`update rooms set deleted_at = ${opts.now} where deleted_at is null and id in (${scope.roomIds})`.execute(
    db,
  );
  if (table === 'floors') {
    await sql`update floors set deleted_at = ${opts.now}, plan_image = null, plan_mime = null where id = ${id}`.execute(
      db,
    );
  }
  if (table === 'buildings') {
    await sql`update floors set deleted_at = ${opts.now}, plan_image = null, plan_mime = null where building_id = ${id} and deleted_at is null`.execute(
      db,
    );
    await sql`update buildings set deleted_at = ${opts.now} where id = ${id}`.execute(db);
  }
  return { name: place.name, released };
}

/** Counts of future bookings below a place (for the delete confirmation). */
export async function futureBookingsOf(db: DbOrTrx, table: PlaceTable, id: number, now: Date): Promise<number> {
  return countFutureBookings(db, placeScope(table, id), now);
}

/** A building's id and name (it exists: the caller read a place in it). */
export function buildingName(db: DbOrTrx, buildingId: number) {
  return db.selectFrom('buildings').select(['id', 'name']).where('id', '=', buildingId).executeTakeFirstOrThrow();
}
