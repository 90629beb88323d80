import {
  ZFavouriteListSchema,
  ZFavouriteParamsSchema,
  ZFollowedPeopleSchema,
  ZIdParamsSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { follow, listFollowed, unfollow } from './favourite-people.service';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service';

/**
 * Favourites (decision 260): the caller's starred desks and meeting rooms; star and unstar one.
 * Favourite people (decision 360): the colleagues the caller follows; follow and unfollow one.
 */
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

  app.get(
    '/booking/favourite-people',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], response: { 200: ZFollowedPeopleSchema, ...errorResponses(401, 403) } },
    },
    async (request) => listFollowed(app, currentUser(request).id),
  );

  app.put(
    '/booking/favourite-people/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await follow(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/booking/favourite-people/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await unfollow(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
