import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { poolOf } from '../db/database';

/** How long a scrape waits for the job queues' counts before it answers without them. */
const QUEUE_COUNTS_TIMEOUT_MS = 2_000;

/** Gauges read at each scrape: the request pool, the LISTEN connection, open streams, the job queues. */
export function runtimeGauges(app: FastifyInstance, registry: Registry): void {
  const pool = () => {
    try {
      return poolOf(app.db);
    } catch {
      return null;
    }
  };
  new Gauge({
    name: 'flexapp_db_pool_connections',
    help: 'Connections of the request pool, by state (in_use, idle).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'in_use' }, p.totalCount - p.idleCount);
      this.set({ state: 'idle' }, p.idleCount);
    },
  });
  new Gauge({
    name: 'flexapp_db_pool_waiting',
    help: 'Queries waiting for a connection of the request pool.',
    registers: [registry],
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'flexapp_db_pool_max',
    help: 'Connections the request pool may open.',
    registers: [registry],
    collect() {
      this.set(pool()?.options.max ?? 0);
    },
  });
  new Gauge({
    name: 'flexapp_event_listener_up',
    help: '1 while the LISTEN connection for live events is up, else 0.',
    registers: [registry],
    collect() {
      this.set(app.eventHub?.connected ? 1 : 0);
    },
  });
  new Gauge({
    name: 'flexapp_live_streams_open',
    help: 'Live event streams (GET /api/events) open on this process.',
    registers: [registry],
    collect() {
      this.set(app.eventHub?.size ?? 0);
    },
  });
  new Gauge({
    name: 'flexapp_live_cache_entries',
    help: 'Answers held by the live cache of this process.',
    registers: [registry],
    collect() {
      this.set(app.liveCache.count);
    },
  });
  new Gauge({
    name: 'flexapp_job_runner_up',
    help: '1 while this process runs the job runner, else 0.',
    registers: [registry],
    collect() {
      this.set(app.jobs ? 1 : 0);
    },
  });
  new Gauge({
    name: 'flexapp_jobs',
    help: 'Jobs in the queues (shared by every process), by queue and state (queued, active, failed: retained).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const boss = app.jobs?.boss;
      if (!boss) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>(
        (resolve) => (timer = setTimeout(() => resolve(null), QUEUE_COUNTS_TIMEOUT_MS)),
      );
      const queues = await Promise.race([boss.getQueues().catch(() => null), timeout]);
      clearTimeout(timer);
      for (const q of queues ?? []) {
        this.set({ queue: q.name, state: 'queued' }, q.queuedCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
        this.set({ queue: q.name, state: 'failed' }, q.failedCount);
      }
    },
  });
}
