import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Three API processes on one external PostgreSQL (Debian's package) behind HAProxy (Debian's package), with
 * deploy/haproxy.cfg used as it is (docs/deploy.md). Everything on loopback, in a temporary folder.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const PG_BIN = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((d) => existsSync(path.join(d, 'initdb'))) ?? null;
})();
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p)) ?? null;

/** Why the cluster cannot run here, or null (CI installs both packages: .ci/run). */
export const missing = !PG_BIN
  ? 'Debian postgresql is not installed (apt-get install -y postgresql)'
  : !HAPROXY
    ? 'Debian haproxy is not installed (apt-get install -y haproxy)'
    : null;

const isRoot = process.getuid?.() === 0;
const pgUid = () => Number(execFileSync('id', ['-u', 'postgres']).toString().trim());

/** Runs a PostgreSQL tool, as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgTool(tool: string, args: string[]) {
  const bin = path.join(PG_BIN!, tool);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export interface Cluster {
  lb: string;
  api: string[];
  databaseUrl: string;
  /** kill -9 of one API process. */
  kill(index: number): void;
  stop(): Promise<void>;
}

export async function startCluster(basePort: number, now: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flexapp-cluster-'));
  chmodSync(dir, 0o755);
  const pgData = path.join(dir, 'pg');
  const pgPort = basePort;
  const lbPort = basePort + 1;
  const apiPorts = [basePort + 2, basePort + 3, basePort + 4];
  const children: ChildProcess[] = [];
  const stopPg = () => {
    try {
      pgTool('pg_ctl', ['-D', pgData, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
  };
  // Whatever happens to the test runner, nothing is left running.
  const onExit = () => {
    for (const child of children) child.kill('SIGKILL');
    stopPg();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  try {
    if (isRoot) chownSync(dir, pgUid(), pgUid());
    pgTool('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    // Three processes with a pool of 20 each, pg-boss's own connections and the LISTEN ones: 200 leaves room.
    const opts = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
    pgTool('pg_ctl', ['-D', pgData, '-o', opts, '-w', '-l', path.join(dir, 'pg.log'), 'start']);
    pgTool('createdb', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'flexapp']);
    const databaseUrl = `postgresql://postgres@127.0.0.1:${pgPort}/flexapp`;
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // One secret for every process: a session signed by one is valid on all (docs/deploy.md).
      JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0123456789',
      DATA_DIR: path.join(dir, 'data'),
      FLEXAPP_NOW: now,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SEED: 'none',
    };
    execFileSync(process.execPath, [path.join(root, 'apps/api/dist/cli.js'), 'seed', '--size', 'demo'], {
      env,
      stdio: 'pipe',
    });
    // All three start at once: one migrates (kysely's migration lock), the others wait for it.
    for (const port of apiPorts) {
      const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
    }
    await Promise.all(apiPorts.map((p) => waitFor(`http://127.0.0.1:${p}/api/health/ready`)));
    const haproxy = spawn(HAPROXY!, ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        FLEXAPP_LB_PORT: String(lbPort),
        FLEXAPP_API1: `127.0.0.1:${apiPorts[0]}`,
        FLEXAPP_API2: `127.0.0.1:${apiPorts[1]}`,
        FLEXAPP_API3: `127.0.0.1:${apiPorts[2]}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(haproxy);
    await waitFor(`http://127.0.0.1:${lbPort}/api/health`);
    return {
      lb: `http://127.0.0.1:${lbPort}`,
      api: apiPorts.map((p) => `http://127.0.0.1:${p}`),
      databaseUrl,
      kill: (index) => children[index]!.kill('SIGKILL'),
      async stop() {
        for (const child of children) child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
        for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
        stopPg();
        rmSync(dir, { recursive: true, force: true });
        process.off('exit', onExit);
      },
    };
  } catch (err) {
    onExit();
    process.off('exit', onExit);
    throw err;
  }
}
