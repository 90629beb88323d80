import { ZOwnSessionsSchema, ZSessionIdParamsSchema, ZSignedOutOthersSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { listOwnSessions, signOutOtherSessions, signOutOwnSession } from './sessions.service';

/** One's own signed-in sessions: list, sign one out, sign out everywhere else (issue 36, decision 305). */
export default async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/sessions/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZOwnSessionsSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOwnSessions(app, currentUser(request));
    },
  );

  app.delete(
    '/users/self/sessions/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        params: ZSessionIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await signOutOwnSession(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/self/sessions/sign-out-others/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZSignedOutOthersSchema, ...errorResponses(401) } },
    },
    async (request) => signOutOtherSessions(app, currentUser(request)),
  );
}
