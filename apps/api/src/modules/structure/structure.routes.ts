import {
  ZBuildingSchema,
  ZDateQuerySchema,
  ZDeskSchema,
  ZFloorDetailSchema,
  ZFloorSchema,
  ZIdParamsSchema,
  ZMapResponseSchema,
  ZRoomsResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE, requireAuth } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { JsonBody, sendJsonBody } from '../../lib/json-reply';
import { type CacheScope, STATUS_TTL_MS } from '../../live';
import { todayApiDate } from '../../lib/today';
import { floorPlanUrl } from './floor-plan';
import { placeIndex } from './place-index';
import {
  desksOfFloor,
  desksOfRoom,
  findFloor,
  floorOfDesk,
  floorPlan,
  buildingRows,
  deskRows,
  floorRows,
  roomRows,
} from './structure.repository';
import { presentBuilding, presentDesk, presentFloor, presentRoom } from './structure.presenter';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);
const ZBuildingsSchema = z.array(ZBuildingSchema);
const ZFloorsSchema = z.array(ZFloorSchema);
const ZDesksSchema = z.array(ZDeskSchema);

/** Buildings, floors, rooms, desks and floor plans, with each day's desk counts (docs/product/places.md). */
export default async function structureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The day asked for (default today) and the instant the answer is for. */
  const day = (date?: string) => {
    const now = app.clock.now();
    const today = todayApiDate(now);
    return { date: date ?? today, today, now };
  };
  /** The JSON answer for `key`, shared by every caller until the desk status in `scope` changes (or STATUS_TTL_MS). */
  const cachedJson = <S extends z.ZodType>(
    scope: CacheScope,
    key: string,
    schema: S,
    load: () => Promise<z.output<S>>,
  ) => app.liveCache.get(scope, key, STATUS_TTL_MS, async () => JsonBody.of(schema, await load()));

  app.get(
    '/buildings',
    {
      preHandler: requireAuth,
      schema: { tags: ['structure'], querystring: ZDateQuerySchema, response: { 200: ZBuildingsSchema, ...errors } },
    },
    async (request, reply) => {
      const { date, today, now } = day(request.query.date_query);
      return sendJsonBody(
        request,
        reply,
        await cachedJson('all', `buildings:${date}:${today}`, ZBuildingsSchema, async () =>
          (await buildingRows(app.db, date, now)).map(presentBuilding),
        ),
      );
    },
  );

  app.get(
    '/buildings/:id/floors',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['structure'],
        params: ZIdParamsSchema,
        querystring: ZDateQuerySchema,
        response: { 200: ZFloorsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await placeIndex(app)).buildings.has(id)) throw notFound();
      const { date, today, now } = day(request.query.date_query);
      return sendJsonBody(
        request,
        reply,
        await cachedJson(id, `floors:${id}:${date}:${today}`, ZFloorsSchema, async () =>
          (await floorRows(app.db, id, date, now)).map(presentFloor),
        ),
      );
    },
  );

  app.get(
    '/floors/:id',
    {
      preHandler: requireAuth,
      schema: { tags: ['structure'], params: ZIdParamsSchema, response: { 200: ZFloorDetailSchema, ...errors } },
    },
    async (request) => {
      const floor = await findFloor(app.db, request.params.id);
      if (!floor) throw notFound();
      return {
        id: floor.id,
        name: floor.name,
        building: { id: floor.building_id, name: floor.building_name },
        map: floorPlanUrl(app, floor.id, floor.plan_updated_at, floor.has_map),
      };
    },
  );

  app.get(
    '/floors/:id/rooms',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['structure'],
        params: ZIdParamsSchema,
        querystring: ZDateQuerySchema,
        response: { 200: ZRoomsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const floor = (await placeIndex(app)).floors.get(id);
      if (!floor) throw notFound();
      const { date, today, now } = day(request.query.date_query);
      return sendJsonBody(
        request,
        reply,
        await cachedJson(floor.buildingId, `rooms:${id}:${date}:${today}`, ZRoomsResponseSchema, async () => ({
          rooms: (await roomRows(app.db, id, date, now)).map(presentRoom),
        })),
      );
    },
  );

  app.get(
    '/buildings/rooms/:id/desks',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['structure'],
        params: ZIdParamsSchema,
        querystring: ZDateQuerySchema,
        response: { 200: ZDesksSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const room = (await placeIndex(app)).rooms.get(id);
      if (!room) throw notFound();
      const { date, today, now } = day(request.query.date_query);
      return sendJsonBody(
        request,
        reply,
        await cachedJson(room.buildingId, `room-desks:${id}:${date}:${today}`, ZDesksSchema, () =>
          deskRows(app.db, desksOfRoom(id), date, now).then((rows) => rows.map(presentDesk)),
        ),
      );
    },
  );

  app.get(
    '/floors/:id/desks',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['structure'],
        params: ZIdParamsSchema,
        querystring: ZDateQuerySchema,
        response: { 200: ZDesksSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const floor = (await placeIndex(app)).floors.get(id);
      if (!floor) throw notFound();
      const { date, today, now } = day(request.query.date_query);
      return sendJsonBody(
        request,
        reply,
        await cachedJson(floor.buildingId, `floor-desks:${id}:${date}:${today}`, ZDesksSchema, () =>
          deskRows(app.db, desksOfFloor(id), date, now).then((rows) => rows.map(presentDesk)),
        ),
      );
    },
  );

  app.get(
    '/floors/:id/map',
    {
      preHandler: requireAuth,
      schema: { tags: ['structure'], params: ZIdParamsSchema, response: { 200: ZMapResponseSchema, ...errors } },
    },
    async (request) => {
      const floor = await findFloor(app.db, request.params.id);
      if (!floor) throw notFound();
      return { map: floorPlanUrl(app, floor.id, floor.plan_updated_at, floor.has_map) };
    },
  );

  app.get(
    '/buildings/desks/:id/map',
    {
      preHandler: requireAuth,
      schema: { tags: ['structure'], params: ZIdParamsSchema, response: { 200: ZMapResponseSchema, ...errors } },
    },
    async (request) => {
      const floorId = await floorOfDesk(app.db, request.params.id);
      if (!floorId) throw notFound();
      const floor = (await findFloor(app.db, floorId))!;
      return { map: floorPlanUrl(app, floor.id, floor.plan_updated_at, floor.has_map) };
    },
  );

  // The image itself: loaded by <img>, so authorised by the signature in the URL, cached for good.
  app.get(
    '/floors/:id/plan',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags: ['structure'],
        params: ZIdParamsSchema,
        querystring: z.object({ v: z.string().regex(/^\d{1,16}$/), sig: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { v, sig } = request.query;
      if (!app.urlSigner.verify(`floor-plan:${id}:${v}`, sig)) throw notFound();
      const plan = await floorPlan(app.db, id);
      if (!plan?.plan_image || !plan.plan_mime || String(plan.plan_updated_at?.getTime()) !== v) throw notFound();
      const etag = `"${id}-${v}"`;
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(plan.plan_mime).send(plan.plan_image);
    },
  );
}
