import {
  ZAmenityCreateSchema,
  ZAmenityFilterQuerySchema,
  ZAmenityListSchema,
  ZAmenityPlaceListSchema,
  ZAmenityPlacesSchema,
  ZAmenitySchema,
  ZIdParamsSchema,
  ZPlaceParamsSchema,
  ZSetupAmenitiesSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import {
  amenitiesOfPlace,
  amenityList,
  assignAmenity,
  createAmenity,
  placesWithAmenities,
  removeAmenity,
  setupAmenities,
} from './amenities.service';

const staffErrors = errorResponses(400, 401, 403, 404, 409);

/** Amenities (decision 261): staff define and assign them; people list them, filter places and read a place's. */
export default async function amenityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setup/amenities',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], response: { 200: ZSetupAmenitiesSchema, ...errorResponses(401, 403) } },
    },
    async () => setupAmenities(app),
  );

  app.post(
    '/setup/amenities',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], body: ZAmenityCreateSchema, response: { 201: ZAmenitySchema, ...staffErrors } },
    },
    async (request, reply) => reply.status(201).send(await createAmenity(app, currentUser(request).id, request.body)),
  );

  app.put(
    '/setup/amenities/:id/places',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        body: ZAmenityPlacesSchema,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await assignAmenity(app, currentUser(request).id, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/setup/amenities/:id',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], params: ZIdParamsSchema, response: { 204: z.null(), ...staffErrors } },
    },
    async (request, reply) => {
      await removeAmenity(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/booking/amenities',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], response: { 200: ZAmenityListSchema, ...errorResponses(401, 403) } },
    },
    async () => amenityList(app),
  );

  app.get(
    '/booking/amenities/places',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        querystring: ZAmenityFilterQuerySchema,
        response: { 200: ZAmenityPlaceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => placesWithAmenities(app, request.query.ids),
  );

  app.get(
    '/booking/amenities/:kind/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZPlaceParamsSchema,
        response: { 200: ZAmenityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => amenitiesOfPlace(app, request.params.kind, request.params.id),
  );
}
