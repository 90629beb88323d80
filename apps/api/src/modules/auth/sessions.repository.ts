import { randomUUID } from 'node:crypto';
import type { DbOrTrx } from '../../db/database';

export async function createSession(db: DbOrTrx, userId: number, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('sessions').values({ id, user_id: userId, expires_at: expiresAt }).execute();
  return id;
}

/** The user of an unrevoked, unexpired session of an active user. */
export async function findActiveSession(db: DbOrTrx, sessionId: string, userId: number) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.roles', 'users.language'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

export async function revokeSession(db: DbOrTrx, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Ends every session of a user (deactivation, password reset). */
export async function revokeUserSessions(db: DbOrTrx, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
