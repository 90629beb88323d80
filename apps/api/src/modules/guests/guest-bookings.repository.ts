import type { DbOrTrx } from '../../db/database';

/** What a guest's booking is written with (decision 399): the host owns it, the registrar booked it. */
export interface GuestBookingOwner {
  hostId: number;
  bookedBy: number | null;
  registrationId: number;
  date: string;
}

/** The active time slots (every desk has the same), with their times of day. */
export function activeSlots(db: DbOrTrx) {
  return db
    .selectFrom('timetables')
    .select(['id', 'start_time', 'end_time'])
    .where('is_active', '=', true)
    .orderBy('start_time')
    .execute();
}

/** The host's booking of a meeting room for their guest's visit [start, end). */
export function insertGuestRoomBooking(
  db: DbOrTrx,
  owner: GuestBookingOwner,
  roomId: number,
  range: { start: Date; end: Date },
  at: Date,
) {
  return db
    .insertInto('bookings')
    .values({
      user_id: owner.hostId,
      booked_by: owner.bookedBy,
      guest_registration_id: owner.registrationId,
      room_id: roomId,
      desk_id: null,
      timetable_id: null,
      date: owner.date,
      start_at: range.start,
      end_at: range.end,
      created_at: at,
    })
    .returning('id')
    .execute();
}

/** The host's bookings of a desk's slots for their guest's visit. */
export function insertGuestDeskBookings(
  db: DbOrTrx,
  owner: GuestBookingOwner,
  deskId: number,
  slots: { id: number; start: Date; end: Date }[],
  at: Date,
) {
  return db
    .insertInto('bookings')
    .values(
      slots.map((slot) => ({
        user_id: owner.hostId,
        booked_by: owner.bookedBy,
        guest_registration_id: owner.registrationId,
        desk_id: deskId,
        room_id: null,
        timetable_id: slot.id,
        date: owner.date,
        start_at: slot.start,
        end_at: slot.end,
        created_at: at,
      })),
    )
    .returning('id')
    .execute();
}

/**
 * Cancels the guest bookings whose visit is over at `now` (its check-in ended: signed out, or the visit's end
 * passed) and which still run; optionally only those of one check-in. Returns their places and dates.
 */
export function cancelEndedGuestBookings(db: DbOrTrx, now: Date, checkinId?: number) {
  return db
    .updateTable('bookings as bk')
    .set({ cancelled_at: now })
    .from('guest_registrations as g')
    .innerJoin('checkins as c', 'c.id', 'g.checkin_id')
    .whereRef('g.id', '=', 'bk.guest_registration_id')
    .where('bk.guest_registration_id', 'is not', null)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.end_at', '>', now)
    .where('c.deactivated_at', '<=', now)
    .$if(checkinId !== undefined, (q) => q.where('c.id', '=', checkinId!))
    .returning(['bk.id', 'bk.desk_id', 'bk.room_id', 'bk.date', 'bk.user_id'])
    .execute();
}
