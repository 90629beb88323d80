import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsPlugin, type MetricsOptions } from './metrics.plugin';
import { requestLogPlugin } from './request-log.plugin';

export type ObservabilityOptions = MetricsOptions;

/** Request ids and logs, metrics (GET /metrics), for every route of the app. */
export const observabilityPlugin = fp<ObservabilityOptions>(async (app: FastifyInstance, options) => {
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin, options);
});
