import {
  ZDeskBulkCreateSchema,
  ZDeskCreateSchema,
  ZDeskUpdateSchema,
  ZIdParamsSchema,
  ZSetupDeskSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, placeIn } from '../../lib/auth';
import { placeRoutes } from './place-routes';
import { createDesk, createDeskBatch } from './place-create.service';
import { requireLiveParent } from './places.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function desksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);
  const one = places.desk;

  app.get(
    '/rooms/:id/desks',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('room') },
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZSetupDeskSchema), ...setupErrors } },
    },
    async (request) => {
      await requireLiveParent(app.db, 'desks', request.params.id);
      return places.desks({ roomId: request.params.id });
    },
  );

  app.post(
    '/rooms/:id/desks',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('room') },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZDeskCreateSchema,
        response: { 201: ZSetupDeskSchema, ...setupErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await one(await createDesk(app, currentUser(request).id, request.params.id, request.body))),
  );

  // Many desks from clicks on the plan.
  app.post(
    '/rooms/:id/desks/bulk',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('room') },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZDeskBulkCreateSchema,
        response: { 201: z.array(ZSetupDeskSchema), ...setupErrors },
      },
    },
    async (request, reply) => {
      const ids = await createDeskBatch(app, currentUser(request).id, request.params.id, request.body.desks);
      return reply.status(201).send(await places.desks({ ids }));
    },
  );

  placeRoutes(app, {
    table: 'desks',
    answer: ZSetupDeskSchema,
    update: ZDeskUpdateSchema,
    parent: 'rooms',
    one,
    list: (roomId) => places.desks({ roomId: roomId! }),
  });
}
