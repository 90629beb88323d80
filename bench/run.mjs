// npm run bench: seeds the large data set once (kept in bench/.tmp/data), starts the built
// server on it, measures the bare-Fastify ceiling and every scenario in ./scenarios, and
// writes bench/RESULTS.md with the machine and the date.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(here, '.tmp', 'data');
const port = Number(process.env.BENCH_PORT ?? 8282);
const baseURL = `http://127.0.0.1:${port}`;
const only = process.argv.slice(2);
const server = path.join(root, 'apps/api/dist/server.js');
const cli = path.join(root, 'apps/api/dist/cli.js');
// The embedded PostgreSQL on a known port, so scenarios can prepare data (140-auto-release) and read the job tables.
const pgPort = Number(process.env.BENCH_PG_PORT ?? port + 1);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SEED: 'none',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  EMBEDDED_PG_PORT: String(pgPort),
};
/** The connection URL of the bench server's embedded database (password from DATA_DIR/secrets.json). */
const databaseUrl = () => {
  const { postgresPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return `postgresql://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${pgPort}/flexapp`;
};

/** The environment of a bench server on its own data directory and ports. */
const envFor = (dir, httpPort) => ({
  ...env,
  DATA_DIR: dir,
  PORT: String(httpPort),
  // The bench server's own database on BENCH_PG_PORT (databaseUrl reads it there); another organisation's next to its port.
  EMBEDDED_PG_PORT: String(httpPort === port ? pgPort : httpPort + 1),
});

/** Seeds an organisation of `size` into `dir` unless it is there already; returns the seconds it took (0: reused). */
function seedOnce(dir = dataDir, size = process.env.BENCH_SIZE ?? 'large', httpPort = port) {
  const marker = path.join(dir, 'postgres', 'PG_VERSION');
  if (existsSync(marker)) {
    console.log(`reusing the ${size} data set in ${dir}`);
    return 0;
  }
  console.log(`seeding the ${size} data set (once)…`);
  const started = performance.now();
  try {
    execFileSync(process.execPath, ['--max-old-space-size=8192', cli, 'seed', '--size', size], {
      env: envFor(dir, httpPort),
      stdio: 'inherit',
    });
  } catch (err) {
    // A half-seeded directory would be reused next time: start again from nothing.
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return (performance.now() - started) / 1000;
}

/** BENCH_SERVER_ARGS: extra node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it. */
async function startServer(dir = dataDir, httpPort = port) {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean), server], {
    env: envFor(dir, httpPort),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${httpPort}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

/**
 * A second organisation beside the large one (the scale curve): seeded once into bench/.tmp/<size>, served on
 * its own ports; `stop` ends its server and waits for it (and its embedded PostgreSQL) to go.
 */
async function openOrganisation(size, httpPort) {
  const dir = path.join(path.dirname(dataDir), size);
  const seedSeconds = seedOnce(dir, size, httpPort);
  const child = await startServer(dir, httpPort);
  return {
    baseURL: `http://127.0.0.1:${httpPort}`,
    seedSeconds,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** autocannon with the settings every scenario shares; returns the figures we record. */
export async function load(opts) {
  const result = await autocannon({ connections: 100, duration: 10, ...opts });
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Requests in closed loops on `connections` keep-alive sockets, each body read and thrown away
 * without parsing: for answers of megabytes, where autocannon's own work on every byte (it runs on
 * the same two cores) would be measured with the server's.
 */
export async function loadLean({ url, headers = {}, connections = 2, duration = 10 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const until = performance.now() + duration * 1000;
  const once = () =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const status = await once();
        if (status < 200 || status > 299) non2xx++;
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN);
  return {
    requests_per_s: Math.round(latencies.length / duration),
    p50_ms: at(50),
    p99_ms: at(99),
    non_2xx: non2xx,
    errors,
  };
}

/** A session token for `username`, at the bench server or at another organisation's (`base`). */
async function login(username, password, base = baseURL) {
  const res = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} failed: ${res.status}`);
  return `JWT ${(await res.json()).token}`;
}

async function ceiling() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port: p } = app.server.address();
  const figures = await load({ url: `http://127.0.0.1:${p}/` });
  await app.close();
  return figures;
}

/** The load average (1 / 5 / 15 minutes) when the run started: the machine may be shared (README). */
const loadAtStart = os.loadavg();
const loadAverages = () =>
  `Load average ${loadAtStart.map((x) => x.toFixed(1)).join(' / ')} at the start, ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} at the end (1 / 5 / 15 min, \`uptime\`)`;

async function main() {
  seedOnce();
  const rows = [];
  const record = (scenario, figures, budget = '') => {
    rows.push({ scenario, ...figures, budget });
    console.log(scenario, figures, budget);
  };
  record('bare Fastify hello world (ceiling)', await ceiling());
  const child = await startServer();
  try {
    const files = readdirSync(path.join(here, 'scenarios'))
      .filter((f) => f.endsWith('.mjs'))
      .sort();
    for (const file of files) {
      if (only.length && !only.some((o) => file.includes(o))) continue;
      const scenario = await import(path.join(here, 'scenarios', file));
      console.log(`— ${file}`);
      await scenario.default({ baseURL, load, loadLean, login, record, dataDir, databaseUrl, openOrganisation });
    }
  } finally {
    child.kill('SIGTERM');
  }
  writeResults(rows);
}

function writeResults(rows) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const machine = [
    `${os.cpus().length} × ${cpu},`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}.`,
  ];
  const table = [
    '| scenario | req/s | p50 ms | p99 ms | non-2xx | errors | budget / notes |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.requests_per_s ?? ''} | ${r.p50_ms ?? ''} | ${r.p99_ms ?? ''} | ${r.non_2xx ?? ''} | ${r.errors ?? ''} | ${r.budget ?? ''} |`,
    ),
    '',
  ];
  const file = path.join(here, 'RESULTS.md');
  const date = new Date().toISOString().slice(0, 10);
  if (only.length && existsSync(file)) {
    // A run of some scenarios (`npm run bench -- 140`) keeps the full run's table and adds (or
    // replaces) a section of its own, with the ceiling measured in the same run.
    const heading = `## Scenarios ${only.join(', ')}`;
    const kept = readFileSync(file, 'utf8')
      .split(/\n(?=## )/)
      .filter((part) => !part.startsWith(`${heading}\n`));
    const section = [
      heading,
      '',
      `Measured ${date} by \`npm run bench -- ${only.join(' ')}\`${process.env.BENCH_SIZE ? ` on the ${process.env.BENCH_SIZE} data set (BENCH_SIZE)` : ''} on ${machine.join(' ')} ${loadAverages()}.`,
      '',
      ...table,
    ];
    writeFileSync(file, [...kept.map((part) => part.replace(/\n+$/, '\n')), section.join('\n')].join('\n'));
    console.log(`written the section "${heading}" of bench/RESULTS.md`);
    return;
  }
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${date} by \`npm run bench\` on ${machine.join('\n')} ${loadAverages()}.`,
    'Load generator and server on the same machine (autocannon, 100 connections, 10 s unless noted).',
    'Large data set: `npm run seed -- --size large`.',
    '',
    ...table,
  ];
  writeFileSync(file, lines.join('\n'));
  console.log('written bench/RESULTS.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
