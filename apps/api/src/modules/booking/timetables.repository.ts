import type { TDeskTimetables, TTimeSlot } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { BookableDesk, BookableSlot } from './bookable-places';
import { slotBounds, slotLabel } from './slot-time';

export async function activeTimetables(db: DbOrTrx) {
  return db
    .selectFrom('timetables')
    .select(['id', 'name', 'start_time', 'end_time'])
    .where('is_active', '=', true)
    .orderBy('start_time')
    .orderBy('position')
    .execute();
}

/** A desk with its room, floor, building and the booking limits that apply to it. */
export async function findDeskForBooking(db: DbOrTrx, deskId: number) {
  return db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'd.id',
      'd.name',
      'd.label',
      'd.is_closed',
      'r.id as room_id',
      'r.name as room_name',
      'r.type as room_type',
      'f.id as floor_id',
      'f.name as floor_name',
      'f.booking_limit as floor_limit',
      'b.id as building_id',
      'b.name as building_name',
      'b.booking_limit as building_limit',
    ])
    .where('d.id', '=', deskId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type Key = string;
export const key = (date: string, timetableId: number): Key => `${date}|${timetableId}`;

/** Active desk bookings per date and slot in a building or on a floor, over a date range. */
export async function bookingCounts(
  db: DbOrTrx,
  scope: 'building' | 'floor',
  scopeId: number,
  from: string,
  to: string,
): Promise<Map<Key, number>> {
  const where = scope === 'building' ? sql`f.building_id = ${scopeId}` : sql`r.floor_id = ${scopeId}`;
  const { rows } = await sql<{ date: string; timetable_id: number; n: string }>`
    select bk.date, bk.timetable_id, count(*) as n
    from bookings bk
    join desks d on d.id = bk.desk_id
    join rooms r on r.id = d.room_id
    join floors f on f.id = r.floor_id
    where bk.cancelled_at is null and bk.date between ${from}::date and ${to}::date and ${where}
    group by bk.date, bk.timetable_id`.execute(db);
  return new Map(rows.map((r) => [key(r.date, r.timetable_id), Number(r.n)]));
}

/** What every caller sees of a desk over a range of dates: who holds which slot, and the counts against the limits. */
export interface DeskWindow {
  desk: BookableDesk;
  slots: BookableSlot[];
  /** The booker of each (date, slot) of this desk. */
  holders: Map<Key, number>;
  /** The open check-in at the desk now, if any (user_id null for a guest). */
  checkin: { user_id: number | null } | null;
  buildingCounts: Map<Key, number> | null;
  floorCounts: Map<Key, number> | null;
  /**
   * A number no other load of a window has. Answers made from a window are keyed by it, so an answer
   * made from a window that a change has since replaced is never found by a request that read the new one.
   */
  version: number;
}

let windowVersions = 0;
/** A version for a window just loaded or patched (DeskWindow.version). */
export const nextWindowVersion = () => ++windowVersions;

/** The desk's part of its timetables, the same for every caller (the live cache shares it). */
export async function loadDeskWindow(
  db: DbOrTrx,
  desk: BookableDesk,
  slots: BookableSlot[],
  from: string,
  to: string,
): Promise<DeskWindow> {
  const [bookings, checkin, buildingCounts, floorCounts] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['date', 'timetable_id', 'user_id'])
      .where('desk_id', '=', desk.id)
      .where('cancelled_at', 'is', null)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
    db
      .selectFrom('checkins')
      .select(['user_id'])
      .where('desk_id', '=', desk.id)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst(),
    desk.building_limit !== null ? bookingCounts(db, 'building', desk.building_id, from, to) : Promise.resolve(null),
    desk.floor_limit !== null ? bookingCounts(db, 'floor', desk.floor_id, from, to) : Promise.resolve(null),
  ]);
  return {
    desk,
    slots,
    holders: new Map(bookings.map((b) => [key(b.date, b.timetable_id!), b.user_id])),
    checkin: checkin ?? null,
    buildingCounts,
    floorCounts,
    version: nextWindowVersion(),
  };
}

/** The caller's own desk bookings per (date, slot) over a range: the desk booked. */
export async function bookedDesksOf(
  db: DbOrTrx,
  userId: number,
  from: string,
  to: string,
): Promise<Map<Key, number | null>> {
  const rows = await db
    .selectFrom('bookings')
    .select(['date', 'timetable_id', 'desk_id'])
    .where('user_id', '=', userId)
    .where('timetable_id', 'is not', null)
    .where('cancelled_at', 'is', null)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(rows.map((b) => [key(b.date, b.timetable_id!), b.desk_id]));
}

/**
 * All that deskTimetables reads of who asks: the desk's slots they hold, whether the desk's open
 * check-in is theirs, and their bookings in the window (this desk or another). People with the same
 * role get the same answer, so it is made, serialised and compressed once for all of them: most
 * people hold nothing on a given desk, and when a morning's release changes every desk at once
 * (bench 140), a desk's answer is rebuilt once, not once for every person who looks at it.
 */
export function viewerRole(window: DeskWindow, userId: number, mine: Map<Key, number | null>): string {
  const parts: string[] = [];
  for (const [k, holder] of window.holders) if (holder === userId) parts.push(`h${k}`);
  if (window.checkin?.user_id === userId) parts.push('c');
  for (const [k, deskId] of mine) parts.push(`${deskId === window.desk.id ? 'm' : 'o'}${k}`);
  return parts.join(',');
}

/**
 * The desk's slots on `dates`, each with the flags for the calling user
 * (docs/decisions/030-booking-rules.md).
 */
export function deskTimetables(
  window: DeskWindow,
  userId: number,
  mine: Map<Key, number | null>,
  opts: { dates: readonly string[]; today: string; now: Date },
): TDeskTimetables {
  const { desk, slots, holders, checkin, buildingCounts, floorCounts } = window;
  const timetables: Record<string, TTimeSlot[]> = {};
  for (const date of opts.dates) {
    timetables[date] = slots.map((slot) => {
      const k = key(date, slot.id);
      const { end } = slotBounds(date, slot.start_time, slot.end_time);
      const exceeded = end <= opts.now;
      const owner = holders.get(k) === userId;
      const bookedByOther = holders.has(k) && !owner;
      const myOtherDesk = mine.has(k) && mine.get(k) !== desk.id;
      return {
        time: slotLabel(slot.start_time, slot.end_time),
        timetable: { id: slot.id, name: slot.name },
        exceeded_limit: exceeded,
        active_checkin: date === opts.today && !exceeded && checkin !== null && checkin.user_id !== userId,
        used: bookedByOther || myOtherDesk,
        reached_max_by_building:
          !owner && buildingCounts !== null && (buildingCounts.get(k) ?? 0) >= desk.building_limit!,
        reached_max_by_floor: !owner && floorCounts !== null && (floorCounts.get(k) ?? 0) >= desk.floor_limit!,
        owner,
      };
    });
  }
  return {
    id: desk.id,
    name: desk.name,
    desk_label: desk.label,
    is_closed: desk.is_closed,
    room: { id: desk.room_id, name: desk.room_name, type: desk.room_type },
    floor: { id: desk.floor_id, name: desk.floor_name },
    building: { id: desk.building_id, name: desk.building_name },
    timetables,
  };
}
