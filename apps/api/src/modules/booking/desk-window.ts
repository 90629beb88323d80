import type { DbOrTrx } from '../../db/database';
import { type Key, key } from './slot-time';
import {
  type BookableDesk,
  type BookableSlot,
  bookingCounts,
  deskBookingsBetween,
  openCheckinAtDesk,
} from './timetables.repository';

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
    deskBookingsBetween(db, desk.id, from, to),
    openCheckinAtDesk(db, desk.id),
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
