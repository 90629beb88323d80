import {
  ZIdParamsSchema,
  ZScimTokenCreateSchema,
  ZScimTokenCreatedSchema,
  ZScimTokenListSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens.service';

/** SCIM tokens in Setup (decision 231): staff only, and never with an API token (a token cannot mint tokens). */
export default async function scimTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['setup'];

  app.get(
    '/setup/scim-tokens',
    {
      config: { access: 'staff' },
      schema: { tags, response: { 200: ZScimTokenListSchema, ...errorResponses(401, 403) } },
    },
    async () => listScimTokens(app.db),
  );

  app.post(
    '/setup/scim-tokens',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        body: ZScimTokenCreateSchema,
        response: { 201: ZScimTokenCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await createScimToken(app.db, app.clock.now(), currentUser(request).id, request.body)),
  );

  app.delete(
    '/setup/scim-tokens/:id',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await revokeScimToken(app.db, app.clock.now(), currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
