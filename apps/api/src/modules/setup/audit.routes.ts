import { ZAuditListSchema, ZAuditQuerySchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from './audit.repository';
import { setupErrors, tags } from './schemas';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      schema: { tags, querystring: ZAuditQuerySchema, response: { 200: ZAuditListSchema, ...setupErrors } },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
