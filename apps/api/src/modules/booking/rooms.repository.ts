import { toClockTime } from '@flexapp/contract';
import type { TRoomAvailability, TRoomEquipment } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

import { slotBounds } from './slot-time';

const hhmm = (t: string) => t.slice(0, 5);
/** HH:MM of an instant in the organisation's (the server's) time zone. */
export const clockTime = toClockTime;

/** A meeting room with what booking it needs (seats, opening hours of its building), or undefined. */
export async function findRoomForBooking(db: DbOrTrx, roomId: number) {
  return db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'r.id',
      'r.name',
      'r.type',
      'r.capacity',
      'f.id as floor_id',
      'b.id as building_id',
      'b.opens_at',
      'b.closes_at',
    ])
    .where('r.id', '=', roomId)
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}
export type BookableRoom = NonNullable<Awaited<ReturnType<typeof findRoomForBooking>>>;

/**
 * Every meeting room of a building or floor with its active bookings on `date` (start and end as HH:MM in the
 * organisation's time zone, cut at the day's bounds) and whether someone is checked in to it now: one query.
 */
export async function roomAvailability(
  db: DbOrTrx,
  scope: { building_id?: number; floor_id?: number },
  date: string,
): Promise<TRoomAvailability[]> {
  const { start: dayStart, end: dayEnd } = slotBounds(date, '00:00', '00:00');
  dayEnd.setDate(dayEnd.getDate() + 1);
  const { rows } = await sql<{
    id: number;
    name: string;
    capacity: number | null;
    equipment: string[];
    floor_id: number;
    floor_name: string;
    building_id: number;
    building_name: string;
    opens_at: string;
    closes_at: string;
    occupied_now: boolean;
    busy: { s: number; e: number }[] | null;
  }>`
    select r.id, r.name, r.capacity, r.equipment, f.id as floor_id, f.name as floor_name,
           b.id as building_id, b.name as building_name, b.opens_at::text, b.closes_at::text,
           exists (select 1 from checkins c where c.room_id = r.id and c.desk_id is null
                   and c.deactivated_at is null) as occupied_now,
           (select json_agg(json_build_object('s', extract(epoch from bk.start_at) * 1000,
                                              'e', extract(epoch from bk.end_at) * 1000)
                    order by bk.start_at)
              from bookings bk
             where bk.room_id = r.id and bk.cancelled_at is null
               and tstzrange(bk.start_at, bk.end_at, '[)') && tstzrange(${dayStart}, ${dayEnd}, '[)')) as busy
      from rooms r
      join floors f on f.id = r.floor_id
      join buildings b on b.id = f.building_id
     where r.type = 'MEETING' and r.deleted_at is null and f.deleted_at is null and b.deleted_at is null
       and ${scope.floor_id !== undefined ? sql`f.id = ${scope.floor_id}` : sql`b.id = ${scope.building_id ?? 0}`}
     order by b.position, b.id, f.position, f.id, r.position, r.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    seats: r.capacity,
    equipment: r.equipment as TRoomEquipment[],
    floor: { id: r.floor_id, name: r.floor_name },
    building: { id: r.building_id, name: r.building_name },
    opens_at: hhmm(r.opens_at),
    closes_at: hhmm(r.closes_at),
    occupied_now: r.occupied_now,
    busy: (r.busy ?? []).map((b) => ({
      start: b.s <= dayStart.getTime() ? '00:00' : clockTime(new Date(b.s)),
      end: b.e >= dayEnd.getTime() ? '24:00' : clockTime(new Date(b.e)),
    })),
  }));
}
