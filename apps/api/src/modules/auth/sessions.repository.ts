import { randomUUID } from 'node:crypto';
import type { DbOrTrx } from '../../db/database';

/** The longest user agent kept (the column's check, decision 305). */
export const USER_AGENT_MAX = 512;

export async function createSession(
  db: DbOrTrx,
  session: { userId: number; now: Date; expiresAt: Date; userAgent: string | null },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent?.slice(0, USER_AGENT_MAX) || null,
    })
    .execute();
  return id;
}

/** The user of an unrevoked session of an active user that has not expired at `now`. */
export async function findActiveSession(db: DbOrTrx, sessionId: string, userId: number, now: Date) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.username',
      'users.roles',
      'users.language',
      'users.private_bookings',
      'sessions.last_seen_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

/** A user's unrevoked sessions that have not expired at `now`, last used first. */
export function openSessionsOf(db: DbOrTrx, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export async function markSessionRevoked(db: DbOrTrx, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** Ends one open session of this user: false when it is not theirs, already ended or unknown. */
export async function revokeOpenSessionOf(db: DbOrTrx, userId: number, sessionId: string, now: Date) {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Marks every open session of a user revoked, but `keep` (when given); answers how many ended. */
export async function markUserSessionsRevoked(db: DbOrTrx, userId: number, now: Date, keep?: string): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (keep) query = query.where('id', '<>', keep);
  const rows = await query.returning('id').execute();
  return rows.length;
}

/** Records that a session was used at `now` (never moves it back). */
export async function touchSession(db: DbOrTrx, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', now)
    .execute();
}

export async function lastSeenOf(db: DbOrTrx, sessionId: string): Promise<Date | undefined> {
  const row = await db.selectFrom('sessions').select('last_seen_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.last_seen_at;
}
