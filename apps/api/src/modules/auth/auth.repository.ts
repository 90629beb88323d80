import type { TProfileUpdate } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** The active user whose user name or e-mail is `name` (case-insensitive), lowest id first, or undefined. */
export function activeUserByName(db: DbOrTrx, name: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', name.toLowerCase()), eb(sql`lower(email)`, '=', name.toLowerCase())]),
    )
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

export async function updateProfile(db: DbOrTrx, userId: number, body: TProfileUpdate): Promise<void> {
  const { first_name, last_name, profile } = body;
  await db
    .updateTable('users')
    .set({ first_name, last_name, language: profile.language, updated_at: new Date(), version: sql`version + 1` })
    .where('id', '=', userId)
    .execute();
}

export async function passwordHashOf(db: DbOrTrx, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}
