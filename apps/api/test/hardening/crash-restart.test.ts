import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@flexapp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/database';
import { isRunning } from '../../src/db/data-dir-lock';
import { freePort } from '../../src/db/embedded';
import { createStructure } from '../fixtures';
import { startBusyProcesses, waitFor200, watchServerOutput } from '../busy-host';
import { createUser } from '../helpers';

/**
 * Issue 12, defect 5: kill -9 the server under booking load, start it again on the same DATA_DIR: ready by
 * itself, with every booking it acknowledged. And a second server on a DATA_DIR in use is refused by name.
 * Issue 35 item 1: the kill and the restart happen beside processes that keep the host busy (decision 192).
 */
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');
const NOW = '2030-01-07T06:00:00Z';
const USERS = 12;
/** Processes that keep a core busy each, beside the server from the bookings on. */
const BUSY = 12;

let dataDir: string;
let port: number;
let pgPort: number;
const children: ChildProcess[] = [];
let db: Db | undefined;

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      SEED: 'none',
      LOG_LEVEL: 'warn',
      FLEXAPP_NOW: NOW,
      DATABASE_URL: '',
      JWT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const { output, exited, once } = watchServerOutput(child);
  return { child, output, exited, once };
}

async function waitReady(server: ReturnType<typeof startServer>, ms: number): Promise<number> {
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  try {
    return await waitFor200(`http://127.0.0.1:${port}/api/health/ready`, ms, alive);
  } catch (err) {
    throw new Error(`${(err as Error).message}:\n${server.output()}`, { cause: err });
  }
}

const api = (url: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

afterAll(async () => {
  await db?.destroy();
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('crash and restart on the same DATA_DIR', () => {
  it('recovers by itself after kill -9 under booking load, and keeps every acknowledged booking', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'flexapp-crash-'));
    port = await freePort();
    pgPort = await freePort();
    const first = startServer();
    await waitReady(first, 60_000);

    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      postgresPassword: string;
    };
    const url = `postgresql://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${pgPort}/flexapp`;
    db = createDb(url, 4);
    const office = await createStructure(db, { desks: USERS });
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      await createUser(db, { username: `worker${i}`, password: 'secret' });
      const res = await api('/api/users/login/', {
        method: 'POST',
        body: { username: `worker${i}`, password: 'secret' },
      });
      tokens.push(((await res.json()) as { token: string }).token);
    }
    await db.destroy();
    db = undefined;

    // A second server on the same DATA_DIR is refused, naming the process that holds it.
    const intruder = startServer();
    expect(await intruder.exited).not.toBe(0);
    expect(intruder.output()).toContain(`process ${first.child.pid}`);

    // Booking load: each worker books their own desk, slot after slot, day after day, in parallel.
    const acknowledged: number[] = [];
    let stop = false;
    const worker = async (i: number) => {
      for (let day = 1; day < 10 && !stop; day++) {
        for (const timetable_id of office.timetableIds) {
          if (stop) return;
          try {
            const res = await api('/api/booking/new/', {
              method: 'POST',
              token: tokens[i],
              body: [{ date: addDays(NOW.slice(0, 10), day), timetable_id, desk_id: office.deskIds[i] }],
            });
            if (res.status === 201) {
              const body = (await res.json()) as { bookings: { id: number }[] };
              acknowledged.push(...body.bookings.map((b) => b.id));
            }
          } catch {
            return; // the server is gone
          }
        }
      }
    };
    // The PostgreSQL the first server started: it outlives a kill -9 of its parent.
    const postmasterPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The host is busy from the bookings on, through the kill and the restart (issue 35: load 30-99).
    const busy = [startBusyProcesses(4)];
    try {
      const load = Promise.all(tokens.map((_, i) => worker(i)));
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
      first.child.kill('SIGKILL');
      stop = true;
      await first.exited;
      await load;
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(isRunning(postmasterPid)).toBe(true);

      // Start again beside the busy processes: it stops the orphaned PostgreSQL and becomes ready by itself.
      const second = startServer();
      // Busier still as it builds its routes and starts its parts.
      second.once('database migrated', () => busy.push(startBusyProcesses(BUSY)));
      await waitReady(second, 90_000);
      expect(second.output()).toContain(`stopping the PostgreSQL (process ${postmasterPid})`);
      expect(second.output()).not.toContain('start-up failed');
      expect(isRunning(postmasterPid)).toBe(false);
    } finally {
      await Promise.all(busy.map((b) => b.stop()));
    }

    db = createDb(url, 2);
    const stored = await db.selectFrom('bookings').select('id').where('id', 'in', acknowledged).execute();
    expect(stored.map((b) => b.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
  }, 180_000);
});
