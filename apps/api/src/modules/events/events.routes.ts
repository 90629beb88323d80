import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@flexapp/contract';
import { currentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { findActiveSession } from '../auth';
import { sseFrame } from '../../live';

/** Comment lines keep proxies and the client's stall detection from closing an idle stream. */
const heartbeatMs = () => Number(process.env.EVENTS_HEARTBEAT_MS ?? 20_000);

/** At most this many open streams per session in one process (a browser with a few tabs; issue 12). */
export const MAX_STREAMS_PER_SESSION = 5;

/**
 * GET /api/events: server-sent events for the signed-in user (decision 041).
 * Authenticated with the usual Authorization header: the web client reads the
 * stream with fetch, not EventSource. Events come from PostgreSQL NOTIFY, so
 * a change made through any API process reaches clients of every process.
 */
export default async function eventRoutes(fastify: FastifyInstance) {
  const HEARTBEAT_MS = heartbeatMs();
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
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();

      let closed = false;
      const write = (chunk: string) => {
        if (!closed) res.write(chunk);
      };
      const end = () => {
        if (closed) return;
        closed = true;
        const left = (openStreams.get(user.sessionId) ?? 1) - 1;
        if (left > 0) openStreams.set(user.sessionId, left);
        else openStreams.delete(user.sessionId);
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      const unsubscribe = hub.subscribe({
        userId: user.id,
        send: write,
        resync: () => write(sseFrame('resync', {})),
        close: end,
      });
      // On every heartbeat the session is checked again: a signed-out token stops receiving.
      const heartbeat = setInterval(() => {
        void findActiveSession(fastify.db, user.sessionId, user.id, fastify.clock.now()).then(
          (session) => {
            if (session) write(`: heartbeat ${Date.now()}\n\n`);
            else {
              write(sseFrame('unauthorized', {}));
              end();
            }
          },
          () => write(`: heartbeat ${Date.now()}\n\n`),
        );
      }, HEARTBEAT_MS);
      res.on('close', end);
      res.on('error', end);
      await hub.listening;
      write(`retry: 3000\n\n${sseFrame('ready', { user_id: user.id })}`);
    },
  );
}
