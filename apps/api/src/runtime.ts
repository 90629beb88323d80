import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './config/env';
import { loadOrCreateSecrets } from './config/secrets';
import { createDb, type Db } from './db/database';
import { acquireDataDir, DataDirInUseError } from './db/data-dir-lock';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';

export interface Runtime {
  db: Db;
  jwtSecret: string;
  databaseLabel: string;
  /** DATABASE_REPLICA_URL: the streaming replica reports read from (decision 326). */
  replica?: { db: Db; maxLagSeconds: number };
  close(): Promise<void>;
}

/**
 * Opens the database the environment names (external or embedded) and migrates it. With `shareRunningServer`
 * (the CLI's user and token commands, decision 210), an embedded database a running server holds is used through
 * that server's PostgreSQL, which it already migrated, instead of refusing the DATA_DIR.
 */
export async function openRuntime(
  env: Env,
  log: (msg: string) => void = () => undefined,
  options: { shareRunningServer?: boolean } = {},
): Promise<Runtime> {
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  let url = env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url && options.shareRunningServer) {
    const shared = runningServerDatabase(dataDir, secrets.postgresPassword);
    if (shared) {
      const db = createDb(shared, 2);
      return {
        db,
        jwtSecret: env.JWT_SECRET ?? secrets.jwtSecret,
        databaseLabel: `the running server's embedded PostgreSQL in ${dataDir}`,
        close: () => db.destroy(),
      };
    }
  }
  if (!url) {
    // One server per DATA_DIR with the embedded database; a stale claim of a killed server is taken over.
    const release = acquireDataDir(dataDir);
    try {
      const embedded = await startEmbeddedPostgres({
        dataDir,
        password: secrets.postgresPassword,
        port: env.EMBEDDED_PG_PORT,
        notice: log,
      });
      url = embedded.url;
      stopEmbedded = async () => {
        await embedded.stop();
        release();
      };
    } catch (err) {
      release();
      throw err;
    }
  }
  // Behind a pooler in transaction mode, migrations take the direct connection (decision 325).
  const direct = env.DATABASE_URL ? env.DATABASE_DIRECT_URL : undefined;
  const db = createDb(url, 20, undefined, direct);
  try {
    if (direct) {
      const migrator = createDb(direct, 1);
      await migrateToLatest(migrator).finally(() => migrator.destroy());
    } else await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    await stopEmbedded?.();
    throw err;
  }
  log('database migrated');
  const replicaDb = env.DATABASE_REPLICA_URL ? createDb(env.DATABASE_REPLICA_URL, 10) : undefined;
  return {
    db,
    jwtSecret: env.JWT_SECRET ?? secrets.jwtSecret,
    databaseLabel: env.DATABASE_URL ? 'external PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${dataDir}`,
    replica: replicaDb ? { db: replicaDb, maxLagSeconds: env.REPLICA_MAX_LAG_SECONDS } : undefined,
    async close() {
      await replicaDb?.destroy();
      await db.destroy();
      await stopEmbedded?.();
    },
  };
}

/**
 * The address of the embedded PostgreSQL of a server that holds `dataDir` now, or null when none does. The port
 * is the 4th line of PostgreSQL's own postmaster.pid; the server listens on 127.0.0.1 only.
 */
function runningServerDatabase(dataDir: string, password: string): string | null {
  try {
    acquireDataDir(dataDir)();
    return null;
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
  }
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`No PostgreSQL port in ${dataDir}/postgres/postmaster.pid.`);
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/flexapp`;
}

/** The built web app next to the bundled server (apps/web/dist). */
export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}
