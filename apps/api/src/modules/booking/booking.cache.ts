import { cachedRead, SETUP_TTL_MS, STATUS_TTL_MS } from '../../live';
import { JsonBody } from '../../lib/json-reply';
import { type TDeskTimetables, ZDeskTimetablesSchema, ZRoomAvailabilityListSchema } from '@flexapp/contract';
import type { TRoomAvailabilityList } from '@flexapp/contract';
import { loadDeskWindow, type DeskWindow } from './desk-window';
import { bookedDesksWithout, deskWindowWithout, reservationsWithout } from './release-patches';
import { findRoomForBooking, roomAvailability } from './rooms.repository';
import { reservationRows } from './reservations.repository';
import {
  activeTimetables,
  type BookableDesk,
  type BookableSlot,
  bookedDesksOf,
  findDeskForBooking,
} from './timetables.repository';

// The booking module's cached reads (decision 033): each says what it is computed from (its scope), how long
// it is kept at most, and how it takes the sweep's released bookings in.

/** A desk with its room, floor, building and limits, or null (unknown or deleted): it changes with the setup. */
export const bookableDesk = cachedRead({
  name: 'bookable-desk',
  scope: () => 'setup',
  key: (deskId: number) => String(deskId),
  ttlMs: SETUP_TTL_MS,
  load: async (app, deskId) => (await findDeskForBooking(app.db, deskId)) ?? null,
});

/** The active time slots, soonest first. */
export const bookableSlots = cachedRead<void, BookableSlot[]>({
  name: 'bookable-slots',
  scope: () => 'setup',
  ttlMs: SETUP_TTL_MS,
  load: (app) => activeTimetables(app.db),
});

/** A room with its seats and its building's opening hours, or null (unknown or deleted). */
export const bookableRoom = cachedRead({
  name: 'bookable-room',
  scope: () => 'setup',
  key: (roomId: number) => String(roomId),
  ttlMs: SETUP_TTL_MS,
  load: async (app, roomId) => (await findRoomForBooking(app.db, roomId)) ?? null,
});

type WindowArgs = { desk: BookableDesk; slots: BookableSlot[]; from: string; to: string };
/** The desk's part of its timetables, shared by every caller until a booking or check-in in its building. */
export const deskWindow = cachedRead<WindowArgs, DeskWindow>({
  name: 'desk-window',
  scope: ({ desk }) => desk.building_id,
  key: ({ desk, from, to }) => `${desk.id}:${from}:${to}`,
  ttlMs: STATUS_TTL_MS,
  load: (app, { desk, slots, from, to }) => loadDeskWindow(app.db, desk, slots, from, to),
  patch: () => deskWindowWithout,
});

type RangeArgs = { userId: number; from: string; to: string };
/** The caller's own desk bookings per (date, slot): kept until their bookings change. */
export const bookedDesks = cachedRead({
  name: 'booked-desks',
  scope: ({ userId }: RangeArgs) => ({ bookings: userId }),
  key: ({ userId, from, to }) => `${userId}:${from}:${to}`,
  ttlMs: STATUS_TTL_MS,
  load: (app, { userId, from, to }) => bookedDesksOf(app.db, userId, from, to),
  patch: ({ userId }) => bookedDesksWithout(userId),
});

type TimetablesArgs = { window: DeskWindow; role: string; from: string; to: string; make: () => TDeskTimetables };
/** The answer of a desk's timetables, made once for everyone in the same role on the desk (viewerRole). */
export const deskTimetablesBody = cachedRead({
  name: 'timetables',
  scope: ({ window }: TimetablesArgs) => window.desk.building_id,
  key: ({ window, role, from, to }) => `${window.desk.id}:${from}:${to}:${window.version}:${role}`,
  ttlMs: STATUS_TTL_MS,
  load: async (_app, { make }) => JsonBody.of(ZDeskTimetablesSchema, make()),
});

type AvailabilityArgs = { date: string; building_id?: number; floor_id?: number; maxMinutes: number };
/** The meeting rooms of a building or floor on a day: shared by every caller until a room's status changes. */
export const roomAvailabilityBody = cachedRead({
  name: 'room-availability',
  scope: ({ building_id }: AvailabilityArgs) => building_id ?? 'all',
  key: ({ date, building_id, floor_id }) =>
    `${floor_id !== undefined ? `floor:${floor_id}` : `building:${building_id}`}:${date}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { date, building_id, floor_id, maxMinutes }) =>
    JsonBody.of(ZRoomAvailabilityListSchema, {
      date,
      max_minutes: maxMinutes,
      rooms: await roomAvailability(app.db, { building_id, floor_id }, date),
    } satisfies TRoomAvailabilityList),
});

/** The person's reservations that have not ended: kept until their bookings change; releases are taken out. */
export const reservationsOf = cachedRead({
  name: 'reservations',
  scope: (userId: number) => ({ bookings: userId }),
  key: (userId) => String(userId),
  ttlMs: STATUS_TTL_MS,
  load: (app, userId) => reservationRows(app.db, userId, app.clock.now()),
  patch: (userId) => reservationsWithout(userId),
});
