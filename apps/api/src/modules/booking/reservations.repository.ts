import { ErrorCode } from '@flexapp/contract';
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import { publishDeskStatus, publishRoomStatus, publishUserChanged } from '../../lib/events';
import { AppError, forbidden } from '../../lib/errors';
import { notifyWatchersDeskFree } from '../notifiers/desk-freed';
import type { MailSettings } from '../mail/outbox';

const noExists = () => new AppError(ErrorCode.NO_EXISTS);

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
    ])
    .where('bk.user_id', '=', userId)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.end_at', '>', now)
    .orderBy('bk.start_at')
    .orderBy('bk.id')
    .execute();
}

/** Confirms a reservation: its confirmation goes from pending to waiting (confirming twice is fine). */
export async function confirmReservation(db: Db, userId: number, confirmationId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('booking_confirmations as bc')
      .innerJoin('bookings as bk', 'bk.id', 'bc.booking_id')
      .select(['bc.id', 'bc.status', 'bc.opens_at', 'bk.user_id', 'bk.cancelled_at', 'bk.end_at'])
      .where('bc.id', '=', confirmationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.cancelled_at !== null) throw noExists();
    if (row.user_id !== userId) throw forbidden();
    if (row.end_at <= now) throw new AppError(ErrorCode.BOOKING_ENDED);
    if (row.opens_at > now) throw new AppError(ErrorCode.CONFIRMATION_NOT_OPEN);
    if (row.status !== 'waiting') {
      await trx
        .updateTable('booking_confirmations')
        .set({ status: 'waiting', confirmed_at: now })
        .where('id', '=', row.id)
        .execute();
      await publishUserChanged(trx, userId);
    }
    return { id: row.id, status: 'waiting' as const };
  });
}

/**
 * Cancels the user's own reservation. A desk freed for today tells its
 * watchers; every change is published as a desk_status event.
 */
export async function cancelReservation(
  db: Db,
  userId: number,
  bookingId: number,
  opts: { today: string; now: Date; mail?: MailSettings },
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bookings')
      .select(['id', 'user_id', 'desk_id', 'room_id', 'date', 'end_at', 'cancelled_at'])
      .where('id', '=', bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.cancelled_at !== null) throw noExists();
    if (row.user_id !== userId) throw forbidden();
    if (row.end_at <= opts.now) throw new AppError(ErrorCode.BOOKING_ENDED);
    await trx
      .updateTable('bookings')
      .set({ cancelled_at: opts.now, cancelled_by: userId })
      .where('id', '=', row.id)
      .execute();
    await publishUserChanged(trx, userId);
    if (row.desk_id !== null) {
      await publishDeskStatus(trx, row.desk_id, row.date);
      if (row.date === opts.today) await notifyWatchersDeskFree(trx, row.desk_id, opts.now, userId, opts.mail);
    } else if (row.room_id !== null) {
      await publishRoomStatus(trx, row.room_id, row.date);
    }
  });
}
