import { ZWhoIsInQuerySchema, ZWhoIsInWeekSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { whoIsIn } from './who-is-in.service';

/** Who is in (issue 37, decision 340): per working day of a week, the colleagues in my groups who are in. */
export default async function whoIsInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/booking/who-is-in',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        querystring: ZWhoIsInQuerySchema,
        response: { 200: ZWhoIsInWeekSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return whoIsIn(app, { id: user.id, isStaff: user.isStaff }, request.query.week);
    },
  );
}
