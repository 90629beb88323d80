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
import { currentUser } from '../../lib/auth';
import { recordAudit } from './audit';
import { createDesks } from './desks.repository';
import { placeRoutes } from './place-routes';
import { nextPosition } from './places.repository';
import { guardName, requireLiveParent } from './places.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function desksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);
  const one = places.desk;

  app.get(
    '/rooms/:id/desks',
    {
      config: { access: 'staff' },
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
      config: { access: 'staff' },
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
      config: { access: 'staff' },
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
        const created = await guardName(() => createDesks(trx, roomId, request.body.desks));
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
      return places.desks({ ids });
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
