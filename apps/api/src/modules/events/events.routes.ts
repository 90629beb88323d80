import type { FastifyInstance } from 'fastify';
import { connectionStringOf } from '../../db/database';
import { ErrorCode } from '@flexapp/contract';
import { currentUser, requireAuth } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { findActiveSession } from '../auth/sessions.repository';
import { EventHub, sseFrame } from './event-hub';

/** Comment lines keep proxies and the client's stall detection from closing an idle stream. */
const heartbeatMs = () => Number(process.env.EVENTS_HEARTBEAT_MS ?? 20_000);

const hubs = new WeakMap<object, EventHub>();
/** The live-events hub of an app (tests use it to drop the LISTEN connection). */
export const eventHubOf = (app: FastifyInstance) => hubs.get(app.server);

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
  const connectionString = connectionStringOf(fastify.db);
  const hub = connectionString ? new EventHub(connectionString, fastify.log) : undefined;
  if (hub) {
    hubs.set(fastify.server, hub);
    // Changes committed by any process drop this process's cached answers.
    hub.watch({
      // This process's cache heard its own jobs' events right after their commit (lib/events publishOnCommit).
      send: (event, heardHere) => {
        if (!heardHere) fastify.liveCache.apply(event);
      },
      resync: () => fastify.liveCache.clear(),
    });
    fastify.readiness.probe('event listener', () => hub.isListening);
    fastify.addHook('onReady', async () => hub.start());
    fastify.addHook('preClose', async () => hub.closeSubscribers());
    fastify.addHook('onClose', async () => hub.stop());
  }

  const openStreams = new Map<string, number>();

  fastify.get(
    '/events',
    { preHandler: requireAuth, schema: { tags: ['events'], hide: true } },
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
