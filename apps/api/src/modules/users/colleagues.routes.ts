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
import { JsonBody, sendJsonBody } from '../../lib/json-reply';
import { STATUS_TTL_MS } from '../../lib/live-cache';
import { pageLinks } from '../../lib/page-links';
import { findColleague } from './colleagues.repository';
import { PeopleIndex } from './people-index';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/** Find a colleague (docs/product/colleagues.md): search, filters, pages followed through `next`. */
export default async function colleagueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Searches answered from memory, in step with every change (decision 153).
  const people = new PeopleIndex(app.db, () => app.clock.now());
  const unfollow = app.liveCache.follow(people);
  app.addHook('onClose', async () => unfollow());
  // Loaded in the background as the server starts: at 100,000 people the facts take a few hundred ms, which the
  // first searches after a start would otherwise wait for. A failure is logged; the first search, or the next
  // readiness question, tries again. Ready once loaded (decision 192).
  let warmed = false;
  let warming: Promise<void> | null = null;
  const warm = () =>
    (warming ??= people
      .warm()
      .then(() => void (warmed = true))
      .catch((err: unknown) => app.log.warn({ err }, 'people index: first load failed'))
      .finally(() => (warming = null)));
  app.readiness.probe('people index', () => warmed || (void warm(), false));
  app.addHook('onReady', async () => void warm());

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
    async (request, reply) => {
      const { query, is_bhv, include, page = 1 } = request.query;
      const me = currentUser(request).id;
      const search = { query, isBhv: is_bhv === undefined ? undefined : is_bhv === 'true', include };
      // Shared from the live cache (decisions 150, 154), the searcher part of the key (nobody finds themselves).
      // Who is found, and in what order, follows names, flags and findability: any account change or booking
      // drops the answer ('accounts'); a filter on where people work follows every check-in too ('people').
      // The people listed follow their own events: anybody else's check-in leaves the answer as it is. At most
      // STATUS_TTL_MS for what changes with the clock.
      const followsCheckins = include?.some((filter) => filter !== 'user.bhv') ?? false;
      const scope = followsCheckins ? 'people' : 'accounts';
      const body = await app.liveCache.getShowing(scope, `colleagues:${me}:${request.url}`, STATUS_TTL_MS, async () => {
        const [count, found] = await Promise.all([
          people.count(me),
          people.search(me, search, { offset: (page - 1) * COLLEAGUES_PAGE_SIZE, limit: COLLEAGUES_PAGE_SIZE }),
        ]);
        const value = JsonBody.of(ZColleagueListSchema, {
          count,
          filtered_count: found.filtered,
          ...pageLinks(request, page, COLLEAGUES_PAGE_SIZE, found.filtered),
          results: found.users,
        });
        return { value, shows: found.users.map((user) => user.id) };
      });
      return sendJsonBody(request, reply, body);
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
