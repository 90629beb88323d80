import { ZConfigSchema, ZSettingsUpdateSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { toConfig } from './configuration.presenter';
import { loadSettings, saveSettings } from './settings.repository';
import { cachedSettings } from './configuration.cache';
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
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return toConfig(await cachedSettings(app), app.clock.now());
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
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        // The log says what changed from what to what: only the settings whose value changes, before and after.
        const before = (await loadSettings(trx)) as Record<string, unknown>;
        const changes = Object.fromEntries(
          Object.entries(request.body as Record<string, unknown>)
            .filter(([key, value]) => key in before && JSON.stringify(before[key]) !== JSON.stringify(value))
            .map(([key, value]) => [key, { before: before[key] ?? null, after: value ?? null }]),
        );
        await saveSettings(trx, request.body, user.id);
        if (Object.keys(changes).length > 0)
          await trx
            .insertInto('audit_log')
            .values({
              user_id: user.id,
              action: 'settings.update',
              entity_type: 'settings',
              details: JSON.stringify({ changes }),
            })
            .execute();
      });
      return toConfig(await cachedSettings(app), app.clock.now());
    },
  );
}
