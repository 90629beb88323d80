import {
  ZActiveCheckinSchema,
  ZIdParamsSchema,
  ZQrCheckinQuerySchema,
  ZQrPlaceParamsSchema,
  ZQrPlaceSchema,
  ZQrSheetSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { qrCheckIn, qrPlace, qrSheet } from './qr.service';

const tags = ['qr'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** QR check-in (issue 41, decision 265): the page a place's code opens, its one tap, and the printed sheet. */
export default async function qrRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/qr/places/:kind/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: ZQrPlaceParamsSchema, response: { 200: ZQrPlaceSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return qrPlace(app, currentUser(request).id, request.params.kind, request.params.id);
    },
  );

  app.post(
    '/qr/places/:kind/:id/checkin',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        params: ZQrPlaceParamsSchema,
        querystring: ZQrCheckinQuerySchema,
        response: { 200: ZActiveCheckinSchema, 201: ZActiveCheckinSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { checkin, created } = await qrCheckIn(
        app,
        currentUser(request).id,
        request.params.kind,
        request.params.id,
        request.query.presence_code,
      );
      return reply.status(created ? 201 : 200).send(checkin);
    },
  );

  app.get(
    '/qr/sheets/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: ZQrSheetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => qrSheet(app, request.params.id),
  );
}
