import { toApiDate, ZConfigSchema, ZSettingsUpdateSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { toConfig } from './configuration.presenter';
import { updateSettings } from './configuration.service';
import { cachedSettings, configBody } from './configuration.cache';
import { sendJsonBody } from '../../lib/json-reply';
import { errorResponses } from '../../lib/error-responses';

export default async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public: the loader reads it before anyone signs in.
  app.get(
    '/configuration/config',
    {
      config: { access: 'public' },
      schema: { tags: ['configuration'], response: { 200: ZConfigSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendJsonBody(request, reply, await configBody(app, toApiDate(app.clock.now())));
    },
  );

  // Staff only: change some settings; answers the new configuration.
  app.patch(
    '/configuration/settings',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['configuration'],
        body: ZSettingsUpdateSchema,
        response: {
          200: ZConfigSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      await updateSettings(app.db, request.body, currentUser(request).id, app.clock.now());
      return toConfig(await cachedSettings(app), app.clock.now());
    },
  );
}
