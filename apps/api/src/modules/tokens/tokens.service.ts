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
import { recordActivity } from '../activity';
import { hashApiToken, isApiTokenShape, newApiToken, tokenHint } from './api-token';
import { presentApiToken } from './tokens.presenter';
import { findTokenOwner, insertApiToken, revokeApiToken, userApiTokens } from './tokens.repository';
import { dueForTouch, touchToken } from './token-use.repository';

/** Runs `work` in the caller's transaction, or in a new one. */
const inTransaction = <T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

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
  const row = await inTransaction(db, async (trx) => {
    const inserted = await insertApiToken(trx, {
      userId: owner.id,
      name: input.name,
      hint: tokenHint(token),
      hash: hashApiToken(token),
      scopes: [...input.scopes].sort(),
      rateLimit: input.rate_limit ?? API_TOKEN_DEFAULT_RATE_LIMIT,
      expiresAt,
      now,
    });
    // Token creation is in the activity log (issue 38): whose token, its name and scopes, never the token.
    await recordActivity(trx, {
      userId: owner.id,
      action: 'token.create',
      entityType: 'token',
      entityId: inserted.id,
      details: { name: input.name, scopes: [...input.scopes].sort() },
      at: now,
    });
    return inserted;
  });
  return { ...presentApiToken(row, now), token };
}

export async function listApiTokens(db: DbOrTrx, now: Date, userId: number) {
  return (await userApiTokens(db, userId)).map((row) => presentApiToken(row, now));
}

export async function revokeOwnApiToken(db: DbOrTrx, now: Date, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const name = await revokeApiToken(trx, userId, id, now);
    if (name === null) throw notFound();
    await recordActivity(trx, {
      userId,
      action: 'token.revoke',
      entityType: 'token',
      entityId: id,
      details: { name },
      at: now,
    });
  });
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
    if (dueForTouch(row.last_used_at, now)) await touchToken(app.db, 'api_tokens', row.tokenId, now);
    return {
      id: row.id,
      username: row.username,
      roles: row.roles,
      language: row.language,
      private_bookings: row.private_bookings,
      tokenId: row.tokenId,
      scopes: row.scopes as TApiTokenScope[],
      rateLimit: row.rate_limit,
    };
  },
  take: (app, tokenId) => countRequest(app.db, 'api-token', String(tokenId), 60, app.clock.now()),
};
