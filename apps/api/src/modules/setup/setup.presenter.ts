import type { TSetupBuilding, TSetupDesk, TSetupFloor, TSetupRoom } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { floorPlanUrl } from '../structure';
import {
  buildingRows,
  deskRows,
  floorRows,
  roomRows,
  type BuildingRow,
  type DeskRow,
  type FloorRow,
  type RoomRow,
} from './place-rows.repository';

/** The answers of the setup routes for the workplace tree, made from the stored rows. */

export const presentBuilding = ({ floor_count, ...r }: BuildingRow): TSetupBuilding => ({
  ...r,
  floor_count: Number(floor_count),
});

export const presentFloor = (
  app: FastifyInstance,
  { plan_updated_at, has_map, room_count, ...r }: FloorRow,
): TSetupFloor => ({
  ...r,
  room_count: Number(room_count),
  map: floorPlanUrl(app, r.id, plan_updated_at, has_map),
});

export const presentRoom = ({ desk_count, ...r }: RoomRow): TSetupRoom => ({ ...r, desk_count: Number(desk_count) });

const coord = (v: string | null) => (v === null ? null : Number(v));
export const presentDesk = (r: DeskRow): TSetupDesk => ({ ...r, x: coord(r.x), y: coord(r.y) });

/** Read and present, for the routes: lists, and one place by id (404 when it is gone). */
export function setupPlaces(app: FastifyInstance, db: DbOrTrx = app.db) {
  const first = <T>(rows: T[]): T => {
    if (!rows[0]) throw notFound();
    return rows[0];
  };
  return {
    buildings: async (id?: number, within: number[] | null = null) =>
      (await buildingRows(db, id, within)).map(presentBuilding),
    floors: async (where: Parameters<typeof floorRows>[1]) =>
      (await floorRows(db, where)).map((row) => presentFloor(app, row)),
    rooms: async (where: Parameters<typeof roomRows>[1]) => (await roomRows(db, where)).map(presentRoom),
    desks: async (where: Parameters<typeof deskRows>[1]) => (await deskRows(db, where)).map(presentDesk),
    building: async (id: number) => presentBuilding(first(await buildingRows(db, id))),
    floor: async (id: number) => presentFloor(app, first(await floorRows(db, { id }))),
    room: async (id: number) => presentRoom(first(await roomRows(db, { id }))),
    desk: async (id: number) => presentDesk(first(await deskRows(db, { ids: [id] }))),
  };
}
