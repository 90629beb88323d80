import type { TRoomEquipment } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** The stored rows of the workplace tree as setup reads them; setup.presenter.ts makes the answers. */

export interface BuildingRow {
  id: number;
  name: string;
  position: number;
  booking_limit: number | null;
  closing_time: string | null;
  opens_at: string;
  closes_at: string;
  version: number;
  floor_count: string;
}

/** The buildings (one by id; `within`: only those, null: all). */
export async function buildingRows(db: DbOrTrx, id?: number, within: number[] | null = null): Promise<BuildingRow[]> {
  const { rows } = await sql<BuildingRow>`
    select b.id, b.name, b.position, b.booking_limit, to_char(b.closing_time, 'HH24:MI') as closing_time, b.version,
      to_char(b.opens_at, 'HH24:MI') as opens_at, to_char(b.closes_at, 'HH24:MI') as closes_at,
      (select count(*) from floors f where f.building_id = b.id and f.deleted_at is null) as floor_count
    from buildings b where b.deleted_at is null ${id ? sql`and b.id = ${id}` : sql``}
      ${within ? sql`and b.id = any(${within}::int[])` : sql``}
    order by b.position, b.name`.execute(db);
  return rows;
}

export interface FloorRow {
  id: number;
  building_id: number;
  name: string;
  position: number;
  booking_limit: number | null;
  version: number;
  plan_updated_at: Date | null;
  has_map: boolean;
  room_count: string;
}

export async function floorRows(db: DbOrTrx, where: { buildingId?: number; id?: number }): Promise<FloorRow[]> {
  const { rows } = await sql<FloorRow>`
    select f.id, f.building_id, f.name, f.position, f.booking_limit, f.version, f.plan_updated_at,
      f.plan_image is not null as has_map,
      (select count(*) from rooms r where r.floor_id = f.id and r.deleted_at is null) as room_count
    from floors f
    where f.deleted_at is null
      ${where.buildingId ? sql`and f.building_id = ${where.buildingId}` : sql``}
      ${where.id ? sql`and f.id = ${where.id}` : sql``}
    order by f.position, f.name`.execute(db);
  return rows;
}

export interface RoomRow {
  id: number;
  floor_id: number;
  name: string;
  type: 'WORKSPACE' | 'MEETING';
  position: number;
  capacity: number | null;
  equipment: TRoomEquipment[];
  version: number;
  desk_count: string;
}

export async function roomRows(db: DbOrTrx, where: { floorId?: number; id?: number }): Promise<RoomRow[]> {
  const { rows } = await sql<RoomRow>`
    select r.id, r.floor_id, r.name, r.type, r.position, r.capacity, r.equipment, r.version,
      (select count(*) from desks d where d.room_id = r.id and d.deleted_at is null) as desk_count
    from rooms r
    where r.deleted_at is null
      ${where.floorId ? sql`and r.floor_id = ${where.floorId}` : sql``}
      ${where.id ? sql`and r.id = ${where.id}` : sql``}
    order by r.position, r.name`.execute(db);
  return rows;
}

export interface DeskRow {
  id: number;
  room_id: number;
  name: string;
  label: string;
  is_closed: boolean;
  pin_color: string;
  x: string | null;
  y: string | null;
  position: number;
  version: number;
}

export async function deskRows(
  db: DbOrTrx,
  where: { roomId?: number; floorId?: number; ids?: number[] },
): Promise<DeskRow[]> {
  const { rows } = await sql<DeskRow>`
    select d.id, d.room_id, d.name, d.label, d.is_closed, d.pin_color, d.x, d.y, d.position, d.version
    from desks d join rooms r on r.id = d.room_id
    where d.deleted_at is null
      ${where.roomId ? sql`and d.room_id = ${where.roomId}` : sql``}
      ${where.floorId ? sql`and r.floor_id = ${where.floorId}` : sql``}
      ${where.ids ? sql`and d.id = any(${where.ids}::int[])` : sql``}
    order by r.position, r.name, d.position, d.name`.execute(db);
  return rows;
}
