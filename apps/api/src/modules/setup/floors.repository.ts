import type { TSetupDesk, TSetupFloor, TSetupRoom } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { floorPlanUrl } from '../structure/floor-plan';

type FloorRow = Omit<TSetupFloor, 'map' | 'room_count'> & {
  plan_updated_at: Date | null;
  has_map: boolean;
  room_count: string;
};

export async function listSetupFloors(
  app: FastifyInstance,
  db: DbOrTrx,
  where: { buildingId?: number; id?: number },
): Promise<TSetupFloor[]> {
  const { rows } = await sql<FloorRow>`
    select f.id, f.building_id, f.name, f.position, f.booking_limit, f.version, f.plan_updated_at,
      f.plan_image is not null as has_map,
      (select count(*) from rooms r where r.floor_id = f.id and r.deleted_at is null) as room_count
    from floors f
    where f.deleted_at is null
      ${where.buildingId ? sql`and f.building_id = ${where.buildingId}` : sql``}
      ${where.id ? sql`and f.id = ${where.id}` : sql``}
    order by f.position, f.name`.execute(db);
  return rows.map(({ plan_updated_at, has_map, room_count, ...r }) => ({
    ...r,
    room_count: Number(room_count),
    map: floorPlanUrl(app, r.id, plan_updated_at, has_map),
  }));
}

export async function listSetupRooms(db: DbOrTrx, where: { floorId?: number; id?: number }): Promise<TSetupRoom[]> {
  const { rows } = await sql<TSetupRoom & { desk_count: string }>`
    select r.id, r.floor_id, r.name, r.type, r.position, r.capacity, r.equipment, r.version,
      (select count(*) from desks d where d.room_id = r.id and d.deleted_at is null) as desk_count
    from rooms r
    where r.deleted_at is null
      ${where.floorId ? sql`and r.floor_id = ${where.floorId}` : sql``}
      ${where.id ? sql`and r.id = ${where.id}` : sql``}
    order by r.position, r.name`.execute(db);
  return rows.map((r) => ({ ...r, desk_count: Number(r.desk_count) }));
}

type DeskRow = Omit<TSetupDesk, 'x' | 'y'> & { x: string | null; y: string | null };
const coord = (v: string | null) => (v === null ? null : Number(v));

export async function listSetupDesks(
  db: DbOrTrx,
  where: { roomId?: number; floorId?: number; ids?: number[] },
): Promise<TSetupDesk[]> {
  const { rows } = await sql<DeskRow>`
    select d.id, d.room_id, d.name, d.label, d.is_closed, d.pin_color, d.x, d.y, d.position, d.version
    from desks d join rooms r on r.id = d.room_id
    where d.deleted_at is null
      ${where.roomId ? sql`and d.room_id = ${where.roomId}` : sql``}
      ${where.floorId ? sql`and r.floor_id = ${where.floorId}` : sql``}
      ${where.ids ? sql`and d.id = any(${where.ids}::int[])` : sql``}
    order by r.position, r.name, d.position, d.name`.execute(db);
  return rows.map((r) => ({ ...r, x: coord(r.x), y: coord(r.y) }));
}
