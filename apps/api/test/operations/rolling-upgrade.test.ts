import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

/**
 * A rolling upgrade (issue 40, decision 377): two API processes of the previous release behind HAProxy
 * (deploy/haproxy.cfg, its third server line left out) on one database, replaced one at a time by this release
 * while three people keep booking. The first new process migrates the database; the other old process goes on
 * serving bookings on the migrated schema (expand/contract). No booking fails except with a retryable status
 * (502/503), retried once; every acknowledged booking is kept, and nothing else was booked.
 *
 * "The previous release" is the commit before the newest change to the migration list (apps/api/src/db/migrate.ts),
 * so the upgrade always crosses a migration. Both releases are bundled here with the build's own esbuild options.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p)) ?? null;
const missing = HAPROXY ? null : 'Debian haproxy is not installed (apt-get install -y haproxy)';
if (missing && process.env.CI === 'true') throw new Error(`${missing}: .ci/run installs it`);
/** The previous release comes from git history; a shallow clone or a copy without .git has none to build from. */
const historyMissing = (() => {
  try {
    const shallow = execFileSync('git', ['-C', root, 'rev-parse', '--is-shallow-repository'], { stdio: 'pipe' });
    return shallow.toString().trim() === 'true' ? 'this checkout is a shallow clone (git fetch --unshallow)' : null;
  } catch {
    return 'this checkout has no git history';
  }
})();
if (historyMissing) console.warn(`rolling-upgrade test not run: ${historyMissing}`);
const LB_PORT = 8740;
const API_PORTS = [8741, 8742];
const NOW = '2026-11-30T09:30:00+00:00';
const dir = mkdtempSync(path.join(tmpdir(), 'ops-rolling-'));
const children = new Set<ChildProcess>();
let dbName: string | undefined;
let db: pg.Client | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.end().catch(() => undefined);
  if (dbName) {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Bundles apps/api of `source` (a checkout) into `outdir`, with that checkout's own contract package. */
async function bundle(source: string, outdir: string): Promise<void> {
  const { buildOptions } = (await import(path.join(source, 'apps/api/build-options.mjs'))) as {
    buildOptions: (out: string) => Parameters<typeof build>[0];
  };
  await build({
    ...buildOptions(outdir),
    alias: { '@flexapp/contract': path.join(source, 'packages/contract/src/index.ts') },
    logLevel: 'error',
  });
}

/** The previous release's apps/api and packages/contract, from git, beside this checkout's node_modules. */
function checkoutPrevious(): { commit: string; source: string } {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args])
      .toString()
      .trim();
  const commit = git('rev-parse', `${git('log', '-n1', '--format=%H', '--', 'apps/api/src/db/migrate.ts')}^`);
  const source = path.join(dir, 'previous');
  mkdirSync(source);
  const archive = execFileSync('git', ['-C', root, 'archive', commit, 'apps/api', 'packages/contract'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', source], { input: archive });
  symlinkSync(path.join(root, 'node_modules'), path.join(source, 'node_modules'));
  return { commit, source };
}

/** The names in a release's migration list, in its order. */
const migrationNames = (source: string) =>
  [...readFileSync(path.join(source, 'apps/api/src/db/migrate.ts'), 'utf8').matchAll(/^ {2}'(\d{4}_[\w]+)':/gm)].map(
    (m) => m[1],
  );

/** Asks `done` every 250 ms until it says yes, at most `seconds`. */
async function until(what: string, seconds: number, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${seconds} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function waitFor(url: string, ok: (res: Response) => boolean, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res && ok(res)) return;
    if (Date.now() > until) throw new Error(`${url} did not answer as expected within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Api {
  child: ChildProcess;
  exited: Promise<void>;
}
function startApi(bundleDir: string, port: number, env: Record<string, string>): Api {
  const child = spawn(process.execPath, [path.join(bundleDir, 'server.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, `data-${port}`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  return { child, exited };
}

/** Until the process answers ready; its exit first (a failed start-up, named on stderr) fails at once. */
async function ready(api: Api, port: number): Promise<void> {
  let gone = false;
  void api.exited.then(() => (gone = true));
  await until(`the process on port ${port} to be ready`, 300, async () => {
    if (gone) throw new Error(`the process on port ${port} exited before it was ready (its stderr says why)`);
    return (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null))?.ok ?? false;
  });
}

interface Outcome {
  phase: string;
  status: number;
  servedBy: string | null;
  retried: boolean;
  id?: number;
}

describe.skipIf(missing !== null || historyMissing !== null)('a rolling upgrade behind HAProxy (decision 377)', () => {
  it(
    'keeps bookings flowing while each process of the previous release is replaced by this one',
    { timeout: 900_000 },
    async () => {
      // 1. Both releases, bundled.
      const previous = checkoutPrevious();
      const newNames = migrationNames(root);
      const added = newNames.filter((n) => !migrationNames(previous.source).includes(n));
      expect(added.length).toBeGreaterThan(0);
      // Each bundle in a folder beside a node_modules link: its npm dependencies stay external imports.
      const oldBundle = path.join(previous.source, 'apps/api/dist');
      const newBundle = path.join(dir, 'current', 'dist');
      mkdirSync(path.dirname(newBundle));
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'current', 'node_modules'));
      await bundle(previous.source, oldBundle);
      await bundle(root, newBundle);

      // 2. A database of the previous release: migrated and seeded by its own command line.
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      dbName = `rolling_${process.pid}`;
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(inject('pgAdminUrl'));
      url.pathname = `/${dbName}`;
      const env = {
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'rolling-upgrade-secret-rolling-upgrade-0123456789',
        FLEXAPP_NOW: NOW,
        TZ: 'UTC',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        SEED: 'none',
      };
      execFileSync(process.execPath, [path.join(oldBundle, 'cli.js'), 'seed', '--size', 'demo'], {
        env: { ...process.env, ...env, DATA_DIR: path.join(dir, 'data-seed') },
        stdio: 'pipe',
        timeout: 300_000,
      });
      const client = new pg.Client({ connectionString: url.toString() });
      db = client;
      await client.connect();
      const applied = async () =>
        (await client.query<{ name: string }>('select name from kysely_migration')).rows.map((r) => r.name);
      expect(await applied()).not.toContain(added[0]);

      // 3. Two old processes behind HAProxy.
      const apis = API_PORTS.map((port) => startApi(oldBundle, port, env));
      await Promise.all(apis.map((api, i) => ready(api, API_PORTS[i])));
      const config = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8').replace(/^\s*server api3 .*$/m, '');
      writeFileSync(path.join(dir, 'haproxy.cfg'), config);
      const haproxy = spawn(HAPROXY!, ['-db', '-f', path.join(dir, 'haproxy.cfg')], {
        env: {
          ...process.env,
          FLEXAPP_LB_PORT: String(LB_PORT),
          FLEXAPP_API1: `127.0.0.1:${API_PORTS[0]}`,
          FLEXAPP_API2: `127.0.0.1:${API_PORTS[1]}`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.add(haproxy);
      const lb = `http://127.0.0.1:${LB_PORT}`;
      /** Until HAProxy sends requests to `server` (its health check says it is ready). */
      const routedTo = (server: string) =>
        waitFor(`${lb}/api/health`, (r) => r.headers.get('x-served-by') === server, 120);
      await routedTo('api1');
      await routedTo('api2');

      const call = async (method: string, route: string, auth?: string, body?: unknown) =>
        fetch(`${lb}/api/${route}`, {
          method,
          headers: {
            ...(auth ? { authorization: auth } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const login = async (username: string, password: string) =>
        `JWT ${(await (await call('POST', 'users/login/', undefined, { username, password })).json()).token}`;
      const staff = await login('staff', 'staff');
      expect((await call('PATCH', 'configuration/settings', staff, { bookable_days: 365 })).status).toBe(200);
      const people = [await login('employee', 'employee'), await login('employee2', 'employee2'), staff];
      const [building] = await (await call('GET', 'buildings', people[0])).json();
      const [floor] = await (await call('GET', `buildings/${building.id}/floors/`, people[0])).json();
      const desks = ((await (await call('GET', `floors/${floor.id}/desks`, people[0])).json()) as Json[]).filter(
        (d) => !d.is_closed && !d.reserved,
      );
      const timetables = await (await call('GET', `booking/desk/${desks[0].id}/timetables/`, people[0])).json();
      const today = Object.keys(timetables.timetables)[0];
      const slots = (timetables.timetables[today] as Json[]).map((s) => s.timetable.id as number);

      const before = Number(
        (await client.query<{ id: string }>('select coalesce(max(id), 0) as id from bookings')).rows[0].id,
      );
      // 4. Three people book, one desk each, the next slot of the next day each time, until told to stop.
      let phase = 'old, old';
      let stopping = false;
      const outcomes: Outcome[] = [];
      const bookLoop = async (p: number) => {
        for (let n = 0; !stopping; n++) {
          const date = new Date(`${today}T12:00:00Z`);
          date.setUTCDate(date.getUTCDate() + 1 + Math.floor(n / slots.length));
          if (date.getTime() - Date.parse(`${today}T12:00:00Z`) > 360 * 86_400_000) return 'ran out of days';
          const item = {
            desk_id: desks[p].id,
            timetable_id: slots[n % slots.length],
            date: date.toISOString().slice(0, 10),
          };
          const at = phase;
          let res = await call('POST', 'booking/new/', people[p], [item]);
          let retried = false;
          // A retryable answer (the process went away, or its database connection did): tried once more.
          if (res.status === 502 || res.status === 503) {
            retried = true;
            await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
            res = await call('POST', 'booking/new/', people[p], [item]);
          }
          const body = (await res.json().catch(() => ({}))) as Json;
          outcomes.push({
            phase: at,
            status: res.status,
            servedBy: res.headers.get('x-served-by'),
            retried,
            id: body.bookings?.[0]?.id,
          });
          // Steady traffic, not a flood: the point is that it never stops, on a shared machine.
          await new Promise((r) => setTimeout(r, 400));
        }
        return 'stopped';
      };
      const loops = people.map((_, p) => bookLoop(p));
      const booked = (where: string, server?: string) =>
        outcomes.filter((o) => o.phase === where && o.status === 201 && (!server || o.servedBy === server)).length;
      const untilBooked = (where: string, server: string) =>
        until(`bookings by ${server} while ${where}`, 120, () => booked(where, server) >= 3);

      await untilBooked('old, old', 'api1');
      // 5. Replace each process in turn: SIGTERM (it finishes its requests), the new release on its port, ready.
      for (const [i, server] of ['api1', 'api2'].entries()) {
        phase = `stopping ${server}`;
        apis[i].child.kill('SIGTERM');
        await apis[i].exited;
        phase = `starting new ${server}`;
        apis[i] = startApi(newBundle, API_PORTS[i], env);
        await ready(apis[i], API_PORTS[i]);
        await routedTo(server);
        phase = i === 0 ? 'new, old' : 'new, new';
        if (i === 0) {
          // The new process migrated; the old one books on the new schema.
          expect(await applied()).toEqual(expect.arrayContaining(added));
          await untilBooked('new, old', 'api2');
          await untilBooked('new, old', 'api1');
        }
      }
      await untilBooked('new, new', 'api2');
      stopping = true;
      expect(await Promise.all(loops)).toEqual(people.map(() => 'stopped'));
      haproxy.kill('SIGTERM');

      // 6. Nothing failed for good; every acknowledged booking is kept, and no other booking exists.
      const failed = outcomes.filter((o) => o.status !== 201);
      expect(failed).toEqual([]);
      const acknowledged = outcomes.map((o) => o.id).sort((a, b) => a! - b!);
      const { rows } = await client.query<{ id: number; cancelled: boolean }>(
        'select id, cancelled_at is not null as cancelled from bookings where id > $1 order by id',
        [before],
      );
      expect(rows).toEqual(acknowledged.map((id) => ({ id, cancelled: false })));
      const retried = outcomes.filter((o) => o.retried).length;
      console.log(
        `rolling upgrade from ${previous.commit.slice(0, 10)} (migrations added: ${added.join(', ')}): ` +
          `${outcomes.length} bookings, ${retried} retried once after a retryable answer, ` +
          [...new Set(outcomes.map((o) => o.phase))].map((p) => `${booked(p)} while ${p}`).join(', '),
      );
      for (const api of apis) api.child.kill('SIGTERM');
      await Promise.all(apis.map((a) => a.exited));
    },
  );
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
