// Issue 40's metrics-cost bench (decision 376): the same scenario against one built API process on the demo data,
// in three modes on the same data directory: off (METRICS_ENABLED=false), metrics (the default) and tracing (metrics
// and OpenTelemetry tracing, exporting to an OTLP receiver in this process). A throw-away first turn warms the fresh
// database and the machine; then the modes take turns in an order where each comes early and late, so that a drift
// of a shared machine falls on all alike. Scenario per turn: the employee app's floor (GET /api/floors/{id}/desks)
// and bookings (POST /api/booking/new/, a day range of its own per turn).
// `npx tsx bench/metrics-cost.ts [seconds] [port]` after `npm run build`; prints the Markdown table for
// bench/RESULTS.md: req/s and p99 per turn, the mean per mode, and metrics / off and tracing / metrics as ratios.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.argv[2] ?? 10);
const PORT = Number(process.argv[3] ?? 8720);
const base = `http://127.0.0.1:${PORT}`;
/** sampled: tracing with one trace in ten kept (OTEL_TRACES_SAMPLER=parentbased_traceidratio, argument 0.1). */
type Mode = 'off' | 'metrics' | 'tracing' | 'sampled';
const MODES: Mode[] = ['off', 'metrics', 'tracing', 'sampled'];
const WARM_UP: Mode = 'metrics';
const TURNS: Mode[] = [
  'off',
  'metrics',
  'tracing',
  'sampled',
  'sampled',
  'tracing',
  'metrics',
  'off',
  'metrics',
  'off',
  'sampled',
  'tracing',
];
/** Days a booking turn spreads over (three people, each slot): one range per turn, none shared. */
const DAYS_PER_TURN = 28;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(method: string, url: string, auth?: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${base}/api/${url}`, {
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

/** An OTLP/HTTP receiver that takes every export and keeps a count of the bytes (tracing mode's collector). */
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

async function start(dataDir: string, mode: Mode, otlpUrl: string): Promise<ChildProcess> {
  const tracing = mode === 'tracing' || mode === 'sampled';
  const args = [
    ...(tracing ? ['--import', './apps/api/dist/observability/tracing.js'] : []),
    'apps/api/dist/server.js',
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PORT + 1),
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    FLEXAPP_NOW: '2026-11-30T09:30:00+00:00',
    METRICS_ENABLED: String(mode !== 'off'),
  };
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (tracing)
    Object.assign(env, { OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' });
  if (mode === 'sampled')
    Object.assign(env, { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' });
  const server = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    if (i > 1200) throw new Error('server did not become ready');
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // The switch is the one difference between the turns: /metrics answers only when on.
  // (With metrics off, /metrics is an unknown path: the web app's page answers it, not the Prometheus text.)
  const scrape = await fetch(`${base}/metrics`);
  const prometheus = scrape.ok && (scrape.headers.get('content-type') ?? '').startsWith('text/plain');
  if (prometheus !== (mode !== 'off')) throw new Error(`GET /metrics answered ${scrape.status} in mode ${mode}`);
  return server;
}

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

interface Figures {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}
async function load(opts: Json): Promise<Figures> {
  const r = await autocannon({ connections: 20, duration: SECONDS, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/**
 * The plan's bookings on 20 connections in closed loops (fetch's keep-alive pool), timed from the first request to
 * the last answer: a plan of a few hundred ends in about a second, below autocannon's one-second resolution.
 */
async function bookAll(plan: { token: string; body: string }[]): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < plan.length) {
        const { token, body } = plan[next++];
        const sent = performance.now();
        try {
          const res = await fetch(`${base}/api/booking/new/`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body,
          });
          await res.arrayBuffer();
          if (!res.ok) non2xx++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
  return { rps: plan.length / seconds, p99: Math.round(p99), non2xx, errors };
}

/** One turn: the floor read for SECONDS, then bookings of this turn's own days for SECONDS. */
async function turn(index: number): Promise<{ floor: Figures; booking: Figures; booked: number }> {
  const people = [
    await login('employee', 'employee'),
    await login('employee2', 'employee2'),
    await login('staff', 'staff'),
  ];
  const [building] = (await call('GET', 'buildings', people[0])) as unknown as Json[];
  const [floor] = (await call('GET', `buildings/${building.id}/floors/`, people[0])) as unknown as Json[];
  const desks = ((await call('GET', `floors/${floor.id}/desks`, people[0])) as unknown as Json[]).filter(
    (d) => !d.is_closed && !d.reserved,
  );
  const first = await call('GET', `booking/desk/${desks[0].id}/timetables/`, people[0]);
  const today = Object.keys(first.timetables)[0];
  const floorFigures = await load({
    url: `${base}/api/floors/${floor.id}/desks?date_query=${today}`,
    headers: { authorization: people[0] },
  });

  const slots: number[] = first.timetables[today].map((s: Json) => s.timetable.id);
  const plan: { token: string; body: string }[] = [];
  for (let day = 1 + index * DAYS_PER_TURN; day <= (index + 1) * DAYS_PER_TURN; day++) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    const iso = date.toISOString().slice(0, 10);
    for (const slot of slots)
      people.forEach((token, p) =>
        plan.push({ token, body: JSON.stringify([{ date: iso, timetable_id: slot, desk_id: desks[p].id }]) }),
      );
  }
  const booking = await bookAll(plan);
  return { floor: floorFigures, booking, booked: plan.length - booking.non2xx };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-bench-metrics-'));
  const receiver = await otlpReceiver();
  const results: { mode: Mode; floor: Figures; booking: Figures; booked: number }[] = [];
  let warmUp: (typeof results)[number] | undefined;
  try {
    // The demo organisation is seeded on the first start (the warm-up turn); later starts keep it.
    for (const [i, mode] of [WARM_UP, ...TURNS].entries()) {
      const server = await start(dataDir, mode, receiver.url);
      try {
        if (i === 0) {
          const staff = await login('staff', 'staff');
          await call('PATCH', 'configuration/settings', staff, { bookable_days: 365 });
        }
        const figures = { mode, ...(await turn(i)) };
        if (i === 0) warmUp = figures;
        else results.push(figures);
        console.error(`${i === 0 ? 'warm-up' : `turn ${i}`} (${mode}):`, figures);
      } finally {
        await stop(server);
      }
    }
  } finally {
    receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (receiver.bytes() === 0) throw new Error('the tracing turns exported nothing to the OTLP receiver');
  const mean = (mode: Mode, pick: (r: (typeof results)[number]) => number) => {
    const xs = results.filter((r) => r.mode === mode).map(pick);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  const row = (label: string, pick: (r: (typeof results)[number]) => number, digits = 0) => {
    const [off, metrics, tracing, sampled] = MODES.map((m) => mean(m, pick));
    const cells = [warmUp!, ...results].map((r) => pick(r).toFixed(digits));
    const means = [off, metrics, tracing, sampled].map((x) => x.toFixed(digits));
    const ratios = [metrics / off, tracing / metrics, sampled / metrics].map((x) => x.toFixed(3));
    return `| ${label} | ${cells.join(' | ')} | ${means.join(' | ')} | ${ratios.join(' | ')} |`;
  };
  const load1 = os.loadavg()[0].toFixed(1);
  console.log(
    [
      `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ` +
        `load average ${load1} at the end, ${SECONDS} s per measurement, 20 connections; ` +
        `${(receiver.bytes() / 1024 / 1024).toFixed(1)} MiB of OTLP exports received in the tracing turns.`,
      '',
      `| figure | warm-up (${WARM_UP}, not counted) | ${results.map((r, i) => `turn ${i + 1} (${r.mode})`).join(' | ')} | mean off | mean metrics | mean tracing | mean sampled | metrics / off | tracing / metrics | sampled / metrics |`,
      `|---|---:|${results.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|---:|---:|`,
      row('GET /api/floors/{id}/desks, req/s', (r) => r.floor.rps),
      row('GET /api/floors/{id}/desks, p99 ms', (r) => r.floor.p99),
      row('POST /api/booking/new/, req/s', (r) => r.booking.rps),
      row('POST /api/booking/new/, p99 ms', (r) => r.booking.p99),
      row('bookings made', (r) => r.booked),
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
