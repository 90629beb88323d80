import type { TProfileUpdate } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** The active user whose user name or e-mail is `name` (case-insensitive), lowest id first, or undefined. */
export function activeUserByName(db: DbOrTrx, name: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'roles'])
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', name.toLowerCase()), eb(sql`lower(email)`, '=', name.toLowerCase())]),
    )
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

export async function updateProfile(db: DbOrTrx, userId: number, body: TProfileUpdate, now: Date): Promise<void> {
  const { first_name, last_name, profile } = body;
  await db
    .updateTable('users')
    .set({ first_name, last_name, language: profile.language, updated_at: now, version: sql`version + 1` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Whether password sign-in is off (decision 236): the SAML setup's "sign-in only through the identity provider",
 * and the one user name that may still use a password.
 */
export async function passwordPolicy(db: DbOrTrx) {
  const row = await db
    .selectFrom('saml_identity_provider')
    .select(['only_sso', 'break_glass_username'])
    .executeTakeFirst();
  return { onlySso: row?.only_sso ?? false, breakGlass: row?.break_glass_username ?? null };
}

export async function passwordHashOf(db: DbOrTrx, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}
