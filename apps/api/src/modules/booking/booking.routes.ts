import {
  ZBookingCreatedResponseSchema,
  ZBookingRequestSchema,
  ZConfirmationSchema,
  ZDeskTimetablesSchema,
  ZErrorResponseSchema,
  ZIdParamsSchema,
  ZReservationListSchema,
  ZTimetablesQuerySchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import { loadSettings } from '../configuration/settings.repository';
import { createBookings } from './create-bookings';
import { cancelReservation, confirmReservation, listReservations } from './reservations.repository';
import { deskTimetables } from './timetables.repository';

const errors = {
  400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema,
};

/** Employee booking (spec section 7): slots of a desk, book, my reservations, confirm, cancel. */
export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/booking/desk/:id/timetables', {
    preHandler: requireAuth,
    schema: { tags: ['booking'], params: ZIdParamsSchema, querystring: ZTimetablesQuerySchema, response: { 200: ZDeskTimetablesSchema, ...errors } },
  }, async (request) => {
    const settings = await loadSettings(app.db);
    const now = new Date();
    const result = await deskTimetables(app.db, request.params.id, currentUser(request).id, {
      today: todayApiDate(now), bookableDays: settings.bookable_days, now, onlyDate: request.query.date,
    });
    if (!result) throw notFound();
    return result;
  });

  app.post('/booking/new', {
    preHandler: requireAuth,
    schema: { tags: ['booking'], body: ZBookingRequestSchema, response: { 201: ZBookingCreatedResponseSchema, ...errors } },
  }, async (request, reply) => {
    const settings = await loadSettings(app.db);
    const now = new Date();
    const created = await createBookings(app.db, currentUser(request).id, request.body, {
      today: todayApiDate(now), bookableDays: settings.bookable_days, now,
    });
    return reply.status(201).send(created);
  });

  app.get('/booking/reservations/me', {
    preHandler: requireAuth,
    schema: { tags: ['booking'], response: { 200: ZReservationListSchema, 401: ZErrorResponseSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { list: await listReservations(app.db, currentUser(request).id, new Date()) };
  });

  app.post('/booking/reminders/:id/update', {
    preHandler: requireAuth,
    schema: { tags: ['booking'], params: ZIdParamsSchema, response: { 200: ZConfirmationSchema, ...errors } },
  }, async (request) => confirmReservation(app.db, currentUser(request).id, request.params.id, new Date()));

  app.delete('/booking/reservations/delete/:id', {
    preHandler: requireAuth,
    schema: { tags: ['booking'], params: ZIdParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const now = new Date();
    await cancelReservation(app.db, currentUser(request).id, request.params.id, { today: todayApiDate(now), now });
    return reply.status(204).send(null);
  });
}
