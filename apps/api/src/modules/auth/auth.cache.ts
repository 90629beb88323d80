import { STAFF_ROLE } from '@flexapp/contract';
import { cachedRead, STATUS_TTL_MS } from '../../live';
import { enrolmentRequired } from '../two-factor';
import { findPresentedUser } from '../users';
import { findActiveSession } from './sessions.repository';

// The auth module's cached reads (decision 033).

/**
 * How long a session check is reused at most. Signing out, revocation and
 * profile changes drop it at once (user_changed, or places_changed for
 * staff changes to users); the limit covers a NOTIFY that never came.
 */
const SESSION_TTL_MS = 60_000;

type SessionArgs = { sessionId: string; userId: number };
/**
 * The session check every authenticated request asks: kept until the person changes (user_changed) or the
 * settings do (settings_changed).
 */
export const activeSession = cachedRead({
  name: 'session',
  scope: ({ userId }: SessionArgs) => ({ user: userId }),
  key: ({ userId, sessionId }) => `${userId}:${sessionId}`,
  ttlMs: SESSION_TTL_MS,
  load: async (app, { sessionId, userId }) => {
    const session = await findActiveSession(app.db, sessionId, userId, app.clock.now());
    // Staff who must set up two-factor sign-in and have not act without the staff role (decision 240).
    if (session && (await enrolmentRequired(app, session)))
      return { ...session, roles: session.roles.filter((role) => role !== STAFF_ROLE) };
    return session;
  },
});

/** The signed-in person as the app shows them: kept until their check-ins, bookings or profile change. */
export const selfUser = cachedRead({
  name: 'self',
  scope: (userId: number) => [{ user: userId }, { bookings: userId }],
  key: (userId) => String(userId),
  ttlMs: STATUS_TTL_MS,
  load: (app, userId) => findPresentedUser(app.db, userId, app.clock.now()),
});
