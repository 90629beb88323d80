import { ZConfigSchema, ZErrorResponseSchema, ZSettingsUpdateSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, PUBLIC_ROUTE, requireStaff } from '../../lib/auth';
import { cachedSettings, saveSettings, toConfig } from './settings.repository';

export default async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public: the loader reads it before anyone signs in.
  app.get(
    '/configuration/config',
    {
      config: PUBLIC_ROUTE,
      schema: { tags: ['configuration'], response: { 200: ZConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return toConfig(await cachedSettings(app), app.clock.now());
    },
  );

  // Staff only: change some settings; answers the new configuration.
  app.patch(
    '/configuration/settings',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['configuration'],
        body: ZSettingsUpdateSchema,
        response: {
          200: ZConfigSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await saveSettings(trx, request.body, user.id);
        await trx
          .insertInto('audit_log')
          .values({
            user_id: user.id,
            action: 'settings.update',
            entity_type: 'settings',
            details: JSON.stringify(request.body),
          })
          .execute();
      });
      return toConfig(await cachedSettings(app), app.clock.now());
    },
  );
}
