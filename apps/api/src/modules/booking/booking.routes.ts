import {
  ZBookForColleaguesQuerySchema,
  ZBookForColleaguesSchema,
  ZBookingCreatedResponseSchema,
  ZBookingRequestSchema,
  ZConfirmationSchema,
  ZDeskTimetablesSchema,
  ZIdParamsSchema,
  ZReservationListSchema,
  ZRoomAvailabilityListSchema,
  ZRoomAvailabilityQuerySchema,
  ZTimetablesQuerySchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { sendJsonBody } from '../../lib/json-reply';
import { bookForColleague, colleaguesToBookForAnswer } from './book-for.service';
import {
  bookPlaces,
  cancelReservation,
  confirmReservation,
  deskTimetablesAnswer,
  myReservations,
  roomAvailabilityAnswer,
} from './booking.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Employee booking (docs/product/booking.md): slots of a desk, book (for oneself or a colleague, decision 355), my
 * reservations, confirm, cancel.
 */
export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/booking/desk/:id/timetables',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        querystring: ZTimetablesQuerySchema,
        response: { 200: ZDeskTimetablesSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonBody(
        request,
        reply,
        await deskTimetablesAnswer(app, currentUser(request).id, request.params.id, request.query.date),
      ),
  );

  app.post(
    '/booking/new',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        body: ZBookingRequestSchema,
        response: { 201: ZBookingCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await bookPlaces(app, currentUser(request).id, request.body)),
  );

  app.post(
    '/booking/for/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        body: ZBookingRequestSchema,
        response: { 201: ZBookingCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookForColleague(app, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/booking/colleagues',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        querystring: ZBookForColleaguesQuerySchema,
        response: { 200: ZBookForColleaguesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return colleaguesToBookForAnswer(app, currentUser(request), request.query);
    },
  );

  app.get(
    '/booking/rooms/availability',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        querystring: ZRoomAvailabilityQuerySchema,
        response: { 200: ZRoomAvailabilityListSchema, ...errors },
      },
    },
    async (request, reply) => sendJsonBody(request, reply, await roomAvailabilityAnswer(app, request.query)),
  );

  app.get(
    '/booking/reservations/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], response: { 200: ZReservationListSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myReservations(app, currentUser(request).id);
    },
  );

  app.post(
    '/booking/reminders/:id/update',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], params: ZIdParamsSchema, response: { 200: ZConfirmationSchema, ...errors } },
    },
    async (request) => confirmReservation(app, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/booking/reservations/delete/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], params: ZIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await cancelReservation(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
