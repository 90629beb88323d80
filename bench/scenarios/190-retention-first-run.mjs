// Issue 38 (decision 408): the first nightly retention run (decisions 315-316) over a year of check-ins, queued
// through pg-boss as its schedule queues it at 03:30, while the booking endpoints are read beside it. The data set's
// check-ins span a year up to today; the check-ins period is set to BENCH_RETENTION_DAYS (default 1, the shortest
// allowed: every ended check-in but the last day's moves to its person's twin), the other periods stay as the data
// set has them. Reported: the run's time (pg-boss started_on to completed_on), what it moved per category, its
// pace over time (check-in rows updated a minute, from PostgreSQL's statistics) and the booking endpoints' p99
// during it (10 s of load every 30 s, pooled) as a ratio to the baseline measured just before it. A run still going
// after BENCH_RETENTION_LIMIT_S is reported as not finished, with how far it got.
import http from 'node:http';
import os from 'node:os';
import { startJobScenario } from '../job-scenario.mjs';

const int = (name, fallback) => Number(process.env[name] ?? fallback);
const RETENTION_DAYS = int('BENCH_RETENTION_DAYS', 1);
const LIMIT_S = int('BENCH_RETENTION_LIMIT_S', 1800);
const CONNECTIONS = 20;
const WINDOW_S = 10;
const EVERY_S = 30;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const p = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
};
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** Closed-loop GETs on keep-alive sockets for `seconds`: each request's time in ms, and the non-2xx count. */
async function closedLoad(urls, tokens, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples = [];
  let non2xx = 0;
  let turn = 0;
  const until = performance.now() + seconds * 1000;
  const once = (url, token) =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers: { authorization: token, 'accept-encoding': 'gzip, br' } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const loop = async () => {
    while (performance.now() < until) {
      const i = turn++;
      const t = performance.now();
      const status = await once(urls[i % urls.length], tokens[i % tokens.length]);
      if (status < 200 || status > 299) non2xx++;
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  agent.destroy();
  return { samples, non2xx };
}

export default async function ({ baseURL, login, record, databaseUrl }) {
  const { db, boss, settings } = await startJobScenario({ baseURL, login, databaseUrl });
  const stored = (await db.query(`select value from settings where key = 'retention_checkins_days'`)).rows[0];
  try {
    const cutoff = new Date(Date.now() - RETENTION_DAYS * 86_400_000);
    const {
      rows: [before],
    } = await db.query(
      `select (select count(*)::int from checkins) as checkins,
              (select count(*)::int from checkins where created < $1 and deactivated_at is not null) as older,
              (select min(created) from checkins) as first,
              (select count(*)::int from users where is_active) as people`,
      [cutoff],
    );
    const people = (
      await db.query(
        `select username from users where username ~ '^[a-z]' and username not in ('staff','employee','employee2')
         and is_active order by id limit 40`,
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

    // A window first, not counted: a server just started answers its first requests cold (decision 408).
    await closedLoad(urls, tokens, WINDOW_S);
    const loadBefore = loadAverage();
    const base = await closedLoad(urls, tokens, WINDOW_S);
    const baseP99 = p(base.samples, 0.99);
    record(
      `booking endpoints (reservations/me, desk timetables; ${CONNECTIONS} connections, closed loop), no retention run`,
      {
        requests_per_s: Math.round(base.samples.length / WINDOW_S),
        p50_ms: p(base.samples, 0.5),
        p99_ms: baseP99,
        non_2xx: base.non2xx,
        errors: 0,
      },
      `baseline for the rows below; load average ${loadBefore} (1 / 5 / 15 min)`,
    );

    const changed = await settings({ retention_checkins_days: RETENTION_DAYS });
    if (!changed.ok) throw new Error(`retention setting: ${changed.status} ${await changed.text()}`);
    const updatedRows = async () =>
      Number(
        (await db.query(`select n_tup_upd from pg_stat_user_tables where relname = 'checkins'`)).rows[0].n_tup_upd,
      );
    const updatedAtStart = await updatedRows();
    const loadAtStart = loadAverage();
    const asked = performance.now();
    const id = await boss.send('retention', null);
    if (!id) throw new Error('a retention run is queued already');
    const state = async () =>
      (
        await db.query(
          `select state, started_on, completed_on, output from pgboss.job where name = 'retention' and id = $1`,
          [id],
        )
      ).rows[0];
    // The pace, a sample every 10 s; the load in windows of WINDOW_S every EVERY_S, until the run ends.
    const pace = [];
    const during = [];
    let windows = 0;
    let non2xx = 0;
    let job = await state();
    const watch = (async () => {
      while (!['completed', 'failed', 'cancelled'].includes(job?.state) && performance.now() - asked < LIMIT_S * 1000) {
        pace.push({ s: (performance.now() - asked) / 1000, rows: (await updatedRows()) - updatedAtStart });
        await sleep(10_000);
        job = await state();
      }
    })();
    for (let k = 0; ; k++) {
      await sleep(asked + k * EVERY_S * 1000 + 2000 - performance.now());
      if (['completed', 'failed', 'cancelled'].includes(job?.state) || performance.now() - asked >= LIMIT_S * 1000)
        break;
      const window = await closedLoad(urls, tokens, WINDOW_S);
      // Only windows that ended while the run was still going count as "during".
      job = await state();
      if (['completed', 'failed', 'cancelled'].includes(job?.state)) break;
      during.push(...window.samples);
      non2xx += window.non2xx;
      windows++;
    }
    await watch;
    job = await state();
    const finished = job.state === 'completed';
    const elapsed = finished
      ? (new Date(job.completed_on) - new Date(job.started_on)) / 1000
      : (performance.now() - asked) / 1000;
    const updated = (await updatedRows()) - updatedAtStart;
    const perMinute = (from, to) => {
      const a = pace.find((x) => x.s >= from);
      const b = [...pace].reverse().find((x) => x.s <= to);
      return a && b && b.s > a.s ? Math.round(((b.rows - a.rows) / (b.s - a.s)) * 60) : NaN;
    };
    const last = pace.at(-1)?.s ?? 0;
    const paceNote = `check-in rows updated a minute: ${perMinute(0, 60)} in the first minute, ${perMinute(last / 2 - 30, last / 2 + 30)} half way, ${perMinute(last - 60, last)} in the last`;
    const report = job.output ?? {};
    const moved = Object.entries(report)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    record(
      `retention: first run over a year of check-ins (${before.checkins} check-ins since ${new Date(before.first).toISOString().slice(0, 10)}, ${before.older} ended before the period of ${RETENTION_DAYS} day(s); ${before.people} people)`,
      { p50_ms: Math.round(elapsed * 1000) },
      finished
        ? `finished in ${elapsed.toFixed(0)} s (pg-boss started_on to completed_on; p50 column); moved/deleted: ${moved || 'nothing'}; ${Math.round((report.checkins ?? 0) / elapsed)} check-ins/s; ${paceNote}; load average ${loadAtStart} at the start, ${loadAverage()} at the end`
        : `NOT FINISHED after ${elapsed.toFixed(0)} s (the limit, job ${job.state}): ${updated} check-in rows updated of ${before.older} to move; ${paceNote}; at the last minute's pace the rest would take about ${((before.older - updated) / perMinute(last - 60, last) / 60).toFixed(1)} h more; load average ${loadAtStart} at the start, ${loadAverage()} at the end`,
    );
    if (during.length === 0) {
      record('booking endpoints (same load) during the retention run', {}, 'no load window ended inside the run');
      return;
    }
    const duringP99 = p(during, 0.99);
    record(
      `booking endpoints (same load) during the retention run (${windows} windows of ${WINDOW_S} s)`,
      {
        requests_per_s: Math.round(during.length / (windows * WINDOW_S)),
        p50_ms: p(during, 0.5),
        p99_ms: duringP99,
        non_2xx: non2xx,
        errors: 0,
      },
      `p99 ×${(duringP99 / baseP99).toFixed(2)} the baseline's (${baseP99} ms), p50 ×${(p(during, 0.5) / p(base.samples, 0.5)).toFixed(2)}; ${during.length} requests in windows of ${WINDOW_S} s every ${EVERY_S} s`,
    );
  } finally {
    await settings({ retention_checkins_days: stored ? stored.value : 730 });
    await boss.stop({ graceful: false });
    await db.end();
  }
}
