import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { READINESS_PARTS } from '../../src/lib/readiness';
import { startBusyProcesses, watchServerOutput } from '../busy-host';

/**
 * Issue 35 item 1, issue 40: the server starts on a busy host and says when it is ready (decision 192); a real
 * start-up error still stops it, the cause named.
 */
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];
const databases: string[] = [];

/** A database of its own on the test run's PostgreSQL, dropped after the file. */
async function createDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn', JWT_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const { output, exited, once } = watchServerOutput(child);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return { child, output, exited, alive, once };
}

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('start-up on a busy host', () => {
  it('becomes ready beside processes that keep every core busy, and says what it waits for until then', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'flexapp-start-load-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/health`;
    const databaseUrl = await createDatabase();
    const busy = [startBusyProcesses(2)];
    try {
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: databaseUrl });
      // The host gets busier still as the server builds its routes and starts its parts (issue 35: load 30-99).
      server.once('database migrated', () => busy.push(startBusyProcesses(28)));
      // Every answer of /ready before it is ready names the parts not up yet, from the documented list.
      const poll = async () => {
        const started = Date.now();
        while (Date.now() - started < 100_000) {
          if (!server.alive()) throw new Error(`the server exited:\n${server.output()}`);
          const res = await fetch(`${base}/ready`).catch(() => null);
          if (res?.status === 200) return (await res.json()) as { status: string };
          if (res) {
            expect(res.status).toBe(503);
            const body = (await res.json()) as { status: string; not_ready: string[] };
            expect(body.status).toBe('unavailable');
            expect(body.not_ready.length).toBeGreaterThan(0);
            for (const part of body.not_ready) expect(READINESS_PARTS).toContain(part);
            // Alive while it starts.
            expect((await fetch(`${base}/live`)).status).toBe(200);
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`not ready within 100 s:\n${server.output()}`);
      };
      expect(await poll()).toEqual({ status: 'ready' });
      expect((await fetch(`${base}/live`)).status).toBe(200);
      expect((await fetch(base)).status).toBe(200);
      expect(server.output()).not.toContain('start-up failed');
    } finally {
      await Promise.all(busy.map((b) => b.stop()));
    }
  }, 115_000);

  it('stops with the cause named when the port is in use or the database cannot be reached', async () => {
    const url = await createDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'flexapp-start-error-'));
    dirs.push(dataDir);
    const taken: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const inUse = startServer({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: url });
      expect(await inUse.exited).toBe(1);
      expect(inUse.output()).toMatch(/start-up failed: .*EADDRINUSE/);

      const unreachable = startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        DATABASE_URL: `postgresql://nobody:secret@127.0.0.1:${await freePort()}/nothing`,
      });
      expect(await unreachable.exited).toBe(1);
      expect(unreachable.output()).toMatch(/start-up failed: .*ECONNREFUSED/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
