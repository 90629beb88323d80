import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let staff: string;
let employee: string;
let s: Awaited<ReturnType<typeof createStructure>>;
let ann: number;

/** Monday 1 March 2027, 10:00 (server time): a visit from now until the end time asked. */
const clock = manualClock('2027-03-01T10:00:00');
const at = (hhmm: string) => new Date(`2027-03-01T${hhmm}:00`);

const get = (query: string, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/users/register_guest/desks/?${query}`,
    headers: authorization ? { authorization } : {},
  });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 5 });
  const boss = await createUser(ctx.db, { username: 'boss', staff: true });
  ann = await createUser(ctx.db, { username: 'ann' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'ann');
  const [d1, d2, d3, d4, d5] = s.deskIds;
  // D1: checked in since 08:00, still there.
  await insertCheckin(ctx.db, { userId: ann, deskId: d1!, roomId: s.roomId, created: at('08:00') });
  // D2: checked out at 09:30, before the visit.
  await insertCheckin(ctx.db, {
    userId: boss,
    deskId: d2!,
    roomId: s.roomId,
    created: at('08:00'),
    ended: at('09:30'),
  });
  // D3: booked for the afternoon (12:00-17:00); D4: the same booking, cancelled.
  const slot = { timetableId: s.timetableIds[1]!, date: '2027-03-01', start: at('12:00'), end: at('17:00') };
  await insertBooking(ctx.db, { userId: ann, deskId: d3!, ...slot });
  await insertBooking(ctx.db, { userId: ann, deskId: d4!, ...slot, cancelled: true });
  // D5: closed.
  await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', d5!).execute();
});
afterAll(() => ctx.close());

const register = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/register_guest/', headers: { authorization: staff }, payload });

describe('GET /api/users/register_guest/desks/ (the staff guest form desk list)', () => {
  it('tells, per desk, whether it is occupied or booked during the visit', async () => {
    const res = await get(`room=${s.roomId}&time_end=13:00`, staff);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().map((d: { name: string }) => [d.name, d]));
    expect(byName.D1).toMatchObject({ occupied: true, booked: false, is_closed: false });
    expect(byName.D2).toMatchObject({ occupied: false, booked: false });
    expect(byName.D3).toMatchObject({ occupied: false, booked: true });
    expect(byName.D4).toMatchObject({ occupied: false, booked: false });
    expect(byName.D5).toMatchObject({ is_closed: true });
    expect(res.json().map((d: { name: string }) => d.name)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
  });

  it('a visit that ends before the booking starts does not meet it', async () => {
    const res = await get(`room=${s.roomId}&time_end=12:00`, staff);
    expect(res.json().find((d: { name: string }) => d.name === 'D3')).toMatchObject({ booked: false });
  });

  it('agrees with the registration: an occupied desk is refused, a free one taken', async () => {
    const visit = {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@navy.example',
      company_name: 'US Navy',
      meeting_room: null,
      date: '2027-03-01',
      time_start: '10:00',
      time_end: '11:00',
      visit_person: (
        await ctx.db.selectFrom('users').select('id').where('username', '=', 'ann').executeTakeFirstOrThrow()
      ).id,
    };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register_guest/',
      headers: { authorization: staff },
      payload: { ...visit, desk: s.deskIds[0] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.desk).toEqual(['guest.desk_occupied']);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register_guest/',
      headers: { authorization: staff },
      payload: { ...visit, desk: s.deskIds[1] },
    });
    expect(taken.statusCode).toBe(201);
    const after = await get(`room=${s.roomId}&time_end=11:00`, staff);
    expect(after.json().find((d: { name: string }) => d.name === 'D2')).toMatchObject({ occupied: true });
  });

  it('a guest signed out earlier in the same minute leaves the desk free for the next one (start to the second)', async () => {
    const visit = (first: string, time_start: string) => ({
      first_name: first,
      last_name: 'Lovelace',
      email: `${first.toLowerCase()}@engine.example`,
      company_name: 'Analytical Engines',
      meeting_room: null,
      desk: s.deskIds[3],
      date: '2027-03-01',
      time_start,
      time_end: '11:30',
      visit_person: ann,
    });
    clock.set('2027-03-01T10:20:05');
    const first = await register(visit('Ada', '10:20:05'));
    expect(first.statusCode, first.body).toBe(201);
    const checkin = await ctx.db
      .selectFrom('checkins')
      .select('id')
      .where('guest_name', '=', 'Ada Lovelace')
      .executeTakeFirstOrThrow();
    clock.set('2027-03-01T10:20:20');
    const out = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkins/${checkin.id}/guest_sign_out/`,
      headers: { authorization: staff },
    });
    expect(out.statusCode, out.body).toBe(200);
    clock.set('2027-03-01T10:20:40');
    const list = await get(`room=${s.roomId}&time_end=11:30`, staff);
    expect(list.json().find((d: { name: string }) => d.name === 'D4')).toMatchObject({ occupied: false });
    // Before the first guest left, the desk was theirs: a start in that time is refused.
    const overlapping = await register(visit('Byron', '10:20:10'));
    expect(overlapping.json().errors.desk).toEqual(['guest.desk_occupied']);
    const next = await register(visit('Augusta', '10:20:40'));
    expect(next.statusCode, next.body).toBe(201);
    clock.set('2027-03-01T10:00:00');
  });

  it('answers 400 for bad input and a visit that has already ended', async () => {
    for (const q of [
      `room=${s.roomId}`,
      'time_end=12:00',
      `room=abc&time_end=12:00`,
      `room=${s.roomId}&time_end=25:00`,
    ]) {
      const res = await get(q, staff);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const ended = await get(`room=${s.roomId}&time_end=09:45`, staff);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().errors.time_end).toEqual(['guest.time_end_invalid']);
  });

  it('answers 404 for an unknown room and for a meeting room, which has no desks', async () => {
    expect((await get(`room=999999&time_end=12:00`, staff)).statusCode).toBe(404);
    expect((await get(`room=${s.meetingRoomId}&time_end=12:00`, staff)).statusCode).toBe(404);
  });

  it('is for staff only, and off when guest registration is off', async () => {
    expect((await get(`room=${s.roomId}&time_end=12:00`)).statusCode).toBe(401);
    expect((await get(`room=${s.roomId}&time_end=12:00`, employee)).statusCode).toBe(403);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: staff },
      payload: { enable_register_guest: false },
    });
    const off = await get(`room=${s.roomId}&time_end=12:00`, staff);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('FEATURE_DISABLED');
  });
});
