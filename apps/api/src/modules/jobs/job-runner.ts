import type { FastifyInstance } from 'fastify';
import { type JobResult, PgBoss } from 'pg-boss';
import { connectionStringOf, createDb } from '../../db/database';
import { serverTimeZone } from '../../lib/time-zone';
import { deliverMail, type MailTransport, smtpTransport, dispatchOutbox, MAIL_QUEUE } from '../mail';
import { jobDone, observeJob } from '../../observability/job-outcomes';
import { startWebhookWorker, type WebhookWorkerOptions } from '../webhooks';
import { runRetention, type RetentionReport } from '../retention';
import { releasedBookingIcs } from './released-invitation';
import { confirmLink } from './send-reminders';
import { runSweep, type SweepReport } from './sweep';

export const SWEEP_QUEUE = 'sweep';
/** The nightly retention run (decision 316). */
export const RETENTION_QUEUE = 'retention';

/** E-mails a mail worker takes at a time. */
const MAIL_BATCH = 10;

export interface JobRunnerOptions {
  /** SMTP_URL: without it no e-mail is written or sent. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of every e-mail. */
  mailFrom?: string;
  /** When the sweep runs (cron, in the organisation's time zone); default every minute. */
  sweepCron?: string;
  /** When the retention run starts (cron, in the organisation's time zone); default 03:30 every night. */
  retentionCron?: string;
  /** How often pg-boss looks for due schedules (seconds, 1-45; default 30). */
  cronIntervalSeconds?: number;
  /** How often idle workers look for jobs (seconds, default 2). */
  pollingIntervalSeconds?: number;
  /**
   * JOB_TIMEOUT_SECONDS: how long a job may run before it counts as lost (its process died) and
   * runs again; the supervisor checks at this interval (at most every minute). Default 300.
   */
  jobTimeoutSeconds?: number;
  /** First delay before a failed e-mail is retried (seconds, doubling with jitter up to an hour). Default 10. */
  mailRetryDelaySeconds?: number;
  /** The webhook queue's retries and request timeout (decision 257). */
  webhooks?: WebhookWorkerOptions;
}

export interface JobRunner {
  boss: PgBoss;
  /** Queues a sweep now (as the schedule does every minute); the worker runs it with the app's clock. */
  triggerSweep(): Promise<string | null>;
  /** Hands new outbox e-mails to the mail queue now. */
  dispatchMail(): Promise<number>;
  /** Hands new webhook deliveries to the webhook queue now. */
  dispatchWebhooks(): Promise<number>;
  /** Queues a retention run now (as the schedule does every night). */
  triggerRetention(): Promise<string | null>;
  /** Resolves with the next retention run's report. */
  nextRetention(): Promise<RetentionReport>;
  /** Resolves with the next sweep's report (tests of the scheduled path). */
  nextSweep(): Promise<SweepReport>;
  stop(): Promise<void>;
}

/**
 * The job runner (decision 140): pg-boss on the app's PostgreSQL (schema `pgboss`), started by the
 * server itself. Queues: `sweep` (scheduled every minute; the handler reads the app's clock) and
 * `mail` (one job per outbox e-mail, retried with backoff). pg-boss takes each job with
 * FOR UPDATE SKIP LOCKED and creates one scheduled job per minute for all processes, so any number
 * of API processes run each job once; jobs live in tables, so they survive restarts, and a job
 * whose process died runs again after JOB_TIMEOUT_SECONDS.
 */
export async function startJobRunner(app: FastifyInstance, options: JobRunnerOptions): Promise<JobRunner> {
  const connectionString = connectionStringOf(app.db);
  if (!connectionString) throw new Error('job runner: the database has no connection string');
  const timeout = options.jobTimeoutSeconds ?? 300;
  const polling = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    application_name: 'flexapp-jobs',
    cronMonitorIntervalSeconds: options.cronIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(options.cronIntervalSeconds ?? 5, 5),
    // Lost jobs are found by the supervisor's monitor pass (job expiry), which runs at the longer of
    // these two intervals: both follow JOB_TIMEOUT_SECONDS, at most a minute.
    superviseIntervalSeconds: Math.max(1, Math.min(60, timeout)),
    monitorIntervalSeconds: Math.max(1, Math.min(60, timeout)),
  });
  boss.on('error', (err) => app.log.warn({ err }, 'job runner'));
  await boss.start();
  const sweepQueue = { expireInSeconds: Math.max(timeout, 60), retryLimit: 1, deleteAfterSeconds: 86_400 };
  const mailQueue = {
    expireInSeconds: timeout,
    retryLimit: 12,
    retryDelay: options.mailRetryDelaySeconds ?? 10,
    retryBackoff: true,
    retryDelayMax: 3600,
    retentionSeconds: 7 * 86_400,
  };
  // createQueue keeps an existing queue as it is: updateQueue applies this start's settings
  // (a changed JOB_TIMEOUT_SECONDS takes effect on restart).
  await boss.createQueue(SWEEP_QUEUE, { policy: 'stately', ...sweepQueue });
  await boss.updateQueue(SWEEP_QUEUE, sweepQueue);
  await boss.createQueue(MAIL_QUEUE, mailQueue);
  await boss.updateQueue(MAIL_QUEUE, mailQueue);
  await boss.schedule(SWEEP_QUEUE, options.sweepCron ?? '* * * * *', null, { tz: serverTimeZone() });
  // A run may take long on a big database (batches of short transactions): it counts as lost after 6 hours.
  const retentionQueue = {
    expireInSeconds: Math.max(timeout, 6 * 3600),
    retryLimit: 1,
    deleteAfterSeconds: 7 * 86_400,
  };
  await boss.createQueue(RETENTION_QUEUE, { policy: 'stately', ...retentionQueue });
  await boss.updateQueue(RETENTION_QUEUE, retentionQueue);
  await boss.schedule(RETENTION_QUEUE, options.retentionCron ?? '30 3 * * *', null, { tz: serverTimeZone() });

  const transport: MailTransport | null = options.smtpUrl ? smtpTransport(options.smtpUrl) : null;
  const from = options.mailFrom ?? 'flexapp <no-reply@localhost>';
  const sweepWaiters: ((r: SweepReport) => void)[] = [];
  const retentionWaiters: ((r: RetentionReport) => void)[] = [];

  let dispatching: Promise<number> | null = null;
  let again = false;
  const dispatchMail = async (): Promise<number> => {
    if (!app.mail.enabled) return 0;
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = (async () => {
      let total = 0;
      do {
        again = false;
        total += await dispatchOutbox(app.db, boss, app.clock.now());
      } while (again);
      return total;
    })().finally(() => (dispatching = null));
    return dispatching;
  };

  // The sweep's own two connections: its transactions neither queue behind the requests for the request
  // pool nor hold one of its connections while they run (decision 033). They are kept between the runs,
  // one a minute, so no run waits for a new connection's sign-in (SCRAM).
  const sweepDb = createDb(connectionString, 2, 5 * 60_000);
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: polling }, async () => {
    const report = await observeJob(SWEEP_QUEUE, () =>
      runSweep({ db: sweepDb, mail: app.mail, urlSigner: app.urlSigner }, app.clock.now()),
    );
    if (Object.values(report).some((n) => n > 0)) app.log.info({ sweep: report }, 'sweep');
    // Its e-mails are handed to the mail queue by their mail_queued event, as anybody's are; the sweep
    // does not wait for that (decision 033). Started here too, in case the event is late.
    void dispatchMail().catch((err) => app.log.warn({ err }, 'mail dispatch'));
    for (const w of sweepWaiters.splice(0)) w(report);
    return report;
  });
  await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: polling }, async () => {
    const report = await observeJob(RETENTION_QUEUE, () => runRetention({ db: sweepDb, clock: app.clock }));
    app.log.info({ retention: report }, 'retention');
    for (const w of retentionWaiters.splice(0)) w(report);
    return report;
  });
  if (transport) {
    // Up to MAIL_BATCH e-mails a fetch, each with its own outcome (a failed one is retried alone), and the
    // next fetch at once while fetches come back full: a burst of thousands goes out back to back, not one
    // per polling interval (decision 033).
    await boss.work<{ outbox_id: string }>(
      MAIL_QUEUE,
      { pollingIntervalSeconds: polling, batchSize: MAIL_BATCH, burstWhenBatchFull: true, perJobResults: true },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          const started = performance.now();
          try {
            await deliverMail(app.db, transport, from, { origin: app.mail.origin }, job.data.outbox_id, (row) =>
              releasedBookingIcs(app.db, app.mail, row),
            );
            results.push({ id: job.id, status: 'completed' });
            jobDone(MAIL_QUEUE, started, true);
          } catch (err) {
            results.push({ id: job.id, status: 'failed', output: { message: String(err) } });
            jobDone(MAIL_QUEUE, started, false);
          }
        }
        return results;
      },
    );
  }

  // E-mail written by any process (after its commit) is dispatched at once.
  const stopWatching = app.eventHub?.watch({
    send: (event) => {
      if (event.type === 'mail_queued') void dispatchMail().catch((err) => app.log.warn({ err }, 'mail dispatch'));
    },
    resync: () => void dispatchMail().catch((err) => app.log.warn({ err }, 'mail dispatch')),
  });
  await dispatchMail();
  const webhooks = await startWebhookWorker(app, boss, {
    pollingIntervalSeconds: polling,
    jobTimeoutSeconds: timeout,
    confirmLink: (id) => confirmLink(app.mail.origin, app.urlSigner, id),
    ...options.webhooks,
  });

  return {
    boss,
    triggerSweep: () => boss.send(SWEEP_QUEUE, null),
    dispatchMail,
    dispatchWebhooks: webhooks.dispatch,
    nextSweep: () => new Promise((resolve) => sweepWaiters.push(resolve)),
    triggerRetention: () => boss.send(RETENTION_QUEUE, null),
    nextRetention: () => new Promise((resolve) => retentionWaiters.push(resolve)),
    async stop() {
      stopWatching?.();
      webhooks.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      await sweepDb.destroy();
      transport?.close();
    },
  };
}
