import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './config/env';
import { loadOrCreateSecrets } from './config/secrets';
import { createDb, type Db } from './db/database';
import { acquireDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';

export interface Runtime {
  db: Db;
  jwtSecret: string;
  databaseLabel: string;
  close(): Promise<void>;
}

/** Opens the database the environment names (external or embedded) and migrates it. */
export async function openRuntime(env: Env, log: (msg: string) => void = () => undefined): Promise<Runtime> {
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  let url = env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
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
  const db = createDb(url, 20);
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    await stopEmbedded?.();
    throw err;
  }
  log('database migrated');
  return {
    db,
    jwtSecret: env.JWT_SECRET ?? secrets.jwtSecret,
    databaseLabel: env.DATABASE_URL ? 'external PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${dataDir}`,
    async close() {
      await db.destroy();
      await stopEmbedded?.();
    },
  };
}

/** The built web app next to the bundled server (apps/web/dist). */
export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}
