import {
  ZAwayRequestSchema,
  ZCancelledCountSchema,
  ZIdParamsSchema,
  ZSeriesCancelSchema,
  ZSeriesDetailSchema,
  ZSeriesEditSchema,
  ZSeriesPreviewSchema,
  ZSeriesRequestSchema,
  ZSeriesResultSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import {
  awayBetween,
  cancelSeries,
  createSeries,
  editSeries,
  previewSeries,
  previewSeriesEdit,
  seriesDetail,
} from './series.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Recurring bookings (decision 220): preview, create, edit and cancel a series; "away from … to …". */
export default async function seriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/booking/series/preview',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], body: ZSeriesRequestSchema, response: { 200: ZSeriesPreviewSchema, ...errors } },
    },
    async (request) => previewSeries(app, currentUser(request), request.body),
  );

  app.post(
    '/booking/series',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['booking'], body: ZSeriesRequestSchema, response: { 201: ZSeriesResultSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createSeries(app, currentUser(request).id, request.body)),
  );

  app.get(
    '/booking/series/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        response: { 200: ZSeriesDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return seriesDetail(app, currentUser(request).id, request.params.id);
    },
  );

  app.post(
    '/booking/series/:id/edit',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        body: ZSeriesEditSchema,
        response: { 200: ZSeriesResultSchema, ...errors },
      },
    },
    async (request) => editSeries(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/booking/series/:id/edit/preview',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        body: ZSeriesEditSchema,
        response: { 200: ZSeriesResultSchema, ...errors },
      },
    },
    async (request) => previewSeriesEdit(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/booking/series/:id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        body: ZSeriesCancelSchema,
        response: { 200: ZCancelledCountSchema, ...errors },
      },
    },
    async (request) => cancelSeries(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/booking/away',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['booking'],
        body: ZAwayRequestSchema,
        response: { 200: ZCancelledCountSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => awayBetween(app, currentUser(request).id, request.body),
  );
}
