import type { DbOrTrx } from '../../db/database';

const columns = ['id', 'name', 'hint', 'scopes', 'rate_limit', 'created_at', 'expires_at', 'last_used_at'] as const;
export type ApiTokenRow = {
  id: number;
  name: string;
  hint: string;
  scopes: string[];
  rate_limit: number;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
};

export async function insertApiToken(
  db: DbOrTrx,
  values: {
    userId: number;
    name: string;
    hint: string;
    hash: Buffer;
    scopes: string[];
    rateLimit: number;
    expiresAt: Date | null;
    now: Date;
  },
): Promise<ApiTokenRow> {
  return db
    .insertInto('api_tokens')
    .values({
      user_id: values.userId,
      name: values.name,
      hint: values.hint,
      token_hash: values.hash,
      scopes: values.scopes,
      rate_limit: values.rateLimit,
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** A person's tokens that are not revoked, newest first (expired ones too, marked so by the presenter). */
export async function userApiTokens(db: DbOrTrx, userId: number): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .select(columns)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes a person's token; false when they have no such unrevoked token. */
export async function revokeApiToken(db: DbOrTrx, userId: number, id: number, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The active owner of an unrevoked token that has not expired at `now`, by the token's hash. */
export async function findTokenOwner(db: DbOrTrx, hash: Buffer, now: Date) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id as tokenId',
      't.scopes',
      't.rate_limit',
      't.last_used_at',
      'u.id',
      'u.username',
      'u.roles',
      'u.language',
      'u.private_bookings',
    ])
    .where('t.token_hash', '=', hash)
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

export async function findUserByUsername(db: DbOrTrx, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'roles', 'is_active'])
    .where('username', '=', username)
    .executeTakeFirst();
}
