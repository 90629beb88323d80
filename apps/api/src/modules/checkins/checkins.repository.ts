import type { TCheckinType } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** A desk that is not deleted, or undefined. */
export function liveDesk(db: DbOrTrx, deskId: number) {
  return db
    .selectFrom('desks')
    .select(['id', 'room_id', 'is_closed'])
    .where('id', '=', deskId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A room that is not deleted, or undefined. */
export function liveRoom(db: DbOrTrx, roomId: number) {
  return db
    .selectFrom('rooms')
    .select(['id', 'type'])
    .where('id', '=', roomId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Locks the desk row for the rest of the transaction. */
export async function lockDesk(trx: DbOrTrx, deskId: number): Promise<void> {
  await trx.selectFrom('desks').select('id').where('id', '=', deskId).forUpdate().execute();
}

/** Locks the user row for the rest of the transaction. */
export async function lockUser(trx: DbOrTrx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The user's own open check-in (not a guest's), or undefined. */
export function openCheckinOf(trx: DbOrTrx, userId: number) {
  return trx
    .selectFrom('checkins')
    .select(['id', 'type', 'desk_id', 'room_id'])
    .where('user_id', '=', userId)
    .where('is_guest', '=', false)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** Whether anyone (a guest too) is checked in at the desk. */
export async function deskCheckedIn(trx: DbOrTrx, deskId: number): Promise<boolean> {
  const other = await trx
    .selectFrom('checkins')
    .select('id')
    .where('desk_id', '=', deskId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return other !== undefined;
}

/** The desk's bookings on `today` that have not ended by `now`, soonest first. */
export function deskBookingsLeft(trx: DbOrTrx, deskId: number, today: string, now: Date) {
  return trx
    .selectFrom('bookings')
    .select(['id', 'user_id', 'start_at', 'end_at'])
    .where('desk_id', '=', deskId)
    .where('date', '=', today)
    .where('cancelled_at', 'is', null)
    .where('end_at', '>', now)
    .orderBy('start_at')
    .execute();
}

/** The user's soonest room booking that starts by `startsBy` and has not ended by `now`, or undefined. */
export function roomBookingOf(trx: DbOrTrx, roomId: number, userId: number, startsBy: Date, now: Date) {
  return trx
    .selectFrom('bookings')
    .select('id')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('start_at', '<=', startsBy)
    .where('end_at', '>', now)
    .orderBy('start_at')
    .executeTakeFirst();
}

export async function insertCheckin(
  trx: DbOrTrx,
  values: {
    user_id: number;
    type: TCheckinType;
    desk_id: number | null;
    room_id: number | null;
    booking_id: number | null;
    created: Date;
  },
): Promise<number> {
  const row = await trx.insertInto('checkins').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A check-in, locked for the rest of the transaction. */
export function checkinForUpdate(trx: DbOrTrx, checkinId: number) {
  return trx
    .selectFrom('checkins')
    .select(['id', 'user_id', 'desk_id', 'room_id', 'type', 'created', 'deactivated_at', 'is_guest'])
    .where('id', '=', checkinId)
    .forUpdate()
    .executeTakeFirst();
}

/** Ends a check-in at `now`, never before it began. */
export async function endCheckinAt(trx: DbOrTrx, checkinId: number, now: Date): Promise<void> {
  await trx
    .updateTable('checkins')
    .set({ deactivated_at: sql<Date>`greatest(created, ${now}::timestamptz)` })
    .where('id', '=', checkinId)
    .execute();
}

/** Sets a check-in's end to `end` exactly. */
export async function setCheckinEnd(trx: DbOrTrx, checkinId: number, end: Date): Promise<void> {
  await trx.updateTable('checkins').set({ deactivated_at: end }).where('id', '=', checkinId).execute();
}
