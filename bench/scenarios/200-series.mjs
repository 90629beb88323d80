// Issue 37 (decision 220), performance line: a 52-week series on a desk is previewed and created in under 1 s on
// the large data set. BENCH_SERIES_RUNS people (default 20), each on a desk of their own, preview and then create a
// weekly series of 52 dates (COUNT=52) from next week's first working day on the first active slot; one request at a
// time, each timed from sending to the answer read. Reported: p50 / p99 / max of the preview and of the create, and
// how many dates were created and skipped (with the reasons), and the e-mails written (only with SMTP_URL set: run
// it once with SMTP_URL and MAIL_FROM to time the create with its "Series booked" e-mail). Then RUNS other people do the same on those desks,
// whose dates the first series hold: every date previewed as taken (by a named colleague) and skipped.
// Horizon (decision 441): 52 weekly dates need bookable_days to reach a year, so the run sets it to 365 through the
// staff settings API and puts the stored value back at the end; with the default (10 days) a series books only the
// dates in the window and lists the rest as `later` for the sweep (decision 220).
import pg from 'pg';

const RUNS = Number(process.env.BENCH_SERIES_RUNS ?? 20);
const WEEKS = 52;
const BUDGET_MS = 1000;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

const p = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);

/** Times `send` (one request, its body read); answers the status, the parsed body and the milliseconds. */
async function timed(send) {
  const started = performance.now();
  const res = await send();
  const body = await res.json();
  return { status: res.status, body, ms: performance.now() - started };
}

/** The figures a row records from one request kind's samples (one connection, so req/s is 1000 / mean). */
function figures(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / Math.max(ms.length, 1);
  return {
    requests_per_s: Math.round(1000 / mean),
    p50_ms: p(ms, 0.5),
    p99_ms: p(ms, 0.99),
    non_2xx: samples.filter((s) => s.status < 200 || s.status > 299).length,
    errors: 0,
    max: Math.round(ms[ms.length - 1] ?? NaN),
  };
}

const tally = (items) =>
  Object.entries(
    items.reduce((acc, key) => {
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([key, n]) => `${n} ${key}`)
    .join(', ') || 'none';

export default async function ({ baseURL, login, record, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const staff = { authorization: await login('staff', 'staff'), 'content-type': 'application/json' };
  const settings = (body) =>
    fetch(`${baseURL}/api/configuration/settings`, { method: 'PATCH', headers: staff, body: JSON.stringify(body) });
  const {
    rows: [stored],
  } = await db.query(`select value from settings where key = 'bookable_days'`);
  // The last people by id and the first open desks by id: scenario 180 takes the first people and the last desks.
  const people = (
    await db.query(
      `select id, username from users where username ~ '^[a-z]' and username not in ('staff','employee','employee2')
       and is_active order by id desc limit ${RUNS * 2}`,
    )
  ).rows;
  const desks = (
    await db.query(`select id from desks where not is_closed and deleted_at is null order by id limit ${RUNS}`)
  ).rows;
  const [slot] = (await db.query(`select id from timetables where is_active order by start_time limit 1`)).rows;
  // Only this scenario makes series for these people on these desks: an interrupted run's leftovers go first.
  const removeSeries = async () => {
    const ids = (
      await db.query(`select id from booking_series where user_id = any($1::int[]) and desk_id = any($2::int[])`, [
        people.map((x) => x.id),
        desks.map((x) => x.id),
      ])
    ).rows.map((r) => r.id);
    await db.query(`delete from bookings where series_id = any($1::int[])`, [ids]);
    await db.query(`delete from booking_series where id = any($1::int[])`, [ids]);
    return ids.length;
  };
  const runStarted = new Date();
  /** The run's e-mails in the outbox (SMTP_URL set: one "Series booked" e-mail per series that booked a date). */
  const runMails = async (remove = false) =>
    (
      await db.query(
        `${remove ? 'delete' : 'select 1'} from mail_outbox where user_id = any($1::int[]) and created_at >= $2`,
        [people.map((x) => x.id), runStarted],
      )
    ).rowCount;
  try {
    const changed = await settings({ bookable_days: 365 });
    if (!changed.ok) throw new Error(`PATCH settings bookable_days: ${changed.status}`);
    console.log(
      `200-series: bookable_days set to 365 for the run (stored: ${stored?.value ?? 'default'}; decision 441)`,
    );
    console.log(`200-series: ${await removeSeries()} series left by an earlier run removed`);
    // The next Monday after today (UTC date): 52 weekly dates from it end at most 7 + 51 × 7 = 364 days ahead,
    // the horizon's last day.
    const start = new Date();
    start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7 || 7));
    const startDate = start.toISOString().slice(0, 10);
    const rrule = `FREQ=WEEKLY;INTERVAL=1;BYDAY=${BYDAY[start.getUTCDay()]};COUNT=${WEEKS}`;
    const tokens = [];
    for (const person of people) tokens.push(await login(person.username, 'flexapp'));
    /** One pass: person first + i previews, then creates, the series on desk i; answers the samples and dates. */
    const pass = async (first) => {
      const out = { previews: [], creates: [], states: [], skipped: [], created: 0, later: 0 };
      for (let i = 0; i < RUNS; i++) {
        const body = JSON.stringify({
          start_date: startDate,
          rrule,
          place: { desk_id: desks[i].id, timetable_id: slot.id },
        });
        const post = (path) => () =>
          fetch(`${baseURL}/api/booking/${path}`, {
            method: 'POST',
            headers: { authorization: tokens[first + i], 'content-type': 'application/json' },
            body,
          });
        const preview = await timed(post('series/preview'));
        out.previews.push(preview);
        if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.body)}`);
        if (preview.body.occurrences.length !== WEEKS)
          throw new Error(`preview: ${preview.body.occurrences.length} dates, not ${WEEKS}`);
        out.states.push(...preview.body.occurrences.map((o) => o.state));
        const create = await timed(post('series'));
        out.creates.push(create);
        if (create.status !== 201) throw new Error(`create: ${create.status} ${JSON.stringify(create.body)}`);
        out.created += create.body.created.length;
        out.later += create.body.later.length;
        out.skipped.push(...create.body.skipped.map((x) => x.reason));
      }
      return out;
    };
    const bookingsHeld = async () =>
      (
        await db.query(
          `select count(*)::int as n from bookings b join booking_series s on s.id = b.series_id
           where s.user_id = any($1::int[]) and s.desk_id = any($2::int[])`,
          [people.map((x) => x.id), desks.map((x) => x.id)],
        )
      ).rows[0].n;
    const mail = process.env.SMTP_URL ? 'e-mail on (SMTP_URL set)' : 'e-mail off';
    const report = (label, run, held, mails) => {
      const verdict = (samples) => {
        const { max, ...row } = figures(samples);
        return { row, note: `< ${BUDGET_MS} ms: ${max < BUDGET_MS ? 'met' : 'NOT met'} (max ${max} ms)` };
      };
      const what = `${WEEKS} weekly dates on a desk (${rrule} from ${startDate}), ${label}, 1 connection`;
      const preview = verdict(run.previews);
      const create = verdict(run.creates);
      record(
        `POST /api/booking/series/preview: ${what}`,
        preview.row,
        `${preview.note}; dates previewed: ${tally(run.states)}; bookable_days 365 for the run`,
      );
      record(
        `POST /api/booking/series: ${what}`,
        create.row,
        `${create.note}; ${run.created} dates created (${held} bookings checked), ${run.skipped.length} skipped (${tally(run.skipped)}), ${run.later} later; ${mail}, ${mails} e-mails written; bookable_days 365 for the run`,
      );
    };

    // Free desks: each person on a desk of their own, the year's Mondays open.
    const free = await pass(0);
    const heldAfterFree = await bookingsHeld();
    if (heldAfterFree !== free.created)
      throw new Error(`${free.created} dates created, ${heldAfterFree} bookings in the database`);
    const mailsAfterFree = await runMails();
    report(`${RUNS} people each on their own desk`, free, heldAfterFree, mailsAfterFree);
    // Taken desks: RUNS other people on the same desks, whose series hold their dates; the preview names the
    // holder (decision 420) and the create skips every date the unique indexes refuse (decision 220).
    const taken = await pass(RUNS);
    const heldAfterTaken = await bookingsHeld();
    if (heldAfterTaken !== free.created + taken.created)
      throw new Error(`${free.created + taken.created} dates created, ${heldAfterTaken} bookings in the database`);
    report(
      `${RUNS} other people on the same desks, held by the first ones' series`,
      taken,
      heldAfterTaken - free.created,
      (await runMails()) - mailsAfterFree,
    );
  } finally {
    // The data set as it was: the run's series and their bookings gone, the horizon back.
    await removeSeries();
    await runMails(true);
    await settings({ bookable_days: stored?.value ?? 10 });
    await db.end();
  }
}
