import {
  ZDeleteQuerySchema,
  ZDeleteResultSchema,
  ZDeskBulkCreateSchema,
  ZDeskCreateSchema,
  ZDeskUpdateSchema,
  ZIdParamsSchema,
  ZReorderSchema,
  ZSetupDeskSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { createDesks } from './desks.repository';
import { listSetupDesks } from './floors.repository';
import {
  deletePlace,
  guardName,
  nextPosition,
  reorderPlaces,
  requireLiveParent,
  updatePlace,
} from './places.repository';
import { setupErrors, tags } from './schemas';

export default async function desksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = async (id: number) => {
    const desk = (await listSetupDesks(app.db, { ids: [id] }))[0];
    if (!desk) throw notFound();
    return desk;
  };

  app.get(
    '/rooms/:id/desks',
    {
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZSetupDeskSchema), ...setupErrors } },
    },
    async (request) => {
      await requireLiveParent(app.db, 'desks', request.params.id);
      return listSetupDesks(app.db, { roomId: request.params.id });
    },
  );

  app.post(
    '/rooms/:id/desks',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZDeskCreateSchema,
        response: { 201: ZSetupDeskSchema, ...setupErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const roomId = request.params.id;
      const id = await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'desks', roomId);
        const position = await nextPosition(trx, 'desks', roomId);
        const { label, ...rest } = request.body;
        const row = await guardName(() =>
          trx
            .insertInto('desks')
            .values({ room_id: roomId, ...rest, label: label ?? request.body.name, position })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await recordAudit(trx, {
          userId: user.id,
          action: 'desk.create',
          entityType: 'desk',
          entityId: row.id,
          details: { room_id: roomId, ...request.body },
        });
        return row.id;
      });
      reply.status(201);
      return one(id);
    },
  );

  // Many desks from clicks on the plan.
  app.post(
    '/rooms/:id/desks/bulk',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZDeskBulkCreateSchema,
        response: { 201: z.array(ZSetupDeskSchema), ...setupErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const roomId = request.params.id;
      const ids = await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'desks', roomId);
        const created = await createDesks(trx, roomId, request.body.desks);
        await recordAudit(trx, {
          userId: user.id,
          action: 'desk.bulk_create',
          entityType: 'room',
          entityId: roomId,
          details: { desk_ids: created },
        });
        return created;
      });
      reply.status(201);
      return listSetupDesks(app.db, { ids });
    },
  );

  app.patch(
    '/desks/:id',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZDeskUpdateSchema,
        response: { 200: ZSetupDeskSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { version, ...values } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const change = await updatePlace(trx, 'desks', request.params.id, version, values);
        await recordAudit(trx, {
          userId: user.id,
          action: 'desk.update',
          entityType: 'desk',
          entityId: request.params.id,
          details: change,
        });
      });
      return one(request.params.id);
    },
  );

  app.put(
    '/rooms/:id/desks/order',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZReorderSchema,
        response: { 200: z.array(ZSetupDeskSchema), ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'desks', request.params.id);
        await reorderPlaces(trx, 'desks', request.params.id, request.body.ids);
        await recordAudit(trx, {
          userId: user.id,
          action: 'desk.reorder',
          entityType: 'room',
          entityId: request.params.id,
          details: { ids: request.body.ids },
        });
      });
      return listSetupDesks(app.db, { roomId: request.params.id });
    },
  );

  app.delete(
    '/desks/:id',
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
        const result = await deletePlace(trx, 'desks', request.params.id, {
          release: request.query.release,
          staffId: user.id,
          now: app.clock.now(),
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'desk.delete',
          entityType: 'desk',
          entityId: request.params.id,
          details: { name: result.name, released_bookings: result.released },
        });
        return result.released;
      });
      return { deleted: true as const, released_bookings: released };
    },
  );
}
