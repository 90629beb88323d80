// Employee booking: the floor's desks for a day, a desk's slots and the reservations under 100
// concurrent clients (budget p99 < 50 ms), then POST /api/booking/new/ throughput (budget >= 500
// bookings/s) and a check that no desk or person got two bookings in one slot.
//
// Each read is measured twice: as a browser asks (Accept-Encoding as Chromium sends it, so the
// answers travel compressed), and from a client that does not accept compression, where the load
// generator itself has to read the whole answer (65 KB for a floor) on the same two cores.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PEOPLE = 200;

export default async function ({ baseURL, load, loadLean, login, record }) {
  const users = [
    ['employee', 'employee'],
    ['employee2', 'employee2'],
    ['staff', 'staff'],
  ];
  const tokens = [];
  for (const [u, p] of users) tokens.push(await login(u, p));
  const [employee] = tokens;
  const staff = tokens[2];
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

  const [building] = await get('buildings');
  const [floor] = await get(`buildings/${building.id}/floors/`);
  const desks = await get(`floors/${floor.id}/desks`);
  const first = await get(`booking/desk/${desks[0].id}/timetables/`);
  const today = Object.keys(first.timetables)[0];

  const floorUrl = `${baseURL}/api/floors/${floor.id}/desks?date_query=${today}`;
  record(
    `GET /api/floors/{id}/desks?date_query= (${desks.length} desks), browser`,
    await load({
      url: floorUrl,
      headers: { authorization: employee, ...BROWSER },
    }),
    'p99 < 50 ms',
  );
  record(
    `GET /api/floors/{id}/desks?date_query= (${desks.length} desks), no compression`,
    await loadLean({
      url: floorUrl,
      headers: { authorization: employee },
      connections: 100,
    }),
    'p99 < 50 ms; 65 KB per answer, lean client',
  );
  record(
    `GET /api/floors/{id}/desks?date_query= (${desks.length} desks), no compression, autocannon`,
    await load({
      url: floorUrl,
      headers: { authorization: employee },
    }),
    'the same with autocannon, which reads the 65 KB itself on the same two cores',
  );
  const slotsUrl = `${baseURL}/api/booking/desk/${desks[0].id}/timetables/`;
  record(
    'GET /api/booking/desk/{id}/timetables/ (10 days), browser',
    await load({
      url: slotsUrl,
      headers: { authorization: employee, ...BROWSER },
    }),
    'p99 < 50 ms',
  );
  record(
    'GET /api/booking/desk/{id}/timetables/ (10 days), no compression',
    await load({
      url: slotsUrl,
      headers: { authorization: employee },
    }),
    'p99 < 50 ms',
  );

  // Many people at once: each request comes from the next of PEOPLE colleagues (password flexapp).
  const people = [];
  for (let page = 1; people.length < PEOPLE; page++) {
    const { results, next } = await get(`users/?query=an&page=${page}`);
    people.push(...results.map((u) => u.username).filter((name) => !users.some(([u]) => u === name)));
    if (!next) break;
  }
  const peopleTokens = [];
  for (const name of people.slice(0, PEOPLE)) peopleTokens.push(await login(name, 'flexapp'));
  let turn = 0;
  const inTurn = (path) => ({
    url: `${baseURL}/api/${path(0)}`,
    requests: [
      {
        setupRequest: (req) => {
          const i = turn++;
          return {
            ...req,
            path: `/api/${path(i)}`,
            headers: { ...req.headers, ...BROWSER, authorization: peopleTokens[i % peopleTokens.length] },
          };
        },
      },
    ],
  });
  record(
    `GET /api/booking/reservations/me/ (${peopleTokens.length} people in turn), browser`,
    await load(inTurn(() => 'booking/reservations/me/')),
    'p99 < 50 ms',
  );
  record(
    `GET /api/booking/desk/{id}/timetables/ (${peopleTokens.length} people in turn, 20 desks), browser`,
    await load(inTurn((i) => `booking/desk/${desks[i % 20].id}/timetables/`)),
    'p99 < 50 ms',
  );
  record(
    `GET /api/users/self/ (${peopleTokens.length} people in turn), browser`,
    await load(inTurn(() => 'users/self/')),
  );

  // Booking throughput: three people, the whole year ahead, one desk each, one booking per request.
  const before = (await get('configuration/config')).booking.bookable_days;
  await send('PATCH', 'configuration/settings', staff, { bookable_days: 365 });
  const chosen = desks.filter((d) => !d.is_closed && !d.reserved).slice(0, users.length);
  const slots = first.timetables[today].map((s) => s.timetable.id);
  const plan = [];
  for (let day = 1; day < 365; day++) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    const iso = date.toISOString().slice(0, 10);
    for (const slot of slots)
      for (let u = 0; u < users.length; u++)
        plan.push({ token: tokens[u], item: { date: iso, timetable_id: slot, desk_id: chosen[u].id } });
  }
  let next = 0;
  const figures = await load({
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

  // No double booking: each person's reservations on the chosen desks, and each desk slot owned by at most one person.
  let created = 0;
  const owners = new Map();
  for (let u = 0; u < users.length; u++) {
    const { list } = await get('booking/reservations/me/', tokens[u]);
    const mine = Object.values(list)
      .flat()
      .filter((r) => chosen.some((d) => d.id === r.desk?.id));
    const keys = new Set(mine.map((r) => `${r.date}|${r.time}`));
    if (keys.size !== mine.length) throw new Error(`${users[u][0]} holds two desks in one slot`);
    created += mine.length;
    for (const desk of chosen) {
      const t = await get(`booking/desk/${desk.id}/timetables/`, tokens[u]);
      for (const [date, list2] of Object.entries(t.timetables))
        for (const s of list2) {
          if (!s.owner) continue;
          const k = `${desk.id}|${date}|${s.timetable.id}`;
          if (owners.has(k)) throw new Error(`double booking of ${k}`);
          owners.set(k, u);
        }
    }
    for (const r of mine) await send('DELETE', `booking/reservations/delete/${r.id}/`, tokens[u]);
  }
  await send('PATCH', 'configuration/settings', staff, { bookable_days: before });
  const seconds = plan.length / Math.max(figures.requests_per_s, 1);
  record(
    `POST /api/booking/new/ (${plan.length} bookings, 50 connections)`,
    figures,
    `>= 500 bookings/s; ${created} booked, ${plan.length - created} refused, 0 double bookings (checked); ~${seconds.toFixed(1)} s`,
  );
}
