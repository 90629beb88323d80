import {
  ZDeleteQuerySchema,
  ZDeleteResultSchema,
  ZIdParamsSchema,
  ZReorderSchema,
  ZRoomCreateSchema,
  ZRoomUpdateSchema,
  ZSetupRoomSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { listSetupRooms } from './floors.repository';
import {
  deletePlace,
  guardName,
  nextPosition,
  reorderPlaces,
  requireLiveParent,
  updatePlace,
} from './places.repository';
import { setupErrors, tags } from './schemas';

export default async function roomsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = async (id: number) => {
    const room = (await listSetupRooms(app.db, { id }))[0];
    if (!room) throw notFound();
    return room;
  };

  app.get(
    '/floors/:id/rooms',
    {
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZSetupRoomSchema), ...setupErrors } },
    },
    async (request) => {
      await requireLiveParent(app.db, 'rooms', request.params.id);
      return listSetupRooms(app.db, { floorId: request.params.id });
    },
  );

  app.post(
    '/floors/:id/rooms',
    {
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

  app.patch(
    '/rooms/:id',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZRoomUpdateSchema,
        response: { 200: ZSetupRoomSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { version, ...values } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const change = await updatePlace(trx, 'rooms', request.params.id, version, values);
        await recordAudit(trx, {
          userId: user.id,
          action: 'room.update',
          entityType: 'room',
          entityId: request.params.id,
          details: change,
        });
      });
      return one(request.params.id);
    },
  );

  app.put(
    '/floors/:id/rooms/order',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZReorderSchema,
        response: { 200: z.array(ZSetupRoomSchema), ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'rooms', request.params.id);
        await reorderPlaces(trx, 'rooms', request.params.id, request.body.ids);
        await recordAudit(trx, {
          userId: user.id,
          action: 'room.reorder',
          entityType: 'floor',
          entityId: request.params.id,
          details: { ids: request.body.ids },
        });
      });
      return listSetupRooms(app.db, { floorId: request.params.id });
    },
  );

  app.delete(
    '/rooms/:id',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        response: { 200: ZDeleteResultSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const released = await app.db.transaction().execute(async (trx) => {
        const result = await deletePlace(trx, 'rooms', request.params.id, {
          release: request.query.release,
          staffId: user.id,
          now: app.clock.now(),
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'room.delete',
          entityType: 'room',
          entityId: request.params.id,
          details: { name: result.name, released_bookings: result.released },
        });
        return result.released;
      });
      return { deleted: true as const, released_bookings: released };
    },
  );
}
