import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export type ReservationRow = Awaited<ReturnType<typeof reservationRows>>[number];

/** The user's reservations that have not ended at `now`, with their places and confirmations, soonest first. */
export async function reservationRows(db: DbOrTrx, userId: number, now: Date) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('timetables as t', 't.id', 'bk.timetable_id')
    .leftJoin('desks as d', 'd.id', 'bk.desk_id')
    .innerJoin('rooms as r', (j) => j.on('r.id', '=', sql<number>`coalesce(bk.room_id, d.room_id)`))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .leftJoin('booking_confirmations as bc', 'bc.booking_id', 'bk.id')
    .leftJoin('users as by', 'by.id', 'bk.booked_by')
    .leftJoin('guest_registrations as g', 'g.id', 'bk.guest_registration_id')
    .select([
      'bk.id',
      'bk.date',
      'bk.start_at',
      'bk.end_at',
      'bk.timetable_id',
      't.start_time',
      't.end_time',
      'bk.desk_id',
      'd.name as desk_name',
      'bk.room_id',
      'r.name as room_name',
      'bk.title',
      'bk.attendees',
      'f.name as floor_name',
      'b.name as building_name',
      'bc.id as confirmation_id',
      'bc.status as confirmation_status',
      'bc.opens_at',
      'bk.series_id',
      'bk.booked_by',
      sql<string | null>`trim(by.first_name || ' ' || by.last_name)`.as('booked_by_name'),
      sql<string | null>`g.first_name || ' ' || g.last_name`.as('guest_name'),
    ])
    .where('bk.user_id', '=', userId)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.end_at', '>', now)
    .orderBy('bk.start_at')
    .orderBy('bk.id')
    .execute();
}

/** A confirmation with its booking, owner and place (the reminder's Confirm link); undefined when there is none. */
export function confirmationWithPlace(db: DbOrTrx, id: number) {
  return db
    .selectFrom('booking_confirmations as bc')
    .innerJoin('bookings as bk', 'bk.id', 'bc.booking_id')
    .innerJoin('users as u', 'u.id', 'bk.user_id')
    .leftJoin('desks as d', 'd.id', 'bk.desk_id')
    .innerJoin('rooms as r', (j) => j.on((eb) => eb('r.id', '=', eb.fn.coalesce('bk.room_id', 'd.room_id'))))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'bc.status',
      'bc.opens_at',
      'u.id as user_id',
      'bk.cancelled_at',
      'bk.start_at',
      'bk.end_at',
      'bk.title',
      'u.language',
      'd.name as desk',
      'r.name as room',
      'f.name as floor',
      'b.name as building',
    ])
    .where('bc.id', '=', id)
    .executeTakeFirst();
}

/** A confirmation with its booking, locked for the rest of the transaction. */
export function confirmationForUpdate(trx: DbOrTrx, confirmationId: number) {
  return trx
    .selectFrom('booking_confirmations as bc')
    .innerJoin('bookings as bk', 'bk.id', 'bc.booking_id')
    .select(['bc.id', 'bc.booking_id', 'bc.status', 'bc.opens_at', 'bk.user_id', 'bk.cancelled_at', 'bk.end_at'])
    .where('bc.id', '=', confirmationId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markConfirmationWaiting(trx: DbOrTrx, confirmationId: number, now: Date): Promise<void> {
  await trx
    .updateTable('booking_confirmations')
    .set({ status: 'waiting', confirmed_at: now })
    .where('id', '=', confirmationId)
    .execute();
}

/** A booking, locked for the rest of the transaction. */
export function bookingForUpdate(trx: DbOrTrx, bookingId: number) {
  return trx
    .selectFrom('bookings')
    .select(['id', 'user_id', 'desk_id', 'room_id', 'date', 'end_at', 'cancelled_at'])
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markBookingCancelled(trx: DbOrTrx, bookingId: number, by: number, now: Date): Promise<void> {
  await trx.updateTable('bookings').set({ cancelled_at: now, cancelled_by: by }).where('id', '=', bookingId).execute();
}
