import type { Patch } from '../../live';
import type { ReservationRow } from './reservations.repository';
import { type DeskWindow, nextWindowVersion } from './desk-window';
import { type Key, key } from './slot-time';

/**
 * How the booking endpoints' cached answers take a sweep's released bookings in (decision 033), so that a
 * morning's release does not send every one of them to the database at once. Each gives its answer
 * without the released bookings, leaves the answer it was given as it is, and gives the same answer when
 * the bookings are out of it already (live/live-cache Patch).
 */

/** A person's reservations (GET booking/reservations/me): the released ones taken out. */
export const reservationsWithout =
  (userId: number): Patch<ReservationRow[]> =>
  (rows, released) => {
    const gone = new Set(released.ofUser(userId).map((b) => b.id));
    if (gone.size === 0 || !rows.some((r) => gone.has(r.id))) return rows;
    return rows.filter((r) => !gone.has(r.id));
  };

/** A person's desk bookings by (date, slot) (bookedDesksOf): the released ones taken out. */
export const bookedDesksWithout =
  (userId: number): Patch<Map<Key, number | null>> =>
  (mine, released) => {
    let patched: Map<Key, number | null> | null = null;
    for (const b of released.ofUser(userId)) {
      if (b.timetable_id === null) continue;
      const k = key(b.date, b.timetable_id);
      if (!mine.has(k) || mine.get(k) !== b.desk_id) continue;
      patched ??= new Map(mine);
      patched.delete(k);
    }
    return patched ?? mine;
  };

/**
 * A desk's window (loadDeskWindow): the released bookings' slots no longer held, with a new version (the
 * answers made from the old one are not found again). A window that counts bookings against a building's
 * or floor's limit is dropped instead: a count cannot tell whether a booking is in it already.
 */
export const deskWindowWithout: Patch<DeskWindow> = (window, released) => {
  let holders: Map<Key, number> | null = null;
  for (const b of released.ofDesk(window.desk.id)) {
    if (b.timetable_id === null) continue;
    const k = key(b.date, b.timetable_id);
    if (window.holders.get(k) !== b.user_id) continue;
    if (window.buildingCounts !== null || window.floorCounts !== null) return undefined;
    holders ??= new Map(window.holders);
    holders.delete(k);
  }
  return holders ? { ...window, holders, version: nextWindowVersion() } : window;
};
