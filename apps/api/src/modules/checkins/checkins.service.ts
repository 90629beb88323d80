import {
  checkinReadOnlyKey,
  ErrorCode,
  type TActiveCheckin,
  type TCheckinRequest,
  type TCheckinType,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { type DbOrTrx, isUniqueViolation } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import { publishDeskStatus, publishRoomStatus, publishUserChanged } from '../../live';
import { cachedSettings } from '../configuration';
import type { MailSettings } from '../mail';
import { notifyWatchersDeskFree } from '../notifiers';
import { activeCheckinsByUser } from '../users';
import { recordCheckinEvents } from '../webhooks';
import {
  checkinForUpdate,
  deskBookingsLeft,
  deskCheckedIn,
  endCheckinAt,
  insertCheckin,
  liveDesk,
  liveRoom,
  lockDesk,
  lockUser,
  openCheckinOf,
  roomBookingOf,
} from './checkins.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'liveCache' | 'mail'>;

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
  await endCheckinAt(trx, checkin.id, now);
  await recordCheckinEvents(trx, 'checkin.ended', [checkin.id], now);
  if (checkin.desk_id !== null) {
    await publishDeskStatus(trx, checkin.desk_id, today);
    await notifyWatchersDeskFree(trx, checkin.desk_id, now, userId, mail);
  } else if (checkin.type === 'MEETING' && checkin.room_id) {
    await publishRoomStatus(trx, checkin.room_id, today);
  }
}

/** How long before a room booking starts checking in to the room counts for it. */
const MEETING_EARLY_CHECKIN_MS = 15 * 60_000;

/** The desk's or room's id to check in at (404, closed desk or not a meeting room refused); null at home. */
async function checkinPlace(app: App, type: TCheckinType, body: TCheckinRequest): Promise<number | null> {
  if (type === 'WORKSPACE') {
    const desk = await liveDesk(app.db, body.desk!);
    if (!desk) throw notFound('desk');
    if (desk.is_closed) throw new AppError(ErrorCode.DESK_CLOSED);
    return desk.room_id;
  }
  if (type === 'MEETING') {
    const room = await liveRoom(app.db, body.room!);
    if (!room) throw notFound('room');
    if (room.type !== 'MEETING') throw new AppError(ErrorCode.NOT_A_MEETING_ROOM);
    return room.id;
  }
  return null;
}

/**
 * Checks the user in at a desk, in a meeting room or at home
 * (docs/decisions/032-checkin-rules.md). An open check-in elsewhere ends. With checkin_only_by_qr on, a desk or
 * meeting-room check-in must come from the place itself, `atPlace`: its QR page or its room display (decision 266).
 */
export async function checkIn(
  app: App,
  userId: number,
  body: TCheckinRequest,
  opts: { atPlace?: boolean } = {},
): Promise<{ checkin: TActiveCheckin; created: boolean }> {
  const now = app.clock.now();
  const today = todayApiDate(now);
  const settings = await cachedSettings(app);
  const type: TCheckinType = body.desk !== undefined ? 'WORKSPACE' : body.room !== undefined ? 'MEETING' : 'HOMEWORK';
  if (settings[checkinReadOnlyKey[type]]) throw new AppError(ErrorCode.CHECKIN_READ_ONLY);
  if (settings.checkin_only_by_qr && type !== 'HOMEWORK' && !opts.atPlace)
    throw new AppError(ErrorCode.CHECKIN_ONLY_BY_QR);

  const roomId = await checkinPlace(app, type, body);
  const deskId = type === 'WORKSPACE' ? body.desk! : null;

  let created = true;
  let checkinId: number;
  try {
    checkinId = await app.db.transaction().execute(async (trx) => {
      // One user at a time per desk, and one check-in at a time per user.
      if (deskId !== null) await lockDesk(trx, deskId);
      await lockUser(trx, userId);

      const previous = await openCheckinOf(trx, userId);
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
        if (await deskCheckedIn(trx, deskId)) throw occupied();
        const todays = await deskBookingsLeft(trx, deskId, today, now);
        const mine = todays.find((b) => b.user_id === userId);
        const others = todays.filter((b) => b.user_id !== userId);
        // Someone else's running slot, or (without a booking of one's own) any later slot of someone else today.
        if (others.some((b) => b.start_at <= now) || (!mine && others.length > 0)) throw occupied();
        bookingId = mine?.id ?? null;
      } else if (type === 'MEETING' && roomId !== null) {
        // A meeting check-in counts for the caller's own room booking that runs now or starts within a
        // quarter hour (decision 130); colleagues join a meeting without a booking of their own.
        const mine = await roomBookingOf(trx, roomId, userId, new Date(now.getTime() + MEETING_EARLY_CHECKIN_MS), now);
        bookingId = mine?.id ?? null;
      }

      if (previous) await endCheckin(trx, previous, userId, now, today, app.mail);
      const id = await insertCheckin(trx, {
        user_id: userId,
        type,
        desk_id: deskId,
        room_id: roomId,
        booking_id: bookingId,
        created: now,
      });
      if (deskId !== null) await publishDeskStatus(trx, deskId, today);
      else if (type === 'MEETING' && roomId !== null) await publishRoomStatus(trx, roomId, today);
      await publishUserChanged(trx, userId, { checkin: true });
      await recordCheckinEvents(trx, 'checkin.started', [id], now);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'checkins_one_open_per_desk')) throw occupied();
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.CONFLICT);
    throw err;
  }
  const list = (await activeCheckinsByUser(app.db, [userId])).get(userId) ?? [];
  return { checkin: list.find((c) => c.id === checkinId)!, created };
}

/** Checks out: only the user's own open check-in. */
export async function checkOut(app: Pick<App, 'db' | 'clock' | 'mail'>, userId: number, checkinId: number) {
  const now = app.clock.now();
  const today = todayApiDate(now);
  await app.db.transaction().execute(async (trx) => {
    const row = await checkinForUpdate(trx, checkinId);
    if (!row) throw notFound();
    if (row.is_guest || row.user_id !== userId) throw forbidden();
    if (row.deactivated_at !== null) throw new AppError(ErrorCode.NO_EXISTS);
    await endCheckin(trx, row, userId, now, today, app.mail);
    await publishUserChanged(trx, userId, { checkin: true });
  });
}
