import { ZFavouriteListSchema, ZFavouriteParamsSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service';

/** Favourites (decision 260): the caller's starred desks and meeting rooms; star and unstar one. */
export default async function favouriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/booking/favourites',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], response: { 200: ZFavouriteListSchema, ...errorResponses(401, 403) } },
    },
    async (request) => listFavourites(app, currentUser(request).id),
  );

  app.put(
    '/booking/favourites/:kind/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZFavouriteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await addFavourite(app, currentUser(request).id, request.params);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/booking/favourites/:kind/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZFavouriteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removeFavourite(app, currentUser(request).id, request.params);
      return reply.status(204).send(null);
    },
  );
}
