import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';

/**
 * Three API processes on one external PostgreSQL (Debian's package) behind HAProxy (Debian's package), with
 * deploy/haproxy.cfg used as it is (docs/deploy.md). Their request pools go through PgBouncer in transaction mode
 * (deploy/pgbouncer.ini, decision 325); LISTEN, jobs and migrations connect to the primary directly; reports read
 * from a streaming replica made with pg_basebackup (decision 326). Everything on loopback, in a temporary folder.
 * Ports: basePort (primary), +1 (HAProxy), +2..+4 (API), +5 (PgBouncer), +6 (replica).
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const PG_BIN = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((d) => existsSync(path.join(d, 'initdb'))) ?? null;
})();
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p)) ?? null;
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p)) ?? null;

/** Why the cluster cannot run here, or null (CI installs the packages: .ci/run). */
export const missing = !PG_BIN
  ? 'Debian postgresql is not installed (apt-get install -y postgresql)'
  : !HAPROXY
    ? 'Debian haproxy is not installed (apt-get install -y haproxy)'
    : !PGBOUNCER
      ? 'Debian pgbouncer is not installed (apt-get install -y pgbouncer)'
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

/** Resolves once something accepts TCP connections on the port (PgBouncer has no HTTP check). */
export async function waitForPort(port: number, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port}`);
}

export interface Cluster {
  lb: string;
  api: string[];
  /** The primary itself. */
  databaseUrl: string;
  /** The streaming replica (hot standby). */
  replicaUrl: string;
  /** kill -9 of one API process. */
  kill(index: number): void;
  /** kill -9 of PgBouncer; resolves once it is gone. */
  killPooler(): Promise<void>;
  /** Starts PgBouncer again on the same port (what its supervisor does) and waits until it accepts. */
  startPooler(): Promise<void>;
  /** Runs one SQL statement on the replica with psql (pausing and resuming its replay). */
  onReplica(statement: string): void;
  stop(): Promise<void>;
}

export async function startCluster(basePort: number, now: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flexapp-cluster-'));
  chmodSync(dir, 0o755);
  const pgData = path.join(dir, 'pg');
  const pgPort = basePort;
  const lbPort = basePort + 1;
  const apiPorts = [basePort + 2, basePort + 3, basePort + 4];
  const poolerPort = basePort + 5;
  const replicaPort = basePort + 6;
  const replicaData = path.join(dir, 'replica');
  const children: ChildProcess[] = [];
  let pooler: ChildProcess | null = null;
  const stopPg = () => {
    for (const data of [replicaData, pgData])
      try {
        pgTool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped, or never started */
      }
  };
  const poolerIni = path.join(dir, 'pgbouncer.ini');
  const startPooler = () => {
    // PgBouncer refuses to run as root: as the postgres user, and as our own child so that kill -9 reaches it.
    pooler = spawn(PGBOUNCER!, [poolerIni], {
      stdio: ['ignore', 'ignore', 'inherit'],
      ...(isRoot ? { uid: pgUid(), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) } : {}),
    });
  };
  // Whatever happens to the test runner, nothing is left running.
  const onExit = () => {
    for (const child of children) child.kill('SIGKILL');
    pooler?.kill('SIGKILL');
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
    // The replica: a base backup of the primary that streams its WAL from then on (-R writes standby.signal).
    pgTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-D', replicaData, '-R']);
    // A hot standby needs at least the primary's max_connections.
    const replicaOpts = `-p ${replicaPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
    pgTool('pg_ctl', ['-D', replicaData, '-o', replicaOpts, '-w', '-l', path.join(dir, 'replica.log'), 'start']);
    const replicaUrl = `postgresql://postgres@127.0.0.1:${replicaPort}/flexapp`;
    // PgBouncer from deploy/pgbouncer.ini as it is, with its ${...} values filled in (as envsubst would).
    const values: Record<string, string> = {
      FLEXAPP_PG_HOST: '127.0.0.1',
      FLEXAPP_PG_PORT: String(pgPort),
      FLEXAPP_POOLER_PORT: String(poolerPort),
      FLEXAPP_POOLER_DIR: dir,
    };
    const template = readFileSync(path.join(root, 'deploy/pgbouncer.ini'), 'utf8');
    writeFileSync(
      poolerIni,
      template.replace(/\$\{(\w+)\}/g, (_, name: string) => values[name]!),
    );
    writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
    startPooler();
    await waitForPort(poolerPort);
    const env = {
      ...process.env,
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${poolerPort}/flexapp`,
      DATABASE_DIRECT_URL: databaseUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      REPLICA_MAX_LAG_SECONDS: '2',
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
    // Start-up waits as long as a busy host makes it (decision 192): up to 150 s here.
    await Promise.all(apiPorts.map((p) => waitFor(`http://127.0.0.1:${p}/api/health/ready`, 150_000)));
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
      replicaUrl,
      kill: (index) => children[index]!.kill('SIGKILL'),
      async killPooler() {
        const gone = new Promise((r) => pooler!.once('exit', r));
        pooler!.kill('SIGKILL');
        await gone;
      },
      onReplica: (statement) =>
        pgTool('psql', [
          '-h',
          '127.0.0.1',
          '-p',
          String(replicaPort),
          '-U',
          'postgres',
          '-d',
          'flexapp',
          '-c',
          statement,
        ]),
      async startPooler() {
        startPooler();
        await waitForPort(poolerPort);
      },
      async stop() {
        pooler?.kill('SIGKILL');
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
