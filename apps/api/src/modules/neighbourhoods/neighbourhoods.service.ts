import {
  ErrorCode,
  type TNeighbourhood,
  type TNeighbourhoodDay,
  type TNeighbourhoodReserved,
  type TNeighbourhoodSave,
  type TSetupNeighbourhoods,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation, type DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../setup';
import { holds, keepsOut, opensAt, refusing, type NeighbourhoodRule } from './neighbourhood-rule';
import { presentNeighbourhood } from './neighbourhoods.presenter';
import {
  choices,
  coveredDesks,
  coveredRooms,
  deleteNeighbourhood,
  groupsOf,
  insertNeighbourhood,
  listNeighbourhoods,
  placeRows,
  replaceMembers,
  updateNeighbourhood,
  type NeighbourhoodRow,
} from './neighbourhoods.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;
const noExists = () => new AppError(ErrorCode.NO_EXISTS);

export async function setupNeighbourhoods(app: App): Promise<TSetupNeighbourhoods> {
  const [rows, places, groups, choice] = await Promise.all([
    listNeighbourhoods(app.db),
    placeRows(app.db),
    app.db.selectFrom('neighbourhood_groups').select(['neighbourhood_id', 'group_id']).execute(),
    choices(app.db),
  ]);
  return { neighbourhoods: rows.map((n) => presentNeighbourhood(n, places, groups)), ...choice };
}

/**
 * Saves a neighbourhood (new when `id` is null) with its places and groups in one transaction. A place that does not
 * exist (or is deleted) or an unknown group is 404 NO_EXISTS, nothing changed; a name in use (case aside) is 409
 * NEIGHBOURHOOD_NAME_TAKEN, decided by the unique index.
 */
export async function saveNeighbourhood(
  app: App,
  userId: number,
  id: number | null,
  body: TNeighbourhoodSave,
): Promise<TNeighbourhood> {
  const places = {
    desk_ids: [...new Set(body.desk_ids)],
    room_ids: [...new Set(body.room_ids)],
    floor_ids: [...new Set(body.floor_ids)],
  };
  const groupIds = [...new Set(body.group_ids)];
  const values = {
    name: body.name,
    colour: body.colour.toLowerCase(),
    access: body.access,
    open_days_before: body.open_days_before,
    open_time: body.open_time,
    weekdays: [...new Set(body.weekdays)].sort((a, b) => a - b),
  };
  try {
    const savedId = await app.db.transaction().execute(async (trx) => {
      const live = await choices(trx);
      const known = (list: { id: number }[], wanted: number[]) => wanted.every((w) => list.some((c) => c.id === w));
      if (!known(live.desks, places.desk_ids) || !known(live.rooms, places.room_ids)) throw noExists();
      if (!known(live.floors, places.floor_ids) || !known(live.groups, groupIds)) throw noExists();
      const row = id === null ? await insertNeighbourhood(trx, values) : await updateNeighbourhood(trx, id, values);
      if (!row) throw noExists();
      await replaceMembers(trx, row.id, places, groupIds);
      await recordAudit(trx, {
        userId,
        at: app.clock.now(),
        action: id === null ? 'neighbourhood.create' : 'neighbourhood.update',
        entityType: 'neighbourhood',
        entityId: row.id,
        details: { ...values, ...places, group_ids: groupIds },
      });
      return row.id;
    });
    return (await setupNeighbourhoods(app)).neighbourhoods.find((n) => n.id === savedId)!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.NEIGHBOURHOOD_NAME_TAKEN);
    if (isForeignKeyViolation(err)) throw noExists();
    throw err;
  }
}

export async function removeNeighbourhood(app: App, userId: number, id: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const gone = await deleteNeighbourhood(trx, id);
    if (!gone) throw noExists();
    await recordAudit(trx, {
      at: app.clock.now(),
      userId,
      action: 'neighbourhood.delete',
      entityType: 'neighbourhood',
      entityId: id,
      details: { name: gone.name },
    });
  });
}

type Judged = NeighbourhoodRow & { groups: string[]; holds: boolean; closed: boolean; opens: Date | null };

/** The neighbourhoods with their groups, each judged for the person on `date` at `now` (decision 310). */
async function judge(db: DbOrTrx, ids: number[], userId: number, date: string, now: Date): Promise<Judged[]> {
  const [rows, groups] = await Promise.all([listNeighbourhoods(db, ids), groupsOf(db, ids, userId)]);
  return rows.map((n) => {
    const own = groups.filter((g) => g.neighbourhood_id === n.id);
    const rule: NeighbourhoodRule = { ...n, groupCount: own.length, member: own.some((g) => g.member) };
    return {
      ...n,
      groups: own.map((g) => g.display_name),
      holds: holds(rule, date),
      closed: keepsOut(rule, date, now),
      opens: opensAt(n, date),
    };
  });
}

/**
 * GET /api/booking/neighbourhoods?date=: every neighbourhood's desks and meeting rooms, judged for the caller, and
 * the places kept from them that day with the neighbourhood that keeps them (decision 310).
 */
export async function neighbourhoodDay(app: App, userId: number, date: string): Promise<TNeighbourhoodDay> {
  const [desks, rooms] = await Promise.all([coveredDesks(app.db), coveredRooms(app.db)]);
  const ids = [...new Set([...desks, ...rooms].map((r) => r.neighbourhood_id))];
  const judged = await judge(app.db, ids, userId, date, app.clock.now());
  const byId = new Map(judged.map((n) => [n.id, n]));
  const kept = <K extends 'desk_id' | 'room_id'>(rows: ({ neighbourhood_id: number } & Record<K, number>)[], k: K) =>
    [...new Set(rows.map((r) => r[k]))].flatMap((id) => {
      const by = refusing(rows.filter((r) => r[k] === id).map((r) => byId.get(r.neighbourhood_id)!));
      return by ? [{ id, neighbourhood_id: by.id }] : [];
    });
  return {
    neighbourhoods: judged.map((n) => ({
      id: n.id,
      name: n.name,
      colour: n.colour,
      desk_ids: desks.filter((d) => d.neighbourhood_id === n.id).map((d) => d.desk_id),
      room_ids: rooms.filter((r) => r.neighbourhood_id === n.id).map((r) => r.room_id),
      groups: n.groups,
      open_to_me: !n.closed,
      opens_at: n.holds && n.opens ? n.opens.toISOString() : null,
    })),
    reserved_desks: kept(desks, 'desk_id'),
    reserved_rooms: kept(rooms, 'room_id'),
  };
}

/**
 * Decision 310, inside the booking transaction: a desk or meeting room is bookable on a date unless every
 * neighbourhood holding it that day keeps the person out: then 409 NEIGHBOURHOOD_RESERVED, naming the one that
 * opens soonest (`opens_at` null: not that day).
 */
export async function refuseReservedPlaces(
  trx: DbOrTrx,
  userId: number,
  items: { desk_id: number | null; room_id: number | null; date: string }[],
  now: Date,
): Promise<void> {
  await refuseCovered(trx, userId, items, await coverOf(trx, items), now);
}

type Cover = {
  desks: { neighbourhood_id: number; desk_id: number }[];
  rooms: { neighbourhood_id: number; room_id: number }[];
};

/** The neighbourhoods that cover these desks and meeting rooms (decision 310). */
async function coverOf(trx: DbOrTrx, items: { desk_id: number | null; room_id: number | null }[]): Promise<Cover> {
  const deskIds = items.filter((i) => i.desk_id !== null).map((i) => i.desk_id!);
  const roomIds = items.filter((i) => i.room_id !== null).map((i) => i.room_id!);
  const [desks, rooms] = await Promise.all([
    deskIds.length > 0 ? coveredDesks(trx, deskIds) : [],
    roomIds.length > 0 ? coveredRooms(trx, roomIds) : [],
  ]);
  return { desks, rooms };
}

/** refuseReservedPlaces with the places' cover already read. */
async function refuseCovered(
  trx: DbOrTrx,
  userId: number,
  items: { desk_id: number | null; room_id: number | null; date: string }[],
  { desks, rooms }: Cover,
  now: Date,
): Promise<void> {
  if (desks.length === 0 && rooms.length === 0) return;
  const ids = [...new Set([...desks, ...rooms].map((r) => r.neighbourhood_id))];
  for (const date of [...new Set(items.map((i) => i.date))].sort()) {
    const judged = new Map((await judge(trx, ids, userId, date, now)).map((n) => [n.id, n]));
    for (const item of items.filter((i) => i.date === date)) {
      const holders = (
        item.desk_id !== null
          ? desks.filter((d) => d.desk_id === item.desk_id)
          : rooms.filter((r) => r.room_id === item.room_id)
      ).map((h) => judged.get(h.neighbourhood_id)!);
      const first = refusing(holders);
      if (!first) continue;
      const extra: TNeighbourhoodReserved = {
        neighbourhood: first.name,
        groups: first.groups,
        opens_at: first.opens ? first.opens.toISOString() : null,
      };
      throw new AppError(ErrorCode.NEIGHBOURHOOD_RESERVED, undefined, undefined, extra);
    }
  }
}

/**
 * Decision 310 for a series (decision 220): the dates on which neighbourhoods keep the person from this desk or
 * meeting room, each skipped as `reserved`; the same rule as a single booking, judged at `now`. The place's cover
 * is read once for all dates, and a place no neighbourhood covers costs no query per date (decision 442).
 */
export async function reservedDates(
  db: DbOrTrx,
  userId: number,
  place: { desk_id: number | null; room_id: number | null },
  dates: string[],
  now: Date,
): Promise<Set<string>> {
  const reserved = new Set<string>();
  const cover = await coverOf(db, [place]);
  if (cover.desks.length === 0 && cover.rooms.length === 0) return reserved;
  for (const date of dates) {
    try {
      await refuseCovered(db, userId, [{ ...place, date }], cover, now);
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.NEIGHBOURHOOD_RESERVED) reserved.add(date);
      else throw err;
    }
  }
  return reserved;
}
