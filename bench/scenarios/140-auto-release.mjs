// Issue 14: the auto-release sweep over a morning's no-shows on the large data set, run by the
// server's own job runner (pg-boss), while 50 clients keep calling the booking endpoints.
// Budgets: the sweep job finishes in < 1 s; the booking endpoints' p99 while it runs is not above
// their p99 without it (same run, same load).
//
// The no-shows: one booking on every open desk of the large organisation for a slot that started
// 20 minutes ago and runs 3 more hours (each by another person), none checked in; auto-release at
// 15 minutes. The sweep is queued through pg-boss as the schedule queues it every minute; its
// run time is pg-boss's own record of the job (started_on to completed_on), its output the
// sweep's report.
import http from 'node:http';
import pg from 'pg';
import { PgBoss } from 'pg-boss';

const CONNECTIONS = 50;

/** Closed-loop GETs on keep-alive sockets, each request's start and duration kept. */
async function timedLoad(urls, tokens, seconds, during) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples = [];
  const until = performance.now() + seconds * 1000;
  let turn = 0;
  const once = (url, token) =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers: { authorization: token, 'accept-encoding': 'gzip, br' } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  let non2xx = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const i = turn++;
      const started = Date.now();
      const t0 = performance.now();
      const status = await once(urls[i % urls.length], tokens[i % tokens.length]);
      if (status < 200 || status > 299) non2xx++;
      samples.push({ started, ms: performance.now() - t0 });
    }
  };
  const running = Promise.all(Array.from({ length: CONNECTIONS }, loop));
  await during?.();
  await running;
  agent.destroy();
  return { samples, non2xx };
}

const p = (list, q) => {
  const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
};

export default async function ({ baseURL, login, record, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  const staff = await login('staff', 'staff');
  const settings = (body) =>
    fetch(`${baseURL}/api/configuration/settings`, {
      method: 'PATCH',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    await settings({ auto_release_minutes: 0 });
    // The booking endpoints under load: 100 people in turn, their reservations and 20 desks' slots.
    const people = (
      await db.query(
        `select username from users where username ~ '^[a-z]' and username not in ('staff','employee','employee2') and is_active order by id limit 100`,
      )
    ).rows.map((r) => r.username);
    const tokens = [];
    for (const name of people) tokens.push(await login(name, 'flexapp'));
    const desks = (
      await db.query(`select id from desks where not is_closed and deleted_at is null order by id limit 20`)
    ).rows;
    const urls = [
      `${baseURL}/api/booking/reservations/me/`,
      ...desks.map((d) => `${baseURL}/api/booking/desk/${d.id}/timetables/`),
    ];

    // Baseline, with the sweep's rule off.
    const base = await timedLoad(urls, tokens, 10);
    record(
      `booking endpoints (reservations/me, desk timetables; ${CONNECTIONS} connections), auto-release off`,
      {
        requests_per_s: Math.round(base.samples.length / 10),
        p50_ms: p(base.samples, 0.5),
        p99_ms: p(base.samples, 0.99),
        non_2xx: base.non2xx,
        errors: 0,
      },
      'baseline for the row below',
    );

    // A morning's no-shows: every open desk booked by another person, started 20 minutes ago.
    const slot = (await db.query(`select id from timetables where is_active order by start_time limit 1`)).rows[0].id;
    await db.query('begin');
    const inserted = await db.query(
      `with open_desks as (
         select d.id, row_number() over (order by d.id) as n from desks d
         where not d.is_closed and d.deleted_at is null
       ), people as (
         select u.id, row_number() over (order by u.id) as n from users u where u.is_active
       )
       insert into bookings (user_id, desk_id, timetable_id, date, start_at, end_at)
       select p.id, d.id, $1, (now() - interval '20 minutes')::date, now() - interval '20 minutes', now() + interval '3 hours'
       from open_desks d join people p on p.n = d.n
       on conflict do nothing
       returning id`,
      [slot],
    );
    await db.query(
      `insert into booking_confirmations (booking_id, opens_at) select id, now() - interval '1 day' from unnest($1::int[]) id`,
      [inserted.rows.map((r) => r.id)],
    );
    await db.query('commit');
    const planted = inserted.rowCount;
    await settings({ auto_release_minutes: 15 });

    const sweepsSince = new Date();
    let queued = null;
    const load = await timedLoad(urls, tokens, 10, async () => {
      await new Promise((r) => setTimeout(r, 3000));
      queued = await boss.send('sweep', null);
    });
    // The sweep that released them: ours, or the schedule's if that came first.
    const { rows: jobs } = await db.query(
      `select id, started_on, completed_on, output from pgboss.job
       where name = 'sweep' and state = 'completed' and completed_on >= $1 order by started_on`,
      [sweepsSince],
    );
    const run = jobs.find((j) => (j.output?.released_no_show ?? 0) > 0);
    if (!run) throw new Error(`no sweep released the no-shows (queued ${queued}; ${jobs.length} sweeps ran)`);
    const ms = new Date(run.completed_on) - new Date(run.started_on);
    const released = (
      await db.query(`select count(*)::int as n from bookings where release_reason = 'no_show' and released_at >= $1`, [
        sweepsSince,
      ])
    ).rows[0].n;
    const messages = (
      await db.query(`select count(*)::int as n from messages where kind = 'booking_released' and created_at >= $1`, [
        sweepsSince,
      ])
    ).rows[0].n;
    record(
      `auto-release sweep job over a morning's no-shows (${planted} bookings, large data set)`,
      { p50_ms: ms, p99_ms: ms },
      `< 1 s: ${ms} ms from pg-boss started_on to completed_on; released ${run.output.released_no_show} (${released} in the database), ${messages} owner messages`,
    );
    const start = new Date(run.started_on).getTime();
    const end = new Date(run.completed_on).getTime();
    const during = load.samples.filter((s) => s.started <= end && s.started + s.ms >= start);
    const before = load.samples.filter((s) => s.started + s.ms < start);
    const after = load.samples.filter((s) => s.started > end);
    console.log(
      'before the sweep',
      before.length,
      'p99',
      p(before, 0.99),
      '| during',
      during.length,
      'p99',
      p(during, 0.99),
      '| after',
      after.length,
      'p99',
      p(after, 0.99),
    );
    record(
      `booking endpoints (same load) while the sweep runs`,
      {
        requests_per_s: Math.round(load.samples.length / 10),
        p50_ms: p(load.samples, 0.5),
        p99_ms: p(load.samples, 0.99),
        non_2xx: load.non2xx,
        errors: 0,
      },
      `budget: p99 not above the baseline (${p(base.samples, 0.99)} ms); requests overlapping the sweep: ${during.length}, their p99 ${p(during, 0.99)} ms, max ${Math.round(Math.max(...during.map((s) => s.ms)))} ms; before it p99 ${p(before, 0.99)} ms (${before.length}), after it ${p(after, 0.99)} ms (${after.length})`,
    );
  } finally {
    // Leave the data set as it was: the planted bookings removed, the rule off.
    await settings({ auto_release_minutes: 0 });
    await db.query(
      `delete from messages where kind in ('booking_released', 'desk_free') and created_at > now() - interval '1 hour'`,
    );
    await db.query(`delete from bookings where release_reason = 'no_show' and released_at > now() - interval '1 hour'`);
    await boss.stop({ graceful: false });
    await db.end();
  }
}
