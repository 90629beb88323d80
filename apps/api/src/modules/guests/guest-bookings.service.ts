import type { DbOrTrx } from '../../db/database';
import { publishDeskStatus, publishRoomStatus, publishUserChanged } from '../../live';
import { slotBounds } from '../booking';
import { recordBookingEvents } from '../webhooks';
import {
  activeSlots,
  cancelEndedGuestBookings,
  type GuestBookingOwner,
  insertGuestDeskBookings,
  insertGuestRoomBooking,
} from './guest-bookings.repository';

/**
 * Books a registered guest's place for the visit [start, end) in the host's name (decision 399): a meeting room
 * for exactly the visit, a desk for every slot of the day the visit overlaps. The database's unique index (a desk's
 * slot) and exclusion constraint (a room's time) refuse a place someone holds; the caller turns that into the
 * form's "occupied". Returns the booking ids.
 */
export async function bookGuestPlace(
  trx: DbOrTrx,
  owner: GuestBookingOwner,
  place: { deskId: number } | { roomId: number },
  visit: { start: Date; end: Date },
  at: Date,
): Promise<number[]> {
  if ('roomId' in place) {
    const rows = await insertGuestRoomBooking(trx, owner, place.roomId, visit, at);
    await recordBookingEvents(
      trx,
      'booking.created',
      rows.map((r) => r.id),
      at,
    );
    await publishRoomStatus(trx, place.roomId, owner.date);
    await publishUserChanged(trx, owner.hostId);
    return rows.map((r) => r.id);
  }
  const slots = (await activeSlots(trx))
    .map((t) => ({ id: t.id, ...slotBounds(owner.date, t.start_time, t.end_time) }))
    .filter((slot) => slot.start < visit.end && slot.end > visit.start);
  if (slots.length === 0) return [];
  const rows = await insertGuestDeskBookings(trx, owner, place.deskId, slots, at);
  // The host's bookings for the guest are bookings like any other to webhook receivers (decision 450).
  await recordBookingEvents(
    trx,
    'booking.created',
    rows.map((r) => r.id),
    at,
  );
  await publishDeskStatus(trx, place.deskId, owner.date);
  await publishUserChanged(trx, owner.hostId);
  return rows.map((r) => r.id);
}

/**
 * Releases the places of guests whose visit is over (decision 399): signed out (`checkinId`, at once) or past
 * their end time (the per-minute sweep). The bookings still running are cancelled; open screens hear it.
 */
export async function releaseGuestPlaces(trx: DbOrTrx, now: Date, checkinId?: number): Promise<number> {
  const released = await cancelEndedGuestBookings(trx, now, checkinId);
  await recordBookingEvents(
    trx,
    'booking.cancelled',
    released.map((b) => b.id),
    now,
  );
  const seen = new Set<string>();
  for (const b of released) {
    const place = b.desk_id !== null ? `d${b.desk_id}|${b.date}` : `r${b.room_id}|${b.date}`;
    if (seen.has(place)) continue;
    seen.add(place);
    if (b.desk_id !== null) await publishDeskStatus(trx, b.desk_id, b.date);
    else if (b.room_id !== null) await publishRoomStatus(trx, b.room_id, b.date);
  }
  for (const userId of new Set(released.map((b) => b.user_id)))
    if (userId !== null) await publishUserChanged(trx, userId);
  return released.length;
}
