import {
  ErrorCode,
  ZLoginAnswerSchema,
  ZLoginRequestSchema,
  ZProfileUpdateSchema,
  ZUserSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import { selfUser } from './auth.cache';
import { changeProfile, signIn } from './auth.service';
import { revokeSession } from './sessions.service';

const errors = errorResponses(400, 401, 429);

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/login/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZLoginRequestSchema,
        response: { 200: ZLoginAnswerSchema, ...errors, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn(app, request.body, request.ip, request.headers['user-agent'] ?? null);
      if ('retryAfterSeconds' in signedIn) {
        reply.header('retry-after', String(signedIn.retryAfterSeconds));
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      return signedIn;
    },
  );

  app.get(
    '/users/self/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZUserSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const { id } = currentUser(request);
      // Kept until the user's check-ins, bookings or profile change (user_changed), or STATUS_TTL_MS.
      const user = await selfUser(app, id);
      if (!user) throw notFound();
      return user;
    },
  );

  app.put(
    '/users/self/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], body: ZProfileUpdateSchema, response: { 200: ZUserSchema, ...errors } },
    },
    async (request) => changeProfile(app, currentUser(request).id, request.body),
  );

  app.post(
    '/users/logout/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      const { sessionId, id } = currentUser(request);
      await revokeSession(app.db, sessionId, id, app.clock.now());
      return reply.status(204).send(null);
    },
  );
}
