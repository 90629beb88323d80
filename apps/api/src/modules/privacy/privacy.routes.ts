import {
  ZEraseRequestSchema,
  ZEraseResultSchema,
  ZExportQuerySchema,
  ZIdParamsSchema,
  ZPersonalDataSchema,
  type TExportFormat,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { erasePerson } from './erasure.service';
import { exportPersonalData } from './export.service';

const tags = ['privacy'];

/** The download: a file named for the person and the day, JSON or PDF. */
async function sendExport(
  reply: FastifyReply,
  result: Awaited<ReturnType<typeof exportPersonalData>>,
  format: TExportFormat,
) {
  const name = `flexapp-data-${result.data.profile.username}-${result.data.exported_at.slice(0, 10)}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`);
  if (result.pdf) return reply.type('application/pdf').send(result.pdf);
  return reply.send(result.data);
}

/** A person's data (issue 38): export by the person or staff, erasure by staff (decisions 245, 246). */
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/export',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        querystring: ZExportQuerySchema,
        response: { 200: ZPersonalDataSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id;
      return sendExport(reply, await exportPersonalData(app, me, me, request.query.format), request.query.format);
    },
  );

  app.get(
    '/setup/users/:id/export',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZExportQuerySchema,
        response: { 200: ZPersonalDataSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        await exportPersonalData(app, currentUser(request).id, request.params.id, request.query.format),
        request.query.format,
      ),
  );

  app.post(
    '/setup/users/:id/erase',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZEraseRequestSchema,
        response: { 200: ZEraseResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => erasePerson(app, currentUser(request).id, request.params.id, request.body.confirm),
  );
}
