import {
  COLLEAGUES_PAGE_SIZE,
  ZColleagueListQuerySchema,
  ZColleagueListSchema,
  ZIdParamsSchema,
  ZUserSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { hidePrivatePlaces } from './private-places';
import { notFound } from '../../lib/errors';
import { sendJsonBody } from '../../lib/json-reply';
import { pageLinks } from '../../lib/page-links';
import { findColleague } from './colleagues.repository';
import { PeopleIndex } from './people-index';
import { colleaguesBody } from './users.cache';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/** Find a colleague (docs/product/colleagues.md): search, filters, pages followed through `next`. */
export default async function colleagueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Searches answered from memory, in step with every change (decision 033).
  const people = new PeopleIndex(app.db, () => app.clock.now());
  const unfollow = app.liveCache.follow(people);
  app.addHook('onClose', async () => unfollow());
  // Loaded in the background as the server starts, so the first searches after a start need not wait for it. A failure is logged; the first search, or the next
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
      config: { access: 'signed-in' },
      schema: {
        tags: ['colleagues'],
        querystring: ZColleagueListQuerySchema,
        response: { 200: ZColleagueListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await colleaguesBody(app, {
        me: currentUser(request).id,
        isStaff: currentUser(request).isStaff,
        url: request.url,
        query: request.query,
        people,
        links: (filtered) => pageLinks(request, request.query.page ?? 1, COLLEAGUES_PAGE_SIZE, filtered),
      });
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/users/detail/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['colleagues'], params: ZIdParamsSchema, response: { 200: ZUserSchema, ...errors } },
    },
    async (request) => {
      const user = await findColleague(app.db, request.params.id, app.clock.now());
      if (!user) throw notFound();
      return (await hidePrivatePlaces(app.db, [user], currentUser(request)))[0];
    },
  );
}
