import {
  COLLEAGUES_PAGE_SIZE,
  ZColleagueListQuerySchema,
  ZColleagueListSchema,
  ZIdParamsSchema,
  ZUserSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireAuth } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../../lib/page-links';
import { countColleagues, findColleague, searchColleagues } from './colleagues.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/** Find a colleague (docs/product/colleagues.md): search, filters, pages followed through `next`. */
export default async function colleagueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['colleagues'],
        querystring: ZColleagueListQuerySchema,
        response: { 200: ZColleagueListSchema, ...errors },
      },
    },
    async (request) => {
      const { query, is_bhv, include, page = 1 } = request.query;
      const me = currentUser(request).id;
      const search = { query, isBhv: is_bhv === undefined ? undefined : is_bhv === 'true', include, excludeId: me };
      const [count, found] = await Promise.all([
        countColleagues(app.db, me),
        searchColleagues(
          app.db,
          search,
          { offset: (page - 1) * COLLEAGUES_PAGE_SIZE, limit: COLLEAGUES_PAGE_SIZE },
          app.clock.now(),
        ),
      ]);
      return {
        count,
        filtered_count: found.filtered,
        ...pageLinks(request, page, COLLEAGUES_PAGE_SIZE, found.filtered),
        results: found.users,
      };
    },
  );

  app.get(
    '/users/detail/:id',
    {
      preHandler: requireAuth,
      schema: { tags: ['colleagues'], params: ZIdParamsSchema, response: { 200: ZUserSchema, ...errors } },
    },
    async (request) => {
      const user = await findColleague(app.db, request.params.id, app.clock.now());
      if (!user) throw notFound();
      return user;
    },
  );
}
