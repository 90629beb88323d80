import {
  ZBuildingCreateSchema,
  ZBuildingPatchSchema,
  ZDeleteQuerySchema,
  ZDeleteResultSchema,
  ZIdParamsSchema,
  ZReorderSchema,
  ZSetupBuildingSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { recordAudit } from './audit';
import { listSetupBuildings } from './buildings.repository';
import { deletePlace, guardName, nextPosition, reorderPlaces, updatePlace } from './places.repository';
import { setupErrors, tags } from './schemas';

export default async function buildingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/buildings',
    { schema: { tags, response: { 200: z.array(ZSetupBuildingSchema), ...setupErrors } } },
    async () => listSetupBuildings(app.db),
  );

  app.post(
    '/buildings',
    {
      schema: { tags, body: ZBuildingCreateSchema, response: { 201: ZSetupBuildingSchema, ...setupErrors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await app.db.transaction().execute(async (trx) => {
        const position = await nextPosition(trx, 'buildings', null);
        const row = await guardName(() =>
          trx
            .insertInto('buildings')
            .values({
              name: request.body.name,
              booking_limit: request.body.booking_limit ?? null,
              closing_time: request.body.closing_time ?? null,
              position,
              ...(request.body.opens_at ? { opens_at: request.body.opens_at, closes_at: request.body.closes_at! } : {}),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await recordAudit(trx, {
          userId: user.id,
          action: 'building.create',
          entityType: 'building',
          entityId: row.id,
          details: request.body,
        });
        return row.id;
      });
      reply.status(201);
      return (await listSetupBuildings(app.db, id))[0];
    },
  );

  app.patch(
    '/buildings/:id',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZBuildingPatchSchema,
        response: { 200: ZSetupBuildingSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { version, ...values } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const change = await updatePlace(trx, 'buildings', request.params.id, version, values);
        await recordAudit(trx, {
          userId: user.id,
          action: 'building.update',
          entityType: 'building',
          entityId: request.params.id,
          details: change,
        });
      });
      return (await listSetupBuildings(app.db, request.params.id))[0];
    },
  );

  app.put(
    '/buildings/order',
    {
      schema: { tags, body: ZReorderSchema, response: { 200: z.array(ZSetupBuildingSchema), ...setupErrors } },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await reorderPlaces(trx, 'buildings', null, request.body.ids);
        await recordAudit(trx, {
          userId: user.id,
          action: 'building.reorder',
          entityType: 'building',
          details: { ids: request.body.ids },
        });
      });
      return listSetupBuildings(app.db);
    },
  );

  app.delete(
    '/buildings/:id',
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
        const result = await deletePlace(trx, 'buildings', request.params.id, {
          release: request.query.release,
          staffId: user.id,
          now: app.clock.now(),
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'building.delete',
          entityType: 'building',
          entityId: request.params.id,
          details: { name: result.name, released_bookings: result.released },
        });
        return result.released;
      });
      return { deleted: true as const, released_bookings: released };
    },
  );
}
