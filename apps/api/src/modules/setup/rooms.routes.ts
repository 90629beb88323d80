import { ZIdParamsSchema, ZRoomCreateSchema, ZRoomUpdateSchema, ZSetupRoomSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, placeIn } from '../../lib/auth';
import { placeRoutes } from './place-routes';
import { createRoom } from './place-create.service';
import { requireLiveParent } from './places.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function roomsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);
  const one = places.room;

  app.get(
    '/floors/:id/rooms',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('floor') },
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZSetupRoomSchema), ...setupErrors } },
    },
    async (request) => {
      await requireLiveParent(app.db, 'rooms', request.params.id);
      return places.rooms({ floorId: request.params.id });
    },
  );

  app.post(
    '/floors/:id/rooms',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('floor') },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZRoomCreateSchema,
        response: { 201: ZSetupRoomSchema, ...setupErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await one(await createRoom(app, currentUser(request).id, request.params.id, request.body))),
  );

  placeRoutes(app, {
    table: 'rooms',
    answer: ZSetupRoomSchema,
    update: ZRoomUpdateSchema,
    parent: 'floors',
    one,
    list: (floorId) => places.rooms({ floorId: floorId! }),
  });
}
