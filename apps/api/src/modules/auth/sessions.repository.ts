import { randomUUID } from 'node:crypto';
import type { DbOrTrx } from '../../db/database';

export async function createSession(db: DbOrTrx, userId: number, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('sessions').values({ id, user_id: userId, expires_at: expiresAt }).execute();
  return id;
}

/** The user of an unrevoked session of an active user that has not expired at `now`. */
export async function findActiveSession(db: DbOrTrx, sessionId: string, userId: number, now: Date) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.roles', 'users.language'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

export async function markSessionRevoked(db: DbOrTrx, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** Marks every open session of a user revoked. */
export async function markUserSessionsRevoked(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
