import { ErrorCode, ZSecondFactorLoginSchema, ZTokenResponseSchema, ZTotpDisableSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import { completeSecondFactor, turnOffTwoFactor } from './second-factor.service';

/** The second step of a password sign-in, and turning two-factor sign-in off (decision 240). */
export default async function secondFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/login/second-factor/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZSecondFactorLoginSchema,
        response: { 200: ZTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await completeSecondFactor(app, request.body, request.ip, request.headers['user-agent'] ?? null);
      if ('retryAfterSeconds' in signedIn) {
        reply.header('retry-after', String(signedIn.retryAfterSeconds));
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      return signedIn;
    },
  );

  app.post(
    '/users/self/two-factor/totp/disable/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        body: ZTotpDisableSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const done = await turnOffTwoFactor(app, currentUser(request), request.body, request.ip);
      if ('retryAfterSeconds' in done) {
        reply.header('retry-after', String(done.retryAfterSeconds));
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      return reply.status(204).send(null);
    },
  );
}
