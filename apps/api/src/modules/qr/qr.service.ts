import {
  checkinReadOnlyKey,
  ErrorCode,
  qrCheckinPath,
  type TActiveCheckin,
  type TErrorCode,
  type TQrPlace,
  type TQrPlaceKind,
  type TQrPlaceState,
  type TQrSheet,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import { bookPlaces, slotBounds, slotLabel } from '../booking';
import { checkIn, openCheckinOf } from '../checkins';
import { cachedSettings } from '../configuration';
import { presenceCodeValid } from '../displays';
import {
  activeSlots,
  deskBookingAt,
  deskCheckin,
  deskPlace,
  floorLabels,
  meetingRoomPlace,
  nearestFreeDesk,
  roomBookingsNear,
} from './qr.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'liveCache' | 'mail' | 'urlSigner'>;

/** A room check-in counts for the caller's booking that runs now or starts within this (decision 130). */
const MEETING_EARLY_CHECKIN_MS = 15 * 60_000;

type Reading = { place: TQrPlace; slotId: number | null };

/** The slot running at `now` today, or null (slots do not overlap: decision 030). */
async function runningSlot(app: App, today: string, now: Date) {
  const slots = await activeSlots(app.db);
  return (
    slots.find((s) => {
      const { start, end } = slotBounds(today, s.start_time, s.end_time);
      return start <= now && now < end;
    }) ?? null
  );
}

async function readDesk(app: App, userId: number, deskId: number): Promise<Reading> {
  const desk = await deskPlace(app.db, deskId);
  if (!desk) throw notFound('desk');
  const now = app.clock.now();
  const today = todayApiDate(now);
  const [slot, mine, sitter, booking] = await Promise.all([
    runningSlot(app, today, now),
    openCheckinOf(app.db, userId),
    deskCheckin(app.db, deskId),
    deskBookingAt(app.db, deskId, now),
  ]);
  let state: TQrPlaceState;
  let holder: string | null = null;
  if (mine?.desk_id === deskId) state = 'checked_in';
  else if (desk.is_closed) state = 'closed';
  else if (sitter) [state, holder] = ['taken', sitter.holder];
  else if (booking && booking.user_id !== userId) [state, holder] = ['taken', booking.holder];
  else if (booking) state = 'check_in';
  else if (!slot) state = 'no_slot';
  else state = 'book_and_check_in';

  let nearest: TQrPlace['nearest_free'] = null;
  if (state === 'taken' || state === 'closed') {
    const x = Number(desk.x ?? 0);
    const y = Number(desk.y ?? 0);
    const found = await nearestFreeDesk(
      app.db,
      { deskId, buildingId: desk.building_id, floorId: desk.floor_id, x, y },
      now,
    );
    if (found)
      nearest = {
        id: found.id,
        name: found.name,
        floor: { id: found.floor_id, name: found.floor_name },
        path: qrCheckinPath('desk', found.id),
      };
  }
  return {
    slotId: slot?.id ?? null,
    place: {
      kind: 'desk',
      id: desk.id,
      name: desk.name,
      floor: { id: desk.floor_id, name: desk.floor_name },
      building: { id: desk.building_id, name: desk.building_name },
      state,
      slot: slot ? slotLabel(slot.start_time, slot.end_time) : null,
      holder,
      nearest_free: nearest,
      presence_code_needed: false,
    },
  };
}

async function readRoom(app: App, userId: number, roomId: number): Promise<Reading> {
  const room = await meetingRoomPlace(app.db, roomId);
  if (!room) throw notFound('room');
  const now = app.clock.now();
  const [mine, bookings] = await Promise.all([
    openCheckinOf(app.db, userId),
    roomBookingsNear(app.db, roomId, now, new Date(now.getTime() + MEETING_EARLY_CHECKIN_MS)),
  ]);
  const own = bookings.find((b) => b.user_id === userId);
  const running = bookings.find((b) => b.start_at <= now);
  let state: TQrPlaceState;
  let holder: string | null = null;
  if (mine?.type === 'MEETING' && mine.room_id === roomId) state = 'checked_in';
  else if (own) state = 'check_in';
  else if (running) [state, holder] = ['taken', running.holder];
  else state = 'no_booking';
  return {
    slotId: null,
    place: {
      kind: 'room',
      id: room.id,
      name: room.name,
      floor: { id: room.floor_id, name: room.floor_name },
      building: { id: room.building_id, name: room.building_name },
      state,
      slot: null,
      holder,
      nearest_free: null,
      presence_code_needed: (await cachedSettings(app)).checkin_only_by_qr,
    },
  };
}

const read = (app: App, userId: number, kind: TQrPlaceKind, id: number) =>
  kind === 'desk' ? readDesk(app, userId, id) : readRoom(app, userId, id);

/** What the QR page of a desk or meeting room shows the signed-in person (decision 265). */
export async function qrPlace(app: App, userId: number, kind: TQrPlaceKind, id: number): Promise<TQrPlace> {
  return (await read(app, userId, kind, id)).place;
}

const refusal: Record<Exclude<TQrPlaceState, 'checked_in' | 'check_in' | 'book_and_check_in'>, TErrorCode> = {
  taken: ErrorCode.DESK_OCCUPIED,
  closed: ErrorCode.DESK_CLOSED,
  no_slot: ErrorCode.NO_SLOT_NOW,
  no_booking: ErrorCode.NO_ROOM_BOOKING_NOW,
};

/**
 * The one tap of the QR page (decision 265): checks in to the caller's running booking, or books the free desk
 * for the running slot and checks in. The booking and the check-in are the booking and check-ins modules' own.
 */
export async function qrCheckIn(
  app: App,
  userId: number,
  kind: TQrPlaceKind,
  id: number,
  presenceCode?: string,
): Promise<{ checkin: TActiveCheckin; created: boolean }> {
  const { place, slotId } = await read(app, userId, kind, id);
  if (place.state === 'taken' && kind === 'room') throw new AppError(ErrorCode.ROOM_NOT_FREE);
  if (place.state !== 'checked_in' && place.state !== 'check_in' && place.state !== 'book_and_check_in')
    throw new AppError(refusal[place.state]);
  // The check-in's own refusal comes before the booking, so a refused tap leaves nothing booked.
  const settings = await cachedSettings(app);
  if (settings[checkinReadOnlyKey[kind === 'desk' ? 'WORKSPACE' : 'MEETING']])
    throw new AppError(ErrorCode.CHECKIN_READ_ONLY);
  // Check-in only by QR: a room needs the code its display shows now, or showed in the previous window (333).
  if (place.presence_code_needed && !presenceCodeValid(app, id, presenceCode, app.clock.now()))
    throw new AppError(ErrorCode.PRESENCE_CODE_INVALID);
  if (place.state === 'book_and_check_in')
    await bookPlaces(app, userId, [{ desk_id: id, date: todayApiDate(app.clock.now()), timetable_id: slotId! }]);
  return checkIn(app, userId, kind === 'desk' ? { desk: id } : { room: id }, { atPlace: true });
}

/** Every desk and meeting room of a floor with the path its QR code points at (the printed sheet). */
export async function qrSheet(app: Pick<App, 'db'>, floorId: number): Promise<TQrSheet> {
  const found = await floorLabels(app.db, floorId);
  if (!found) throw notFound('floor');
  const { floor, desks, rooms } = found;
  return {
    floor: { id: floor.id, name: floor.name },
    building: { id: floor.building_id, name: floor.building_name },
    labels: [
      ...desks.map((d) => ({ kind: 'desk' as const, id: d.id, name: d.name, path: qrCheckinPath('desk', d.id) })),
      ...rooms.map((r) => ({ kind: 'room' as const, id: r.id, name: r.name, path: qrCheckinPath('room', r.id) })),
    ],
  };
}
