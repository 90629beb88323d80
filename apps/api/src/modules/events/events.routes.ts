import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@flexapp/contract';
import { currentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { findActiveSession } from '../auth';
import { openSseStream, sseFrame } from '../../live';

/** At most this many open streams per session in one process (a browser with a few tabs; issue 12). */
export const MAX_STREAMS_PER_SESSION = 5;

/**
 * GET /api/events: server-sent events for the signed-in user (decision 041).
 * Authenticated with the usual Authorization header: the web client reads the
 * stream with fetch, not EventSource. Events come from PostgreSQL NOTIFY, so
 * a change made through any API process reaches clients of every process.
 */
export default async function eventRoutes(fastify: FastifyInstance) {
  const hub = fastify.eventHub;

  const openStreams = new Map<string, number>();

  fastify.get(
    '/events',
    { config: { access: 'signed-in' }, schema: { tags: ['events'], hide: true } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!hub)
        return reply
          .status(503)
          .send({ code: ErrorCode.SERVICE_UNAVAILABLE, message: 'Live events are not available.' });
      const open = openStreams.get(user.sessionId) ?? 0;
      if (open >= MAX_STREAMS_PER_SESSION) throw new AppError(ErrorCode.RATE_LIMITED, 'Too many open event streams.');
      openStreams.set(user.sessionId, open + 1);
      await openSseStream(reply, {
        hub,
        userId: user.id,
        send: (frames, write) => write(frames),
        resync: (write) => write(sseFrame('resync', {})),
        // On every heartbeat the session is checked again: a signed-out token stops receiving.
        stillAllowed: () => findActiveSession(fastify.db, user.sessionId, user.id, fastify.clock.now()),
        refused: 'unauthorized',
        ready: { user_id: user.id },
        onEnd: () => {
          const left = (openStreams.get(user.sessionId) ?? 1) - 1;
          if (left > 0) openStreams.set(user.sessionId, left);
          else openStreams.delete(user.sessionId);
        },
      });
    },
  );
}
