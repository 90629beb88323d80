import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { expectSetupOnly } from '../../../test/receiver';
import { manualClock } from '../../lib/clock';

// Room calendars (decisions 372, 405): staff list every meeting room and publish one, calendar clients read its bookings with no person's data.
const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;
let staffId: number;

beforeAll(async () => {
  ctx = await createTestContext({ clock, linkOrigin: 'http://flex.test' });
  s = await createStructure(ctx.db, { desks: 1 });
  staffId = await createUser(ctx.db, { username: 'boss', staff: true });
  await createUser(ctx.db, { username: 'ann', first_name: 'Annabel', last_name: 'Zwart' });
  auth = { boss: await login(ctx.app, 'boss'), ann: await login(ctx.app, 'ann') };
}, 60_000);
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const feed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
const room = () => `/api/setup/room-calendars/${s.meetingRoomId}`;

describe('room calendars', () => {
  it('publishes a room; its feed lists the room’s bookings only, with no name or title; a new URL and unpublishing revoke', async () => {
    const booked = await api('POST', '/api/booking/new/', 'ann', [
      { date: DAY, room_id: s.meetingRoomId, time_start: '10:00', time_end: '11:00', title: 'Secret merger' },
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().bookings[0].id as number;
    const desk = await api('POST', '/api/booking/new/', 'ann', [
      { date: DAY, desk_id: s.deskIds[0], timetable_id: s.timetableIds[0] },
    ]);
    expect(desk.statusCode).toBe(201);

    const published = await api('PUT', room(), 'boss', { language: 'en' });
    expect(published.statusCode, published.body).toBe(200);
    const { url } = published.json() as { url: string };
    expect(url).toMatch(/^http:\/\/flex\.test\/api\/calendar\/rooms\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api('GET', '/api/setup/room-calendars', 'boss')).json()).toEqual([published.json()]);
    // Publishing again changes the language only: the URL calendar clients hold keeps working.
    expect((await api('PUT', room(), 'boss', { language: 'nl' })).json()).toMatchObject({ url, language: 'nl' });

    const answer = await feed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(answer.body);
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: `booking-${id}@flex.test`,
        status: 'CONFIRMED',
        start: new Date(`${DAY}T10:00:00`),
        end: new Date(`${DAY}T11:00:00`),
        sequence: 0,
      }),
    ]);
    expect(answer.body).not.toMatch(/Annabel|Zwart|ann@|Secret merger/);

    expect((await api('DELETE', `/api/booking/reservations/delete/${id}`, 'ann')).statusCode).toBe(204);
    expect(parseCalendar((await feed(url)).body).events).toEqual([
      expect.objectContaining({ uid: `booking-${id}@flex.test`, status: 'CANCELLED', sequence: 1 }),
    ]);

    const reset = (await api('POST', `${room()}/reset`, 'boss')).json() as { url: string };
    expect(reset.url).not.toBe(url);
    expect((await feed(url)).statusCode).toBe(404);
    expect((await feed(reset.url)).statusCode).toBe(200);
    expect((await api('DELETE', room(), 'boss')).statusCode).toBe(204);
    expect((await feed(reset.url)).statusCode).toBe(404);
    expect((await api('GET', '/api/setup/room-calendars', 'boss')).json()).toEqual([
      {
        room_id: s.meetingRoomId,
        room: 'Boardroom',
        floor: 'Floor 1',
        building_id: s.buildingId,
        building: 'HQ',
        published: false,
        url: null,
        language: null,
        created_at: null,
      },
    ]);
  });

  it('lists every meeting room, published or not, in the buildings’ order; filtered by building (decision 405)', async () => {
    const annex = await ctx.db
      .insertInto('buildings')
      .values({ name: 'Annex', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const floor = await ctx.db
      .insertInto('floors')
      .values({ building_id: annex.id, name: 'Ground' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [small, gone] = await ctx.db
      .insertInto('rooms')
      .values([
        { floor_id: floor.id, name: 'Small room', type: 'MEETING', position: 1 },
        { floor_id: floor.id, name: 'Old room', type: 'MEETING', position: 2, deleted_at: clock.now() },
      ])
      .returning('id')
      .execute();
    await ctx.db.insertInto('rooms').values({ floor_id: floor.id, name: 'Quiet desks', type: 'WORKSPACE' }).execute();
    const published = (await api('PUT', `/api/setup/room-calendars/${small!.id}`, 'boss', { language: 'nl' })).json();
    expect(published).toMatchObject({ room: 'Small room', floor: 'Ground', building: 'Annex', published: true });

    const all = (await api('GET', '/api/setup/room-calendars', 'boss')).json() as {
      room_id: number;
      published: boolean;
    }[];
    expect(all.map((r) => [r.room_id, r.published])).toEqual([
      [s.meetingRoomId, false],
      [small!.id, true],
    ]);
    expect(all.map((r) => r.room_id)).not.toContain(gone!.id);
    const annexOnly = await api('GET', `/api/setup/room-calendars?building_id=${annex.id}`, 'boss');
    expect(annexOnly.json()).toEqual([published]);
    expect((await api('GET', `/api/setup/room-calendars?building_id=${s.buildingId}`, 'boss')).json()).toEqual([
      all[0],
    ]);
    for (const bad of ['abc', '0', '-1'])
      expect((await api('GET', `/api/setup/room-calendars?building_id=${bad}`, 'boss')).json().code).toBe(
        'VALIDATION_ERROR',
      );
    expect((await api('DELETE', `/api/setup/room-calendars/${small!.id}`, 'boss')).statusCode).toBe(204);
  });

  it('refuses bad input and unknown rooms with a stable code', async () => {
    const cases: [string, string, unknown, number, string][] = [
      ['PUT', room(), { language: 'de' }, 400, 'VALIDATION_ERROR'],
      ['PUT', room(), { language: 'en', token: 'x' }, 400, 'VALIDATION_ERROR'],
      ['PUT', '/api/setup/room-calendars/abc', { language: 'en' }, 400, 'VALIDATION_ERROR'],
      ['PUT', '/api/setup/room-calendars/999999', { language: 'en' }, 404, 'NOT_FOUND'],
      ['POST', '/api/setup/room-calendars/999999/reset', undefined, 404, 'NOT_FOUND'],
      ['DELETE', room(), undefined, 404, 'NOT_FOUND'],
    ];
    for (const [method, url, body, status, code] of cases) {
      const res = await api(method as 'PUT', url, 'boss', body);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([status, code]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/calendar/rooms/${'a'.repeat(43)}.ics` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/rooms/short.ics' })).statusCode).toBe(400);
  });

  it('is for staff only: employees 403, nobody signed in 401, tokens need setup:read / setup:write', async () => {
    await api('PUT', room(), 'boss', { language: 'en' });
    const publish = { method: 'PUT' as const, url: room(), payload: { language: 'en' } };
    expect((await ctx.app.inject({ ...publish, headers: { authorization: auth.ann! } })).statusCode).toBe(403);
    expect((await ctx.app.inject(publish)).statusCode).toBe(401);
    await expectSetupOnly(ctx, {
      routes: [
        ['GET', '/api/setup/room-calendars'],
        ['POST', `${room()}/reset`],
        ['DELETE', room()],
      ],
      employee: auth.ann!,
      staffId,
      now: clock.now(),
      readUrl: '/api/setup/room-calendars',
      write: { method: 'DELETE', url: room() },
    });
  });
});
