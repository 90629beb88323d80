import { ZIdParamsSchema, ZRoomCreateSchema, ZRoomUpdateSchema, ZSetupRoomSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { recordAudit } from './audit';
import { placeRoutes } from './place-routes';
import { nextPosition } from './places.repository';
import { guardName, requireLiveParent } from './places.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function roomsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);
  const one = places.room;

  app.get(
    '/floors/:id/rooms',
    {
      config: { access: 'staff' },
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
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZRoomCreateSchema,
        response: { 201: ZSetupRoomSchema, ...setupErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const floorId = request.params.id;
      const id = await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'rooms', floorId);
        const position = await nextPosition(trx, 'rooms', floorId);
        const row = await guardName(() =>
          trx
            .insertInto('rooms')
            .values({
              floor_id: floorId,
              name: request.body.name,
              type: request.body.type,
              capacity: request.body.capacity ?? null,
              equipment: request.body.equipment ?? [],
              position,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await recordAudit(trx, {
          userId: user.id,
          action: 'room.create',
          entityType: 'room',
          entityId: row.id,
          details: { floor_id: floorId, ...request.body },
        });
        return row.id;
      });
      reply.status(201);
      return one(id);
    },
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
