import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** A person's address and stored e-mail choices; undefined when there is no such person. */
export function emailPreferencesRow(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select(['email', 'email_preferences']).where('id', '=', userId).executeTakeFirst();
}

/** Merges the choices given into the stored ones (kinds not given keep their value). */
export async function mergeEmailPreferences(db: DbOrTrx, userId: number, choices: Record<string, boolean>) {
  await db
    .updateTable('users')
    .set({ email_preferences: sql`email_preferences || ${JSON.stringify(choices)}::jsonb` })
    .where('id', '=', userId)
    .execute();
}
