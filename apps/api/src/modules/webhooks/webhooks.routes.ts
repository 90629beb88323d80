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
import { setupCrudRoutes } from '../../lib/setup-crud-routes';
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

  setupCrudRoutes(app, '/setup/webhooks', {
    list: { response: ZWebhookListSchema, handler: () => listWebhooks(app.db) },
    create: {
      body: ZWebhookCreateSchema,
      response: ZWebhookCreatedSchema,
      shownOnce: true,
      handler: (body) => createWebhook(app.db, app.clock.now(), body),
    },
    update: {
      body: ZWebhookUpdateSchema,
      response: ZWebhookSchema,
      handler: (id, body) => updateWebhook(app.db, id, body),
    },
    remove: (id) => removeWebhook(app.db, id),
  });

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
