import { ErrorCode, type TDeskBookingItem } from '@flexapp/contract';
import { AppError, notFound } from '../../lib/errors';
import { slotBounds } from './slot-time';
import type { BookableDesk, BookableSlot } from './timetables.repository';

/** A desk item that passed its rules, with its desk, slot and bounds. */
export interface DeskRow {
  item: TDeskBookingItem;
  desk: BookableDesk;
  slot: BookableSlot;
  start: Date;
  end: Date;
}

/** A building's or floor's booking limit one desk row counts against. */
export interface LimitUse {
  scope: 'building' | 'floor';
  id: number;
  limit: number;
  date: string;
  slot: number;
}

/**
 * The rules of one desk item (docs/decisions/030-booking-rules.md), first failure answered: unknown desk or
 * slot 404; a date before today, or a slot that has ended, 400 BOOKING_PAST_DATE; a date after the window 400
 * BOOKING_OUT_OF_RANGE; a closed desk 400 DESK_CLOSED. Clashes are left to the database.
 */
export function checkDeskItem(
  item: TDeskBookingItem,
  desk: BookableDesk | undefined,
  slot: BookableSlot | undefined,
  opts: { today: string; lastDate: string; now: Date },
): DeskRow {
  if (!desk) throw notFound('desk');
  if (!slot) throw notFound('timetable');
  if (item.date < opts.today) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
  if (item.date > opts.lastDate) throw new AppError(ErrorCode.BOOKING_OUT_OF_RANGE);
  const { start, end } = slotBounds(item.date, slot.start_time, slot.end_time);
  if (end <= opts.now) throw new AppError(ErrorCode.BOOKING_PAST_DATE);
  if (desk.is_closed) throw new AppError(ErrorCode.DESK_CLOSED);
  return { item, desk, slot, start, end };
}

/** The limits the rows count against, each once per row (a building's and a floor's). */
export function limitsUsed(rows: readonly DeskRow[]): LimitUse[] {
  const used: LimitUse[] = [];
  for (const { desk, item, slot } of rows) {
    if (desk.building_limit !== null)
      used.push({
        scope: 'building',
        id: desk.building_id,
        limit: desk.building_limit,
        date: item.date,
        slot: slot.id,
      });
    if (desk.floor_limit !== null)
      used.push({ scope: 'floor', id: desk.floor_id, limit: desk.floor_limit, date: item.date, slot: slot.id });
  }
  return used;
}

/** The limits with how many of the rows count against each. */
export function limitDemand(used: readonly LimitUse[]): { use: LimitUse; wanted: number }[] {
  const wanted = new Map<string, { use: LimitUse; wanted: number }>();
  for (const use of used) {
    const k = limitKey(use);
    wanted.set(k, { use, wanted: (wanted.get(k)?.wanted ?? 0) + 1 });
  }
  return [...wanted.values()];
}

/** One name for a limit on a day and slot (the advisory lock's key). */
export const limitKey = (l: LimitUse) => `booking-limit:${l.scope}:${l.id}:${l.date}:${l.slot}`;
