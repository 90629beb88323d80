import {
  ErrorCode,
  ZLoginRequestSchema,
  ZProfileUpdateSchema,
  ZTokenResponseSchema,
  ZUserSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { publishUserChanged } from '../../live';
import { selfUser } from './auth.cache';
import { SHORT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../lib/tokens';
import { findPresentedUser } from '../users';
import { accountKey, loginThrottle, logLockout, recordLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { createSession, revokeSession } from './sessions.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 429);

/** Issues a token for a user: a server-side session plus a signed JWT naming it. */
export async function issueToken(
  app: FastifyInstance,
  userId: number,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  const expiresAt = new Date(app.clock.now().getTime() + lifetimeSeconds * 1000);
  const sessionId = await createSession(app.db, userId, expiresAt);
  return app.tokens.sign({ userId, sessionId }, expiresAt);
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/login/',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: ZLoginRequestSchema, response: { 200: ZTokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const ip = request.ip;
      const now = app.clock.now();
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where((eb) =>
          eb.or([
            eb(sql`lower(username)`, '=', username.toLowerCase()),
            eb(sql`lower(email)`, '=', username.toLowerCase()),
          ]),
        )
        .where('is_active', '=', true)
        .orderBy('id')
        .executeTakeFirst();
      // Throttled before the (deliberately slow) password check; see login-throttle.ts.
      const account = accountKey(user?.id ?? null, username);
      const verdict = await loginThrottle(app.db, { account, ip, now });
      if (verdict.locked) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      // Unknown names are checked against a dummy hash: the answer takes as long either way.
      const ok = (await verifyPassword(user?.password_hash ?? null, password)) && !!user;
      await recordLoginAttempt(app.db, { account, ip, username, succeeded: ok, now });
      if (!ok || !user) {
        const after = await loginThrottle(app.db, { account, ip, now });
        if (after.locked) await logLockout(app.db, { account, ip, username, scope: after.scope, now });
        throw new AppError(ErrorCode.INVALID_CREDENTIALS);
      }
      // remember_me: true keeps the session 30 days; otherwise it lasts a working day.
      const lifetime = request.body.remember_me === true ? TOKEN_LIFETIME_SECONDS : SHORT_TOKEN_LIFETIME_SECONDS;
      return { token: await issueToken(app, user.id, lifetime) };
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
    async (request) => {
      const { id } = currentUser(request);
      const { first_name, last_name, profile } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ first_name, last_name, language: profile.language, updated_at: new Date(), version: sql`version + 1` })
          .where('id', '=', id)
          .execute();
        // The language of the user's signed-in requests follows at once.
        await publishUserChanged(trx, id);
      });
      return (await findPresentedUser(app.db, id, app.clock.now()))!;
    },
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
