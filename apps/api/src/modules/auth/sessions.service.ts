import type { DbOrTrx } from '../../db/database';
import { publishUserChanged } from '../../live';
import { markSessionRevoked, markUserSessionsRevoked } from './sessions.repository';

/** Ends one session (sign-out); the user's cached answers and open screens hear it. */
export async function revokeSession(db: DbOrTrx, sessionId: string, userId: number, now: Date): Promise<void> {
  await markSessionRevoked(db, sessionId, now);
  await publishUserChanged(db, userId);
}

/** Ends every session of a user (deactivation, password reset). */
export async function revokeUserSessions(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  await markUserSessionsRevoked(db, userId, now);
  await publishUserChanged(db, userId);
}
