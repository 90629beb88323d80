import { ErrorCode, STAFF_ROLE } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionLookup } from '../../lib/auth';
import { cachedSettings } from '../configuration';
import { activeSession } from './auth.cache';
import { lastSeenOf, touchSession } from './sessions.repository';

/** A session's last use is written at most this often (decision 306); this process knows it to the request. */
export const TOUCH_EVERY_MS = 60_000;
/** Sessions this process remembers the last use of; the least recently used is forgotten beyond this. */
const REMEMBERED = 50_000;

type Seen = { at: number; written: number };
const seenByApp = new WeakMap<object, Map<string, Seen>>();

function seenOf(app: FastifyInstance): Map<string, Seen> {
  let seen = seenByApp.get(app);
  if (!seen) seenByApp.set(app, (seen = new Map()));
  return seen;
}

/**
 * The session check of every signed-in request (lib/auth.ts): the cached session, then its activity. A staff
 * session unused for longer than the setting staff_idle_timeout_minutes (0: never) is refused with SESSION_IDLE
 * (decision 306), on app.clock; any other use moves its last use on.
 */
export const sessionOf: SessionLookup = async (app, claims) => {
  const session = await activeSession(app, claims);
  if (!session) return undefined;
  const now = app.clock.now().getTime();
  const seen = seenOf(app);
  const known = seen.get(claims.sessionId);
  const written = Math.max(known?.written ?? 0, session.last_seen_at.getTime());
  let last = Math.max(known?.at ?? 0, written);
  const idleMinutes = session.roles.includes(STAFF_ROLE) ? (await cachedSettings(app)).staff_idle_timeout_minutes : 0;
  if (idleMinutes > 0 && now - last > idleMinutes * 60_000) {
    // Another API process may have seen it since: the database decides.
    last = Math.max(last, (await lastSeenOf(app.db, claims.sessionId))?.getTime() ?? 0);
    if (now - last > idleMinutes * 60_000) return { refusal: ErrorCode.SESSION_IDLE };
  }
  let writtenNow = written;
  if (now - written >= TOUCH_EVERY_MS) {
    await touchSession(app.db, claims.sessionId, new Date(now));
    writtenNow = now;
  }
  seen.delete(claims.sessionId);
  seen.set(claims.sessionId, { at: Math.max(last, now), written: writtenNow });
  if (seen.size > REMEMBERED) seen.delete(seen.keys().next().value!);
  return session;
};
