import {
  ZApiTokenCreateSchema,
  ZApiTokenCreatedSchema,
  ZIdParamsSchema,
  ZIdSchema,
  ZServiceAccountCreatedSchema,
  ZServiceAccountListSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { setupCrudRoutes } from '../../lib/setup-crud-routes';
import {
  addServiceAccountToken,
  createServiceAccount,
  listServiceAccounts,
  removeServiceAccount,
  revokeServiceAccountToken,
} from './service-accounts.service';

const ZTokenParamsSchema = z.object({ id: ZIdSchema, tokenId: ZIdSchema });

/** Service accounts in Setup (decision 211): staff only, and never with a token (a token cannot mint tokens). */
export default async function serviceAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  setupCrudRoutes(app, '/setup/service-accounts', {
    list: { response: ZServiceAccountListSchema, handler: () => listServiceAccounts(app.db, app.clock.now()) },
    create: {
      body: ZApiTokenCreateSchema,
      response: ZServiceAccountCreatedSchema,
      shownOnce: true,
      handler: (body) => createServiceAccount(app.db, app.clock.now(), body),
    },
    remove: (id) => removeServiceAccount(app.db, id),
  });

  app.post(
    '/setup/service-accounts/:id/tokens',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        body: ZApiTokenCreateSchema,
        response: { 201: ZApiTokenCreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await addServiceAccountToken(app.db, app.clock.now(), request.params.id, request.body)),
  );

  app.delete(
    '/setup/service-accounts/:id/tokens/:tokenId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZTokenParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeServiceAccountToken(app.db, app.clock.now(), request.params.id, request.params.tokenId);
      return reply.status(204).send(null);
    },
  );
}
