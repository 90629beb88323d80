import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { createDb, type Db } from '../src/db/database';
import type { Clock } from '../src/lib/clock';
import { migrateToLatest } from '../src/db/migrate';
import { hashPassword } from '../src/modules/auth/passwords';

/** The token signing key of every test app (and of a second API process on the same database). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret!';

export interface TestContext {
  /** Connection string of this test file's own database. */
  url: string;
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /**
   * The app's clock (default: the system clock). Pass a `manualClock(...)` to test a time
   * rule at a chosen instant; the test keeps the clock and moves it with set/advance.
   */
  clock?: Clock;
}

/** A fresh database (a copy of the migrated template, checked by the migrator), and the app on top of it. */
export async function createTestContext(
  options: TestContextOptions & Partial<Omit<AppOptions, 'db' | 'jwtSecret'>> = {},
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 60);
  await migrateToLatest(db);
  const app = await buildApp({ ...options, db, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
  return {
    url: url.toString(),
    db: announcingWrites(db, () => app.liveCache.clear()),
    app,
    async close() {
      await app.close();
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The test's own database handle. Tests write behind the API's back (fixtures,
 * resets), without the events a change made through the API publishes; each
 * such write drops the app's cached answers, as those events would.
 */
function announcingWrites(db: Db, onWrite: () => void): Db {
  return db.withPlugin({
    transformQuery: (args) => {
      if (args.node.kind !== 'SelectQueryNode') onWrite();
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
}

// Hashing is deliberately slow; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();

export async function createUser(
  db: Db,
  fields: {
    username: string;
    password?: string;
    staff?: boolean;
    first_name?: string;
    last_name?: string;
    language?: 'en' | 'nl';
    is_bhv?: boolean;
    status?: string | null;
  },
): Promise<number> {
  const password = fields.password ?? 'secret';
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const row = await db
    .insertInto('users')
    .values({
      username: fields.username,
      email: `${fields.username}@example.test`,
      password_hash: await hashes.get(password)!,
      first_name: fields.first_name ?? 'Test',
      last_name: fields.last_name ?? fields.username,
      roles: fields.staff ? ['staff'] : [],
      language: fields.language ?? 'en',
      is_bhv: fields.is_bhv ?? false,
      status: fields.status ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs in through the API and returns the Authorization header value. */
export async function login(app: FastifyInstance, username: string, password = 'secret'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/users/login/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `JWT ${res.json().token}`;
}
