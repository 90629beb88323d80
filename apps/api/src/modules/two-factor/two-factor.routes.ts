import {
  ZRecoveryCodesSchema,
  ZTotpConfirmSchema,
  ZTotpEnrolmentSchema,
  ZTwoFactorStatusSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { confirmTotp, startTotp, twoFactorStatus } from './two-factor.service';

/** A person's own two-factor sign-in (decision 240): signed in through the app only, never with an API token. */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/two-factor/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZTwoFactorStatusSchema, ...errorResponses(401, 403) } },
    },
    async (request) => twoFactorStatus(app, currentUser(request).id),
  );

  app.post(
    '/users/self/two-factor/totp/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 201: ZTotpEnrolmentSchema, ...errorResponses(401, 403, 409) } },
    },
    async (request, reply) => {
      const enrolment = await startTotp(app, currentUser(request).id);
      return reply.status(201).header('cache-control', 'no-store').send(enrolment);
    },
  );

  app.post(
    '/users/self/two-factor/totp/confirm/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        body: ZTotpConfirmSchema,
        response: { 200: ZRecoveryCodesSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const codes = await confirmTotp(app, currentUser(request).id, request.body.code);
      return reply.header('cache-control', 'no-store').send(codes);
    },
  );
}
