import type { FastifyInstance } from 'fastify';
import { SETUP_TTL_MS } from '../../lib/live-cache';
import { type BookableRoom, findRoomForBooking } from './rooms.repository';
import { activeTimetables, findDeskForBooking } from './timetables.repository';

type App = Pick<FastifyInstance, 'liveCache' | 'db'>;
export type BookableDesk = NonNullable<Awaited<ReturnType<typeof findDeskForBooking>>>;
export type BookableSlot = Awaited<ReturnType<typeof activeTimetables>>[number];

/**
 * A desk with its room, floor, building and limits, or null when it does not
 * exist (or is deleted). From the live cache: it changes only with the setup.
 */
export const bookableDesk = (app: App, deskId: number): Promise<BookableDesk | null> =>
  app.liveCache.get(
    'setup',
    `bookable-desk:${deskId}`,
    SETUP_TTL_MS,
    async () => (await findDeskForBooking(app.db, deskId)) ?? null,
  );

/** The active time slots, soonest first. From the live cache: they change only with the setup. */
export const bookableSlots = (app: App): Promise<BookableSlot[]> =>
  app.liveCache.get('setup', 'bookable-slots', SETUP_TTL_MS, () => activeTimetables(app.db));

/** A room with its seats and its building's opening hours, or null (unknown or deleted). From the live cache. */
export const bookableRoom = (app: App, roomId: number): Promise<BookableRoom | null> =>
  app.liveCache.get(
    'setup',
    `bookable-room:${roomId}`,
    SETUP_TTL_MS,
    async () => (await findRoomForBooking(app.db, roomId)) ?? null,
  );
