import { parseArgs } from 'node:util';
import {
  API_TOKEN_SCOPES,
  errorMessages,
  STAFF_ROLE,
  ZApiTokenCreateSchema,
  ZScimTokenCreateSchema,
} from '@flexapp/contract';
import { EnvError, readEnv } from './config/env';
import { publishUserChanged } from './live';
import { hashPassword } from './modules/auth';
import { clockStartingAt, systemClock } from './lib/clock';
import { AppError } from './lib/errors';
import { openRuntime } from './runtime';
import { isDatabaseEmpty, SEED_SIZES, type SeedSize, seedDemo } from './seed';
import { createApiToken, createScimToken, findUserByUsername } from './modules/tokens';

const usage = `Usage:
  npm run seed -- [--size demo|large|huge] [--force]
      Seeds the demo organisation (or the benchmarks' large one, 20,000 people, or huge, 100,000) into an empty database.
  npm run user:create -- --username NAME --password PASS --first-name F --last-name L [--staff] [--language en|nl]
      Creates a user (use --staff for the first staff account of an empty installation).
  node apps/api/dist/cli.js migrate
      Brings the database to the latest schema and stops (a deployment's migration job; the server does it too).
  node apps/api/dist/cli.js token:create --kind api --user USERNAME --scopes SCOPE,SCOPE --name NAME [--expires ISO-8601] [--rate-limit N]
      Creates a personal API token of that user and prints it (only this once). Scopes: ${API_TOKEN_SCOPES.join(', ')}.
  node apps/api/dist/cli.js token:create --kind scim --name NAME
      Creates a SCIM provisioning token (for /scim/v2) and prints it (only this once).
user:create and token:create also work while a server runs on the same DATA_DIR.
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
    const runtime = await openRuntime(env, undefined, { shareRunningServer: true });
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
  if (command === 'token:create') {
    await createTokenCommand(rest, env);
    return;
  }
  console.log(usage);
  if (command && command !== 'help') process.exit(2);
}

/** token:create (decision 210): the same rules as the app's Settings screen; prints only the token on stdout. */
async function createTokenCommand(args: string[], env: ReturnType<typeof readEnv>) {
  const { values } = parseArgs({
    args,
    options: {
      kind: { type: 'string', default: 'api' },
      user: { type: 'string' },
      scopes: { type: 'string' },
      name: { type: 'string' },
      expires: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
  });
  if (values.kind === 'scim') return createScimTokenCommand(values.name, env);
  if (values.kind !== 'api') throw new EnvError('--kind must be api (a personal API token) or scim (a SCIM token)');
  if (!values.user) throw new EnvError(`Missing --user\n\n${usage}`);
  const parsed = ZApiTokenCreateSchema.safeParse({
    name: values.name,
    scopes: values.scopes?.split(',').map((s) => s.trim()),
    expires_at: values.expires,
    rate_limit: values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']),
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map(
      (i) =>
        `--${String(i.path[0] ?? '')
          .replace('expires_at', 'expires')
          .replace('_', '-')}: ${i.message}`,
    );
    throw new EnvError(`${[...new Set(fields)].join('\n')}\n\nScopes: ${API_TOKEN_SCOPES.join(', ')}`);
  }
  const runtime = await openRuntime(env, undefined, { shareRunningServer: true });
  try {
    const user = await findUserByUsername(runtime.db, values.user);
    if (!user || !user.is_active) throw new EnvError(`No active user ${values.user}.`);
    const created = await createApiToken(
      runtime.db,
      // The server's clock (FLEXAPP_NOW when set, decision 100): an expiry is checked against it.
      (env.FLEXAPP_NOW ? clockStartingAt(new Date(env.FLEXAPP_NOW)) : systemClock).now(),
      { id: user.id, isStaff: user.roles.includes(STAFF_ROLE) },
      parsed.data,
    );
    console.error(
      `created API token ${created.name} (id ${created.id}) of ${values.user}: ${created.scopes.join(', ')}`,
    );
    console.log(created.token);
  } finally {
    await runtime.close();
  }
}

/** token:create --kind scim (decision 231): a SCIM token, as Setup makes one; prints only the token on stdout. */
async function createScimTokenCommand(name: string | undefined, env: ReturnType<typeof readEnv>) {
  const parsed = ZScimTokenCreateSchema.safeParse({ name });
  if (!parsed.success) throw new EnvError(`--name: ${parsed.error.issues[0].message}\n\n${usage}`);
  const runtime = await openRuntime(env, undefined, { shareRunningServer: true });
  try {
    const now = (env.FLEXAPP_NOW ? clockStartingAt(new Date(env.FLEXAPP_NOW)) : systemClock).now();
    const created = await createScimToken(runtime.db, now, null, parsed.data);
    console.error(`created SCIM token ${created.name} (id ${created.id})`);
    console.log(created.token);
  } finally {
    await runtime.close();
  }
}

main().catch((err) => {
  // An AppError (the rules the API applies too) is told in words, with its field errors.
  if (err instanceof AppError) {
    const fields = Object.values(err.errors ?? {}).flat();
    console.error([errorMessages[err.code].en, ...fields].join('\n'));
  } else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
