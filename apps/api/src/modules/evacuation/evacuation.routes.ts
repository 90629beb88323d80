import { ZEvacuationListSchema, ZEvacuationQuerySchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permittedBuildings } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { evacuationList } from './evacuation.service';

/** The evacuation (BHV) list for staff and reception of the building (issue 38, decisions 301, 365). */
export default async function evacuationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/evacuation/',
    {
      config: { access: 'evacuation', buildingScoped: true },
      schema: {
        tags: ['evacuation'],
        querystring: ZEvacuationQuerySchema,
        response: { 200: ZEvacuationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => evacuationList(app, permittedBuildings(request), request.query.building_id),
  );
}
