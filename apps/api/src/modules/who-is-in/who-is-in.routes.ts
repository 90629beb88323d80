import { ZGroupWeekQuerySchema, ZGroupWeekSchema, ZWhoIsInQuerySchema, ZWhoIsInWeekSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { groupWeek, whoIsIn } from './who-is-in.service';

/**
 * Who is in (issue 37, decisions 340, 360): per working day of a week, the colleagues in my groups and the people
 * I follow who are in; for staff, the same week for one group (the dashboard's week view).
 */
export default async function whoIsInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/booking/who-is-in',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        querystring: ZWhoIsInQuerySchema,
        response: { 200: ZWhoIsInWeekSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { week, who, building } = request.query;
      return whoIsIn(app, { id: user.id, isStaff: user.isStaff }, week, who, building);
    },
  );

  app.get(
    '/dashboard/who-is-in',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['booking'],
        querystring: ZGroupWeekQuerySchema,
        response: { 200: ZGroupWeekSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => groupWeek(app, request.query.week, request.query.group, request.query.building),
  );
}
