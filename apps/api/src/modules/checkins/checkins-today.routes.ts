import { ZCheckinTodayListSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permittedBuildings } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { checkinsToday } from './checkins-today.service';

/** Who is in now, for reception of their buildings and staff (decisions 301, 345). */
export default async function checkinsTodayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/checkins/today/',
    {
      config: { access: 'checkins_today', buildingScoped: true },
      schema: { tags: ['checkins'], response: { 200: ZCheckinTodayListSchema, ...errorResponses(401, 403) } },
    },
    async (request) => checkinsToday(app.db, permittedBuildings(request), app.clock.now()),
  );
}
