import type { TScimToken, TScimTokenCreate, TScimTokenCreated } from '@flexapp/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../setup';
import { hashApiToken, isScimTokenShape, newScimToken, tokenHint } from './api-token';
import { insertScimToken, revokeScimTokenRow, scimTokenByHash, scimTokenRows } from './scim-tokens.repository';
import { dueForTouch, touchToken } from './token-use.repository';

type Row = { id: number; name: string; hint: string; created_at: Date; last_used_at: Date | null };
const present = (row: Row): TScimToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/** Makes a SCIM token (Setup or the CLI, decision 231): the only moment the token itself exists outside its holder. */
export async function createScimToken(
  db: Db,
  now: Date,
  staffId: number | null,
  input: TScimTokenCreate,
): Promise<TScimTokenCreated> {
  const token = newScimToken();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await insertScimToken(trx, {
      name: input.name,
      hint: tokenHint(token),
      hash: hashApiToken(token),
      createdBy: staffId,
      now,
    });
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'scim_token.create',
      entityType: 'scim_token',
      entityId: inserted.id,
      // No staff member: made with cli.js token:create; the activity log says so (decision 448).
      details: { name: input.name, ...(staffId === null ? { via: 'cli' } : {}) },
    });
    return inserted;
  });
  return { ...present(row), token };
}

export async function listScimTokens(db: Db): Promise<TScimToken[]> {
  return (await scimTokenRows(db)).map(present);
}

export async function revokeScimToken(db: Db, now: Date, staffId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const name = await revokeScimTokenRow(trx, id, now);
    if (name === undefined) throw notFound();
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'scim_token.revoke',
      entityType: 'scim_token',
      entityId: id,
      details: { name },
    });
  });
}

/**
 * The SCIM token behind a bearer token, or undefined (wrong shape, unknown, revoked). Not cached: a revoked
 * token stops at once on every process. API tokens and session tokens never match (another prefix).
 */
export async function scimTokenOf(db: Db, now: Date, token: string): Promise<{ id: number; name: string } | undefined> {
  if (!isScimTokenShape(token)) return undefined;
  const row = await scimTokenByHash(db, hashApiToken(token));
  if (!row) return undefined;
  if (dueForTouch(row.last_used_at, now)) await touchToken(db, 'scim_tokens', row.id, now);
  return { id: row.id, name: row.name };
}
