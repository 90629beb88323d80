import { ZIdParamsSchema, ZNotifierListSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { placeIndex } from '../structure';
import { presentNotifiers } from './notifiers.presenter';
import { addNotifier, notifierRows, removeNotifier } from './notifiers.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);
const ZNotifierCreatedSchema = z.object({ id: z.number().int(), desk: z.number().int() });

/** The desks a user watches: told by message when one becomes free today. */
export default async function notifierRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifiers',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifiers'], response: { 200: ZNotifierListSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const user = currentUser(request);
      return presentNotifiers(await notifierRows(app.db, user.id, app.clock.now()), user);
    },
  );

  app.post(
    '/notifiers/desk/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifiers'],
        params: ZIdParamsSchema,
        response: { 200: ZNotifierCreatedSchema, 201: ZNotifierCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deskId = request.params.id;
      if (!(await placeIndex(app)).desks.has(deskId)) throw notFound();
      const { id, created } = await addNotifier(app.db, currentUser(request).id, deskId);
      return reply.status(created ? 201 : 200).send({ id, desk: deskId });
    },
  );

  app.delete(
    '/notifiers/desk/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifiers'], params: ZIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const deskId = request.params.id;
      if (!(await placeIndex(app)).desks.has(deskId)) throw notFound();
      await removeNotifier(app.db, currentUser(request).id, deskId);
      return reply.status(204).send(null);
    },
  );
}
