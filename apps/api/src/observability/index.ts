import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsPlugin, type MetricsOptions } from './metrics.plugin';
import { requestLogPlugin } from './request-log.plugin';

export type ObservabilityOptions = MetricsOptions & {
  /** false (METRICS_ENABLED=false): no /metrics, no registry, no per-request measuring (decision 376). */
  metrics?: boolean;
};

/** Request ids and logs, and unless switched off metrics (GET /metrics), for every route of the app. */
export const observabilityPlugin = fp<ObservabilityOptions>(async (app: FastifyInstance, options) => {
  await app.register(requestLogPlugin);
  if (options.metrics !== false) await app.register(metricsPlugin, { metricsToken: options.metricsToken });
});
