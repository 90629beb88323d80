import { ErrorCode, type TOwnSessions, type TSignedOutOthers } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';
import { TOKEN_LIFETIME_SECONDS } from '../../lib/tokens';
import { publishUserChanged } from '../../live';
import { presentSession } from './sessions.presenter';
import {
  createSession,
  markSessionRevoked,
  markUserSessionsRevoked,
  openSessionsOf,
  revokeOpenSessionOf,
} from './sessions.repository';

/**
 * Issues a token for a user: a server-side session plus a signed JWT naming it. The browser's user agent is
 * kept for the person's list of sessions (decision 305).
 */
export async function issueToken(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'tokens'>,
  userId: number,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  userAgent: string | null = null,
): Promise<string> {
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  const sessionId = await createSession(app.db, { userId, now, expiresAt, userAgent });
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

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/** One's own open sessions, the asking one marked (decision 305). */
export async function listOwnSessions(app: App, user: { id: number; sessionId: string }): Promise<TOwnSessions> {
  const rows = await openSessionsOf(app.db, user.id, app.clock.now());
  return { sessions: rows.map((row) => presentSession(row, user.sessionId)) };
}

/** Signs one of one's own sessions out; another person's, an ended or an unknown one is 404. */
export async function signOutOwnSession(app: App, userId: number, sessionId: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await revokeOpenSessionOf(trx, userId, sessionId, app.clock.now()))) throw new AppError(ErrorCode.NOT_FOUND);
    await publishUserChanged(trx, userId);
  });
}

/** "Sign out everywhere else": every open session of the person but the asking one ends. */
export async function signOutOtherSessions(
  app: App,
  user: { id: number; sessionId: string },
): Promise<TSignedOutOthers> {
  return app.db.transaction().execute(async (trx) => {
    const signedOut = await markUserSessionsRevoked(trx, user.id, app.clock.now(), user.sessionId);
    if (signedOut > 0) await publishUserChanged(trx, user.id);
    return { signed_out: signedOut };
  });
}
