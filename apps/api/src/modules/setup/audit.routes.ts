import { ZAuditFacetsSchema, ZAuditListSchema, ZAuditQuerySchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFacets, listAudit } from './audit.repository';
import { setupErrors, tags } from './schemas';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: ZAuditQuerySchema, response: { 200: ZAuditListSchema, ...setupErrors } },
    },
    async (request) => listAudit(app.db, request.query),
  );
  // The filter choices of the activity log: the people in it and the kinds of change.
  app.get(
    '/audit/facets',
    { config: { access: 'staff' }, schema: { tags, response: { 200: ZAuditFacetsSchema, ...setupErrors } } },
    async () => auditFacets(app.db),
  );
}
