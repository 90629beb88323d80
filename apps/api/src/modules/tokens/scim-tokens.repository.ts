import type { DbOrTrx } from '../../db/database';

const columns = ['id', 'name', 'hint', 'created_at', 'last_used_at'] as const;

export function insertScimToken(
  db: DbOrTrx,
  values: { name: string; hint: string; hash: Buffer; createdBy: number | null; now: Date },
) {
  return db
    .insertInto('scim_tokens')
    .values({
      name: values.name,
      hint: values.hint,
      token_hash: values.hash,
      created_by: values.createdBy,
      created_at: values.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Tokens that are not revoked, newest first. */
export function scimTokenRows(db: DbOrTrx) {
  return db.selectFrom('scim_tokens').select(columns).where('revoked_at', 'is', null).orderBy('id', 'desc').execute();
}

/** Revokes a token; its name, or undefined when there is no such unrevoked token. */
export async function revokeScimTokenRow(db: DbOrTrx, id: number, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('scim_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  return row?.name;
}

export function scimTokenByHash(db: DbOrTrx, hash: Buffer) {
  return db
    .selectFrom('scim_tokens')
    .select(['id', 'name', 'last_used_at'])
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
