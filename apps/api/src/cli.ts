import { parseArgs } from 'node:util';
import { EnvError, readEnv } from './config/env';
import { publishUserChanged } from './live';
import { hashPassword } from './modules/auth';
import { openRuntime } from './runtime';
import { isDatabaseEmpty, SEED_SIZES, type SeedSize, seedDemo } from './seed';

const usage = `Usage:
  npm run seed -- [--size demo|large|huge] [--force]
      Seeds the demo organisation (or the benchmarks' large one, 20,000 people, or huge, 100,000) into an empty database.
  npm run user:create -- --username NAME --password PASS --first-name F --last-name L [--staff] [--language en|nl]
      Creates a user (use --staff for the first staff account of an empty installation).
  node apps/api/dist/cli.js migrate
      Brings the database to the latest schema and stops (a deployment's migration job; the server does it too).
Environment: DATA_DIR, DATABASE_URL as for npm start.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const env = readEnv();
  if (command === 'seed') {
    const { values } = parseArgs({
      args: rest,
      options: { size: { type: 'string', default: 'demo' }, force: { type: 'boolean' } },
    });
    const size = values.size as SeedSize;
    if (!SEED_SIZES.includes(size)) throw new EnvError(`--size must be one of ${SEED_SIZES.join(', ')}`);
    const runtime = await openRuntime(env);
    try {
      if (!(await isDatabaseEmpty(runtime.db)) && !values.force) {
        throw new EnvError('The database is not empty; refusing to seed over existing data.');
      }
      const started = Date.now();
      const summary = await seedDemo(runtime.db, { size, log: (m) => console.log(m) });
      console.log(`seeded (${size}) in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
    } finally {
      await runtime.close();
    }
    return;
  }
  if (command === 'migrate') {
    const runtime = await openRuntime(env);
    await runtime.close();
    console.log('database migrated');
    return;
  }
  if (command === 'user:create') {
    const { values } = parseArgs({
      args: rest,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        email: { type: 'string' },
        staff: { type: 'boolean', default: false },
        language: { type: 'string', default: 'en' },
      },
    });
    const missing = ['username', 'password', 'first-name', 'last-name'].filter(
      (k) => !values[k as keyof typeof values],
    );
    if (missing.length) throw new EnvError(`Missing --${missing.join(', --')}\n\n${usage}`);
    if (values.language !== 'en' && values.language !== 'nl') throw new EnvError('--language must be en or nl');
    if (values.password!.length < 8) throw new EnvError('--password must be at least 8 characters');
    const runtime = await openRuntime(env);
    try {
      const row = await runtime.db
        .insertInto('users')
        .values({
          username: values.username!,
          email: values.email ?? null,
          password_hash: await hashPassword(values.password!),
          first_name: values['first-name']!,
          last_name: values['last-name']!,
          roles: values.staff ? ['staff'] : [],
          language: values.language,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A running server lists the new person at once (its colleague search follows this event).
      await publishUserChanged(runtime.db, row.id);
      console.log(`created user ${values.username} (id ${row.id}${values.staff ? ', staff' : ''})`);
    } finally {
      await runtime.close();
    }
    return;
  }
  console.log(usage);
  if (command && command !== 'help') process.exit(2);
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err instanceof Error ? err.message : err);
  process.exit(1);
});
