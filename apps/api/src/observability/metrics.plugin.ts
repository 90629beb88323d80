import { ErrorCode } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/errors';
import { businessCounters } from './business-counters';
import { cacheMetrics } from './cache-metrics';
import { onJobDone } from './job-outcomes';
import { metricsAccess } from './metrics-access';
import { runtimeGauges } from './runtime-gauges';

export interface MetricsOptions {
  /** METRICS_TOKEN: callers other than loopback read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

/** Seconds: from a fast cached answer to a slow report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in the Prometheus text format (decision 200): requests by route pattern and status, the
 * process (event-loop lag, heap), the request pool, the LISTEN connection, live streams, jobs, e-mail
 * deliveries and the bookings counters. Each app has its own registry.
 */
export const metricsPlugin = fp<MetricsOptions>(async (app: FastifyInstance, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (unmatched: no route) and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'flexapp_job_duration_seconds',
    help: 'Time a job of this process took, by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'flexapp_email_deliveries_total',
    help: 'E-mails handed to the SMTP server (sent) or refused on a try (failed; it is retried).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  mails.inc({ outcome: 'sent' }, 0);
  mails.inc({ outcome: 'failed' }, 0);
  const stopJobs = onJobDone(({ queue, seconds, ok }) => {
    jobs.observe({ queue, outcome: ok ? 'completed' : 'failed' }, seconds);
    if (queue === 'mail') mails.inc({ outcome: ok ? 'sent' : 'failed' });
  });
  const counters = businessCounters(registry);
  runtimeGauges(app, registry);
  cacheMetrics(app, registry);

  // In callback form: no promise and no extra turn of the event loop on every request (decision 462).
  app.addHook('preSerialization', (request, reply, payload, done) => {
    counters.beforeSend(request, reply, payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    counters.answered(request, reply);
    done();
  });
  app.addHook('onClose', async () => {
    stopJobs();
    counters.stop();
    registry.clear();
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(request, options.metricsToken);
    if (access === 'hidden') throw new AppError(ErrorCode.NOT_FOUND);
    if (access === 'refused') throw new AppError(ErrorCode.FORBIDDEN);
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
});
