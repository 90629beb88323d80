import { ZConfigSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadSettings, toConfig } from './settings.repository';

export default async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public: the loader reads it before anyone signs in.
  app.get('/configuration/config', {
    schema: { tags: ['configuration'], response: { 200: ZConfigSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return toConfig(await loadSettings(app.db));
  });
}
