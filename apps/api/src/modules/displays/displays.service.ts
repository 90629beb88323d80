import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  DISPLAY_AUTH_SCHEME,
  DISPLAY_BOOK_MINUTES,
  DISPLAY_CODE_ALPHABET,
  DISPLAY_PAIRING_TTL_MS,
  ErrorCode,
  type TDisplay,
  type TDisplayClaim,
  type TDisplayPairingStart,
  type TDisplayState,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { isExclusionViolation, isUniqueViolation, type DbOrTrx } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import { publishRoomStatus, publishUserChanged } from '../../live';
import { lockInOrder, queueBookingCancelledMail, queueBookingChangedMail } from '../booking';
import { checkIn } from '../checkins';
import { cachedSettings } from '../configuration';
import { recordAudit } from '../setup';
import { recordBookingEvents } from '../webhooks';
import * as repo from './displays.repository';
import { presenceCode } from './presence-code';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'mail' | 'liveCache' | 'urlSigner'>;
type Minutes = (typeof DISPLAY_BOOK_MINUTES)[number];
export interface DeviceDisplay {
  id: number;
  room_id: number;
  show_titles: boolean;
}

const MINUTE = 60_000;
/** A walk-up booking shorter than this is not offered (the next meeting is about to start). */
const SHORTEST_WALK_UP_MS = 5 * MINUTE;
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const unpaired = () => new AppError(ErrorCode.DISPLAY_UNPAIRED);
const notFree = () => new AppError(ErrorCode.ROOM_NOT_FREE);
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00`);
const iso = (d: Date) => d.toISOString();

function newCode(): string {
  return Array.from({ length: 6 }, () => DISPLAY_CODE_ALPHABET[randomInt(DISPLAY_CODE_ALPHABET.length)]).join('');
}

/** A tablet asks to be paired: a fresh six-character code for ten minutes, and the secret it claims its token with. */
export async function startPairing(app: App): Promise<TDisplayPairingStart> {
  const now = app.clock.now();
  await repo.deleteExpiredPairings(app.db, now);
  for (let attempt = 1; ; attempt++) {
    const secret = randomBytes(24).toString('base64url');
    try {
      const row = await repo.insertPairing(app.db, {
        code: newCode(),
        secretHash: hash(secret),
        now,
        expiresAt: new Date(now.getTime() + DISPLAY_PAIRING_TTL_MS),
      });
      return { code: row.code, secret, expires_at: iso(row.expires_at) };
    } catch (err) {
      // Another open pairing shows this code (display_pairings_open_code_key): draw again.
      if (isUniqueViolation(err) && attempt < 5) continue;
      throw err;
    }
  }
}

/** Staff enter the code shown on the tablet on a meeting room: the display is created for that room. */
export async function pairDisplay(
  app: App,
  userId: number,
  body: { room_id: number; code: string; show_titles: boolean },
): Promise<TDisplay> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const room = await repo.roomOfDisplay(trx, body.room_id);
    if (!room) throw notFound('room');
    if (room.type !== 'MEETING') throw new AppError(ErrorCode.NOT_A_MEETING_ROOM);
    const pairing = await repo.openPairingForUpdate(trx, body.code, now);
    if (!pairing) throw new AppError(ErrorCode.PAIRING_CODE_INVALID);
    const display = await repo.insertDisplay(trx, { roomId: room.id, showTitles: body.show_titles, userId, now });
    await repo.markPairingPaired(trx, pairing.id, display.id);
    await recordAudit(trx, {
      userId,
      at: app.clock.now(),
      action: 'display.pair',
      entityType: 'room',
      entityId: room.id,
    });
    return presentDisplay({ ...display, room_id: room.id });
  });
}

/** The tablet asks whether staff entered its code; once they did, it gets its device token, once. */
export async function claimPairing(app: App, secret: string): Promise<TDisplayClaim> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const pairing = await repo.pairingBySecretForUpdate(trx, hash(secret));
    if (!pairing || pairing.claimed_at !== null) throw new AppError(ErrorCode.PAIRING_CODE_INVALID);
    if (pairing.display_id === null) {
      if (pairing.expires_at <= now) throw new AppError(ErrorCode.PAIRING_CODE_INVALID);
      return { status: 'pending', expires_at: iso(pairing.expires_at) };
    }
    const token = randomBytes(32).toString('base64url');
    const display = await repo.setDisplayToken(trx, pairing.display_id, hash(token));
    if (!display) throw new AppError(ErrorCode.PAIRING_CODE_INVALID);
    await repo.markPairingClaimed(trx, pairing.id, now);
    return { status: 'paired', token, room_id: display.room_id, building_id: display.building_id };
  });
}

export async function listDisplays(app: App, roomId: number) {
  return {
    list: (await repo.displaysOfRoom(app.db, roomId)).map((row) => presentDisplay({ ...row, room_id: roomId })),
  };
}

/** Staff revoke a display or a lobby board: its token stops working at once. */
export async function revokeDisplay(app: App, userId: number, displayId: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const row = await repo.revokeDisplay(trx, displayId, app.clock.now());
    if (!row) throw notFound();
    await recordAudit(trx, {
      userId,
      at: app.clock.now(),
      action: row.room_id === null ? 'lobby_board.revoke' : 'display.revoke',
      entityType: row.room_id === null ? 'building' : 'room',
      entityId: row.room_id ?? row.building_id ?? row.id,
    });
  });
}

/**
 * The display or lobby board behind `Authorization: Display <token>` (decision 215), or 401 DISPLAY_UNPAIRED.
 * The token is no session: every other route answers it 401.
 */
export async function deviceOf(app: App, header: string | undefined) {
  const match = new RegExp(`^${DISPLAY_AUTH_SCHEME}\\s+([A-Za-z0-9_-]{20,100})$`).exec(header ?? '');
  if (!match) throw unpaired();
  const display = await repo.displayByTokenHash(app.db, hash(match[1]));
  if (!display) throw unpaired();
  await repo.touchDisplay(app.db, display.id, app.clock.now());
  return display;
}

/** A room display's device: a lobby board's token gets 403 DISPLAY_WRONG_SCOPE here (decision 330). */
export async function deviceDisplay(app: App, header: string | undefined): Promise<DeviceDisplay> {
  const display = await deviceOf(app, header);
  if (display.room_id === null) throw new AppError(ErrorCode.DISPLAY_WRONG_SCOPE);
  return { id: display.id, room_id: display.room_id, show_titles: display.show_titles };
}

/** What the display shows: the room, free or busy, the meeting now and the day's next ones, what it may offer. */
export async function displayState(app: App, display: DeviceDisplay): Promise<TDisplayState> {
  const now = app.clock.now();
  const room = await repo.roomOfDisplay(app.db, display.room_id);
  if (!room) throw unpaired();
  const today = todayApiDate(now);
  const closes = at(today, room.closes_at);
  const dayEnd = at(today, '23:59');
  const [bookings, settings] = await Promise.all([
    repo.roomBookingsAhead(app.db, room.id, now, dayEnd),
    cachedSettings(app),
  ]);
  const running = bookings.find((b) => b.start_at <= now);
  const upcoming = bookings.filter((b) => b !== running);
  const meeting = (b: (typeof bookings)[number]) => ({
    id: b.id,
    title: display.show_titles ? b.title : null,
    walk_up: b.walk_up,
    start: iso(b.start_at),
    end: iso(b.end_at),
  });
  const open = now >= at(today, room.opens_at) && now < closes;
  const offers = (from: Date, limit: Date) =>
    DISPLAY_BOOK_MINUTES.flatMap((minutes) => {
      const end = new Date(Math.min(from.getTime() + minutes * MINUTE, limit.getTime()));
      return end.getTime() - from.getTime() >= SHORTEST_WALK_UP_MS ? [{ minutes, end: iso(end) }] : [];
    }).filter((offer, i, all) => all.findIndex((o) => o.end === offer.end) === i);
  const capOf = (after: Date) => {
    const next = upcoming.find((b) => b.start_at >= after);
    return next && next.start_at < closes ? next.start_at : closes;
  };
  const nowMinute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  return {
    room: { id: room.id, name: room.name, floor: room.floor, building: room.building },
    now: iso(now),
    opens_at: room.opens_at,
    closes_at: room.closes_at,
    status: running ? 'busy' : 'free',
    current: running
      ? {
          ...meeting(running),
          checked_in: running.walk_up || Boolean(running.checked_in),
          can_check_in: !running.walk_up && !running.checked_in,
        }
      : null,
    next: upcoming.map(meeting),
    book_now: !running && open ? offers(nowMinute, capOf(nowMinute)) : [],
    extend: running && running.end_at < closes ? offers(running.end_at, capOf(running.end_at)) : [],
    presence: settings.checkin_only_by_qr ? presenceCode(app, room.id, now) : null,
  };
}

/** Runs a display action in one transaction that queues behind every booking of the room today (decision 130). */
async function inRoomDay<T>(app: App, roomId: number, work: (trx: DbOrTrx, today: string, now: Date) => Promise<T>) {
  const now = app.clock.now();
  const today = todayApiDate(now);
  try {
    return await app.db.transaction().execute(async (trx) => {
      await lockInOrder(trx, [`room-booking:${roomId}:${today}`]);
      const result = await work(trx, today, now);
      await publishRoomStatus(trx, roomId, today);
      return result;
    });
  } catch (err) {
    // bookings_room_no_overlap is the judge of clashes, also between two displays or a display and the app.
    if (isExclusionViolation(err)) throw notFree();
    throw err;
  }
}

/** Book now, in the room's name ("Walk-up", decision 216): from this minute, capped by the next booking and closing. */
export async function bookNow(app: App, display: DeviceDisplay, minutes: Minutes): Promise<void> {
  const state = await displayState(app, display);
  if (state.status === 'busy') throw notFree();
  if (!isOpen(state)) throw new AppError(ErrorCode.ROOM_BOOKING_CLOSED);
  // Capped by the next booking: a longer wish gets the longest that fits.
  const offer =
    state.book_now.find((o) => o.minutes === minutes) ?? [...state.book_now].reverse().find((o) => o.minutes < minutes);
  if (!offer) throw notFree();
  const start = new Date(Math.floor(new Date(state.now).getTime() / MINUTE) * MINUTE);
  await inRoomDay(app, display.room_id, async (trx, today, now) => {
    const row = await repo.insertWalkUp(trx, { roomId: display.room_id, date: today, start, end: new Date(offer.end) });
    // A walk-up is a booking.created webhook event without a person (decision 450).
    await recordBookingEvents(trx, 'booking.created', [row.id], now);
  });
}

function isOpen(state: TDisplayState): boolean {
  const hhmm = new Date(state.now).toTimeString().slice(0, 5);
  return hhmm >= state.opens_at && hhmm < state.closes_at;
}

/** The booking running in the display's room now, locked, or 404 NO_EXISTS / 409 BOOKING_ENDED. */
async function runningBooking(trx: DbOrTrx, display: DeviceDisplay, bookingId: number, now: Date) {
  const row = await repo.roomBookingForUpdate(trx, bookingId, display.room_id);
  if (!row || row.cancelled_at !== null) throw new AppError(ErrorCode.NO_EXISTS);
  if (row.end_at <= now) throw new AppError(ErrorCode.BOOKING_ENDED);
  if (row.start_at > now) throw notFree();
  return row;
}

/** Check in to the meeting now: its owner is checked in to the room (it counts for auto-release, decision 217). */
export async function checkInAtDisplay(app: App, display: DeviceDisplay, bookingId: number): Promise<void> {
  const now = app.clock.now();
  const row = await app.db.transaction().execute((trx) => runningBooking(trx, display, bookingId, now));
  if (row.user_id === null) return; // A walk-up booking was made by someone at the door.
  await checkIn(app, row.user_id, { room: display.room_id }, { atPlace: true });
}

/** End early: the meeting ends this minute and the room is free; its check-ins end, everyone watching is told. */
export async function endEarly(app: App, display: DeviceDisplay, bookingId: number): Promise<void> {
  await inRoomDay(app, display.room_id, async (trx, _today, now) => {
    const row = await runningBooking(trx, display, bookingId, now);
    // It ends at the start of this minute, where a walk-up booked now begins (book now starts on the minute).
    const endAt = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
    const cancelled = row.start_at >= endAt;
    if (cancelled) {
      await repo.cancelBookingAt(trx, row.id, now);
      await recordBookingEvents(trx, 'booking.cancelled', [row.id], now);
    } else await repo.setBookingEnd(trx, row.id, endAt);
    // The person's calendar follows: the new end (METHOD:REQUEST) or the cancellation (METHOD:CANCEL; decision 390).
    if (row.user_id !== null && app.mail.enabled)
      await (cancelled ? queueBookingCancelledMail : queueBookingChangedMail)(trx, app.mail, row.user_id, row.id);
    const people = await repo.endCheckinsOfBooking(trx, row.id, now);
    for (const userId of new Set([...people, ...(row.user_id === null ? [] : [row.user_id])]))
      await publishUserChanged(trx, userId, people.includes(userId) ? { checkin: true } : undefined);
  });
}

/** Extend the meeting now by up to `minutes`, capped by the next booking and closing time. */
export async function extendMeeting(app: App, display: DeviceDisplay, bookingId: number, minutes: Minutes) {
  const state = await displayState(app, display);
  if (state.current?.id !== bookingId) throw new AppError(ErrorCode.NO_EXISTS);
  const offer =
    state.extend.find((o) => o.minutes === minutes) ?? [...state.extend].reverse().find((o) => o.minutes < minutes);
  if (!offer) throw notFree();
  await inRoomDay(app, display.room_id, async (trx, _today, now) => {
    const row = await runningBooking(trx, display, bookingId, now);
    await repo.setBookingEnd(trx, row.id, new Date(offer.end));
    if (row.user_id === null) return;
    await publishUserChanged(trx, row.user_id);
    // The person's calendar follows the new end: METHOD:REQUEST with the raised SEQUENCE (decision 390).
    if (app.mail.enabled) await queueBookingChangedMail(trx, app.mail, row.user_id, row.id);
  });
}

function presentDisplay(row: {
  id: number;
  room_id: number;
  show_titles: boolean;
  created_at: Date;
  last_seen_at: Date | null;
}): TDisplay {
  return {
    id: row.id,
    room_id: row.room_id,
    show_titles: row.show_titles,
    created_at: iso(row.created_at),
    last_seen_at: row.last_seen_at ? iso(row.last_seen_at) : null,
  };
}
