import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// `date` stays a calendar string (YYYY-MM-DD): no time-zone shifts.
pg.types.setTypeParser(1082, (value: string) => value);
// bigint (count(*), bigserial) arrives as a string; callers convert explicitly.

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

const connectionStrings = new WeakMap<object, string>();
const pools = new WeakMap<object, pg.Pool>();

/**
 * `idleTimeoutMillis`: how long an idle connection is kept (pg's default 10 s; the sweep's pool keeps its own between
 * runs). `directConnectionString`: the primary itself when `connectionString` is a pooler in transaction mode
 * (DATABASE_DIRECT_URL): dedicated connections (LISTEN, the job runner, migrations) use it (decision 325). The pool
 * itself runs only single statements and transactions: no named prepared statements, session settings or locks.
 */
export function createDb(
  connectionString: string,
  max = 10,
  idleTimeoutMillis = 10_000,
  directConnectionString = connectionString,
): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  // Nor a checked-out one between two statements of a transaction (the pooler or primary killed, decision 325): its
  // next statement fails (503, retryable) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  connectionStrings.set(db, directConnectionString);
  pools.set(db, pool);
  return db;
}

/** The pool behind a Db made by `createDb`, for what Kysely cannot do (COPY … TO STDOUT). */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf: this Db was not made by createDb');
  return pool;
}

/** The connection string for a dedicated connection to the primary (LISTEN, jobs): the direct one when set. */
export function connectionStringOf(db: Db): string | undefined {
  return connectionStrings.get(db);
}

/** True when `err` is a PostgreSQL unique violation (optionally of one index). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

/** True when `err` is a PostgreSQL exclusion-constraint violation (two overlapping room bookings). */
export function isExclusionViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23P01';
}

/** True when the transaction lost a deadlock or a serialisation conflict and may simply be run again. */
export function isRetryableTransactionError(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23503';
}
