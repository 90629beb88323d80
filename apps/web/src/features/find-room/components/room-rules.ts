import { minutesToClockTime } from '@flexapp/contract';
import type { TRoomAvailability, TRoomEquipment } from '@flexapp/contract';

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = minutesToClockTime;

/** The quarter hours of a day, 00:00 to 23:45. */
export const QUARTERS = Array.from({ length: 96 }, (_, i) => hhmmOf(i * 15));

export interface RoomWish {
  from: string;
  to: string;
  people: number;
  equipment: TRoomEquipment[];
}

/** Whether the room fits the wish: enough seats, the equipment asked for. */
export const fitsRoom = (room: TRoomAvailability, wish: RoomWish) =>
  (room.seats === null || room.seats >= wish.people) && wish.equipment.every((e) => room.equipment.includes(e));

/** Whether the room is open and free for the whole range (busy ranges are half-open, touching is fine). */
export function isFreeFor(room: TRoomAvailability, from: string, to: string): boolean {
  const a = minutesOf(from);
  const b = minutesOf(to);
  if (b <= a || a < minutesOf(room.opens_at) || b > minutesOf(room.closes_at)) return false;
  return room.busy.every((r) => minutesOf(r.end) <= a || minutesOf(r.start) >= b);
}
