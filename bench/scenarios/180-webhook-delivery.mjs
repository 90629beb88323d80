// Issue 39 (decision 407): 10,000 webhook events delivered to a receiver in this process, while the bookings that
// raise them are made. A real HTTP receiver on loopback verifies every request with the `standardwebhooks` library
// and counts each webhook-id (duplicates: the same id received again). The endpoint subscribes to booking.created,
// so each POST /api/booking/new/ writes one event; the job runner (pg-boss) delivers it.
// - Baseline: BENCH_WEBHOOK_BASELINE bookings with no endpoint subscribed (closed loop, BENCH_WEBHOOK_CONNECTIONS).
// - Then the endpoint is registered (the setting webhooks_allow_private_addresses lets it reach loopback, decision
//   258) and the same load makes BENCH_WEBHOOK_EVENTS bookings; the receiver counts until every event has come.
// Reported: the bookings' p99 during delivery as a ratio to the baseline's, events delivered, duplicates, invalid
// signatures, events/s (first booking to last delivery), time to drain (last booking to last delivery).
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';

const int = (name, fallback) => Number(process.env[name] ?? fallback);
const EVENTS = int('BENCH_WEBHOOK_EVENTS', 10_000);
const BASELINE = int('BENCH_WEBHOOK_BASELINE', 1_000);
const CONNECTIONS = int('BENCH_WEBHOOK_CONNECTIONS', 20);
const PEOPLE = 50;
/** Desk slots a request books (one person, one desk, consecutive days), as a person books several days at once. */
const ITEMS = int('BENCH_WEBHOOK_ITEMS', 10);
/** How long the receiver waits for the last events after the bookings are made. */
const DRAIN_LIMIT_S = int('BENCH_WEBHOOK_DRAIN_S', 900);
/** Bookings start this many days ahead: past the data set's own upcoming bookings. */
const FIRST_DAY = 30;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const p = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** A receiver on 127.0.0.1 that verifies each request (Standard Webhooks) and answers 204, or 400 when invalid. */
async function startReceiver() {
  const seen = new Map();
  const state = { secret: null, invalid: 0, first: null, last: null, total: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = new Webhook(state.secret).verify(body, req.headers);
        if (payload.type !== 'booking.created') throw new Error(`unexpected event ${payload.type}`);
      } catch {
        state.invalid++;
        res.writeHead(400).end();
        return;
      }
      const id = req.headers['webhook-id'];
      seen.set(id, (seen.get(id) ?? 0) + 1);
      state.total++;
      state.first ??= performance.now();
      state.last = performance.now();
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    state,
    unique: () => seen.size,
    duplicates: () => state.total - seen.size,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Closed-loop POST /api/booking/new/ on `connections` keep-alive sockets until `wanted` bookings are made (or the
 * plan runs out): each request ITEMS desk slots of one person. Answers each request's time and the bookings made.
 */
async function bookUntil(baseURL, plan, from, wanted, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = [];
  let next = from;
  let made = 0;
  let inFlight = 0;
  let refused = 0;
  const post = (item) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(item.items);
      const req = http.request(
        `${baseURL}/api/booking/new/`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: item.token,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.statusCode));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  const loop = async () => {
    // No more requests than could still be wanted: exactly `wanted` bookings unless some are refused.
    while (made + inFlight < wanted && next < plan.length) {
      const item = plan[next++];
      const t = performance.now();
      inFlight += item.items.length;
      const status = await post(item).finally(() => (inFlight -= item.items.length));
      samples.push(performance.now() - t);
      if (status >= 200 && status < 300) made += item.items.length;
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { samples, made, refused, next, started, ended: performance.now() };
}

export default async function ({ baseURL, login, record, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const staff = { authorization: await login('staff', 'staff'), 'content-type': 'application/json' };
  const settings = (body) =>
    fetch(`${baseURL}/api/configuration/settings`, { method: 'PATCH', headers: staff, body: JSON.stringify(body) });
  const stored = Object.fromEntries(
    (
      await db.query(
        `select key, value from settings where key in ('bookable_days', 'webhooks_allow_private_addresses')`,
      )
    ).rows.map((r) => [r.key, r.value]),
  );
  const receiver = await startReceiver();
  const runStarted = new Date();
  let endpointId = null;
  let people = [];
  const removeBookings = () =>
    db.query(`delete from bookings where user_id = any($1::int[]) and date >= current_date + ${FIRST_DAY}`, [
      people.map((x) => x.id),
    ]);
  try {
    await settings({ bookable_days: 365, webhooks_allow_private_addresses: true });
    // People with no booking of their own in the year ahead's later part, one open desk each, every active slot.
    people = (
      await db.query(
        `select id, username from users where username ~ '^[a-z]' and username not in ('staff','employee','employee2')
         and is_active order by id limit ${PEOPLE}`,
      )
    ).rows;
    const desks = (
      await db.query(`select id from desks where not is_closed and deleted_at is null order by id desc limit ${PEOPLE}`)
    ).rows;
    const slots = (await db.query(`select id from timetables where is_active order by start_time`)).rows;
    // Only this scenario books these people that far ahead, or registers 'bench 180': an interrupted run's leftovers
    // go first (its endpoints, their events, and the queued jobs of deliveries that are gone).
    await removeBookings();
    await db.query(`delete from webhook_endpoints where description = 'bench 180'`);
    await db.query(
      `delete from webhook_events e where not exists (select 1 from webhook_deliveries d where d.event_id = e.id)`,
    );
    await db.query(
      `delete from pgboss.job j where j.name = 'webhook' and j.state in ('created', 'retry')
       and not exists (select 1 from webhook_deliveries d where d.id::text = j.data->>'delivery_id')`,
    );
    const tokens = [];
    for (const person of people) tokens.push(await login(person.username, 'flexapp'));
    const plan = [];
    const today = new Date();
    const dateIn = (day) => {
      const date = new Date(today);
      date.setUTCDate(date.getUTCDate() + day);
      return date.toISOString().slice(0, 10);
    };
    for (let day = FIRST_DAY; day + ITEMS <= 365; day += ITEMS)
      for (const slot of slots)
        for (let k = 0; k < people.length; k++)
          plan.push({
            token: tokens[k],
            items: Array.from({ length: ITEMS }, (_, i) => ({
              date: dateIn(day + i),
              timetable_id: slot.id,
              desk_id: desks[k].id,
            })),
          });
    if (plan.length * ITEMS < BASELINE + EVENTS * 1.2)
      throw new Error(
        `the plan holds ${plan.length * ITEMS} bookings, fewer than ${BASELINE} + ${EVENTS} with a margin`,
      );

    const loadBefore = loadAverage();
    const base = await bookUntil(baseURL, plan, 0, BASELINE, CONNECTIONS);
    const baseP99 = p(base.samples, 0.99);
    const baseSeconds = (base.ended - base.started) / 1000;
    record(
      `POST /api/booking/new/ of ${ITEMS} desk slots with no webhook endpoint (baseline, ${base.made} bookings, ${CONNECTIONS} connections)`,
      {
        requests_per_s: Math.round(base.samples.length / baseSeconds),
        p50_ms: p(base.samples, 0.5),
        p99_ms: baseP99,
        non_2xx: base.refused,
        errors: 0,
      },
      `baseline for the rows below; ${baseSeconds.toFixed(1)} s; load average ${loadBefore} (1 / 5 / 15 min)`,
    );

    const made = await fetch(`${baseURL}/api/setup/webhooks`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ url: receiver.url, events: ['booking.created'], description: 'bench 180' }),
    });
    if (made.status !== 201) throw new Error(`webhook endpoint: ${made.status} ${await made.text()}`);
    const endpoint = await made.json();
    endpointId = endpoint.id;
    receiver.state.secret = endpoint.secret;

    const loadDuring = loadAverage();
    const run = await bookUntil(baseURL, plan, base.next, EVENTS, CONNECTIONS);
    const runSeconds = (run.ended - run.started) / 1000;
    const deliveredWhileBooking = receiver.unique();
    // Every event is delivered at least once, or the limit passes.
    const drainUntil = performance.now() + DRAIN_LIMIT_S * 1000;
    while (receiver.unique() < run.made && performance.now() < drainUntil) await sleep(100);
    // A second more: a duplicate arriving late is counted too.
    await sleep(1000);
    const drained = receiver.unique() >= run.made;
    const lastAt = receiver.state.last ?? performance.now();
    const {
      rows: [server],
    } = await db.query(
      `select count(*)::int as deliveries, count(*) filter (where status = 'succeeded')::int as succeeded,
              count(*) filter (where attempts > 1)::int as retried, coalesce(max(attempts), 0)::int as most_attempts,
              percentile_cont(0.99) within group (order by duration_ms) as p99_request_ms
       from webhook_deliveries where endpoint_id = $1`,
      [endpointId],
    );
    const runP99 = p(run.samples, 0.99);
    record(
      `POST /api/booking/new/ of ${ITEMS} desk slots while their booking.created events are delivered (${run.made} bookings, ${CONNECTIONS} connections)`,
      {
        requests_per_s: Math.round(run.samples.length / runSeconds),
        p50_ms: p(run.samples, 0.5),
        p99_ms: runP99,
        non_2xx: run.refused,
        errors: 0,
      },
      `p99 ×${(runP99 / baseP99).toFixed(2)} the baseline's (${baseP99} ms), p50 ×${(p(run.samples, 0.5) / p(base.samples, 0.5)).toFixed(2)}; ${runSeconds.toFixed(1)} s, ${deliveredWhileBooking} events delivered while booking; load average ${loadDuring} at the start, ${loadAverage()} at the end`,
    );
    const fromFirstBooking = (lastAt - run.started) / 1000;
    record(
      `webhook delivery: ${run.made} booking.created events to a receiver on loopback (standardwebhooks verified)`,
      {
        requests_per_s: Math.round(receiver.unique() / fromFirstBooking),
        p99_ms: Math.round(server.p99_request_ms ?? NaN),
      },
      `${drained ? '' : `NOT DRAINED within ${DRAIN_LIMIT_S} s: `}${receiver.unique()} of ${run.made} delivered, ${receiver.duplicates()} duplicates, ${receiver.state.invalid} invalid signatures; req/s column: events/s from the first booking to the last delivery (${fromFirstBooking.toFixed(1)} s); drained ${((lastAt - run.ended) / 1000).toFixed(1)} s after the last booking; server: ${server.succeeded} of ${server.deliveries} deliveries succeeded, ${server.retried} retried (most attempts ${server.most_attempts}), p99 column: the server's p99 time per delivery request`,
    );
  } finally {
    if (endpointId !== null)
      await fetch(`${baseURL}/api/setup/webhooks/${endpointId}`, {
        method: 'DELETE',
        headers: { authorization: staff.authorization },
      });
    // The data set as it was: the run's bookings and events gone, the settings back.
    await db.query(`delete from webhook_events where created_at >= $1`, [runStarted]);
    await removeBookings();
    await settings({
      bookable_days: stored.bookable_days ?? 10,
      webhooks_allow_private_addresses: stored.webhooks_allow_private_addresses ?? false,
    });
    await receiver.close();
    await db.end();
  }
}
