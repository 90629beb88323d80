import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectionStringOf } from '../db/database';
import { EventHub } from './event-hub';
import { onPublished } from './events';
import { LiveCache } from './live-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers reused until an event says they changed (docs/decisions/033-live-cache-and-sweep.md). */
    liveCache: LiveCache;
    /** This process's LISTEN connection and its subscribers; null on a database without a connection string. */
    eventHub: EventHub | null;
  }
}

/**
 * The live wing (docs/ARCHITECTURE.md): one answer cache and one event hub per process. This process's own
 * changes drop its cached answers right after they are published; changes committed by any process reach
 * every process through LISTEN/NOTIFY. Modules and jobs depend on this plugin by its name, `live`.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const liveCache = new LiveCache({ now: () => app.clock.now().getTime() });
    app.decorate('liveCache', liveCache);
    const stopWatching = onPublished((event) => liveCache.apply(event));

    const connectionString = connectionStringOf(app.db);
    const hub = connectionString ? new EventHub(connectionString, app.log) : null;
    app.decorate('eventHub', hub);
    if (hub) {
      hub.watch({
        // This process's cache heard its own events right after their commit (live/events publishOnCommit).
        send: (event, heardHere) => {
          if (!heardHere) liveCache.apply(event);
        },
        resync: () => liveCache.clear(),
      });
      app.readiness.probe('event listener', () => hub.isListening);
      app.addHook('onReady', async () => hub.start());
      app.addHook('preClose', async () => hub.closeSubscribers());
      app.addHook('onClose', async () => hub.stop());
    }
    app.addHook('onClose', async () => {
      stopWatching();
      liveCache.close();
    });
  },
  { name: 'live', decorators: { fastify: ['db', 'clock', 'readiness'] } },
);
