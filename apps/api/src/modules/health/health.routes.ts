import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { READINESS_PARTS } from '../../lib/readiness';
import { pendingMigrations } from '../../db/migrate';
import { z } from 'zod';

const ZNotReadySchema = z
  .object({
    status: z.literal('unavailable'),
    not_ready: z
      .array(z.enum(READINESS_PARTS))
      .min(1)
      .describe('The parts not up yet (or not any more), in this order: ' + READINESS_PARTS.join(', ')),
  })
  .describe('Not ready: the parts named are still starting, or down');

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const databaseAnswers = async () => {
    await sql`select 1`.execute(app.db);
    return true;
  };
  app.readiness.probe('database', databaseAnswers);
  // Migrations, once all applied, stay applied: asked until then.
  let migrated = false;
  app.readiness.probe('migrations', async () => (migrated ||= (await pendingMigrations(app.db)).length === 0));

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await databaseAnswers();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  // Liveness (decision 192): the process answers, whatever it is still starting.
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        description: 'Liveness: the process is up and answers (nothing else is checked).',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness (decision 192): the database answers, migrations are applied, the people index is loaded, the
  // event listener's LISTEN is in place and the job runner runs.
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        description:
          'Readiness: 200 once the database answers, migrations are applied, the people index is loaded, the ' +
          'event listener is connected and the job runner runs; 503 naming what is not.',
        response: { 200: z.object({ status: z.literal('ready') }), 503: ZNotReadySchema },
      },
    },
    async (_request, reply) => {
      const notReady = await app.readiness.notReady();
      if (notReady.length > 0) return reply.status(503).send({ status: 'unavailable' as const, not_ready: notReady });
      return { status: 'ready' as const };
    },
  );
}
