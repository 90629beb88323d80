import { CONFIRMATION_OPENS_BEFORE_MS } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { ownBookingsForUpdate } from './occurrences.repository';

/** The user's active bookings among these ids that have not started, with their place and times, locked. */
export const bookingsToMove = (trx: DbOrTrx, userId: number, ids: number[], now: Date) =>
  ownBookingsForUpdate(trx, userId, { ids }, now, { notStarted: true, orderBy: 'date' });

export type BookingToMove = Awaited<ReturnType<typeof bookingsToMove>>[number];

/**
 * Gives a booking a new place and times in place (its id, so its calendar UID, stays; the database raises its
 * SEQUENCE, decision 371). Its confirmation opens anew before the new start and its reminder goes out again.
 */
export async function moveBooking(
  trx: DbOrTrx,
  id: number,
  to: {
    desk_id: number | null;
    timetable_id: number | null;
    room_id: number | null;
    start_at: Date;
    end_at: Date;
    title: string | null;
    attendees: number | null;
  },
) {
  await trx.updateTable('bookings').set(to).where('id', '=', id).execute();
  await trx
    .updateTable('booking_confirmations')
    .set({ opens_at: new Date(to.start_at.getTime() - CONFIRMATION_OPENS_BEFORE_MS), reminded_at: null })
    .where('booking_id', '=', id)
    .execute();
}
