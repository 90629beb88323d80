import { buildApp } from './app';
import { EnvError, readEnv } from './config/env';
import { defaultWebDist, openRuntime } from './runtime';
import { isDatabaseEmpty, seedDemo } from './seed';

async function main() {
  const env = readEnv();
  const say = (msg: string) => process.stdout.write(`[flexapp] ${msg}\n`);
  const runtime = await openRuntime(env, say);

  if (env.SEED === 'demo' && (await isDatabaseEmpty(runtime.db))) {
    say('empty database: seeding the demo organisation…');
    const summary = await seedDemo(runtime.db, { log: say });
    say(`demo organisation ready: ${JSON.stringify(summary)}`);
  }

  const app = await buildApp({
    db: runtime.db,
    jwtSecret: runtime.jwtSecret,
    webDist: defaultWebDist(),
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.token'],
    },
    trustProxy: process.env.TRUST_PROXY === 'true',
    oidcClientSecret: env.OIDC_CLIENT_SECRET,
    publicUrl: env.PUBLIC_URL,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received: finishing requests and shutting down…`);
    try {
      await app.close();
      await runtime.close();
      say('stopped cleanly');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = `http://localhost:${env.PORT}`;
  say(`database: ${runtime.databaseLabel}`);
  say(`flexapp is running at ${url}`);
  say(`  staff dashboard: ${url}/login  (demo account staff / staff)`);
  say(`  employee app:    ${url}/login  (demo account employee / employee)`);
}

main().catch((err) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error('[flexapp] start-up failed:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
