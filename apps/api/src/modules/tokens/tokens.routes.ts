import { ZApiTokenCreateSchema, ZApiTokenCreatedSchema, ZApiTokenListSchema, ZIdParamsSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { createApiToken, listApiTokens, revokeOwnApiToken } from './tokens.service';

/** A person's own API tokens (decision 210): signed in through the app only, never with a token. */
export default async function tokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/tokens',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZApiTokenListSchema, ...errorResponses(401, 403) } },
    },
    async (request) => listApiTokens(app.db, app.clock.now(), currentUser(request).id),
  );

  app.post(
    '/users/self/tokens',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        body: ZApiTokenCreateSchema,
        response: { 201: ZApiTokenCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await createApiToken(app.db, app.clock.now(), user, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/users/self/tokens/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeOwnApiToken(app.db, app.clock.now(), currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
