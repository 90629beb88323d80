import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { openSse } from '../../../test/sse';
import { manualClock } from '../../lib/clock';

// Monday 1 March 2027, 09:30 in the organisation's time zone.
const clock = manualClock('2027-03-01T09:30:00');
const TODAY = '2027-03-01';
const at = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00`);

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let other: Awaited<ReturnType<typeof createStructure>>;
let staff: string;
let employee: string;
let annId: number;
let baseUrl: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, authorization?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload: payload as object });

/** Pairs a device the way the board and staff do: to a building (lobby board) or a meeting room (room display). */
async function paired(target: { building_id: number } | { room_id: number }): Promise<string> {
  const { code, secret } = (await call('POST', '/api/displays/pairings')).json();
  const url = 'building_id' in target ? '/api/displays/lobby' : '/api/displays';
  const pair = await call('POST', url, staff, { ...target, code });
  expect(pair.statusCode, pair.body).toBe(201);
  const claim = (await call('POST', '/api/displays/pairings/claim', undefined, { secret })).json();
  expect(claim).toMatchObject({ status: 'paired', ...target });
  return `Display ${claim.token}`;
}

const book = (values: {
  desk_id?: number;
  room_id?: number;
  slot?: number;
  from: string;
  to: string;
  user_id?: number;
}) =>
  ctx.db
    .insertInto('bookings')
    .values({
      user_id: values.user_id ?? annId,
      desk_id: values.desk_id ?? null,
      room_id: values.room_id ?? null,
      timetable_id: values.slot ?? null,
      date: TODAY,
      start_at: at(values.from),
      end_at: at(values.to),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const setGuestNames = (on: boolean) =>
  call('PATCH', '/api/configuration/settings', staff, { lobby_show_guest_names: on });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  other = await createStructure(ctx.db, { building: 'Annex', desks: 2 });
  annId = await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'sam', staff: true });
  staff = await login(ctx.app, 'sam');
  employee = await login(ctx.app, 'ann');
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(new Date('2027-03-01T09:30:00'));
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('guest_registrations').execute();
  await ctx.db.deleteFrom('display_pairings').execute();
  await ctx.db.deleteFrom('displays').execute();
  await ctx.db.deleteFrom('public_request_counters').execute();
});

describe('lobby boards (decisions 330-332)', () => {
  it('shows free desks per floor and the meeting rooms free now, with until when', async () => {
    const board = await paired({ building_id: s.buildingId });
    await book({ desk_id: s.deskIds[0], slot: s.timetableIds[0], from: '08:00', to: '12:00' });
    await book({ desk_id: s.deskIds[1], slot: s.timetableIds[1], from: '12:00', to: '17:00' });
    await book({ room_id: s.meetingRoomId, from: '11:00', to: '12:00' });
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[3]).execute();
    const res = await call('GET', '/api/display/lobby', board);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      building: { id: s.buildingId, name: 'HQ' },
      now: at('09:30').toISOString(),
      floors: [{ id: s.floorId, name: 'Floor 1', desks: 3, free: 2, neighbourhoods: [] }],
      rooms_free: [
        {
          id: s.meetingRoomId,
          name: 'Boardroom',
          floor: 'Floor 1',
          capacity: null,
          free_until: at('11:00').toISOString(),
        },
      ],
      guests: null,
    });

    clock.set(at('11:15'));
    const busy = (await call('GET', '/api/display/lobby', board)).json();
    expect(busy.rooms_free).toEqual([]);
    clock.set(at('12:30'));
    const afternoon = (await call('GET', '/api/display/lobby', board)).json();
    expect(afternoon.floors[0]).toMatchObject({ desks: 3, free: 2 });
    expect(afternoon.rooms_free[0].free_until).toBeNull();
  });

  it('counts free desks per neighbourhood on each floor; desks outside every neighbourhood only in the floor (decision 393)', async () => {
    const board = await paired({ building_id: s.buildingId });
    const [d0, d1, d2, d3] = s.deskIds;
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', d3).execute();
    const hood = (
      name: string,
      colour: string,
      places: { desk_ids?: number[]; room_ids?: number[]; floor_ids?: number[] },
    ) =>
      call('POST', '/api/setup/neighbourhoods', staff, {
        name,
        colour,
        access: 'groups_only',
        open_days_before: null,
        open_time: null,
        weekdays: [1, 2, 3, 4, 5],
        desk_ids: [],
        room_ids: [],
        floor_ids: [],
        group_ids: [],
        ...places,
      });
    // d1 is in two neighbourhoods (counted under each), d2 in none, d3 closed; a meeting room's neighbourhood holds
    // no desk, and the other building's is not this board's.
    const made = [
      await hood('Finance', '#AA0000', { desk_ids: [d0, d1, d3] }),
      await hood('Quiet', '#00aa00', { desk_ids: [d1] }),
      await hood('Meeting', '#0000aa', { room_ids: [s.meetingRoomId] }),
      await hood('Annex floor', '#aaaa00', { floor_ids: [other.floorId] }),
    ];
    try {
      expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const [finance, quiet] = made.map((r) => r.json().id as number);
      await book({ desk_id: d0, slot: s.timetableIds[0], from: '08:00', to: '12:00' });
      await book({ desk_id: d1, slot: s.timetableIds[1], from: '12:00', to: '17:00' });
      const boId = await createUser(ctx.db, { username: 'bo' });
      await book({ desk_id: d2, slot: s.timetableIds[0], from: '08:00', to: '12:00', user_id: boId });

      const morning = (await call('GET', '/api/display/lobby', board)).json();
      expect(morning.floors).toEqual([
        {
          id: s.floorId,
          name: 'Floor 1',
          desks: 3,
          free: 1,
          neighbourhoods: [
            { id: finance, name: 'Finance', colour: '#aa0000', desks: 2, free: 1 },
            { id: quiet, name: 'Quiet', colour: '#00aa00', desks: 1, free: 1 },
          ],
        },
      ]);
      clock.set(at('12:30'));
      const afternoon = (await call('GET', '/api/display/lobby', board)).json();
      expect(afternoon.floors[0]).toMatchObject({ desks: 3, free: 2 });
      expect(afternoon.floors[0].neighbourhoods).toEqual([
        { id: finance, name: 'Finance', colour: '#aa0000', desks: 2, free: 1 },
        { id: quiet, name: 'Quiet', colour: '#00aa00', desks: 1, free: 0 },
      ]);
      const annex = await paired({ building_id: other.buildingId });
      const annexFloors = (await call('GET', '/api/display/lobby', annex)).json().floors;
      expect(annexFloors[0].neighbourhoods).toEqual([
        expect.objectContaining({ name: 'Annex floor', desks: 2, free: 2 }),
      ]);
    } finally {
      await ctx.db.deleteFrom('neighbourhoods').execute();
      await ctx.db.updateTable('desks').set({ is_closed: false }).where('id', '=', d3).execute();
    }
  });

  it("shows today's expected guests' first names only with the setting on, of this building or without a place", async () => {
    const board = await paired({ building_id: s.buildingId });
    const guest = (first: string, extra: { desk_id?: number; room_id?: number; date?: string; end?: string }) => ({
      first_name: first,
      last_name: 'Visitor',
      email: `${first}@example.com`,
      company_name: 'Acme',
      date: extra.date ?? TODAY,
      time_start: '09:00',
      time_end: extra.end ?? '17:00',
      visit_person_id: annId,
      desk_id: extra.desk_id ?? null,
      room_id: extra.room_id ?? null,
    });
    await ctx.db
      .insertInto('guest_registrations')
      .values([
        guest('Zoe', { desk_id: s.deskIds[0] }),
        guest('Bram', { room_id: s.meetingRoomId }),
        guest('Noor', {}),
        guest('Elsewhere', { desk_id: other.deskIds[0] }),
        guest('Tomorrow', { date: '2027-03-02' }),
        guest('Gone', { end: '09:15' }),
      ])
      .execute();
    expect((await call('GET', '/api/display/lobby', board)).json().guests).toBeNull();
    expect((await setGuestNames(true)).statusCode).toBe(200);
    try {
      expect((await call('GET', '/api/display/lobby', board)).json().guests).toEqual(['Bram', 'Noor', 'Zoe']);
    } finally {
      await setGuestNames(false);
    }
  });

  it('a lobby token reaches only its lobby routes; a room token is refused there (the authorization matrix)', async () => {
    const board = await paired({ building_id: s.buildingId });
    const room = await paired({ room_id: s.meetingRoomId });
    for (const url of ['/api/display/room']) {
      const res = await call('GET', url, board);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('DISPLAY_WRONG_SCOPE');
    }
    for (const [method, url] of [
      ['POST', '/api/display/room/book'],
      ['POST', '/api/display/room/checkin'],
      ['POST', '/api/display/room/end'],
      ['POST', '/api/display/room/extend'],
    ] as const) {
      const res = await call(
        method,
        url,
        board,
        url.endsWith('book') ? { minutes: 15 } : { booking_id: 1, minutes: 15 },
      );
      expect(res.statusCode, url).toBe(403);
    }
    const lobbyByRoom = await call('GET', '/api/display/lobby', room);
    expect(lobbyByRoom.statusCode).toBe(403);
    expect(lobbyByRoom.json().code).toBe('DISPLAY_WRONG_SCOPE');
    const streamByRoom = await call('GET', '/api/display/lobby/events', room);
    expect(streamByRoom.statusCode).toBe(403);
    // Every route that needs a session answers the board's token 401.
    const routes = ctx.app
      .routeAccessTable()
      .filter((r) => r.url.startsWith('/api') && r.access !== 'public' && ['GET', 'POST'].includes(r.method));
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(
        r.method as Method,
        r.url.replace(/:\w+/g, '1'),
        board,
        r.method === 'GET' ? undefined : {},
      );
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('staff pair and list boards; bad input, unknown buildings and employees are refused', async () => {
    await paired({ building_id: s.buildingId });
    const list = await call('GET', `/api/displays/lobby?building_id=${s.buildingId}`, staff);
    expect(list.json().list).toEqual([expect.objectContaining({ building_id: s.buildingId, last_seen_at: null })]);
    expect((await call('GET', `/api/displays/lobby?building_id=${other.buildingId}`, staff)).json().list).toEqual([]);
    const { code } = (await call('POST', '/api/displays/pairings')).json();
    expect((await call('POST', '/api/displays/lobby', staff, { building_id: 999_999, code })).statusCode).toBe(404);
    const bad = await call('POST', '/api/displays/lobby', staff, { building_id: 'x', code: '!!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const wrong = await call('POST', '/api/displays/lobby', staff, { building_id: s.buildingId, code: 'ZZZZZ9' });
    expect(wrong.json().code).toBe('PAIRING_CODE_INVALID');
    expect((await call('POST', '/api/displays/lobby', employee, { building_id: s.buildingId, code })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/displays/lobby', undefined, { building_id: s.buildingId, code })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/displays/lobby?building_id=1', employee)).statusCode).toBe(403);
    expect((await call('GET', '/api/display/lobby')).json().code).toBe('DISPLAY_UNPAIRED');
  });

  it("the stream says `changed` for its building's events only, and `unpaired` once revoked", async () => {
    process.env.EVENTS_HEARTBEAT_MS = '200';
    const board = await paired({ building_id: s.buildingId });
    // Paired before the stream opens: pairing is a setup change (places_changed), which every board hears.
    const room = await paired({ room_id: other.meetingRoomId });
    const here = await paired({ room_id: s.meetingRoomId });
    const stream = await openSse(baseUrl, board, '/api/display/lobby/events');
    try {
      await stream.waitFor((e) => e.event === 'ready');
      // A booking in the other building, then one here (the marker): the board hears only the second.
      expect((await call('POST', '/api/display/room/book', room, { minutes: 15 })).statusCode).toBe(200);
      expect((await call('POST', '/api/display/room/book', here, { minutes: 15 })).statusCode).toBe(200);
      await stream.waitFor((e) => e.event === 'changed');
      await stream.waitFor((e) => e.event === 'changed');
      expect(stream.events.filter((e) => e.event === 'changed')).toEqual([
        { event: 'changed', data: { building_id: s.buildingId } },
      ]);
      const [{ id }] = (await call('GET', `/api/displays/lobby?building_id=${s.buildingId}`, staff)).json().list;
      expect((await call('DELETE', `/api/displays/${id}`, staff)).statusCode).toBe(204);
      await stream.waitFor((e) => e.event === 'unpaired');
      await stream.ended;
      expect((await call('GET', '/api/display/lobby', board)).statusCode).toBe(401);
    } finally {
      stream.close();
      delete process.env.EVENTS_HEARTBEAT_MS;
    }
  });
  it('a guest registered or signed out in its building is `changed` on the board; another building is not (decision 367)', async () => {
    const board = await paired({ building_id: s.buildingId });
    const guest = (room: number, first_name: string) =>
      call('POST', '/api/users/register_guest/', staff, {
        first_name,
        last_name: 'Gast',
        email: '',
        company_name: 'Visitors',
        phone_number: '+31 6 1234 5678',
        desk: null,
        meeting_room: room,
        date: TODAY,
        time_start: '09:30',
        time_end: '11:00',
        visit_person: annId,
      });
    await setGuestNames(true);
    const stream = await openSse(baseUrl, board, '/api/display/lobby/events');
    try {
      await stream.waitFor((e) => e.event === 'ready');
      // A meeting-room guest in the other building, then one here (the marker): only the second is heard.
      expect((await guest(other.meetingRoomId, 'Olga')).statusCode).toBe(201);
      const here = await guest(s.meetingRoomId, 'Gina');
      expect(here.statusCode, here.body).toBe(201);
      await stream.waitFor((e) => e.event === 'changed');
      expect(stream.events.filter((e) => e.event === 'changed')).toEqual([
        { event: 'changed', data: { building_id: s.buildingId } },
      ]);
      expect((await call('GET', '/api/display/lobby', board)).json().guests).toEqual(['Gina']);
      const seen = stream.events.filter((e) => e.event === 'changed').length;
      // Signed out: the board hears it and the name goes.
      clock.set(at('10:00'));
      const out = await call('POST', `/api/checkins/${here.json().checkin_id}/guest_sign_out/`, staff);
      expect(out.statusCode, out.body).toBe(200);
      await stream.waitFor(() => stream.events.filter((e) => e.event === 'changed').length > seen);
      expect((await call('GET', '/api/display/lobby', board)).json().guests).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
