import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import { TOKEN_LIFETIME_SECONDS } from '../../lib/tokens';
import { publishUserChanged } from '../../live';
import { createSession, markSessionRevoked, markUserSessionsRevoked } from './sessions.repository';

/** Issues a token for a user: a server-side session plus a signed JWT naming it. */
export async function issueToken(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'tokens'>,
  userId: number,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  const expiresAt = new Date(app.clock.now().getTime() + lifetimeSeconds * 1000);
  const sessionId = await createSession(app.db, userId, expiresAt);
  return app.tokens.sign({ userId, sessionId }, expiresAt);
}

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
