import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { runSweep } from '../jobs/sweep';

/**
 * A desk or meeting room booked for a registered guest (issue 37, decision 399) on Monday 1 March 2027, 10:00:
 * the host's booking, the registrar its booker, held by the database, released at sign-out or the visit's end.
 */
const clock = manualClock('2027-03-01T10:00:00');
const DAY = '2027-03-01';
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00`);

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  ids.boss = await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Rita', last_name: 'Receptie' });
  ids.ann = await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Host' });
  ids.carl = await createUser(ctx.db, { username: 'carl', first_name: 'Carl', last_name: 'Smit' });
  for (const who of ['boss', 'ann', 'carl']) auth[who] = await login(ctx.app, who);
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who] } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const now = () => {
  const t = clock.now();
  return `${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
};
const register = (
  guest: string,
  place: { desk: number } | { meeting_room: number },
  time_end: string,
  extra: object = { book_place: true },
  who = 'boss',
) =>
  call('POST', '/api/users/register_guest/', who, {
    first_name: guest,
    last_name: 'Guest',
    company_name: 'Visiting BV',
    email: `${guest.toLowerCase()}@guest.example`,
    desk: null,
    meeting_room: null,
    ...place,
    date: DAY,
    time_start: now(),
    time_end,
    visit_person: ids.ann,
    ...extra,
  });
const bookingsOf = (registrationId: number) =>
  ctx.db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'booked_by', 'desk_id', 'room_id', 'timetable_id', 'start_at', 'end_at', 'cancelled_at'])
    .where('guest_registration_id', '=', registrationId)
    .orderBy('start_at')
    .execute();

describe('booking a meeting room for a registered guest', () => {
  it("is the host's booking for the visit, booked by the registrar, shown to the host as for the guest", async () => {
    const res = await register('Grace', { meeting_room: s.meetingRoomId }, '11:30');
    expect(res.statusCode, res.body).toBe(201);
    const { id, booking_ids } = res.json() as { id: number; booking_ids: number[] };
    expect(booking_ids).toHaveLength(1);
    expect(await bookingsOf(id)).toEqual([
      {
        id: booking_ids[0],
        user_id: ids.ann,
        booked_by: ids.boss,
        desk_id: null,
        room_id: s.meetingRoomId,
        timetable_id: null,
        start_at: at('10:00'),
        end_at: at('11:30'),
        cancelled_at: null,
      },
    ]);
    const mine = (await call('GET', '/api/booking/reservations/me', 'ann')).json().list[DAY];
    expect(mine).toMatchObject([
      { id: booking_ids[0], time: '10:00-11:30', guest_name: 'Grace Guest', booked_by: { id: ids.boss } },
    ]);

    // The room is held: a second guest and the host herself are refused while it runs.
    const second = await register('Alan', { meeting_room: s.meetingRoomId }, '11:00');
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ meeting_room: ['guest.meeting_room_occupied'] });
    const registrations = await ctx.db.selectFrom('guest_registrations').select('first_name').execute();
    expect(registrations.map((r) => r.first_name)).toEqual(['Grace']);
    const own = await call('POST', '/api/booking/new/', 'ann', [
      { date: DAY, room_id: s.meetingRoomId, time_start: '11:00', time_end: '12:00' },
    ]);
    expect(own.statusCode).toBe(409);
    // From its end on, the room is free.
    const after = await call('POST', '/api/booking/new/', 'ann', [
      { date: DAY, room_id: s.meetingRoomId, time_start: '11:30', time_end: '12:00' },
    ]);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('without book_place nothing is booked; bad input is 400; only staff', async () => {
    const plain = await register('Edsger', { desk: s.deskIds[3] }, '10:30', {});
    expect(plain.statusCode).toBe(201);
    expect(plain.json().booking_ids).toEqual([]);
    expect(await bookingsOf(plain.json().id)).toEqual([]);

    const bad = await register('Barbara', { desk: s.deskIds[2] }, '12:00', { book_place: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await register('Barbara', { desk: s.deskIds[2] }, '12:00', undefined, 'carl')).statusCode).toBe(403);
    expect((await register('Barbara', { desk: s.deskIds[2] }, '12:00', undefined, '')).statusCode).toBe(401);
    const none = await ctx.db.selectFrom('bookings').select('id').where('desk_id', '=', s.deskIds[2]).execute();
    expect(none).toEqual([]);
  });
});

describe('booking a desk for a registered guest', () => {
  it('books every slot the visit overlaps beside the host’s own desk, and frees them when the guest signs out', async () => {
    clock.set(at('10:05'));
    const [d1, d2] = s.deskIds;
    const hers = await call('POST', '/api/booking/new/', 'ann', [
      { date: DAY, timetable_id: s.timetableIds[1], desk_id: d2 },
    ]);
    expect(hers.statusCode, hers.body).toBe(201);

    const res = await register('Ada', { desk: d1! }, '13:00');
    expect(res.statusCode, res.body).toBe(201);
    const { id, checkin_id } = res.json() as { id: number; checkin_id: number };
    const made = await bookingsOf(id);
    expect(made.map((b) => [b.user_id, b.booked_by, b.desk_id, b.timetable_id])).toEqual([
      [ids.ann, ids.boss, d1, s.timetableIds[0]],
      [ids.ann, ids.boss, d1, s.timetableIds[1]],
    ]);
    const taken = await call('POST', '/api/booking/new/', 'carl', [
      { date: DAY, timetable_id: s.timetableIds[1], desk_id: d1 },
    ]);
    expect(taken.statusCode).toBe(409);
    const again = await register('Linus', { desk: d1! }, '10:30');
    expect(again.json().errors).toEqual({ desk: ['guest.desk_occupied'] });

    clock.set(at('10:30'));
    const out = await call('POST', `/api/checkins/${checkin_id}/guest_sign_out/`, 'boss');
    expect(out.statusCode, out.body).toBe(200);
    expect((await bookingsOf(id)).map((b) => b.cancelled_at)).toEqual([at('10:30'), at('10:30')]);
    const free = await call('POST', '/api/booking/new/', 'carl', [
      { date: DAY, timetable_id: s.timetableIds[1], desk_id: d1 },
    ]);
    expect(free.statusCode, free.body).toBe(201);
  });

  it('the sweep releases a guest’s desk when the visit ends, not before, and never as a no-show', async () => {
    clock.set(at('10:40'));
    const settings = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: auth.boss },
      payload: { auto_release_minutes: 15 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const res = await register('Tim', { desk: s.deskIds[2]! }, '11:15');
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    expect(await bookingsOf(id)).toHaveLength(1);

    clock.set(at('11:14'));
    const early = await runSweep(ctx.app, clock.now());
    expect(early.guest_places_released).toBe(0);
    expect((await bookingsOf(id))[0].cancelled_at).toBeNull();

    clock.set(at('11:15'));
    const ended = await runSweep(ctx.app, clock.now());
    expect(ended.guest_places_released).toBe(1);
    const [row] = await bookingsOf(id);
    expect(row.cancelled_at).toEqual(at('11:15'));
    const released = await ctx.db
      .selectFrom('bookings')
      .select('release_reason')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(released.release_reason).toBeNull();
  });
});
