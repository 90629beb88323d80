// Meeting rooms (issue 13, decision 130): the room availability of the largest building for one day
// under 100 concurrent clients (budget p99 < 50 ms), then POST /api/booking/new/ room-item throughput
// beside the desk throughput of 030, where every range is asked for twice by two people at once:
// exactly one of each pair may win, and no two active bookings of a room may overlap (checked).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export default async function ({ baseURL, load, login, record }) {
  const tokens = [await login('employee', 'employee'), await login('employee2', 'employee2')];
  const staff = await login('staff', 'staff');
  const get = async (path, token = tokens[0]) => {
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

  const config = await get('configuration/config');
  // Tomorrow: the window ends bookable_days - 1 days after today.
  const day = new Date(Date.parse(`${config.booking.bookable_date}T12:00:00Z`));
  day.setUTCDate(day.getUTCDate() - (config.booking.bookable_days - 1) + 1);
  const tomorrow = day.toISOString().slice(0, 10);

  // The largest building: the one with the most meeting rooms.
  let largest = null;
  for (const b of await get('buildings')) {
    const a = await get(`booking/rooms/availability/?date=${tomorrow}&building_id=${b.id}`);
    if (!largest || a.rooms.length > largest.rooms.length) largest = { id: b.id, name: b.name, rooms: a.rooms };
  }
  record(
    `GET /api/booking/rooms/availability/ (largest building, ${largest.rooms.length} rooms, one day), browser`,
    await load({
      url: `${baseURL}/api/booking/rooms/availability/?date=${tomorrow}&building_id=${largest.id}`,
      headers: { authorization: tokens[0], ...BROWSER },
    }),
    'p99 < 50 ms',
  );

  // Throughput: the building's rooms over the year ahead, hourly ranges within the opening hours, each asked
  // for by both people (one booking per request); exactly half must win.
  const before = config.booking.bookable_days;
  await send('PATCH', 'configuration/settings', staff, { bookable_days: 365 });
  const plan = [];
  for (let d = 1; d < 365 && plan.length < 6000; d++) {
    const date = new Date(`${tomorrow}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + d);
    const iso = date.toISOString().slice(0, 10);
    for (const room of largest.rooms) {
      const open = Number(room.opens_at.slice(0, 2));
      const close = Number(room.closes_at.slice(0, 2));
      for (let h = open; h + 1 <= close; h++) {
        const item = {
          date: iso,
          room_id: room.id,
          time_start: `${String(h).padStart(2, '0')}:00`,
          time_end: `${String(h + 1).padStart(2, '0')}:00`,
        };
        for (const token of tokens) plan.push({ token, item });
      }
    }
  }
  let next = 0;
  const started = Date.now();
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
  const seconds = (Date.now() - started) / 1000;

  // No double booking: every room's busy ranges of every date do not overlap; the wins are exactly half.
  const dates = [...new Set(plan.map((p) => p.item.date))];
  let booked = 0;
  for (const date of dates) {
    const a = await get(`booking/rooms/availability/?date=${date}&building_id=${largest.id}`);
    for (const room of a.rooms) {
      const ranges = [...room.busy].sort((x, y) => x.start.localeCompare(y.start));
      for (let i = 1; i < ranges.length; i++)
        if (ranges[i].start < ranges[i - 1].end) throw new Error(`double booking of room ${room.id} on ${date}`);
      booked += ranges.length;
    }
  }
  if (booked !== plan.length / 2) throw new Error(`expected ${plan.length / 2} room bookings, found ${booked}`);
  for (const token of tokens) {
    const { list } = await get('booking/reservations/me/', token);
    for (const r of Object.values(list).flat())
      if (r.room && dates.includes(r.date)) await send('DELETE', `booking/reservations/delete/${r.id}/`, token);
  }
  await send('PATCH', 'configuration/settings', staff, { bookable_days: before });
  record(
    `POST /api/booking/new/ room items (${plan.length} requests for ${plan.length / 2} ranges, 50 connections)`,
    figures,
    `${booked} booked, ${plan.length - booked} refused as ERROR_CONFLICT_BOOKING, 0 double bookings (checked); ~${seconds.toFixed(1)} s`,
  );
}
