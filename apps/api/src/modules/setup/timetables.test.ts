import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let ownerId: number;
let deskId: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  ownerId = await createUser(ctx.db, { username: 'owner' });
  staff = await login(ctx.app, 'boss');
  const b = await ctx.db.insertInto('buildings').values({ name: 'HQ' }).returning('id').executeTakeFirstOrThrow();
  const f = await ctx.db
    .insertInto('floors')
    .values({ name: 'F', building_id: b.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await ctx.db
    .insertInto('rooms')
    .values({ name: 'R', floor_id: f.id, type: 'WORKSPACE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  deskId = (
    await ctx.db.insertInto('desks').values({ name: 'D', room_id: r.id }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/setup${url}`,
    payload: payload as object,
    headers: { authorization: staff },
  });

describe('time slots', () => {
  it('creates slots that touch but do not overlap, ordered by start', async () => {
    const pm = await call('POST', '/timetables', { name: 'Afternoon', start_time: '12:00', end_time: '17:00' });
    expect(pm.statusCode).toBe(201);
    expect(pm.json()).toMatchObject({ name: 'Afternoon', start_time: '12:00', end_time: '17:00', version: 1 });
    expect(
      (await call('POST', '/timetables', { name: 'Morning', start_time: '08:00', end_time: '12:00' })).statusCode,
    ).toBe(201);
    expect((await call('GET', '/timetables')).json().map((t: { name: string }) => t.name)).toEqual([
      'Morning',
      'Afternoon',
    ]);
  });

  it('refuses an overlapping slot (409 SLOT_OVERLAP) and bad times (400)', async () => {
    const overlap = await call('POST', '/timetables', { name: 'Lunch', start_time: '11:30', end_time: '13:00' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'SLOT_OVERLAP', overlaps: { name: 'Morning' } });
    expect(
      (await call('POST', '/timetables', { name: 'Inside', start_time: '09:00', end_time: '10:00' })).statusCode,
    ).toBe(409);
    for (const payload of [
      { name: 'Back', start_time: '10:00', end_time: '09:00' },
      { name: 'Bad', start_time: '25:00', end_time: '26:00' },
      { name: '', start_time: '18:00', end_time: '19:00' },
      { name: 'Evening', start_time: '18:00' },
    ]) {
      expect((await call('POST', '/timetables', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('edits a slot with its version; a stale version or an overlap is refused', async () => {
    const [morning] = (await call('GET', '/timetables')).json();
    const ok = await call('PATCH', `/timetables/${morning.id}`, {
      version: morning.version,
      name: 'Early',
      start_time: '07:30',
    });
    expect(ok.json()).toMatchObject({ name: 'Early', start_time: '07:30', end_time: '12:00', version: 2 });
    expect((await call('PATCH', `/timetables/${morning.id}`, { version: 1, name: 'Stale' })).json().code).toBe(
      'CONFLICT',
    );
    expect((await call('PATCH', `/timetables/${morning.id}`, { version: 2, end_time: '13:00' })).json().code).toBe(
      'SLOT_OVERLAP',
    );
    expect((await call('PATCH', `/timetables/${morning.id}`, { version: 2, end_time: '07:00' })).statusCode).toBe(400);
  });

  it('deleting a slot with future bookings needs release; a used slot stays for history, inactive', async () => {
    const [, afternoon] = (await call('GET', '/timetables')).json();
    const date = addDays(toApiDate(clock.now()), 2);
    await insertBooking(ctx.db, {
      userId: ownerId,
      deskId,
      timetableId: afternoon.id,
      date,
      start: new Date(clock.now().getTime() + 2 * 86400_000),
      end: new Date(clock.now().getTime() + 2 * 86400_000 + 3600_000),
    });
    const refused = await call('DELETE', `/timetables/${afternoon.id}`);
    expect(refused.json()).toMatchObject({ code: 'HAS_FUTURE_BOOKINGS', count: 1 });
    const moved = await call('PATCH', `/timetables/${afternoon.id}`, {
      version: afternoon.version,
      start_time: '13:00',
    });
    expect(moved.json()).toMatchObject({ code: 'HAS_FUTURE_BOOKINGS', count: 1 });
    const released = await call('DELETE', `/timetables/${afternoon.id}?release=true`);
    expect(released.json()).toEqual({ deleted: true, released_bookings: 1 });
    const row = await ctx.db
      .selectFrom('timetables')
      .select('is_active')
      .where('id', '=', afternoon.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(false);
    expect((await call('GET', '/timetables')).json()).toHaveLength(1);
    expect(await ctx.db.selectFrom('messages').select('id').where('user_id', '=', ownerId).execute()).toHaveLength(1);
    // the freed period can hold a new slot
    expect(
      (await call('POST', '/timetables', { name: 'Late', start_time: '12:00', end_time: '18:00' })).statusCode,
    ).toBe(201);
    const actions = (await ctx.db.selectFrom('audit_log').select('action').execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['timetable.create', 'timetable.update', 'timetable.delete']));
  });
});

describe('booking rules through the settings endpoint', () => {
  it('staff set bookable days, read-only check-in types, flags and logo; limits live on buildings and floors', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: staff },
      payload: {
        bookable_days: 14,
        checkin_meeting_read_only_mode: true,
        menu_enable_booking: false,
        theme_logo: 'https://cdn.example.test/logo.png',
      },
    });
    expect(res.statusCode).toBe(200);
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' })).json();
    expect(config.booking.bookable_days).toBe(14);
    expect(config.checkin_meeting_read_only_mode).toBe(true);
    expect(config.theme).toMatchObject({ menu_enable_booking: false, logo: 'https://cdn.example.test/logo.png' });
    const buildings = (await call('GET', '/buildings')).json();
    const limited = await call('PATCH', `/buildings/${buildings[0].id}`, {
      version: buildings[0].version,
      booking_limit: 25,
    });
    expect(limited.json().booking_limit).toBe(25);
    const cleared = await call('PATCH', `/buildings/${buildings[0].id}`, {
      version: buildings[0].version + 1,
      booking_limit: null,
    });
    expect(cleared.json().booking_limit).toBeNull();
  });
});
