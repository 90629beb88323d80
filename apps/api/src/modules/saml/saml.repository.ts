import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { SamlIdentityProviderTable } from '../../db/schema';

type ProviderRow = Omit<SamlIdentityProviderTable, 'id' | 'updated_at'> & { updated_at: Date };

/** The configured identity provider, or undefined. */
export function findProvider(db: DbOrTrx) {
  return db.selectFrom('saml_identity_provider').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Creates or replaces the one identity provider. */
export async function saveProvider(db: DbOrTrx, row: ProviderRow): Promise<void> {
  await db
    .insertInto('saml_identity_provider')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function saveRequest(db: DbOrTrx, id: string, now: Date): Promise<void> {
  await db.insertInto('saml_requests').values({ id, created_at: now }).execute();
  // Forget requests that can no longer be answered (a day back, as the OpenID Connect attempts).
  await db
    .deleteFrom('saml_requests')
    .where('created_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}

/** When request `id` was sent, if after `since`; else null. */
export async function requestCreatedAt(db: DbOrTrx, id: string, since: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('saml_requests')
    .select('created_at')
    .where('id', '=', id)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Forgets a request (answered once); its id when it existed. */
export async function forgetRequest(db: DbOrTrx, id: string): Promise<string | null> {
  const row = await db.deleteFrom('saml_requests').where('id', '=', id).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

/** Whether an assertion with this ID was already used. */
export async function assertionUsed(db: DbOrTrx, assertionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('saml_used_assertions')
    .select('assertion_id')
    .where('assertion_id', '=', assertionId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks an assertion ID used until it expires: true the first time, false when it was already used (the
 * primary key decides, also for two processes at once). Expired IDs are dropped; they fail the time check anyway.
 */
export async function markAssertionUsed(
  db: DbOrTrx,
  assertionId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('saml_used_assertions').where('expires_at', '<', now).execute();
  const row = await db
    .insertInto('saml_used_assertions')
    .values({ assertion_id: assertionId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('assertion_id').doNothing())
    .returning('assertion_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveHandoff(db: DbOrTrx, codeHash: string, userId: number, now: Date): Promise<void> {
  await db.insertInto('saml_handoffs').values({ code_hash: codeHash, user_id: userId, created_at: now }).execute();
  await db
    .deleteFrom('saml_handoffs')
    .where('created_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}

/** Takes a handoff code once, if made after `since`: its user, or undefined. */
export async function takeHandoff(db: DbOrTrx, codeHash: string, since: Date, now: Date) {
  return db
    .updateTable('saml_handoffs')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('created_at', '>', since)
    .returning('user_id')
    .executeTakeFirst();
}

/** The identity provider's view of a person: names and language when it sent them. */
export async function updateProfileFromProvider(
  db: DbOrTrx,
  userId: number,
  profile: { firstName: string | null; lastName: string | null; language: 'en' | 'nl' | null },
  now: Date,
): Promise<void> {
  const set = {
    ...(profile.firstName ? { first_name: profile.firstName } : {}),
    ...(profile.lastName ? { last_name: profile.lastName } : {}),
    ...(profile.language ? { language: profile.language } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...set, updated_at: now, version: sql`version + 1` })
    .where('id', '=', userId)
    .execute();
}

/** The activity-log line of a refused or finished SAML sign-in (no actor: the caller is not signed in yet). */
export async function logSamlEvent(
  db: DbOrTrx,
  entry: { action: string; userId: number | null; details: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: null,
      action: entry.action,
      entity_type: 'user',
      entity_id: entry.userId,
      details: JSON.stringify(entry.details),
      created_at: entry.now,
    })
    .execute();
}

/** Whether an active user with a password has this user name (case-insensitive). */
export async function activePasswordUser(db: DbOrTrx, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('is_active', '=', true)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
