import { ErrorCode, ROOM_BOOKING_GRID_MINUTES, type TRoomBookingItem } from '@flexapp/contract';
import { AppError, notFound } from '../../lib/errors';
import type { BookableRoom } from './rooms.repository';
import { slotBounds } from './slot-time';

export interface RoomRow {
  item: TRoomBookingItem;
  room: BookableRoom;
  start: Date;
  end: Date;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const GRID_MS = ROOM_BOOKING_GRID_MINUTES * 60_000;

/**
 * The rules of one room item (decision 130), first failure answered: unknown room 404 NOT_FOUND; not a
 * meeting room 400 NOT_A_MEETING_ROOM; off the 15-minute grid or not ending after it starts 400
 * ROOM_BOOKING_GRID; a date before today or a start before the current quarter hour 400 BOOKING_PAST_DATE;
 * a date after the window 400 BOOKING_OUT_OF_RANGE; outside the building's opening hours 400
 * ROOM_BOOKING_CLOSED; longer than the staff's maximum 400 ROOM_BOOKING_TOO_LONG; more people than seats
 * 400 ROOM_TOO_SMALL. Clashes are left to the database (bookings_room_no_overlap).
 */
export function checkRoomItem(
  item: TRoomBookingItem,
  room: BookableRoom | undefined,
  opts: { today: string; lastDate: string; now: Date; maxMinutes: number },
): RoomRow {
  if (!room) throw notFound('room');
  if (room.type !== 'MEETING') throw new AppError(ErrorCode.NOT_A_MEETING_ROOM);
  const from = minutesOf(item.time_start);
  const to = minutesOf(item.time_end);
  if (from % ROOM_BOOKING_GRID_MINUTES !== 0 || to % ROOM_BOOKING_GRID_MINUTES !== 0 || to <= from)
    throw new AppError(ErrorCode.ROOM_BOOKING_GRID);
  const { start, end } = slotBounds(item.date, item.time_start, item.time_end);
  // The quarter hour that is running may still be booked (someone arriving at 10:05 takes 10:00-10:30).
  const quarterStart = Math.floor(opts.now.getTime() / GRID_MS) * GRID_MS;
  if (item.date < opts.today || start.getTime() < quarterStart) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
  if (item.date > opts.lastDate) throw new AppError(ErrorCode.BOOKING_OUT_OF_RANGE);
  if (from < minutesOf(room.opens_at) || to > minutesOf(room.closes_at))
    throw new AppError(ErrorCode.ROOM_BOOKING_CLOSED);
  if (to - from > opts.maxMinutes) throw new AppError(ErrorCode.ROOM_BOOKING_TOO_LONG);
  if (item.attendees !== undefined && room.capacity !== null && item.attendees > room.capacity)
    throw new AppError(ErrorCode.ROOM_TOO_SMALL);
  return { item, room, start, end };
}
