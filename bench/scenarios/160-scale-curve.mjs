// Issue 15's scale curve: the key endpoints on the large organisation (20,000 people, 5,000 desks, ~1 million
// check-ins in the year) and on one five times larger (`npm run seed -- --size huge`: 100,000 people, 25,000
// desks, ~5 million check-ins), in the same run, one after the other, with the ratio. The huge organisation is
// seeded once into bench/.tmp/huge and served by its own process on its own embedded PostgreSQL.
// An index-bound endpoint should stay flat (ratio near 1); what grows with the data is named in RESULTS.md.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const pad = (n) => String(n).padStart(2, '0');
const iso = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dayFromToday = (offset) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return iso(d);
};

/** Every key measurement on one organisation: [name, figures, what is counted] in a fixed order. */
async function measure(baseURL, { load, loadLean, login }) {
  const accounts = [
    ['employee', 'employee'],
    ['employee2', 'employee2'],
  ];
  const tokens = [];
  for (const [u, p] of accounts) tokens.push(await login(u, p, baseURL));
  const staff = await login('staff', 'staff', baseURL);
  const [employee] = tokens;
  const get = async (path, token = employee) => {
    const res = await fetch(`${baseURL}/api/${path}`, { headers: { authorization: token } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return res.json();
  };
  const send = (method, path, token, body) =>
    fetch(`${baseURL}/api/${path}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const out = [];
  const take = (name, figures, size = '') => out.push([name, figures, size]);
  const quick = (opts) => load({ duration: 5, ...opts });

  const [building] = await get('buildings');
  const [floor] = await get(`buildings/${building.id}/floors/`);
  const desks = await get(`floors/${floor.id}/desks`);
  const first = await get(`booking/desk/${desks[0].id}/timetables/`);
  const today = Object.keys(first.timetables)[0];
  const browser = { authorization: employee, ...BROWSER };

  take(
    'GET floors/{id}/desks?date_query= (one floor), browser',
    await quick({ url: `${baseURL}/api/floors/${floor.id}/desks?date_query=${today}`, headers: browser }),
    `${desks.length} desks`,
  );
  take(
    'GET booking/desk/{id}/timetables/ (10 days), browser',
    await quick({ url: `${baseURL}/api/booking/desk/${desks[0].id}/timetables/`, headers: browser }),
  );
  take(
    'GET booking/reservations/me/, browser',
    await quick({ url: `${baseURL}/api/booking/reservations/me/`, headers: browser }),
  );
  const { filtered_count: people } = await get('users/?query=jose');
  take(
    'GET users/?query=jose',
    await quick({ url: `${baseURL}/api/users/?query=jose`, headers: browser }),
    `${people} found`,
  );
  take('GET users/?query=van%20der', await quick({ url: `${baseURL}/api/users/?query=van%20der`, headers: browser }));

  // Booking: two people, the next 120 days, one desk each, one booking per request; then all cancelled again.
  const before = (await get('configuration/config')).booking.bookable_days;
  await send('PATCH', 'configuration/settings', staff, { bookable_days: 365 });
  const chosen = desks.filter((d) => !d.is_closed && !d.reserved).slice(-tokens.length);
  const slots = first.timetables[today].map((s) => s.timetable.id);
  const plan = [];
  for (let day = 20; day < 140; day++)
    for (const slot of slots)
      for (let u = 0; u < tokens.length; u++)
        plan.push({ token: tokens[u], item: { date: dayFromToday(day), timetable_id: slot, desk_id: chosen[u].id } });
  let next = 0;
  const bookingStarted = performance.now();
  const booking = await load({
    url: `${baseURL}/api/booking/new/`,
    connections: 50,
    amount: plan.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const p = plan[next++ % plan.length];
          return {
            ...req,
            headers: { ...req.headers, authorization: p.token, 'content-type': 'application/json' },
            body: JSON.stringify([p.item]),
          };
        },
      },
    ],
  });
  // The rate over the whole run: autocannon's per-second average of a run of one or two seconds is not one.
  const bookingSeconds = (performance.now() - bookingStarted) / 1000;
  booking.requests_per_s = Math.round(plan.length / bookingSeconds);
  let booked = 0;
  for (const token of tokens) {
    const { list } = await get('booking/reservations/me/', token);
    const mine = Object.values(list)
      .flat()
      .filter((r) => chosen.some((d) => d.id === r.desk?.id));
    if (new Set(mine.map((r) => `${r.date}|${r.time}`)).size !== mine.length) throw new Error('a double booking');
    booked += mine.length;
    for (const r of mine) await send('DELETE', `booking/reservations/delete/${r.id}/`, token);
  }
  await send('PATCH', 'configuration/settings', staff, { bookable_days: before });
  take(
    `POST booking/new/ (${plan.length} bookings, 50 connections)`,
    booking,
    `${booked} booked, no double booking; ${bookingSeconds.toFixed(1)} s`,
  );

  // Year-long dashboard reports, one staff member at a time.
  const now = new Date();
  const end = iso(new Date(now.getFullYear(), now.getMonth(), 0));
  const start = iso(new Date(now.getFullYear(), now.getMonth() - 12, 1));
  const range = `start_date=${start}&end_date=${end}`;
  const staffHeaders = { authorization: staff, 'content-type': 'application/json' };
  const { checkins: yearCheckins } = await get(`reports/active_users?${range}`, staff);
  for (const [name, path] of [
    ['checkin_durations (12 months, WORKSPACE)', `checkin_durations?${range}&checkin_type=WORKSPACE`],
    ['checkin_summaries (12 months)', `checkin_summaries?${range}`],
    ['active_users (12 months)', `active_users?${range}`],
    ['room_usage (12 months)', `room_usage?${range}&sort=desc&limit=5`],
  ])
    take(
      `GET reports/${name}, 1 connection`,
      await quick({ url: `${baseURL}/api/reports/${path}`, headers: staffHeaders, connections: 1 }),
      name.startsWith('checkin_durations') ? `${yearCheckins} check-ins in the range` : '',
    );
  take(
    'POST checkins/stats/ (12 months), 1 connection',
    await quick({
      url: `${baseURL}/api/checkins/stats/?sort=asc`,
      method: 'POST',
      headers: staffHeaders,
      body: JSON.stringify({ start_date: start, end_date: end }),
      connections: 1,
    }),
  );

  // The 14-day check-ins report: the newest page, and every row (an answer that grows with the organisation).
  const fortnight = `start_date=${dayFromToday(-13)}&end_date=${dayFromToday(0)}&period=all`;
  take(
    'GET reports/checkin_activities 14 days, newest 100',
    await quick({
      url: `${baseURL}/api/reports/checkin_activities/?${fortnight}&limit=100`,
      headers: staffHeaders,
      connections: 4,
    }),
  );
  const all = await get(`reports/checkin_activities/?${fortnight}&limit=-1`, staff);
  take(
    'GET reports/checkin_activities 14 days, all rows, 2 connections (lean client)',
    await loadLean({
      url: `${baseURL}/api/reports/checkin_activities/?${fortnight}&limit=-1`,
      headers: { authorization: staff },
      connections: 2,
      duration: 5,
    }),
    `${all.checkins.length} rows`,
  );
  return out;
}

const ratio = (a, b) => (a > 0 && Number.isFinite(a) && Number.isFinite(b) ? (b / a).toFixed(1) : '–');

/**
 * One pass on each organisation before the measured one, thrown away: a server just started on a data set whose
 * pages are not in memory yet measures the disk and the first plans, not the steady state (BENCH_160_WARM=0: none).
 */
const WARM = process.env.BENCH_160_WARM !== '0';

export default async function ({ baseURL, load, loadLean, login, record, openOrganisation }) {
  if (WARM) await measure(baseURL, { load, loadLean, login });
  const large = await measure(baseURL, { load, loadLean, login });
  const port = Number(process.env.BENCH_HUGE_PORT ?? Number(new URL(baseURL).port) + 10);
  const huge = await openOrganisation('huge', port);
  let big;
  try {
    if (WARM) await measure(huge.baseURL, { load, loadLean, login });
    big = await measure(huge.baseURL, { load, loadLean, login });
  } finally {
    await huge.stop();
  }
  if (huge.seedSeconds > 0)
    record('seeding the huge organisation (npm run seed -- --size huge)', {}, `${Math.round(huge.seedSeconds)} s`);
  large.forEach(([name, a, sizeA], i) => {
    const [, b, sizeB] = big[i];
    record(`${name}: large`, a, sizeA);
    record(
      `${name}: huge (5×)`,
      b,
      `${sizeB}${sizeB ? '; ' : ''}p99 ×${ratio(a.p99_ms, b.p99_ms)}, req/s ×${ratio(a.requests_per_s, b.requests_per_s)}`,
    );
  });
}
