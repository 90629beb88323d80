import {
  ZIdParamsSchema,
  ZWebhookCreatedSchema,
  ZWebhookCreateSchema,
  ZWebhookDeliveryListSchema,
  ZWebhookDeliveryParamsSchema,
  ZWebhookListSchema,
  ZWebhookSchema,
  ZWebhookUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import {
  createWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  removeWebhook,
  updateWebhook,
} from './webhooks.service';

/** Webhook endpoints in Setup (issue 39, decision 255): staff only; tokens with setup:read / setup:write. */
export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setup/webhooks',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], response: { 200: ZWebhookListSchema, ...errorResponses(401, 403) } },
    },
    async () => listWebhooks(app.db),
  );

  app.post(
    '/setup/webhooks',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        body: ZWebhookCreateSchema,
        response: { 201: ZWebhookCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await createWebhook(app.db, app.clock.now(), request.body)),
  );

  app.patch(
    '/setup/webhooks/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        body: ZWebhookUpdateSchema,
        response: { 200: ZWebhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateWebhook(app.db, request.params.id, request.body),
  );

  app.delete(
    '/setup/webhooks/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeWebhook(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/setup/webhooks/:id/deliveries',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        response: { 200: ZWebhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listDeliveries(app.db, request.params.id),
  );

  app.post(
    '/setup/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZWebhookDeliveryParamsSchema,
        response: { 202: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await redeliver(app.db, app.clock.now(), request.params.id, request.params.deliveryId);
      return reply.status(202).send(null);
    },
  );
}
