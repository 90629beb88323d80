import {
  ErrorCode,
  ZSamlSetupSchema,
  ZSamlSetupUpdateSchema,
  ZSamlStatusSchema,
  ZSamlTokenRequestSchema,
  ZTokenResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import { SSO_START_LIMIT, takePublicQuota } from '../../lib/request-quota';
import { saveSamlSetup, samlSetup } from './saml-setup.service';
import { acsSignIn, samlStatus, spMetadata, startSignIn, tokenForHandoff } from './saml.service';

/** PUBLIC_URL, else the address this request came to: our entity ID and ACS live there. */
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.sso.publicUrl ?? `${request.protocol}://${request.host}`;
}

const ZAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(80).optional(),
});

export default async function samlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The provider's HTTP-POST binding posts a form (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 600_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/auth/saml/metadata',
    {
      config: { access: 'public' },
      // XML: its answer is described in lib/openapi.ts.
      schema: { tags: ['auth'] },
    },
    async (request, reply) => {
      reply.type('application/samlmetadata+xml');
      return spMetadata(app, originOf(app, request));
    },
  );

  app.get(
    '/auth/saml/status',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: ZSamlStatusSchema } } },
    async () => samlStatus(app),
  );

  // SP-initiated sign-in: the browser goes to the provider with a deflated AuthnRequest (HTTP-Redirect binding).
  app.get(
    '/auth/saml/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 302: z.null(), ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      if (!(await takePublicQuota(app.db, 'saml_start', request.ip, SSO_START_LIMIT, app.clock.now())))
        throw new AppError(ErrorCode.RATE_LIMITED);
      const url = await startSignIn(app, originOf(app, request));
      reply.header('cache-control', 'no-store');
      return reply.redirect(url, 302);
    },
  );

  // The assertion consumer service (HTTP-POST binding): the browser app continues with a one-time code, or
  // shows the refusal on its SAML failure page (decision 238).
  app.post(
    '/auth/saml/acs',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: ZAcsBodySchema, response: { 303: z.null(), ...errorResponses(400) } },
    },
    async (request, reply) => {
      let target: string;
      try {
        const code = await acsSignIn(app, {
          origin: originOf(app, request),
          samlResponse: request.body.SAMLResponse,
          ip: request.ip,
          log: request.log,
        });
        target = `/login?saml=${encodeURIComponent(code)}`;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        target = `/login/saml-failed?code=${encodeURIComponent(err.code)}`;
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 303);
    },
  );

  app.post(
    '/auth/saml/token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZSamlTokenRequestSchema,
        response: { 200: ZTokenResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ token: await tokenForHandoff(app, request.body.code) }),
  );

  app.get(
    '/setup/saml',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], response: { 200: ZSamlSetupSchema, ...errorResponses(401, 403) } },
    },
    async (request) => samlSetup(app, originOf(app, request)),
  );

  app.put(
    '/setup/saml',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        body: ZSamlSetupUpdateSchema,
        response: { 200: ZSamlSetupSchema, ...errorResponses(400, 401, 403, 502) },
      },
    },
    async (request) => saveSamlSetup(app, currentUser(request).id, request.body, originOf(app, request)),
  );
}
