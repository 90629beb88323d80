import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsPlugin, type MetricsOptions } from './metrics.plugin';

export type ObservabilityOptions = MetricsOptions;

/** Metrics (GET /metrics), for every route of the app. */
export const observabilityPlugin = fp<ObservabilityOptions>(async (app: FastifyInstance, options) => {
  await app.register(metricsPlugin, options);
});
