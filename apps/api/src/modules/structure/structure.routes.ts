import {
  ZDateQuerySchema,
  ZFloorDetailSchema,
  ZIdParamsSchema,
  ZMapResponseSchema,
  ZRoomsResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { sendJsonBody } from '../../lib/json-reply';
import { todayApiDate } from '../../lib/today';
import { floorPlanUrl } from './floor-plan';
import {
  buildingsBody,
  type Day,
  floorDesksBody,
  floorsBody,
  roomDesksBody,
  roomsBody,
  placeIndex,
  ZBuildingsSchema,
  ZDesksSchema,
  ZFloorsSchema,
} from './structure.cache';
import { viewOf } from '../../lib/holder-visibility';
import { findFloor, floorOfDesk, floorPlan } from './structure.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/** Buildings, floors, rooms, desks and floor plans, with each day's desk counts (docs/product/places.md). */
export default async function structureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The day asked for (default today) and the instant the answer is for. */
  const day = (date?: string): Day => {
    const now = app.clock.now();
    const today = todayApiDate(now);
    return { date: date ?? today, today, now };
  };
  app.get(
    '/buildings',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['structure'], querystring: ZDateQuerySchema, response: { 200: ZBuildingsSchema, ...errors } },
    },
    async (request, reply) => {
      return sendJsonBody(request, reply, await buildingsBody(app, day(request.query.date_query)));
    },
  );

  app.get(
    '/buildings/:id/floors',
    {
      config: { access: 'signed-in' },
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
      return sendJsonBody(
        request,
        reply,
        await floorsBody(app, { id, buildingId: id, day: day(request.query.date_query) }),
      );
    },
  );

  app.get(
    '/floors/:id',
    {
      config: { access: 'signed-in' },
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
      config: { access: 'signed-in' },
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
      return sendJsonBody(
        request,
        reply,
        await roomsBody(app, { id, buildingId: floor.buildingId, day: day(request.query.date_query) }),
      );
    },
  );

  app.get(
    '/buildings/rooms/:id/desks',
    {
      config: { access: 'signed-in' },
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
      return sendJsonBody(
        request,
        reply,
        await roomDesksBody(app, {
          id,
          buildingId: room.buildingId,
          day: day(request.query.date_query),
          ...viewOf(currentUser(request)),
        }),
      );
    },
  );

  app.get(
    '/floors/:id/desks',
    {
      config: { access: 'signed-in' },
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
      return sendJsonBody(
        request,
        reply,
        await floorDesksBody(app, {
          id,
          buildingId: floor.buildingId,
          day: day(request.query.date_query),
          ...viewOf(currentUser(request)),
        }),
      );
    },
  );

  app.get(
    '/floors/:id/map',
    {
      config: { access: 'signed-in' },
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
      config: { access: 'signed-in' },
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
      config: { access: 'public' },
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
