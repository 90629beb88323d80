import { ErrorCode } from '@flexapp/contract';
import * as oidc from 'openid-client';
import { AppError } from '../../lib/errors';
import type { SsoIdentity } from './sso.repository';

/** Seconds the provider gets to answer each request. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';
/** Asked for besides SCOPE when the provider lists it (Okta); Entra ID sends the claim without a scope (decision 300). */
const GROUPS_SCOPE = 'groups';

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** Is this error the provider being unreachable or broken (rather than refusing us)? */
function isUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof oidc.ResponseBodyError) return e.status >= 500;
    const code = (e as { code?: string }).code ?? '';
    const name = (e as { name?: string }).name ?? '';
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ENOTFOUND',
        'EAI_AGAIN',
        'ETIMEDOUT',
        'EHOSTUNREACH',
        'UND_ERR_CONNECT_TIMEOUT',
        'UND_ERR_SOCKET',
      ].includes(code)
    )
      return true;
    if (name === 'AbortError' || name === 'TimeoutError') return true;
    if (e instanceof TypeError && /fetch failed/i.test(e.message)) return true;
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && /status code/i.test((e as Error).message)) {
      const status = (e as { cause?: { status?: number } }).cause?.status;
      if (status === undefined || status >= 500) return true;
    }
  }
  return false;
}

const unavailable = () => new AppError(ErrorCode.SSO_PROVIDER_UNAVAILABLE);

/** Discovers the provider's endpoints and keys from <issuer>/.well-known/openid-configuration. */
export async function discover(settings: SsoSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  try {
    return await oidc.discovery(
      issuer,
      settings.clientId,
      { client_secret: settings.clientSecret },
      oidc.ClientSecretPost(settings.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain http only for a provider on this machine (tests, development); otherwise https.
        execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      },
    );
  } catch {
    throw unavailable();
  }
}

/** The provider's authorization URL for a new attempt (state, nonce and PKCE S256). */
export async function authorizationUrl(
  config: oidc.Configuration,
  attempt: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: attempt.redirectUri,
    scope: config.serverMetadata().scopes_supported?.includes(GROUPS_SCOPE) ? `${SCOPE} ${GROUPS_SCOPE}` : SCOPE,
    response_type: 'code',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Exchanges the code at the token endpoint and validates the ID token
 * (signature, issuer, audience, expiry, nonce; openid-client does the checks),
 * then reads who signed in: email, else UPN, else preferred_username.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  callback: { code: string; state: string; iss?: string },
  attempt: { nonce: string; codeVerifier: string; redirectUri: string },
): Promise<SsoIdentity> {
  const current = new URL(attempt.redirectUri);
  current.searchParams.set('code', callback.code);
  current.searchParams.set('state', callback.state);
  // One configured provider, so no mix-up to defend against: fill in iss when the browser lost it.
  current.searchParams.set('iss', callback.iss ?? config.serverMetadata().issuer);

  let claims: oidc.IDToken;
  let accessToken: string;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: callback.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    accessToken = tokens.access_token;
  } catch (err) {
    throw isUnavailable(err) ? unavailable() : new AppError(ErrorCode.SSO_EXCHANGE_FAILED);
  }

  let info: Record<string, unknown> = claims;
  const hasName = (c: Record<string, unknown>) =>
    !!(text(c.email) ?? text(c.upn) ?? text(c.preferred_username) ?? text(c.unique_name));
  if ((!hasName(claims) || claims.groups === undefined) && config.serverMetadata().userinfo_endpoint) {
    // Some providers put the profile only in the userinfo answer.
    try {
      info = { ...(await oidc.fetchUserInfo(config, accessToken, claims.sub)), ...claims };
    } catch (err) {
      if (isUnavailable(err)) throw unavailable();
    }
  }

  // An email the provider marks as unverified never identifies anyone.
  const claimedEmail = info.email_verified === false ? null : text(info.email);
  const email = claimedEmail ?? (text(info.upn)?.includes('@') ? text(info.upn) : null);
  const username = text(info.preferred_username) ?? text(info.upn) ?? text(info.unique_name) ?? email;
  if (!email && !username) throw new AppError(ErrorCode.SSO_NO_IDENTITY);
  const full = text(info.name) ?? '';
  const firstName = text(info.given_name) ?? (full.split(' ')[0] || (username ?? email)!.split('@')[0]);
  const lastName = text(info.family_name) ?? full.split(' ').slice(1).join(' ');
  return { issuer: claims.iss, subject: claims.sub, email, username, firstName, lastName, groups: groupsClaim(info) };
}

/**
 * The `groups` claim as names (strings; numbers as text), or null when the provider sent none: then memberships
 * stay as they are (decision 300).
 */
function groupsClaim(info: Record<string, unknown>): string[] | null {
  const claim = info.groups;
  if (claim === undefined || claim === null) return null;
  const list = Array.isArray(claim) ? claim : [claim];
  return list.filter((g) => typeof g === 'string' || typeof g === 'number').map(String);
}
