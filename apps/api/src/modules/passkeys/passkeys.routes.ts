import {
  ErrorCode,
  ZIdParamsSchema,
  ZPasskeyListSchema,
  ZPasskeyOptionsSchema,
  ZPasskeyRegisterSchema,
  ZPasskeySchema,
  ZPasskeySignInSchema,
  ZSecondFactorPasskeyLoginSchema,
  ZSecondFactorPasskeyOptionsRequestSchema,
  ZTokenResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
  type RelyingParty,
} from './passkeys.service';
import { completeWithPasskey, secondFactorOptions } from './passkey-second-factor.service';

/** The relying party: PUBLIC_URL, else the address this request came to; its ID is that host name (decision 307). */
function relyingParty(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const origin = new URL(app.sso.publicUrl ?? `${request.protocol}://${request.host}`).origin;
  return { origin, id: new URL(origin).hostname };
}

/**
 * Passkeys (WebAuthn, issue 36, decision 307): made and removed in Settings, a sign-in without a password, and
 * the second step after a password (decision 350).
 */
export default async function passkeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/passkeys/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZPasskeyListSchema, ...errorResponses(401) } },
    },
    async (request) => listPasskeys(app, currentUser(request).id),
  );

  app.post(
    '/users/self/passkeys/options/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZPasskeyOptionsSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationOptions(app, currentUser(request), relyingParty(app, request));
    },
  );

  app.post(
    '/users/self/passkeys/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        body: ZPasskeyRegisterSchema,
        response: { 201: ZPasskeySchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const made = await registerPasskey(app, currentUser(request).id, request.body, relyingParty(app, request));
      return reply.status(201).send(made);
    },
  );

  app.delete(
    '/users/self/passkeys/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removePasskey(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/login/passkey/options/',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: ZPasskeyOptionsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signInOptions(app, relyingParty(app, request));
    },
  );

  app.post(
    '/users/login/passkey/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZPasskeySignInSchema,
        response: { 200: ZTokenResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      signInWithPasskey(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        rp: relyingParty(app, request),
      }),
  );

  app.post(
    '/users/login/second-factor/passkey/options/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZSecondFactorPasskeyOptionsRequestSchema,
        response: { 200: ZPasskeyOptionsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return secondFactorOptions(app, request.body.challenge, relyingParty(app, request));
    },
  );

  app.post(
    '/users/login/second-factor/passkey/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZSecondFactorPasskeyLoginSchema,
        response: { 200: ZTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await completeWithPasskey(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        rp: relyingParty(app, request),
      });
      if ('retryAfterSeconds' in signedIn) {
        reply.header('retry-after', String(signedIn.retryAfterSeconds));
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      return signedIn;
    },
  );
}
