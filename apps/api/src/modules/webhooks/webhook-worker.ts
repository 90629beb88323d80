import type { FastifyInstance } from 'fastify';
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import { jobDone } from '../../observability/job-outcomes';
import { loadSettings } from '../configuration';
import type { Resolver } from './webhook-address';
import { attemptDelivery, dispatchWebhooks, WEBHOOK_QUEUE } from './webhook-delivery';

export interface WebhookWorkerOptions {
  /** First delay before a failed delivery is retried (seconds; doubling with jitter up to an hour). Default 60. */
  retryDelaySeconds?: number;
  /** Retries after the first attempt. Default 29: with the delays above, about a day (decision 257). */
  retryLimit?: number;
  /** How long one request may take (ms). Default 10,000. */
  timeoutMs?: number;
  pollingIntervalSeconds?: number;
  jobTimeoutSeconds?: number;
  /** How receivers' host names are resolved (decision 320); the system's DNS by default. Tests give a stub. */
  resolve?: Resolver;
  /** The signed Confirm link of a reminder's confirmation, for a person's chat channel (decision 370). */
  confirmLink?: (confirmationId: number) => string;
}

/** Deliveries a worker takes at a time, each with its own outcome. */
const BATCH = 10;

/**
 * The webhook queue of the job runner (decision 257): at-least-once delivery, retried by pg-boss with exponential
 * backoff. Deliveries written by any process are dispatched when their `webhooks_queued` event arrives.
 */
export async function startWebhookWorker(app: FastifyInstance, boss: PgBoss, options: WebhookWorkerOptions) {
  const queue = {
    expireInSeconds: options.jobTimeoutSeconds ?? 300,
    retryLimit: options.retryLimit ?? 29,
    retryDelay: options.retryDelaySeconds ?? 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    retentionSeconds: 2 * 86_400,
  };
  await boss.createQueue(WEBHOOK_QUEUE, queue);
  await boss.updateQueue(WEBHOOK_QUEUE, queue);
  const timeoutMs = options.timeoutMs ?? 10_000;
  await boss.work(
    WEBHOOK_QUEUE,
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      batchSize: BATCH,
      // A full fetch is followed by the next at once, not after the polling interval: a burst of events drains at the
      // receivers' pace, not at BATCH per interval (decision 409).
      burstWhenBatchFull: true,
      includeMetadata: true,
      perJobResults: true,
    },
    async (jobs: JobWithMetadata<{ delivery_id: string }>[]) => {
      // The setting the address check needs, once a fetch rather than once an attempt (decision 432). When it cannot be
      // read the handler throws and pg-boss retries the whole fetch.
      const allowPrivateAddresses = (await loadSettings(app.db)).webhooks_allow_private_addresses;
      // Each of the batch at once: one slow receiver does not hold up the others' deliveries.
      return Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          const started = performance.now();
          const outcome = await attemptDelivery(app.db, {
            deliveryId: job.data.delivery_id,
            last: job.retryCount >= job.retryLimit,
            now: app.clock.now(),
            timeoutMs,
            allowPrivateAddresses,
            resolve: options.resolve,
            confirmLink: options.confirmLink,
          }).catch(() => 'retry' as const);
          jobDone(WEBHOOK_QUEUE, started, outcome !== 'retry');
          return outcome === 'retry'
            ? { id: job.id, status: 'failed', output: { message: 'receiver failed' } }
            : { id: job.id, status: 'completed' };
        }),
      );
    },
  );

  let running: Promise<number> | null = null;
  let again = false;
  const dispatch = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await dispatchWebhooks(app.db, boss, app.clock.now());
      } while (again);
      return total;
    })().finally(() => (running = null));
    return running;
  };
  const wake = () => void dispatch().catch((err) => app.log.warn({ err }, 'webhook dispatch'));
  const stopWatching = app.eventHub?.watch({
    send: (event) => {
      if (event.type === 'webhooks_queued') wake();
    },
    resync: wake,
  });
  await dispatch();
  return { dispatch, stop: () => stopWatching?.() };
}
