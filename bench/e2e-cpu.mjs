// CPU seconds of an end-to-end run, per process kind (bench/ci-time.md).
//
//   node bench/e2e-cpu.mjs [--port 8207] [--config playwright.config.ts] -- tests/screens.spec.ts --project=chromium
//
// Starts the e2e server as playwright.config.ts does (e2e/start-server.mjs, same environment) and waits until it is
// ready, then runs Playwright against it (it reuses a running server outside CI) while it reads utime + stime of every
// process of both trees from /proc every SAMPLE_MS. Each process counts from its first reading (or the run's start)
// to its last; a process that ends between two readings loses at most SAMPLE_MS of its own time. `/usr/bin/time`
// gives the rusage of the Playwright tree to compare; it misses the Chromium processes that end after their parent
// (reparented, so nobody in the tree reaps them), which the readings see. CPU seconds change less with the machine's other load
// than wall time does, but not nothing: work on timers (polls, heartbeats) grows with the wall time.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SAMPLE_MS = 200;
const TICK = 100; // CLK_TCK on Linux
const here = path.dirname(new URL(import.meta.url).pathname);
const e2eDir = path.join(here, '..', 'e2e');

const argv = process.argv.slice(2);
const cut = argv.indexOf('--');
const own = cut === -1 ? argv : argv.slice(0, cut);
const playwrightArgs = cut === -1 ? [] : argv.slice(cut + 1);
const option = (name, fallback) => {
  const i = own.indexOf(`--${name}`);
  return i === -1 ? fallback : own[i + 1];
};
const port = Number(option('port', '8207'));
const config = option('config', 'playwright.config.ts');

function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
    // starttime (field 22) tells a process from a later one that got the same pid.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, comm, ppid: Number(fields[1]), ticks, start: fields[19] };
  } catch {
    return null;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function kindOf(stat, root) {
  const line = cmdline(stat.pid);
  if (stat.comm === 'postgres' || line.includes('/bin/postgres')) return 'postgres';
  if (line.includes('chromium') || line.includes('chrome') || stat.comm.startsWith('chrom')) return 'chromium';
  if (line.includes('server.js') || line.includes('start-server.mjs')) return 'server';
  return root === 'runner' ? 'playwright' : 'server';
}

/** pid@starttime -> { kind, first, last } for every process below the given roots. */
const seen = new Map();
function sample(roots) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(stat.pid, stat);
  }
  for (const stat of stats.values()) {
    let up = stat;
    let root = null;
    for (let hops = 0; up && hops < 64; hops++) {
      root = roots.get(up.pid) ?? null;
      if (root) break;
      up = stats.get(up.ppid);
    }
    if (!root) continue;
    const key = `${stat.pid}@${stat.start}`;
    const entry = seen.get(key);
    if (entry) {
      entry.last = stat.ticks;
      // A fork that has since exec'd another program (postgres from node) is named again.
      if (entry.comm !== stat.comm) Object.assign(entry, { comm: stat.comm, kind: kindOf(stat, root) });
      // A renderer forked from the zygote names its type once it has set its title.
      if (entry.type === 'zygote') entry.type = typeOf(stat.pid);
    } else {
      // A process first seen after the run began has used all of its time in the run.
      seen.set(key, { kind: kindOf(stat, root), type: typeOf(stat.pid), comm: stat.comm, first: 0, last: stat.ticks });
    }
  }
}

function rebase() {
  for (const entry of seen.values()) entry.first = entry.last;
}

function totals() {
  const sums = {};
  for (const entry of seen.values()) sums[entry.kind] = (sums[entry.kind] ?? 0) + (entry.last - entry.first) / TICK;
  return sums;
}

/** Chromium's CPU seconds by process type (browser, renderer, gpu-process, utility, zygote). */
function chromiumTypes() {
  const sums = {};
  for (const entry of seen.values()) {
    if (entry.kind !== 'chromium') continue;
    sums[entry.type] = (sums[entry.type] ?? 0) + (entry.last - entry.first) / TICK;
  }
  return sums;
}

const typeOf = (pid) => /--type=([a-z-]+)/.exec(cmdline(pid))?.[1] ?? 'browser';

const smtpPort = 2525 + (port % 75);
const serverEnv = {
  ...process.env,
  PORT: String(port),
  OIDC_CLIENT_SECRET: 'e2e-oidc-client-secret-not-for-production',
  FLEXAPP_NOW: process.env.FLEXAPP_NOW ?? '2026-11-23T09:30:00+01:00',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'flexapp <flexapp@example.com>',
};
delete serverEnv.CI;

async function waitReady(started) {
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error('server not ready after 180 s');
    sample(roots);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

const roots = new Map();
const wallStart = Date.now();
const server = spawn(process.execPath, ['start-server.mjs'], { cwd: e2eDir, env: serverEnv, stdio: 'ignore' });
roots.set(server.pid, 'server');
await waitReady(wallStart);
sample(roots);
const startup = totals();
rebase();

const timeFile = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-cpu-')), 'time');
const runnerStart = Date.now();
const runner = spawn(
  '/usr/bin/time',
  [
    '-o',
    timeFile,
    '-f',
    '%U %S',
    path.join(here, '..', 'node_modules', '.bin', 'playwright'),
    'test',
    '-c',
    config,
    ...playwrightArgs,
  ],
  { cwd: e2eDir, env: { ...serverEnv, E2E_PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] },
);
roots.set(runner.pid, 'runner');
const timer = setInterval(() => sample(roots), SAMPLE_MS);
const code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c)));
clearInterval(timer);
sample(roots);
const wall = (Date.now() - runnerStart) / 1000;
const run = totals();
server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));

const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
const fmt = (n) => (n ?? 0).toFixed(1);
const kinds = ['chromium', 'server', 'postgres', 'playwright'];
const sampled = kinds.reduce((sum, k) => sum + (run[k] ?? 0), 0);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  JSON.stringify({
    args: playwrightArgs,
    exit: code,
    wall,
    run,
    chromium: chromiumTypes(),
    startup,
    playwrightTreeRusage: user + system,
    load,
  }),
);
console.log(
  `| ${playwrightArgs.join(' ')} | ${code} | ${wall.toFixed(0)} | ${kinds.map((k) => fmt(run[k])).join(' | ')} | ` +
    `${fmt(sampled)} | ${fmt((run.chromium ?? 0) + (run.playwright ?? 0))} / ${fmt(user + system)} | ${load} |`,
);
process.exit(0);
