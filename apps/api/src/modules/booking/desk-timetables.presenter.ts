import type { TDeskTimetables, TTimeSlot } from '@flexapp/contract';
import type { DeskWindow } from './desk-window';
import { type Key, key, slotBounds, slotLabel } from './slot-time';

/**
 * All that deskTimetables reads of who asks: the desk's slots they hold, whether the desk's open
 * check-in is theirs, and their bookings in the window (this desk or another). People with the same
 * role get the same answer, so it is made, serialised and compressed once for all of them: most
 * people hold nothing on a given desk, and when a release changes every desk at once, a desk's
 * answer is rebuilt once, not once for every person who looks at it.
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
