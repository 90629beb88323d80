import { sql } from 'kysely';
import {
  checkinReadOnlyKey,
  ErrorCode,
  type TActiveCheckin,
  type TCheckinRequest,
  type TCheckinType,
} from '@flexapp/contract';
import { type Db, type DbOrTrx, isUniqueViolation } from '../../db/database';
import { publishDeskStatus, publishRoomStatus, publishUserChanged } from '../../live';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Settings } from '../configuration';
import type { MailSettings } from '../mail';
import { notifyWatchersDeskFree } from '../notifiers';
import { activeCheckinsByUser } from '../users';

const occupied = () => new AppError(ErrorCode.DESK_OCCUPIED);

/** Ends an open check-in; a desk it freed is announced to its watchers and on the live stream. */
async function endCheckin(
  trx: DbOrTrx,
  checkin: { id: number; desk_id: number | null; room_id?: number | null; type?: string },
  userId: number,
  now: Date,
  today: string,
  mail?: MailSettings,
) {
  // Never before it began: with several API processes (or hosts) a check-out may be handled by a clock a few
  // milliseconds behind the one that made the check-in (the cluster test found it).
  await trx
    .updateTable('checkins')
    .set({ deactivated_at: sql<Date>`greatest(created, ${now}::timestamptz)` })
    .where('id', '=', checkin.id)
    .execute();
  if (checkin.desk_id !== null) {
    await publishDeskStatus(trx, checkin.desk_id, today);
    await notifyWatchersDeskFree(trx, checkin.desk_id, now, userId, mail);
  } else if (checkin.type === 'MEETING' && checkin.room_id) {
    await publishRoomStatus(trx, checkin.room_id, today);
  }
}

/** How long before a room booking starts checking in to the room counts for it. */
const MEETING_EARLY_CHECKIN_MS = 15 * 60_000;

/**
 * Checks the user in at a desk, in a meeting room or at home
 * (docs/decisions/032-checkin-rules.md). An open check-in elsewhere ends.
 */
export async function checkIn(
  db: Db,
  userId: number,
  body: TCheckinRequest,
  opts: { settings: Settings; now: Date; today: string; mail?: MailSettings },
): Promise<{ checkin: TActiveCheckin; created: boolean }> {
  const type: TCheckinType = body.desk !== undefined ? 'WORKSPACE' : body.room !== undefined ? 'MEETING' : 'HOMEWORK';
  if (opts.settings[checkinReadOnlyKey[type]]) throw new AppError(ErrorCode.CHECKIN_READ_ONLY);

  let roomId: number | null = null;
  if (type === 'WORKSPACE') {
    const desk = await db
      .selectFrom('desks')
      .select(['id', 'room_id', 'is_closed'])
      .where('id', '=', body.desk!)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!desk) throw notFound('desk');
    if (desk.is_closed) throw new AppError(ErrorCode.DESK_CLOSED);
    roomId = desk.room_id;
  } else if (type === 'MEETING') {
    const room = await db
      .selectFrom('rooms')
      .select(['id', 'type'])
      .where('id', '=', body.room!)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!room) throw notFound('room');
    if (room.type !== 'MEETING') throw new AppError(ErrorCode.NOT_A_MEETING_ROOM);
    roomId = room.id;
  }
  const deskId = type === 'WORKSPACE' ? body.desk! : null;

  let created = true;
  let checkinId: number;
  try {
    checkinId = await db.transaction().execute(async (trx) => {
      // One user at a time per desk, and one check-in at a time per user.
      if (deskId !== null) await trx.selectFrom('desks').select('id').where('id', '=', deskId).forUpdate().execute();
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();

      const previous = await trx
        .selectFrom('checkins')
        .select(['id', 'type', 'desk_id', 'room_id'])
        .where('user_id', '=', userId)
        .where('is_guest', '=', false)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      const same =
        previous &&
        previous.type === type &&
        previous.desk_id === deskId &&
        (type !== 'MEETING' || previous.room_id === roomId);
      if (previous && same) {
        created = false;
        return previous.id;
      }

      let bookingId: number | null = null;
      if (deskId !== null) {
        const other = await trx
          .selectFrom('checkins')
          .select('id')
          .where('desk_id', '=', deskId)
          .where('deactivated_at', 'is', null)
          .executeTakeFirst();
        if (other) throw occupied();
        const todays = await trx
          .selectFrom('bookings')
          .select(['id', 'user_id', 'start_at', 'end_at'])
          .where('desk_id', '=', deskId)
          .where('date', '=', opts.today)
          .where('cancelled_at', 'is', null)
          .where('end_at', '>', opts.now)
          .orderBy('start_at')
          .execute();
        const mine = todays.find((b) => b.user_id === userId);
        const others = todays.filter((b) => b.user_id !== userId);
        // Someone else's running slot, or (without a booking of one's own) any later slot of someone else today.
        if (others.some((b) => b.start_at <= opts.now) || (!mine && others.length > 0)) throw occupied();
        bookingId = mine?.id ?? null;
      } else if (type === 'MEETING' && roomId !== null) {
        // A meeting check-in counts for the caller's own room booking that runs now or starts within a
        // quarter hour (decision 130); colleagues join a meeting without a booking of their own.
        const mine = await trx
          .selectFrom('bookings')
          .select('id')
          .where('room_id', '=', roomId)
          .where('user_id', '=', userId)
          .where('cancelled_at', 'is', null)
          .where('start_at', '<=', new Date(opts.now.getTime() + MEETING_EARLY_CHECKIN_MS))
          .where('end_at', '>', opts.now)
          .orderBy('start_at')
          .executeTakeFirst();
        bookingId = mine?.id ?? null;
      }

      if (previous) await endCheckin(trx, previous, userId, opts.now, opts.today, opts.mail);
      const row = await trx
        .insertInto('checkins')
        .values({ user_id: userId, type, desk_id: deskId, room_id: roomId, booking_id: bookingId, created: opts.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (deskId !== null) await publishDeskStatus(trx, deskId, opts.today);
      else if (type === 'MEETING' && roomId !== null) await publishRoomStatus(trx, roomId, opts.today);
      await publishUserChanged(trx, userId, { checkin: true });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'checkins_one_open_per_desk')) throw occupied();
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.CONFLICT);
    throw err;
  }
  const list = (await activeCheckinsByUser(db, [userId])).get(userId) ?? [];
  return { checkin: list.find((c) => c.id === checkinId)!, created };
}

/** Checks out: only the user's own open check-in. */
export async function checkOut(
  db: Db,
  userId: number,
  checkinId: number,
  opts: { now: Date; today: string; mail?: MailSettings },
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('checkins')
      .select(['id', 'user_id', 'desk_id', 'room_id', 'type', 'deactivated_at', 'is_guest'])
      .where('id', '=', checkinId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.is_guest || row.user_id !== userId) throw forbidden();
    if (row.deactivated_at !== null) throw new AppError(ErrorCode.NO_EXISTS);
    await endCheckin(trx, row, userId, opts.now, opts.today, opts.mail);
    await publishUserChanged(trx, userId, { checkin: true });
  });
}
