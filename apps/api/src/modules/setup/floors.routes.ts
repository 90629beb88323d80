import {
  ErrorCode,
  ZFloorCreateSchema,
  ZFloorUpdateSchema,
  ZIdParamsSchema,
  ZSetupFloorPlanSchema,
  ZSetupFloorSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, placeIn } from '../../lib/auth';
import { sendJsonBody } from '../../lib/json-reply';
import { setupFloorBody } from './setup.cache';
import { AppError } from '../../lib/errors';
import { invalidFile, preparePlan } from './floor-plan-upload';
import { placeRoutes } from './place-routes';
import { createFloor, removeFloorPlan, uploadFloorPlan } from './place-create.service';
import { requireLiveParent } from './places.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function floorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);
  const one = places.floor;

  app.get(
    '/buildings/:id/floors',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('building') },
      schema: { tags, params: ZIdParamsSchema, response: { 200: z.array(ZSetupFloorSchema), ...setupErrors } },
    },
    async (request) => {
      await requireLiveParent(app.db, 'floors', request.params.id);
      return places.floors({ buildingId: request.params.id });
    },
  );

  app.post(
    '/buildings/:id/floors',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('building') },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZFloorCreateSchema,
        response: { 201: ZSetupFloorSchema, ...setupErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await one(await createFloor(app, currentUser(request).id, request.params.id, request.body))),
  );

  /** The floor with all its rooms and desks: what the plan editor shows. */
  app.get(
    '/floors/:id',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('floor') },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupFloorPlanSchema, ...setupErrors } },
    },
    async (request, reply) => {
      const id = request.params.id;
      const body = await setupFloorBody(app, { id, places });
      return sendJsonBody(request, reply, body);
    },
  );

  // The plan image: multipart/form-data with one file field named "file" (PNG, JPEG or SVG, at most 5 MB).
  app.put(
    '/floors/:id/plan',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('floor') },
      schema: {
        tags,
        params: ZIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: ZSetupFloorSchema, ...setupErrors },
      },
    },
    async (request) => {
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
      await uploadFloorPlan(app, currentUser(request).id, request.params.id, { ...plan, fileName: file.filename });
      return one(request.params.id);
    },
  );

  app.delete(
    '/floors/:id/plan',
    {
      config: { access: 'setup', buildingScoped: placeIn.params('floor') },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupFloorSchema, ...setupErrors } },
    },
    async (request) => {
      await removeFloorPlan(app, currentUser(request).id, request.params.id);
      return one(request.params.id);
    },
  );

  placeRoutes(app, {
    table: 'floors',
    answer: ZSetupFloorSchema,
    update: ZFloorUpdateSchema,
    parent: 'buildings',
    one,
    list: (buildingId) => places.floors({ buildingId: buildingId! }),
  });
}
