import {
  API_TOKEN_DEFAULT_RATE_LIMIT,
  ErrorCode,
  STAFF_ONLY_SCOPES,
  type TApiTokenCreate,
  type TApiTokenCreated,
  type TApiTokenScope,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import type { ApiTokenAccess, TokenOwner } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { countRequest } from '../../lib/request-quota';
import { hashApiToken, isApiTokenShape, newApiToken, tokenHint } from './api-token';
import { presentApiToken } from './tokens.presenter';
import { findTokenOwner, insertApiToken, revokeApiToken, touchApiToken, userApiTokens } from './tokens.repository';

/**
 * Makes a token for a person (the app's Settings, or the CLI): the only moment the token itself exists outside
 * its holder. Scopes never go beyond the person's role (decision 210); an expiry lies in the future.
 */
export async function createApiToken(
  db: DbOrTrx,
  now: Date,
  owner: { id: number; isStaff: boolean },
  input: TApiTokenCreate,
): Promise<TApiTokenCreated> {
  if (!owner.isStaff && input.scopes.some((s) => STAFF_ONLY_SCOPES.includes(s))) {
    throw new AppError(ErrorCode.SCOPE_NOT_ALLOWED);
  }
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt <= now) {
    throw badRequest('The expiry lies in the past.', { expires_at: ['The expiry lies in the past.'] });
  }
  const token = newApiToken();
  const row = await insertApiToken(db, {
    userId: owner.id,
    name: input.name,
    hint: tokenHint(token),
    hash: hashApiToken(token),
    scopes: [...input.scopes].sort(),
    rateLimit: input.rate_limit ?? API_TOKEN_DEFAULT_RATE_LIMIT,
    expiresAt,
    now,
  });
  return { ...presentApiToken(row, now), token };
}

export async function listApiTokens(db: DbOrTrx, now: Date, userId: number) {
  return (await userApiTokens(db, userId)).map((row) => presentApiToken(row, now));
}

export async function revokeOwnApiToken(db: DbOrTrx, now: Date, userId: number, id: number): Promise<void> {
  if (!(await revokeApiToken(db, userId, id, now))) throw notFound();
}

/**
 * The access hook's view of API tokens (lib/auth.ts). Not cached: a revoked token stops at once on every
 * API process, at the cost of one indexed lookup per token request.
 */
export const apiTokenAccess: ApiTokenAccess = {
  async ownerOf(app: FastifyInstance, token: string): Promise<TokenOwner | undefined> {
    if (!isApiTokenShape(token)) return undefined;
    const now = app.clock.now();
    const row = await findTokenOwner(app.db, hashApiToken(token), now);
    if (!row) return undefined;
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= 60_000) {
      await touchApiToken(app.db, row.tokenId, now);
    }
    return {
      id: row.id,
      username: row.username,
      roles: row.roles,
      language: row.language,
      tokenId: row.tokenId,
      scopes: row.scopes as TApiTokenScope[],
      rateLimit: row.rate_limit,
    };
  },
  take: (app, tokenId) => countRequest(app.db, 'api-token', String(tokenId), 60, app.clock.now()),
};
