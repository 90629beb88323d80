import {
  ZDeleteQuerySchema,
  ZDeleteResultSchema,
  ZIdParamsSchema,
  ZSetupTimetableSchema,
  ZTimetableCreateSchema,
  ZTimetableUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { setupErrors, tags } from './schemas';
import { listTimetables } from './timetables.repository';
import { changeSlot, createSlot, removeSlot } from './timetables.service';

/** The time slots desks are booked in. */
export default async function timetablesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/timetables',
    {
      config: { access: 'staff' },
      schema: { tags, response: { 200: z.array(ZSetupTimetableSchema), ...setupErrors } },
    },
    async () => listTimetables(app.db),
  );

  app.post(
    '/timetables',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZTimetableCreateSchema, response: { 201: ZSetupTimetableSchema, ...setupErrors } },
    },
    async (request, reply) => reply.status(201).send(await createSlot(app, currentUser(request).id, request.body)),
  );

  app.patch(
    '/timetables/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        body: ZTimetableUpdateSchema,
        response: { 200: ZSetupTimetableSchema, ...setupErrors },
      },
    },
    async (request) => changeSlot(app, currentUser(request).id, request.params.id, request.body, request.query.release),
  );

  app.delete(
    '/timetables/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        response: { 200: ZDeleteResultSchema, ...setupErrors },
      },
    },
    async (request) => {
      const released = await removeSlot(app, currentUser(request).id, request.params.id, request.query.release);
      return { deleted: true as const, released_bookings: released };
    },
  );
}
