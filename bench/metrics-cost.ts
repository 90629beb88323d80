// Issue 40's metrics-cost bench (decision 376): the cost of metrics and of tracing, as ratios in the same run.
// Four built API processes run at once on one database (the demo organisation in the first one's embedded
// PostgreSQL), one per mode: off (METRICS_ENABLED=false), metrics (the default), tracing (metrics and OpenTelemetry
// tracing, exporting to an OTLP/HTTP receiver in this process) and sampled (tracing keeping one trace in ten). The
// load visits them in turn, a slice of a few seconds each, in rounds whose order alternates, so that each mode
// meets the machine's drift alike and none pays for a fresh start (a process idles while another is measured).
// Per visit: the employee app's floor (GET /api/floors/{id}/desks) for SLICE seconds on 20 connections, then a
// fixed plan of bookings (POST /api/booking/new/, the same 60 days, cancelled after each visit) on 20 connections.
// `npx tsx bench/metrics-cost.ts [slice seconds] [rounds] [port]` after `npm run build`; prints the Markdown for
// bench/RESULTS.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SLICE = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 6);
const PORT = Number(process.argv[4] ?? 8720);
type Mode = 'off' | 'metrics' | 'tracing' | 'sampled';
const MODES: Mode[] = ['off', 'metrics', 'tracing', 'sampled'];
const portOf = (mode: Mode) => PORT + 2 * (MODES.indexOf(mode) + 1);
const urlOf = (mode: Mode) => `http://127.0.0.1:${portOf(mode)}`;
const JWT_SECRET = 'metrics-cost-bench-secret-0123456789abcdef';
/** Days each visit books (three people, each slot); cancelled again after the visit, unmeasured. */
const DAYS_PER_VISIT = 60;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(method: string, url: string, auth?: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${urlOf('off')}/api/${url}`, {
    method,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
}
const login = async (username: string, password: string) =>
  `JWT ${(await call('POST', 'users/login/', undefined, { username, password })).token}`;

/** An OTLP/HTTP receiver that takes every export and keeps a count of the bytes (the tracing modes' collector). */
async function otlpReceiver(): Promise<{ url: string; bytes: () => number; close: () => void }> {
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bytes: () => bytes, close: () => server.close() };
}

/** Starts the process of one mode; `off` owns the embedded database, the others use it through DATABASE_URL. */
async function start(mode: Mode, dataDir: string, databaseUrl: string | null, otlpUrl: string) {
  const tracing = mode === 'tracing' || mode === 'sampled';
  const args = [
    ...(tracing ? ['--import', './apps/api/dist/observability/tracing.js'] : []),
    'apps/api/dist/server.js',
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(portOf(mode)),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    FLEXAPP_NOW: '2026-11-30T09:30:00+00:00',
    JWT_SECRET,
    METRICS_ENABLED: String(mode !== 'off'),
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, SEED: 'none' }
      : { EMBEDDED_PG_PORT: String(PORT + 1), SEED: 'demo' }),
  };
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (tracing)
    Object.assign(env, { OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' });
  if (mode === 'sampled')
    Object.assign(env, { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' });
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    if (i > 1200) throw new Error(`the ${mode} process did not become ready`);
    const ok = await fetch(`${urlOf(mode)}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // The switch is the one difference between the metrics modes: /metrics answers the Prometheus text only when on
  // (off, /metrics is an unknown path: the web app's page answers it).
  const scrape = await fetch(`${urlOf(mode)}/metrics`);
  const prometheus = scrape.ok && (scrape.headers.get('content-type') ?? '').startsWith('text/plain');
  if (prometheus !== (mode !== 'off')) throw new Error(`GET /metrics answered ${scrape.status} in mode ${mode}`);
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * The plan's bookings on 20 connections in closed loops (fetch's keep-alive pool), timed from the first request to
 * the last answer: a plan of a hundred ends in under a second, below autocannon's one-second resolution.
 */
async function bookAll(
  base: string,
  plan: { token: string; body: string }[],
  made: { token: string; id: number }[],
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < plan.length) {
        const { token, body } = plan[next++];
        const sent = performance.now();
        const res = await fetch(`${base}/api/booking/new/`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body,
        }).catch(() => null);
        if (!res) errors++;
        else {
          const answer = (await res.json().catch(() => null)) as { bookings?: { id: number }[] } | null;
          if (res.status !== 201) errors++;
          for (const b of answer?.bookings ?? []) made.push({ token, id: b.id });
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
  return { rps: plan.length / seconds, p99: Math.round(p99), errors };
}

type Visit = { mode: Mode; round: number; floor: Figures; booking: Figures };

async function main() {
  const dirs = await Promise.all(MODES.map(() => mkdtemp(path.join(os.tmpdir(), 'ops-bench-metrics-'))));
  const receiver = await otlpReceiver();
  const children: ChildProcess[] = [];
  const visits: Visit[] = [];
  let bookingsPerVisit = 0;
  try {
    children.push(await start('off', dirs[0], null, receiver.url));
    const { postgresPassword } = JSON.parse(await readFile(path.join(dirs[0], 'secrets.json'), 'utf8'));
    const databaseUrl = `postgresql://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${PORT + 1}/flexapp`;
    for (const [i, mode] of MODES.entries())
      if (mode !== 'off') children.push(await start(mode, dirs[i], databaseUrl, receiver.url));

    const staff = await login('staff', 'staff');
    await call('PATCH', 'configuration/settings', staff, { bookable_days: 365 });
    const people = [await login('employee', 'employee'), await login('employee2', 'employee2'), staff];
    const [building] = (await call('GET', 'buildings', people[0])) as unknown as Json[];
    const [floor] = (await call('GET', `buildings/${building.id}/floors/`, people[0])) as unknown as Json[];
    const desks = ((await call('GET', `floors/${floor.id}/desks`, people[0])) as unknown as Json[]).filter(
      (d) => !d.is_closed && !d.reserved,
    );
    const first = await call('GET', `booking/desk/${desks[0].id}/timetables/`, people[0]);
    const today = Object.keys(first.timetables)[0];
    const slots: number[] = first.timetables[today].map((s: Json) => s.timetable.id);

    const measure = async (mode: Mode, round: number) => {
      const base = urlOf(mode);
      const r = await autocannon({
        url: `${base}/api/floors/${floor.id}/desks?date_query=${today}`,
        headers: { authorization: people[0] },
        connections: 20,
        duration: SLICE,
      });
      const plan: { token: string; body: string }[] = [];
      for (let day = 1; day <= DAYS_PER_VISIT; day++) {
        const date = new Date(`${today}T12:00:00Z`);
        date.setUTCDate(date.getUTCDate() + day);
        const iso = date.toISOString().slice(0, 10);
        for (const slot of slots)
          people.forEach((token, p) =>
            plan.push({ token, body: JSON.stringify([{ date: iso, timetable_id: slot, desk_id: desks[p].id }]) }),
          );
      }
      bookingsPerVisit = plan.length;
      const made: { token: string; id: number }[] = [];
      const booking = await bookAll(base, plan, made);
      // The same days again at the next visit: cancelled here, outside the measurement.
      for (let i = 0; i < made.length; i += 20)
        await Promise.all(
          made.slice(i, i + 20).map(({ token, id }) =>
            fetch(`${base}/api/booking/reservations/delete/${id}/`, {
              method: 'DELETE',
              headers: { authorization: token },
            }).then((r) => {
              if (r.status !== 204) throw new Error(`cancelling booking ${id}: ${r.status}`);
            }),
          ),
        );
      const figures: Visit = {
        mode,
        round,
        floor: { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx },
        booking,
      };
      console.error(round < 0 ? 'warm-up' : `round ${round + 1}`, mode, figures.floor.rps, figures.booking.rps);
      return figures;
    };
    for (const mode of MODES) await measure(mode, -1);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? MODES : [...MODES].reverse();
      for (const mode of order) visits.push(await measure(mode, round));
    }
  } finally {
    await Promise.all(children.map(stop));
    receiver.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
  if (receiver.bytes() === 0) throw new Error('the tracing processes exported nothing to the OTLP receiver');
  if (visits.some((v) => v.floor.errors + v.booking.errors > 0)) throw new Error('a request failed');

  const of = (mode: Mode) => visits.filter((v) => v.mode === mode);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const row = (label: string, pick: (v: Visit) => number) => {
    const m = Object.fromEntries(MODES.map((mode) => [mode, mean(of(mode).map(pick))])) as Record<Mode, number>;
    const ratios = [m.metrics / m.off, m.tracing / m.metrics, m.sampled / m.metrics].map((x) => x.toFixed(3));
    return `| ${label} | ${MODES.map((mode) => m[mode].toFixed(0)).join(' | ')} | ${ratios.join(' | ')} |`;
  };
  const perRound = (mode: Mode) =>
    `| ${mode} | ${of(mode)
      .map((v) => v.floor.rps.toFixed(0))
      .join(' | ')} |`;
  console.log(
    [
      `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 16)} UTC, ` +
        `load average ${os.loadavg()[0].toFixed(1)} at the end; ${ROUNDS} rounds of ${SLICE} s slices on 20 connections, ` +
        `${bookingsPerVisit} bookings per visit; ` +
        `${(receiver.bytes() / 1024 / 1024).toFixed(1)} MiB of OTLP exports received.`,
      '',
      '| figure (mean of the rounds) | off | metrics | tracing | sampled | metrics / off | tracing / metrics | sampled / metrics |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      row('GET /api/floors/{id}/desks, req/s', (v) => v.floor.rps),
      row('GET /api/floors/{id}/desks, p99 ms', (v) => v.floor.p99),
      row('POST /api/booking/new/, req/s', (v) => v.booking.rps),
      row('POST /api/booking/new/, p99 ms', (v) => v.booking.p99),
      '',
      `| floor read, req/s per round | ${visits
        .filter((v) => v.mode === 'off')
        .map((_, i) => `round ${i + 1}`)
        .join(' | ')} |`,
      `|---|${of('off')
        .map(() => '---:')
        .join('|')}|`,
      ...MODES.map(perRound),
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
