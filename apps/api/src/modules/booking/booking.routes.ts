import {
  ZBookingCreatedResponseSchema,
  ZBookingRequestSchema,
  ZConfirmationSchema,
  ZDeskTimetablesSchema,
  ZIdParamsSchema,
  ZReservationListSchema,
  ZRoomAvailabilityListSchema,
  ZRoomAvailabilityQuerySchema,
  ZTimetablesQuerySchema,
  isRoomBookingItem,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { JsonBody, sendJsonBody } from '../../lib/json-reply';
import { STATUS_TTL_MS } from '../../lib/live-cache';
import { todayApiDate } from '../../lib/today';
import { cachedSettings } from '../configuration/settings.repository';
import { createBookings } from './create-bookings';
import { presentReservations } from './reservations.presenter';
import { cancelReservation, confirmReservation, reservationRows } from './reservations.repository';
import { bookableDesk, bookableRoom, bookableSlots } from './bookable-places';
import { roomAvailability } from './rooms.repository';
import { bookableDates } from './slot-time';
import { bookedDesksWithout, deskWindowWithout, reservationsWithout } from './release-patches';
import { bookedDesksOf, deskTimetables, loadDeskWindow, viewerRole } from './timetables.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Employee booking (docs/product/booking.md): slots of a desk, book, my reservations, confirm, cancel. */
export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/booking/desk/:id/timetables',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        querystring: ZTimetablesQuerySchema,
        response: { 200: ZDeskTimetablesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [desk, slots, settings] = await Promise.all([
        bookableDesk(app, id),
        bookableSlots(app),
        cachedSettings(app),
      ]);
      if (!desk) throw notFound();
      const now = app.clock.now();
      const today = todayApiDate(now);
      const dates = request.query.date ? [request.query.date] : bookableDates(today, settings.bookable_days);
      const from = dates[0];
      const to = dates[dates.length - 1];
      const userId = currentUser(request).id;
      // The desk's part is shared by every caller until a booking or check-in in its building; the caller's own
      // bookings are kept until they change (user_changed). The answer is shared by everyone in the same role on
      // this desk (viewerRole: most people hold nothing here), and made from this very window (its version).
      const [window, mine] = await Promise.all([
        app.liveCache.get(
          desk.building_id,
          `desk-window:${id}:${from}:${to}`,
          STATUS_TTL_MS,
          () => loadDeskWindow(app.db, desk, slots, from, to),
          deskWindowWithout,
        ),
        app.liveCache.get(
          { bookings: userId },
          `booked-desks:${userId}:${from}:${to}`,
          STATUS_TTL_MS,
          () => bookedDesksOf(app.db, userId, from, to),
          bookedDesksWithout(userId),
        ),
      ]);
      const role = viewerRole(window, userId, mine);
      const body = await app.liveCache.get(
        desk.building_id,
        `timetables:${id}:${from}:${to}:${window.version}:${role}`,
        STATUS_TTL_MS,
        async () => JsonBody.of(ZDeskTimetablesSchema, deskTimetables(window, userId, mine, { dates, today, now })),
      );
      return sendJsonBody(request, reply, body);
    },
  );

  app.post(
    '/booking/new',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['booking'],
        body: ZBookingRequestSchema,
        response: { 201: ZBookingCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deskIds = new Set<number>();
      const roomIds = new Set<number>();
      for (const item of request.body) {
        if (isRoomBookingItem(item)) roomIds.add(item.room_id);
        else deskIds.add(item.desk_id);
      }
      const [settings, slots, desks, rooms] = await Promise.all([
        cachedSettings(app),
        bookableSlots(app),
        Promise.all([...deskIds].map((id) => bookableDesk(app, id))),
        Promise.all([...roomIds].map((id) => bookableRoom(app, id))),
      ]);
      const now = app.clock.now();
      const created = await createBookings(app.db, currentUser(request).id, request.body, {
        today: todayApiDate(now),
        bookableDays: settings.bookable_days,
        now,
        desks: new Map(desks.filter((d) => d !== null).map((d) => [d.id, d])),
        slots: new Map(slots.map((slot) => [slot.id, slot])),
        mail: app.mail,
        rooms: new Map(rooms.filter((r) => r !== null).map((r) => [r.id, r])),
        roomMaxMinutes: settings.room_booking_max_minutes,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/booking/rooms/availability',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['booking'],
        querystring: ZRoomAvailabilityQuerySchema,
        response: { 200: ZRoomAvailabilityListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { date, building_id, floor_id } = request.query;
      const settings = await cachedSettings(app);
      const scope = floor_id !== undefined ? `floor:${floor_id}` : `building:${building_id}`;
      // Shared by every caller; a booking or cancellation in any building drops it (room_status), or STATUS_TTL_MS.
      const body = await app.liveCache.get(
        building_id ?? 'all',
        `room-availability:${scope}:${date}`,
        STATUS_TTL_MS,
        async () =>
          JsonBody.of(ZRoomAvailabilityListSchema, {
            date,
            max_minutes: settings.room_booking_max_minutes,
            rooms: await roomAvailability(app.db, { building_id, floor_id }, date),
          }),
      );
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/booking/reservations/me',
    {
      preHandler: requireAuth,
      schema: { tags: ['booking'], response: { 200: ZReservationListSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = currentUser(request).id;
      const now = app.clock.now();
      // Kept until the user books, cancels, confirms or checks in or out (user_changed), or STATUS_TTL_MS; the
      // sweep's releases are taken out of it (decision 185).
      const rows = await app.liveCache.get(
        { bookings: userId },
        `reservations:${userId}`,
        STATUS_TTL_MS,
        () => reservationRows(app.db, userId, now),
        reservationsWithout(userId),
      );
      return { list: presentReservations(rows, now) };
    },
  );

  app.post(
    '/booking/reminders/:id/update',
    {
      preHandler: requireAuth,
      schema: { tags: ['booking'], params: ZIdParamsSchema, response: { 200: ZConfirmationSchema, ...errors } },
    },
    async (request) => confirmReservation(app.db, currentUser(request).id, request.params.id, app.clock.now()),
  );

  app.delete(
    '/booking/reservations/delete/:id',
    {
      preHandler: requireAuth,
      schema: { tags: ['booking'], params: ZIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await cancelReservation(app.db, currentUser(request).id, request.params.id, {
        today: todayApiDate(now),
        now,
        mail: app.mail,
      });
      return reply.status(204).send(null);
    },
  );
}
