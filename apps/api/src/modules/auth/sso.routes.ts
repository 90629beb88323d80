import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  ZSsoAuthorizeResponseSchema,
  ZSsoLoginRequestSchema,
  ZTokenResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';

import { AppError } from '../../lib/errors';
import { SSO_START_LIMIT, takePublicQuota } from '../../lib/request-quota';
import { cachedSettings } from '../configuration';
import { issueToken } from './sessions.service';
import { saveLoginState, takeLoginState } from './sso.repository';
import { type ClaimedGroupsSync, ssoUserOf } from './sso-users.service';
import { authorizationUrl, discover, exchangeCode, type SsoSettings } from './sso.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 403, 429, 502, 503);

/** The provider, our client id (settings adfs_base_url, adfs_client_id) and the secret (env). */
async function ssoSettings(app: FastifyInstance): Promise<SsoSettings> {
  const settings = await cachedSettings(app);
  const clientSecret = app.sso.clientSecret;
  if (!settings.adfs_base_url || !settings.adfs_client_id || !clientSecret) {
    throw new AppError(ErrorCode.SSO_NOT_CONFIGURED);
  }
  return { issuer: settings.adfs_base_url, clientId: settings.adfs_client_id, clientSecret };
}

/** The provider sends the browser back to <origin>/login: PUBLIC_URL, else the address this request came to. */
function redirectUri(app: FastifyInstance, request: FastifyRequest): string {
  const origin = app.sso.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL('/login', origin).href;
}

/** The OpenID Connect routes; `syncGroups` applies the groups claim (decision 300). */
export const ssoRoutesWith = (syncGroups: ClaimedGroupsSync) =>
  async function ssoRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // Starts a sign-in: remembers state, nonce and PKCE verifier server-side, answers where to send the browser.
    app.get(
      '/users/adfs_authorize/',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], response: { 200: ZSsoAuthorizeResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const settings = await ssoSettings(app);
        if (!(await takePublicQuota(app.db, 'sso_start', request.ip, SSO_START_LIMIT, app.clock.now())))
          throw new AppError(ErrorCode.RATE_LIMITED);
        const config = await discover(settings);
        const attempt = {
          state: randomBytes(32).toString('base64url'),
          nonce: oidc.randomNonce(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          redirectUri: redirectUri(app, request),
        };
        const url = await authorizationUrl(config, attempt);
        await saveLoginState(
          app.db,
          {
            state: attempt.state,
            nonce: attempt.nonce,
            code_verifier: attempt.codeVerifier,
            redirect_uri: attempt.redirectUri,
          },
          app.clock.now(),
        );
        reply.header('cache-control', 'no-store');
        return { authorization_url: url };
      },
    );

    // Finishes it: the state is taken (once, within 10 minutes), the code exchanged, the user found or created.
    app.post(
      '/users/adfs_login/',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: ZSsoLoginRequestSchema, response: { 200: ZTokenResponseSchema, ...errors } },
      },
      async (request) => {
        const settings = await ssoSettings(app);
        const attempt = await takeLoginState(app.db, request.body.state, app.clock.now());
        if (!attempt) throw new AppError(ErrorCode.SSO_INVALID_STATE);
        const config = await discover(settings);
        const identity = await exchangeCode(config, request.body, {
          nonce: attempt.nonce,
          codeVerifier: attempt.code_verifier,
          redirectUri: attempt.redirect_uri,
        });
        const user = await ssoUserOf(app.db, identity, { sync: syncGroups, now: app.clock.now() });
        if (!user.is_active) throw new AppError(ErrorCode.SSO_ACCOUNT_DISABLED);
        return { token: await issueToken(app, user.id, undefined, request.headers['user-agent'] ?? null) };
      },
    );
  };
