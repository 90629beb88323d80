import { ZActiveCheckinSchema, ZCheckinRequestSchema, ZIdParamsSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, placeIn } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { checkIn, checkOut } from './checkins.service';
import { signOutGuest } from './guest-sign-out.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Employee check-in and check-out (docs/product/checkin.md). POST checkins/stats/ belongs to the reports module. */
export default async function checkinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/checkins',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checkins'],
        body: ZCheckinRequestSchema,
        response: { 200: ZActiveCheckinSchema, 201: ZActiveCheckinSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { checkin, created } = await checkIn(app, currentUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send(checkin);
    },
  );

  app.delete(
    '/checkins/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['checkins'], params: ZIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await checkOut(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Staff, and reception or a location admin of the check-in's building, sign a guest out before the registered
  // end time (decision 345).
  app.post(
    '/checkins/:id/guest_sign_out/',
    {
      config: { access: 'guests', buildingScoped: placeIn.params('checkin') },
      schema: {
        tags: ['checkins'],
        params: ZIdParamsSchema,
        response: { 200: z.object({ id: z.number().int(), deactivated_at: z.string() }), ...errors },
      },
    },
    async (request) => signOutGuest(app.db, request.params.id, app.clock.now()),
  );
}
