import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: string;
/** The app's clock: Monday 1 March 2027, 10:00 server time (every test sees the same day and hour). */
const clock = manualClock('2027-03-01T10:00:00');
const today = toApiDate(clock.now());
const tomorrow = addDays(today, 1);
const at = (date: string, hh: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d, hh);
};

let anna: number;
let bob: number;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  anna = await createUser(ctx.db, { username: 'anna', first_name: 'Anna', last_name: 'Jansen' });
  bob = await createUser(ctx.db, { username: 'bob', first_name: 'Bob', last_name: 'Smit' });
  await createUser(ctx.db, { username: 'viewer' });
  auth = await login(ctx.app, 'viewer');
  // Desk 1: Anna is checked in today. Desk 2: Bob booked tomorrow afternoon. Desk 3 is closed. Desk 4 is free.
  await insertCheckin(ctx.db, { userId: anna, deskId: s.deskIds[0], roomId: s.roomId });
  await insertBooking(ctx.db, {
    userId: bob,
    deskId: s.deskIds[1],
    timetableId: s.timetableIds[1],
    date: tomorrow,
    start: at(tomorrow, 12),
    end: at(tomorrow, 17),
  });
  await insertBooking(ctx.db, {
    userId: bob,
    deskId: s.deskIds[3],
    timetableId: s.timetableIds[0],
    date: tomorrow,
    start: at(tomorrow, 8),
    end: at(tomorrow, 12),
    cancelled: true,
  });
  await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[2]).execute();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = { authorization: auth }) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('structure endpoints', () => {
  it('require a signed-in user', async () => {
    expect((await get('/api/buildings', {})).statusCode).toBe(401);
  });

  it('GET /api/buildings counts the desks of today', async () => {
    const res = await get('/api/buildings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: s.buildingId, name: 'HQ', desks: 4, reserved_count: 1, out_of_desk: 1, available: 2 },
    ]);
  });

  it('counts per floor follow the asked date', async () => {
    const todayFloors = (await get(`/api/buildings/${s.buildingId}/floors/`)).json();
    expect(todayFloors[0]).toMatchObject({ id: s.floorId, desks: 4, reserved_count: 1, available: 2, has_map: true });
    // Tomorrow Anna's check-in does not count, Bob's booking does; the cancelled one never does.
    const tomorrowFloors = (await get(`/api/buildings/${s.buildingId}/floors/?date_query=${tomorrow}`)).json();
    expect(tomorrowFloors[0]).toMatchObject({ reserved_count: 1, available: 2, out_of_desk: 1 });
  });

  it('GET /api/floors/{id}/rooms/ answers the rooms field with counts', async () => {
    const res = await get(`/api/floors/${s.floorId}/rooms/?date_query=${tomorrow}`);
    expect(res.statusCode).toBe(200);
    const rooms = res.json().rooms as { id: number }[];
    const workspace = rooms.find((r) => r.id === s.roomId);
    const meeting = rooms.find((r) => r.id === s.meetingRoomId);
    expect(workspace).toMatchObject({
      id: s.roomId,
      type: 'WORKSPACE',
      desk_count: 4,
      reservations: 1,
      checkins: 0,
      reserved_count: 1,
    });
    expect(meeting).toMatchObject({ id: s.meetingRoomId, type: 'MEETING', desk_count: 0, x: 80, y: 20 });
  });

  it('desks carry reserved, closed, holder and position for the date', async () => {
    const desks = (await get(`/api/buildings/rooms/${s.roomId}/desks/`)).json();
    expect(desks.map((d: { name: string }) => d.name)).toEqual(['D1', 'D2', 'D3', 'D4']);
    expect(desks[0]).toMatchObject({
      reserved: true,
      is_closed: false,
      user: { id: anna, first_name: 'Anna', last_name: 'Jansen' },
      desk_label: 'Desk 1',
      x: 10,
      y: 50,
    });
    expect(desks[1]).toMatchObject({ reserved: false, user: null });
    expect(desks[2]).toMatchObject({ is_closed: true });
    const tomorrowDesks = (await get(`/api/floors/${s.floorId}/desks?date_query=${tomorrow}`)).json();
    expect(tomorrowDesks[1]).toMatchObject({
      reserved: true,
      user: { id: bob, first_name: 'Bob' },
      room: { id: s.roomId, name: 'Open space' },
    });
    expect(tomorrowDesks[3]).toMatchObject({ reserved: false });
  });

  it('rejects malformed dates and unknown ids', async () => {
    for (const bad of ['2026-13-01', '2026-02-30', 'tomorrow', '20260101']) {
      const res = await get(`/api/floors/${s.floorId}/desks?date_query=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await get('/api/floors/999999/desks')).statusCode).toBe(404);
    expect((await get('/api/buildings/abc/floors/')).statusCode).toBe(400);
    expect((await get('/api/buildings/rooms/999999/desks/')).json().code).toBe('NOT_FOUND');
  });

  it('serves the floor plan at a signed, cacheable URL and refuses tampered ones', async () => {
    const { map } = (await get(`/api/floors/${s.floorId}/map`)).json();
    expect(map).toMatch(/^\/api\/floors\/\d+\/plan\?v=\d+&sig=/);
    expect((await get(`/api/buildings/desks/${s.deskIds[0]}/map`)).json().map).toBe(map);
    const image = await ctx.app.inject({ method: 'GET', url: map });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    const cached = await ctx.app.inject({
      method: 'GET',
      url: map,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: map.replace(`/floors/${s.floorId}/`, `/floors/${s.floorId + 1}/`),
    });
    expect(tampered.statusCode).toBe(404);
  });

  it('answers map null for a floor without a plan', async () => {
    const other = await createStructure(ctx.db, { building: 'Annex', withPlan: false });
    expect((await get(`/api/floors/${other.floorId}/map`)).json()).toEqual({ map: null });
    expect((await get(`/api/floors/${other.floorId}`)).json()).toMatchObject({
      name: 'Floor 1',
      building: { name: 'Annex' },
      map: null,
    });
  });
});
