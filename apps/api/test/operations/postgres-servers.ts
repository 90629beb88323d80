import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { ownedByPostgres, pgTool } from './postgres-tools';

/** The flexapp database of the server on loopback `port`. */
export const databaseUrl = (port: number) => `postgresql://postgres@127.0.0.1:${port}/flexapp`;

/**
 * Debian PostgreSQL servers of one test, on loopback, with their data directories, sockets and logs in one
 * temporary folder (`dir`, owned by the postgres user). `stopAll` stops every server started and removes the folder.
 */
export class PostgresServers {
  readonly dir: string;
  private readonly started: string[] = [];

  constructor(prefix: string) {
    this.dir = mkdtempSync(path.join(tmpdir(), prefix));
    ownedByPostgres(this.dir);
  }

  /** Starts the server of `data` on `port` (pg_ctl waits until it accepts connections); `extra`: more server options. */
  start(data: string, port: number, extra = ''): void {
    const opts = `-p ${port} -k ${this.dir} -c listen_addresses=127.0.0.1 ${extra}`.trimEnd();
    pgTool('pg_ctl', ['-D', data, '-o', opts, '-w', '-t', '120', '-l', path.join(this.dir, `pg-${port}.log`), 'start']);
    this.started.push(data);
  }

  /**
   * A new cluster in `<dir>/<name>`, started on `port` with an empty, migrated flexapp database: its data directory
   * and a pool of 5 connections to it.
   */
  async primary(name: string, port: number, extra = ''): Promise<{ data: string; db: Db }> {
    const data = path.join(this.dir, name);
    pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    this.start(data, port, extra);
    pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'flexapp']);
    const db = createDb(databaseUrl(port), 5);
    await migrateToLatest(db);
    return { data, db };
  }

  /** A base backup of the server on `port` into `<dir>/<name>` (`args`: more pg_basebackup options); its path. */
  baseBackup(port: number, name: string, args: string[]): string {
    const target = path.join(this.dir, name);
    pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      target,
      '-c',
      'fast',
      ...args,
    ]);
    return target;
  }

  /** Stops the server of `data` (`immediate`: no shutdown checkpoint, as a crash). */
  stop(data: string, mode: 'fast' | 'immediate'): void {
    pgTool('pg_ctl', ['-D', data, '-m', mode, 'stop']);
  }

  /** Stops every server still running, newest first, and removes the folder. */
  stopAll(): void {
    for (const data of [...this.started].reverse())
      try {
        this.stop(data, 'immediate');
      } catch {
        /* already stopped */
      }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Asks `probe` every 100 ms until it returns a value, at most `seconds`; the last probe's failure says why not. */
export async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
