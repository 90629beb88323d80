import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;
/** The app's clock: Monday 1 March 2027, 10:00 server time (every test sees the same day and hour). */
const clock = manualClock('2027-03-01T10:00:00');
const today = toApiDate(clock.now());
const HOUR = 3600_000;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', first_name: 'Ann' }),
    bas: await createUser(ctx.db, { username: 'bas' }),
  };
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas') };
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('notifiers').execute();
  await ctx.db.deleteFrom('messages').execute();
  await ctx.db.deleteFrom('settings').execute();
  await ctx.db.updateTable('desks').set({ is_closed: false }).execute();
});

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const checkin = (who: string, body: unknown) => req('POST', '/api/checkins/', who, body);
const open = () =>
  ctx.db
    .selectFrom('checkins')
    .select(['id', 'user_id', 'desk_id', 'room_id', 'type', 'booking_id'])
    .where('deactivated_at', 'is', null)
    .execute();

describe('POST checkins', () => {
  it('checks in at a desk, in a meeting room and at home; the new one ends the previous', async () => {
    const desk = await checkin('ann', { desk: s.deskIds[0] });
    expect(desk.statusCode).toBe(201);
    expect(desk.json()).toMatchObject({
      type: 'WORKSPACE',
      desk: { id: s.deskIds[0], name: 'D1' },
      floor_name: 'Floor 1',
      building_name: 'HQ',
    });
    const room = await checkin('ann', { room: s.meetingRoomId });
    expect(room.json()).toMatchObject({
      type: 'MEETING',
      room: { id: s.meetingRoomId, name: 'Boardroom' },
      desk: null,
    });
    const home = await checkin('ann', { homework: true });
    expect(home.json()).toMatchObject({ type: 'HOMEWORK', desk: null, room: null });
    expect(await open()).toEqual([expect.objectContaining({ user_id: ids.ann, type: 'HOMEWORK' })]);
    // the same check-in again is the same check-in
    const again = await checkin('ann', { homework: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(home.json().id);
    // users/self shows it
    expect((await req('GET', '/api/users/self/', 'ann')).json().active_checkins).toEqual([
      expect.objectContaining({ id: home.json().id, type: 'HOMEWORK' }),
    ]);
  });

  it("links the check-in to the user's booking of that desk today", async () => {
    const now = clock.now().getTime();
    const bookingId = await insertBooking(ctx.db, {
      userId: ids.ann,
      deskId: s.deskIds[1],
      timetableId: s.timetableIds[0],
      date: today,
      start: new Date(now - HOUR),
      end: new Date(now + HOUR),
    });
    await checkin('ann', { desk: s.deskIds[1] });
    expect(await open()).toEqual([expect.objectContaining({ desk_id: s.deskIds[1], booking_id: bookingId })]);
    // pending_bookings no longer lists a booking that was checked in
    expect((await req('GET', '/api/users/self/', 'ann')).json().pending_bookings).toEqual([]);
  });

  it('answers Desk is occupied for a desk someone else holds now', async () => {
    await insertCheckin(ctx.db, { userId: ids.bas, deskId: s.deskIds[0], roomId: s.roomId });
    const res = await checkin('ann', { desk: s.deskIds[0] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DESK_OCCUPIED', message: 'Desk is occupied' });
    const now = clock.now().getTime();
    // someone else's booking running now
    await insertBooking(ctx.db, {
      userId: ids.bas,
      deskId: s.deskIds[1],
      timetableId: s.timetableIds[0],
      date: today,
      start: new Date(now - HOUR),
      end: new Date(now + HOUR),
    });
    expect((await checkin('ann', { desk: s.deskIds[1] })).json().code).toBe('DESK_OCCUPIED');
    // someone else's later booking today blocks a walk-in, but not the holder of an earlier booking there
    await insertBooking(ctx.db, {
      userId: ids.bas,
      deskId: s.deskIds[2],
      timetableId: s.timetableIds[1],
      date: today,
      start: new Date(now + 2 * HOUR),
      end: new Date(now + 3 * HOUR),
    });
    expect((await checkin('ann', { desk: s.deskIds[2] })).json().code).toBe('DESK_OCCUPIED');
    await insertBooking(ctx.db, {
      userId: ids.ann,
      deskId: s.deskIds[2],
      timetableId: s.timetableIds[0],
      date: today,
      start: new Date(now - HOUR),
      end: new Date(now + HOUR),
    });
    expect((await checkin('ann', { desk: s.deskIds[2] })).statusCode).toBe(201);
  });

  it('refuses closed desks, read-only types and rooms that are not meeting rooms', async () => {
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[3]).execute();
    expect((await checkin('ann', { desk: s.deskIds[3] })).json().code).toBe('DESK_CLOSED');
    expect((await checkin('ann', { room: s.roomId })).json().code).toBe('NOT_A_MEETING_ROOM');
    for (const [key, body] of [
      ['checkin_workspace_read_only_mode', { desk: s.deskIds[0] }],
      ['checkin_meeting_read_only_mode', { room: s.meetingRoomId }],
      ['checkin_homework_read_only_mode', { homework: true }],
    ] as const) {
      await ctx.db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(true) })
        .execute();
      const res = await checkin('ann', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CHECKIN_READ_ONLY');
      await ctx.db.deleteFrom('settings').execute();
      expect((await checkin('ann', body)).statusCode).toBe(201);
    }
  });

  it('answers 400 for bad bodies, 404 for unknown places, 401 without sign-in', async () => {
    for (const body of [
      {},
      { desk: s.deskIds[0], homework: true },
      { desk: 'x' },
      { homework: false },
      { desk: s.deskIds[0], extra: 1 },
    ]) {
      const res = await checkin('ann', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await checkin('ann', { desk: 999999 })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await checkin('ann', { room: 999999 })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/checkins/', payload: { homework: true } })).statusCode,
    ).toBe(401);
  });

  it("moving to another desk tells the old desk's watchers once", async () => {
    await req('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'bas');
    await checkin('ann', { desk: s.deskIds[0] });
    await checkin('ann', { desk: s.deskIds[1] });
    expect(await ctx.db.selectFrom('messages').select(['user_id', 'kind']).execute()).toEqual([
      { user_id: ids.bas, kind: 'desk_free' },
    ]);
  });
});

describe('DELETE checkins/{id}', () => {
  it("checks out one's own check-in, tells the watchers; another user is refused", async () => {
    await req('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'bas');
    const created = (await checkin('ann', { desk: s.deskIds[0] })).json();
    const other = await req('DELETE', `/api/checkins/${created.id}`, 'bas');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    expect(await open()).toHaveLength(1);
    expect((await req('DELETE', `/api/checkins/${created.id}`, 'ann')).statusCode).toBe(204);
    expect(await open()).toHaveLength(0);
    expect(await ctx.db.selectFrom('messages').select(['user_id']).execute()).toEqual([{ user_id: ids.bas }]);
    const again = await req('DELETE', `/api/checkins/${created.id}`, 'ann');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NO_EXISTS');
    // the desk is free again for others
    expect((await checkin('bas', { desk: s.deskIds[0] })).statusCode).toBe(201);
  });

  it('answers 404 for unknown, 400 for malformed ids, 401 without sign-in', async () => {
    expect((await req('DELETE', '/api/checkins/999999', 'ann')).json().code).toBe('NOT_FOUND');
    expect((await req('DELETE', '/api/checkins/abc', 'ann')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/checkins/1' })).statusCode).toBe(401);
  });
});
