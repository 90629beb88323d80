import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { deskStatusQuery } from './desk-status.sql';

export type CountRow = { desks: string; reserved_count: string; out_of_desk: string; available: string };
const countColumns = sql`
  count(s.id) as desks,
  count(s.id) filter (where s.occupied and not s.is_closed) as reserved_count,
  count(s.id) filter (where s.is_closed) as out_of_desk,
  count(s.id) filter (where not s.occupied and not s.is_closed) as available`;

export type BuildingRow = CountRow & { id: number; name: string };
export async function buildingRows(db: DbOrTrx, date: string, now: Date): Promise<BuildingRow[]> {
  const { rows } = await sql<BuildingRow>`
    with s as (${deskStatusQuery(date, now, sql`true`)})
    select b.id, b.name, ${countColumns}
    from buildings b left join s on s.building_id = b.id
    where b.deleted_at is null
    group by b.id order by b.position, b.name`.execute(db);
  return rows;
}

export type FloorRow = CountRow & { id: number; name: string; building_id: number; has_map: boolean };
export async function floorRows(db: DbOrTrx, buildingId: number, date: string, now: Date): Promise<FloorRow[]> {
  const { rows } = await sql<FloorRow>`
    with s as (${deskStatusQuery(date, now, sql`f.building_id = ${buildingId}`)})
    select f.id, f.name, f.building_id, f.plan_image is not null as has_map, ${countColumns}
    from floors f left join s on s.floor_id = f.id
    where f.building_id = ${buildingId} and f.deleted_at is null
    group by f.id order by f.position, f.name`.execute(db);
  return rows;
}

export type RoomRow = CountRow & {
  id: number;
  name: string;
  type: 'WORKSPACE' | 'MEETING';
  floor_id: number;
  x: string | null;
  y: string | null;
  reservations: string;
  checkins: string;
};
export async function roomRows(db: DbOrTrx, floorId: number, date: string, now: Date): Promise<RoomRow[]> {
  const { rows } = await sql<RoomRow>`
    with s as (${deskStatusQuery(date, now, sql`r.floor_id = ${floorId}`)})
    select r.id, r.name, r.type, r.floor_id, r.x, r.y, ${countColumns},
      (select count(*) from bookings bk left join desks bd on bd.id = bk.desk_id
        where coalesce(bk.room_id, bd.room_id) = r.id and bk.date = ${date}::date and bk.cancelled_at is null) as reservations,
      (case when ${date}::date = ${todayApiDate(now)}::date then
        (select count(*) from checkins c where c.room_id = r.id and c.deactivated_at is null)
        + (select count(*) from checkins c where c.room_id = r.id and c.deactivated_at > ${now})
       else 0 end) as checkins
    from rooms r left join s on s.room_id = r.id
    where r.floor_id = ${floorId} and r.deleted_at is null
    group by r.id order by r.position, r.name`.execute(db);
  return rows;
}

export type DeskRow = {
  id: number;
  name: string;
  label: string;
  is_closed: boolean;
  pin_color: string;
  x: string | null;
  y: string | null;
  room_id: number;
  room_name: string;
  room_type: 'WORKSPACE' | 'MEETING';
  floor_id: number;
  floor_name: string;
  building_id: number;
  building_name: string;
  occupied: boolean;
  holder_user_id: number | null;
  holder_first_name: string | null;
  holder_last_name: string;
  holder_private: boolean;
};

export async function deskRows(db: DbOrTrx, scope: RawBuilder<unknown>, date: string, now: Date): Promise<DeskRow[]> {
  const { rows } = await sql<DeskRow>`
    select * from (${deskStatusQuery(date, now, scope)}) s
    order by s.room_position, s.room_name, s.position, s.name`.execute(db);
  return rows;
}

export const desksOfRoom = (roomId: number) => sql`d.room_id = ${roomId}`;
export const desksOfFloor = (floorId: number) => sql`r.floor_id = ${floorId}`;

export async function findFloor(db: DbOrTrx, floorId: number) {
  return db
    .selectFrom('floors as f')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['f.id', 'f.name', 'f.plan_updated_at', 'b.id as building_id', 'b.name as building_name'])
    .select(sql<boolean>`f.plan_image is not null`.as('has_map'))
    .where('f.id', '=', floorId)
    .where('f.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function floorOfDesk(db: DbOrTrx, deskId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .select('r.floor_id')
    .where('d.id', '=', deskId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.floor_id;
}

export async function floorPlan(db: DbOrTrx, floorId: number) {
  return db
    .selectFrom('floors')
    .select(['plan_image', 'plan_mime', 'plan_updated_at'])
    .where('id', '=', floorId)
    .executeTakeFirst();
}
