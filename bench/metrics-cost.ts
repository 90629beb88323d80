// Issue 40's metrics-cost bench (decision 376): the same scenario against one built API process on the demo data,
// with metrics on (the default) and off (METRICS_ENABLED=false), in turns on, off, off, on, on, off on the same
// data directory, so that a drift of a shared machine falls on both alike. Scenario per turn: the employee app's floor
// (GET /api/floors/{id}/desks) and bookings (POST /api/booking/new/, a day range of its own per turn).
// `npx tsx bench/metrics-cost.ts [seconds] [port]` after `npm run build`; prints the Markdown table for
// bench/RESULTS.md: req/s and p99 per turn, and mean(on) / mean(off) as the cost ratio.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.argv[2] ?? 10);
const PORT = Number(process.argv[3] ?? 8720);
const base = `http://127.0.0.1:${PORT}`;
const TURNS = [true, false, false, true, true, false];
/** Days a booking turn spreads over (three people, each slot): one range per turn, none shared. */
const DAYS_PER_TURN = 55;

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

async function start(dataDir: string, metrics: boolean): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PORT + 1),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      FLEXAPP_NOW: '2026-11-30T09:30:00+00:00',
      METRICS_ENABLED: String(metrics),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  const scrape = await fetch(`${base}/metrics`);
  if (scrape.ok !== metrics) throw new Error(`GET /metrics answered ${scrape.status} with metrics ${metrics}`);
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
  // A fixed number of requests (amount) or, without one, SECONDS of them.
  const r = await autocannon({ connections: 20, ...(opts.amount ? {} : { duration: SECONDS }), ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/** One turn: the floor read for SECONDS, then bookings of this turn's own days for SECONDS. */
async function turn(index: number): Promise<{ floor: Figures; booking: Figures; booked: number }> {
  const people = [await login('employee', 'employee'), await login('employee2', 'employee2')];
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
  let next = 0;
  const booking = await load({
    url: `${base}/api/booking/new/`,
    amount: plan.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req: Json) => {
          const p = plan[next++ % plan.length];
          return {
            ...req,
            headers: { ...req.headers, authorization: p.token, 'content-type': 'application/json' },
            body: p.body,
          };
        },
      },
    ],
  });
  return { floor: floorFigures, booking, booked: plan.length - booking.non2xx };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-bench-metrics-'));
  const results: { metrics: boolean; floor: Figures; booking: Figures; booked: number }[] = [];
  try {
    // The demo organisation is seeded on the first start; later starts keep it.
    for (const [i, metrics] of TURNS.entries()) {
      const server = await start(dataDir, metrics);
      try {
        if (i === 0) {
          const staff = await login('staff', 'staff');
          await call('PATCH', 'configuration/settings', staff, { bookable_days: 365 });
        }
        results.push({ metrics, ...(await turn(i)) });
        console.error(`turn ${i + 1} (metrics ${metrics ? 'on' : 'off'}):`, results.at(-1));
      } finally {
        await stop(server);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const mean = (on: boolean, pick: (r: (typeof results)[number]) => number) => {
    const xs = results.filter((r) => r.metrics === on).map(pick);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  const row = (label: string, pick: (r: (typeof results)[number]) => number, digits = 0) => {
    const on = mean(true, pick);
    const off = mean(false, pick);
    const cells = results.map((r) => pick(r).toFixed(digits));
    return `| ${label} | ${cells.join(' | ')} | ${on.toFixed(digits)} | ${off.toFixed(digits)} | ${(on / off).toFixed(3)} |`;
  };
  const load1 = os.loadavg()[0].toFixed(1);
  console.log(
    [
      `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ` +
        `load average ${load1} at the end, ${SECONDS} s per measurement, 20 connections.`,
      '',
      `| figure | ${results.map((r, i) => `turn ${i + 1} (${r.metrics ? 'on' : 'off'})`).join(' | ')} | mean on | mean off | on / off |`,
      `|---|${results.map(() => '---:').join('|')}|---:|---:|---:|`,
      row('GET /api/floors/{id}/desks, req/s', (r) => r.floor.rps),
      row('GET /api/floors/{id}/desks, p99 ms', (r) => r.floor.p99),
      row('POST /api/booking/new/, req/s', (r) => r.booking.rps),
      row('POST /api/booking/new/, p99 ms', (r) => r.booking.p99),
      row('bookings made', (r) => r.booked),
      row('errors (connection, timeout)', (r) => r.floor.errors + r.booking.errors),
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
