import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * The live wing's answer cache (decision 327): lookups by cached read and outcome (hit, shared: joined an answer
 * being computed, miss: computed), and the hit ratio since start (hits and shared over all lookups). A dashboard
 * takes the ratio over a window from the counter: sum(rate(…{outcome!="miss"}[5m])) / sum(rate(…[5m])).
 */
export function cacheMetrics(app: FastifyInstance, registry: Registry): void {
  new Counter({
    name: 'flexapp_live_cache_lookups_total',
    help: 'Lookups of the live answer cache, by cached read and outcome (hit, shared, miss).',
    labelNames: ['read', 'outcome'],
    registers: [registry],
    collect() {
      // The cache counts; each scrape copies its totals.
      this.reset();
      for (const [read, counts] of app.liveCache.lookups())
        for (const [outcome, n] of Object.entries(counts)) this.inc({ read, outcome }, n);
    },
  });
  new Gauge({
    name: 'flexapp_live_cache_hit_ratio',
    help: 'Share of live-cache lookups since start answered without computing (hits and shared over all).',
    registers: [registry],
    collect() {
      let served = 0;
      let all = 0;
      for (const counts of app.liveCache.lookups().values()) {
        served += counts.hit + counts.shared;
        all += counts.hit + counts.shared + counts.miss;
      }
      this.set(all ? served / all : 0);
    },
  });
}
