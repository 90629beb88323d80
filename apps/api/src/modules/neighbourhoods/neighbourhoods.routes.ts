import {
  ZIdParamsSchema,
  ZNeighbourhoodDayQuerySchema,
  ZNeighbourhoodDaySchema,
  ZNeighbourhoodSaveSchema,
  ZNeighbourhoodSchema,
  ZSetupNeighbourhoodsSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import {
  neighbourhoodDay,
  removeNeighbourhood,
  saveNeighbourhood,
  setupNeighbourhoods,
} from './neighbourhoods.service';

const staffErrors = errorResponses(400, 401, 403, 404, 409);

/** Neighbourhoods (decision 310): staff define them in Setup; people read how they hold places on a day. */
export default async function neighbourhoodRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/setup/neighbourhoods',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], response: { 200: ZSetupNeighbourhoodsSchema, ...errorResponses(401, 403) } },
    },
    async () => setupNeighbourhoods(app),
  );
  app.post(
    '/setup/neighbourhoods',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        body: ZNeighbourhoodSaveSchema,
        response: { 201: ZNeighbourhoodSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveNeighbourhood(app, currentUser(request).id, null, request.body)),
  );
  app.put(
    '/setup/neighbourhoods/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        body: ZNeighbourhoodSaveSchema,
        response: { 200: ZNeighbourhoodSchema, ...staffErrors },
      },
    },
    async (request) => saveNeighbourhood(app, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    '/setup/neighbourhoods/:id',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], params: ZIdParamsSchema, response: { 204: z.null(), ...staffErrors } },
    },
    async (request, reply) => {
      await removeNeighbourhood(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/booking/neighbourhoods',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        querystring: ZNeighbourhoodDayQuerySchema,
        response: { 200: ZNeighbourhoodDaySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => neighbourhoodDay(app, currentUser(request).id, request.query.date),
  );
}
