import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { giveRole } from '../../../test/roles';
import { manualClock } from '../../lib/clock';

/** Reception and location admins register guests at a desk or meeting room of their buildings (decision 401). */
let ctx: TestContext;
let hq: Awaited<ReturnType<typeof createStructure>>;
let annex: Awaited<ReturnType<typeof createStructure>>;
let hostId: number;
const auth: Record<string, string> = {};

/** Monday 1 March 2027, 09:30 (server time). */
const clock = manualClock('2027-03-01T09:30:00');

function form(place: { desk?: number | null; meeting_room?: number | null }, overrides: object = {}) {
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@navy.example',
    company_name: 'US Navy',
    phone_number: null,
    desk: null,
    meeting_room: null,
    ...place,
    date: toApiDate(clock.now()),
    time_start: '09:30:00',
    time_end: '11:00',
    visit_person: hostId,
    ...overrides,
  };
}

const register = (who: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/register_quest/',
    payload,
    headers: { authorization: auth[who] },
  });
const desks = (who: string, room: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/users/register_guest/desks/?room=${room}&time_end=11:00`,
    headers: { authorization: auth[who] },
  });

async function withRole(username: string, role: 'reception' | 'location_admin' | 'analyst', buildingId?: number) {
  const userId = await createUser(ctx.db, { username });
  await giveRole(ctx.db, userId, role, buildingId ? [buildingId] : [], clock.now());
  auth[username] = await login(ctx.app, username);
  return userId;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  hq = await createStructure(ctx.db, { building: 'HQ', desks: 4 });
  annex = await createStructure(ctx.db, { building: 'Annex', desks: 2 });
  await createUser(ctx.db, { username: 'boss', staff: true });
  auth.boss = await login(ctx.app, 'boss');
  hostId = await createUser(ctx.db, { username: 'host', first_name: 'Ada', last_name: 'Lovelace' });
  auth.host = await login(ctx.app, 'host');
  await withRole('desk', 'reception', hq.buildingId);
  await withRole('admin', 'location_admin', hq.buildingId);
  await withRole('numbers', 'analyst');
});
afterAll(() => ctx.close());

describe('guest registration from the dashboard by role (decision 401)', () => {
  it('reception registers a guest at a desk of their building, as themselves', async () => {
    const res = await register('desk', form({ desk: hq.deskIds[0] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ guest_name: 'Grace Hopper', desk: { id: hq.deskIds[0] }, meeting_room: null });
    const row = await ctx.db
      .selectFrom('guest_registrations')
      .innerJoin('users', 'users.id', 'guest_registrations.registered_by')
      .select(['users.username', 'guest_registrations.checkin_id'])
      .where('guest_registrations.id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'desk', checkin_id: res.json().checkin_id });
  });

  it('reception registers a guest in a meeting room of their building', async () => {
    const res = await register('desk', form({ meeting_room: hq.meetingRoomId }));
    expect(res.statusCode).toBe(201);
    expect(res.json().meeting_room).toEqual({ id: hq.meetingRoomId, name: 'Boardroom' });
  });

  it('a location admin registers in their building too', async () => {
    const res = await register('admin', form({ desk: hq.deskIds[1] }));
    expect(res.statusCode).toBe(201);
  });

  it("refuses reception another building's desk or meeting room, and no place, with 403 BUILDING_NOT_PERMITTED", async () => {
    for (const place of [{ desk: annex.deskIds[0] }, { meeting_room: annex.meetingRoomId }, {}, { desk: 999999 }]) {
      const res = await register('desk', form(place));
      expect(res.statusCode, JSON.stringify(place)).toBe(403);
      expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
    }
    const admin = await register('admin', form({ desk: annex.deskIds[0] }));
    expect(admin.json().code).toBe('BUILDING_NOT_PERMITTED');
    const written = await ctx.db.selectFrom('checkins').select('id').where('desk_id', '=', annex.deskIds[0]!).execute();
    expect(written).toEqual([]);
  });

  it('checks the form of reception like that of staff: bad input is 400 with keys per field', async () => {
    const res = await register('desk', form({ desk: hq.deskIds[2] }, { first_name: '', time_end: '25:00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ first_name: ['guest.first_name_fill'], time_end: ['time_end_invalid'] });
    const both = await register('desk', form({ desk: hq.deskIds[2], meeting_room: annex.meetingRoomId }));
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ meeting_room: ['guest.place_one_only'] });
  });

  it('refuses employees and the analyst (no guests permission) with 403 FORBIDDEN', async () => {
    for (const who of ['host', 'numbers']) {
      const res = await register(who, form({ desk: hq.deskIds[3] }));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('staff register anywhere', async () => {
    const res = await register('boss', form({ desk: annex.deskIds[1] }));
    expect(res.statusCode).toBe(201);
  });

  it("gives reception the desk list of their building's rooms only", async () => {
    const own = await desks('desk', hq.roomId);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((d: { id: number }) => d.id)).toEqual(hq.deskIds);
    const other = await desks('desk', annex.roomId);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('BUILDING_NOT_PERMITTED');
    expect((await desks('numbers', hq.roomId)).json().code).toBe('FORBIDDEN');
    expect((await desks('host', hq.roomId)).json().code).toBe('FORBIDDEN');
  });
});
