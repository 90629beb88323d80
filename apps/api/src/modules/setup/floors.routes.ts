import {
  ErrorCode,
  ZDeleteQuerySchema,
  ZDeleteResultSchema,
  ZFloorCreateSchema,
  ZFloorUpdateSchema,
  ZIdParamsSchema,
  ZReorderSchema,
  ZSetupFloorPlanSchema,
  ZSetupFloorSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { invalidFile, preparePlan } from './floor-plan-upload';
import { listSetupDesks, listSetupFloors, listSetupRooms } from './floors.repository';
import {
  deletePlace,
  guardName,
  lockPlace,
  nextPosition,
  reorderPlaces,
  requireLiveParent,
  updatePlace,
} from './places.repository';
import { setupErrors, tags } from './schemas';

export default async function floorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = async (id: number) => {
    const floor = (await listSetupFloors(app, app.db, { id }))[0];
    if (!floor) throw notFound();
    return floor;
  };

  app.get(
    '/buildings/:id/floors',
    {
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZSetupFloorSchema), ...setupErrors } },
    },
    async (request) => {
      await requireLiveParent(app.db, 'floors', request.params.id);
      return listSetupFloors(app, app.db, { buildingId: request.params.id });
    },
  );

  app.post(
    '/buildings/:id/floors',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZFloorCreateSchema,
        response: { 201: ZSetupFloorSchema, ...setupErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const buildingId = request.params.id;
      const id = await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'floors', buildingId);
        const position = await nextPosition(trx, 'floors', buildingId);
        const row = await guardName(() =>
          trx
            .insertInto('floors')
            .values({
              building_id: buildingId,
              name: request.body.name,
              booking_limit: request.body.booking_limit ?? null,
              position,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await recordAudit(trx, {
          userId: user.id,
          action: 'floor.create',
          entityType: 'floor',
          entityId: row.id,
          details: { building_id: buildingId, ...request.body },
        });
        return row.id;
      });
      reply.status(201);
      return one(id);
    },
  );

  /** The floor with all its rooms and desks: what the plan editor shows. */
  app.get(
    '/floors/:id',
    {
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupFloorPlanSchema, ...setupErrors } },
    },
    async (request) => {
      const floor = await one(request.params.id);
      const building = await app.db
        .selectFrom('buildings')
        .select(['id', 'name'])
        .where('id', '=', floor.building_id)
        .executeTakeFirstOrThrow();
      return {
        floor,
        building,
        rooms: await listSetupRooms(app.db, { floorId: floor.id }),
        desks: await listSetupDesks(app.db, { floorId: floor.id }),
      };
    },
  );

  app.patch(
    '/floors/:id',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZFloorUpdateSchema,
        response: { 200: ZSetupFloorSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { version, ...values } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const change = await updatePlace(trx, 'floors', request.params.id, version, values);
        await recordAudit(trx, {
          userId: user.id,
          action: 'floor.update',
          entityType: 'floor',
          entityId: request.params.id,
          details: change,
        });
      });
      return one(request.params.id);
    },
  );

  app.put(
    '/buildings/:id/floors/order',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZReorderSchema,
        response: { 200: z.array(ZSetupFloorSchema), ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await requireLiveParent(trx, 'floors', request.params.id);
        await reorderPlaces(trx, 'floors', request.params.id, request.body.ids);
        await recordAudit(trx, {
          userId: user.id,
          action: 'floor.reorder',
          entityType: 'building',
          entityId: request.params.id,
          details: { ids: request.body.ids },
        });
      });
      return listSetupFloors(app, app.db, { buildingId: request.params.id });
    },
  );

  app.delete(
    '/floors/:id',
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
        const result = await deletePlace(trx, 'floors', request.params.id, {
          release: request.query.release,
          staffId: user.id,
          now: app.clock.now(),
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'floor.delete',
          entityType: 'floor',
          entityId: request.params.id,
          details: { name: result.name, released_bookings: result.released },
        });
        return result.released;
      });
      return { deleted: true as const, released_bookings: released };
    },
  );

  // The plan image: multipart/form-data with one file field named "file" (PNG, JPEG or SVG, at most 5 MB).
  app.put(
    '/floors/:id/plan',
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: ZSetupFloorSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw invalidFile('not_multipart');
      const file = await request.file();
      if (!file) throw invalidFile('missing_file');
      // Only the one expected part (issue 12): a file field named "file".
      if (file.fieldname !== 'file') throw invalidFile('unexpected_field');
      let buf: Buffer;
      try {
        buf = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
        throw err;
      }
      const plan = preparePlan(buf, file.mimetype);
      await app.db.transaction().execute(async (trx) => {
        await lockPlace(trx, 'floors', request.params.id);
        await trx
          .updateTable('floors')
          .set({ plan_image: plan.image, plan_mime: plan.mime, plan_updated_at: new Date(), updated_at: new Date() })
          .where('id', '=', request.params.id)
          .execute();
        await recordAudit(trx, {
          userId: user.id,
          action: 'floor.plan_upload',
          entityType: 'floor',
          entityId: request.params.id,
          details: { mime: plan.mime, bytes: plan.image.length, file_name: file.filename },
        });
      });
      return one(request.params.id);
    },
  );

  app.delete(
    '/floors/:id/plan',
    {
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupFloorSchema, ...setupErrors } },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await lockPlace(trx, 'floors', request.params.id);
        await trx
          .updateTable('floors')
          .set({ plan_image: null, plan_mime: null, plan_updated_at: null, updated_at: new Date() })
          .where('id', '=', request.params.id)
          .execute();
        await recordAudit(trx, {
          userId: user.id,
          action: 'floor.plan_remove',
          entityType: 'floor',
          entityId: request.params.id,
        });
      });
      return one(request.params.id);
    },
  );
}
