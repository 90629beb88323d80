import type { TBuilding, TDesk, TFloor, TRoom } from '@flexapp/contract';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { deskStatusQuery } from './desk-status.sql';
import { presentDesk } from './structure.presenter';

const num = (v: unknown) => Number(v ?? 0);
const coord = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type CountRow = { desks: string; reserved_count: string; out_of_desk: string; available: string };
const countColumns = sql`
  count(s.id) as desks,
  count(s.id) filter (where s.occupied and not s.is_closed) as reserved_count,
  count(s.id) filter (where s.is_closed) as out_of_desk,
  count(s.id) filter (where not s.occupied and not s.is_closed) as available`;
const toCounts = (r: CountRow) => ({
  desks: num(r.desks),
  reserved_count: num(r.reserved_count),
  out_of_desk: num(r.out_of_desk),
  available: num(r.available),
});

export async function listBuildings(db: DbOrTrx, date: string, now: Date): Promise<TBuilding[]> {
  const { rows } = await sql<CountRow & { id: number; name: string }>`
    with s as (${deskStatusQuery(date, now, sql`true`)})
    select b.id, b.name, ${countColumns}
    from buildings b left join s on s.building_id = b.id
    where b.deleted_at is null
    group by b.id order by b.position, b.name`.execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, ...toCounts(r) }));
}

export async function listFloors(db: DbOrTrx, buildingId: number, date: string, now: Date): Promise<TFloor[]> {
  const { rows } = await sql<CountRow & { id: number; name: string; building_id: number; has_map: boolean }>`
    with s as (${deskStatusQuery(date, now, sql`f.building_id = ${buildingId}`)})
    select f.id, f.name, f.building_id, f.plan_image is not null as has_map, ${countColumns}
    from floors f left join s on s.floor_id = f.id
    where f.building_id = ${buildingId} and f.deleted_at is null
    group by f.id order by f.position, f.name`.execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, building_id: r.building_id, has_map: r.has_map, ...toCounts(r) }));
}

export async function listRooms(db: DbOrTrx, floorId: number, date: string, now: Date): Promise<TRoom[]> {
  const { rows } = await sql<
    CountRow & {
      id: number;
      name: string;
      type: 'WORKSPACE' | 'MEETING';
      floor_id: number;
      x: string | null;
      y: string | null;
      reservations: string;
      checkins: string;
    }
  >`
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
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    floor_id: r.floor_id,
    desk_count: num(r.desks),
    reservations: num(r.reservations),
    checkins: num(r.checkins),
    x: coord(r.x),
    y: coord(r.y),
    ...toCounts(r),
  }));
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
};

export async function listDesks(db: DbOrTrx, scope: RawBuilder<unknown>, date: string, now: Date): Promise<TDesk[]> {
  const { rows } = await sql<DeskRow>`
    select * from (${deskStatusQuery(date, now, scope)}) s
    order by s.room_position, s.room_name, s.position, s.name`.execute(db);
  return rows.map(presentDesk);
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
