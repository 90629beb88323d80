import { ZGuestTodayListSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, permittedBuildings } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { guestsToday } from './guests-today.service';

/** Today's guests for staff, location admins and reception, in their buildings (decisions 301, 302). */
export default async function guestsTodayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/guests/today/',
    {
      config: { access: 'guests', buildingScoped: true },
      schema: { tags: ['guests'], response: { 200: ZGuestTodayListSchema, ...errorResponses(401, 403) } },
    },
    async (request) =>
      guestsToday(app.db, { id: currentUser(request).id, buildingIds: permittedBuildings(request) }, app.clock.now()),
  );
}
