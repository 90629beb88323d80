import type { FastifyInstance } from 'fastify';
import { type DbOrTrx, isUniqueViolation } from '../../db/database';
import { notFound } from '../../lib/errors';
import { recordDeskEvents } from '../webhooks';
import type { MailSettings } from '../mail';
import { recordAudit } from './audit';
import {
  entityName,
  liveChildIdsForUpdate,
  liveParentForShare,
  lockScope,
  placeForUpdate,
  placeScope,
  placeValues,
  type PlaceTable,
  setPlaceValues,
  setPositions,
  softDeletePlace,
} from './places.repository';
import { type BookingScope, countFutureBookings } from './release.repository';
import { releaseFutureBookings } from './release.service';
import { hasFutureBookings, nameTaken, staleVersion } from './setup.errors';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'mail'>;

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
  const row = await placeForUpdate(db, table, id);
  if (!row) throw notFound();
  return row;
}

/** Checks that the parent exists and is live (404 otherwise). */
export async function requireLiveParent(db: DbOrTrx, table: PlaceTable, parentId: number): Promise<void> {
  if (!(await liveParentForShare(db, table, parentId))) throw notFound();
}

/**
 * Applies `values` when `version` is the stored one (409 CONFLICT otherwise),
 * bumps the version and answers the changed fields before and after.
 */
async function updatePlace(
  db: DbOrTrx,
  table: PlaceTable,
  id: number,
  version: number,
  values: Record<string, unknown>,
) {
  const current = await lockPlace(db, table, id);
  if (current.version !== version) throw staleVersion();
  const keys = Object.keys(values).filter((k) => values[k] !== undefined);
  const before = keys.length ? await placeValues(db, table, id, keys) : {};
  await guardName(() => setPlaceValues(db, table, id, keys, values));
  return { before, after: Object.fromEntries(keys.map((k) => [k, values[k]])) };
}

/**
 * Soft-deletes a place and everything below it (decision 080). Future bookings
 * there refuse the deletion (409 HAS_FUTURE_BOOKINGS with their count) unless
 * `release`, which cancels them and messages and e-mails their owners (decision 417). Open check-ins
 * there end now; notifiers on its desks go.
 */
async function deletePlace(
  db: DbOrTrx,
  table: PlaceTable,
  id: number,
  opts: { release: boolean; staffId: number; now: Date; mail: MailSettings },
): Promise<{ name: string; released: number }> {
  const place = await lockPlace(db, table, id);
  const scope = placeScope(table, id);
  await lockScope(db, scope);
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
      mail: opts.mail,
    });
  }
  await softDeletePlace(db, table, id, scope, opts.now);
  return { name: place.name, released };
}

/** Changes a place at `version`, with its audit record. */
export async function changePlace(
  app: App,
  staffId: number,
  table: PlaceTable,
  id: number,
  body: { version: number } & Record<string, unknown>,
): Promise<void> {
  const { version, ...values } = body;
  const entity = entityName[table];
  await app.db.transaction().execute(async (trx) => {
    const change = await updatePlace(trx, table, id, version, values);
    // A desk closed or opened is a webhook event (decision 256).
    if (
      table === 'desks' &&
      typeof change.after.is_closed === 'boolean' &&
      change.before.is_closed !== change.after.is_closed
    )
      await recordDeskEvents(trx, change.after.is_closed ? 'desk.closed' : 'desk.opened', [id], app.clock.now());
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: `${entity}.update`,
      entityType: entity,
      entityId: id,
      details: change,
    });
  });
}

/**
 * Sets the order of a parent's live children (null: the top level); `ids` must be exactly those children
 * (409 CONFLICT otherwise). The audit record is the parent's.
 */
export async function reorderPlaces(
  app: App,
  staffId: number,
  table: PlaceTable,
  parent: { table: PlaceTable | null; id: number | null },
  ids: number[],
): Promise<void> {
  const parentEntity = parent.table ? entityName[parent.table] : entityName[table];
  await app.db.transaction().execute(async (trx) => {
    if (parent.id !== null) await requireLiveParent(trx, table, parent.id);
    const live = new Set(await liveChildIdsForUpdate(trx, table, parent.id));
    if (live.size !== ids.length || new Set(ids).size !== ids.length || ids.some((id) => !live.has(id)))
      throw staleVersion();
    await setPositions(trx, table, ids);
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: `${entityName[table]}.reorder`,
      entityType: parentEntity,
      ...(parent.id !== null ? { entityId: parent.id } : {}),
      details: { ids },
    });
  });
}

/** Deletes a place (see deletePlace) with its audit record; answers how many bookings were released. */
export async function removePlace(
  app: App,
  staffId: number,
  table: PlaceTable,
  id: number,
  release: boolean,
): Promise<number> {
  const entity = entityName[table];
  return app.db.transaction().execute(async (trx) => {
    const result = await deletePlace(trx, table, id, { release, staffId, now: app.clock.now(), mail: app.mail });
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: `${entity}.delete`,
      entityType: entity,
      entityId: id,
      details: { name: result.name, released_bookings: result.released },
    });
    return result.released;
  });
}
