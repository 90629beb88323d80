import type { DbOrTrx } from '../../db/database';

export async function insertChallenge(
  db: DbOrTrx,
  row: { hash: Buffer; userId: number; rememberMe: boolean; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sign_in_challenges')
    .values({ challenge_hash: row.hash, user_id: row.userId, remember_me: row.rememberMe, expires_at: row.expiresAt })
    .execute();
}

/** An unused challenge that has not expired at `now`, with the user it is for (who must still be active). */
export function findOpenChallenge(db: DbOrTrx, hash: Buffer, now: Date) {
  return db
    .selectFrom('sign_in_challenges')
    .innerJoin('users', 'users.id', 'sign_in_challenges.user_id')
    .select(['sign_in_challenges.user_id', 'sign_in_challenges.remember_me', 'users.username', 'users.roles'])
    .where('challenge_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

/** Uses a challenge up: true for the one request that did. */
export async function takeChallenge(db: DbOrTrx, hash: Buffer, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: now })
    .where('challenge_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

/** Forgets challenges that expired a day ago. */
export async function deleteOldChallenges(db: DbOrTrx, now: Date): Promise<void> {
  await db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600_000))
    .execute();
}
