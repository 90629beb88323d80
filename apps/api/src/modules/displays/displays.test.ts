import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from '../jobs/sweep';

// Monday 1 March 2027, 09:30 in the organisation's time zone; the building is open 08:00-18:00.
const clock = manualClock('2027-03-01T09:30:00');
const TODAY = '2027-03-01';
const local = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00`).toISOString();

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let staff: string;
let employee: string;
let annId: number;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, authorization?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload: payload as object });

/** Pairs a new display to the meeting room the way the tablet and staff do; returns its Authorization header. */
async function pairedDisplay(showTitles = false, roomId = s.meetingRoomId): Promise<string> {
  const start = await call('POST', '/api/displays/pairings');
  expect(start.statusCode).toBe(201);
  const { code, secret } = start.json();
  expect(code).toMatch(/^[A-HJ-KMNP-Z2-9]{6}$/);
  expect((await call('POST', '/api/displays/pairings/claim', undefined, { secret })).json()).toMatchObject({
    status: 'pending',
  });
  const paired = await call('POST', '/api/displays', staff, { room_id: roomId, code, show_titles: showTitles });
  expect(paired.statusCode).toBe(201);
  const claim = await call('POST', '/api/displays/pairings/claim', undefined, { secret });
  expect(claim.json()).toMatchObject({ status: 'paired', room_id: roomId });
  return `Display ${claim.json().token}`;
}

async function roomBooking(userId: number | null, from: string, to: string, title: string | null = null) {
  return ctx.db
    .insertInto('bookings')
    .values({
      user_id: userId,
      walk_up: userId === null,
      room_id: s.meetingRoomId,
      date: TODAY,
      start_at: new Date(`${TODAY}T${from}:00`),
      end_at: new Date(`${TODAY}T${to}:00`),
      title,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const activeBookings = () =>
  ctx.db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'walk_up', 'start_at', 'end_at'])
    .where('room_id', '=', s.meetingRoomId)
    .where('cancelled_at', 'is', null)
    .orderBy('start_at')
    .execute();

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db);
  annId = await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'sam', staff: true });
  staff = await login(ctx.app, 'sam');
  employee = await login(ctx.app, 'ann');
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(new Date('2027-03-01T09:30:00'));
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('display_pairings').execute();
  await ctx.db.deleteFrom('displays').execute();
  await ctx.db.deleteFrom('public_request_counters').execute();
});

describe('pairing a display (decision 215)', () => {
  it('a paired display sees its room; staff list it with its last-seen time', async () => {
    const display = await pairedDisplay();
    const state = await call('GET', '/api/display/room', display);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      room: { id: s.meetingRoomId, name: 'Boardroom', floor: 'Floor 1', building: 'HQ' },
      status: 'free',
      current: null,
      next: [],
      book_now: [
        { minutes: 15, end: local('09:45') },
        { minutes: 30, end: local('10:00') },
        { minutes: 60, end: local('10:30') },
      ],
    });
    const list = await call('GET', `/api/displays?room_id=${s.meetingRoomId}`, staff);
    expect(list.json().list).toEqual([
      expect.objectContaining({ room_id: s.meetingRoomId, last_seen_at: local('09:30') }),
    ]);
  });

  it('a wrong code, an expired code and a code used twice answer 400 PAIRING_CODE_INVALID', async () => {
    const { code, secret } = (await call('POST', '/api/displays/pairings')).json();
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const res = await call('POST', '/api/displays', staff, { room_id: s.meetingRoomId, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAIRING_CODE_INVALID');

    clock.advance(10 * 60_000);
    const late = await call('POST', '/api/displays', staff, { room_id: s.meetingRoomId, code });
    expect(late.json().code).toBe('PAIRING_CODE_INVALID');
    const claim = await call('POST', '/api/displays/pairings/claim', undefined, { secret });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().code).toBe('PAIRING_CODE_INVALID');

    const fresh = (await call('POST', '/api/displays/pairings')).json();
    clock.advance(9 * 60_000);
    const ok = await call('POST', '/api/displays', staff, { room_id: s.meetingRoomId, code: fresh.code.toLowerCase() });
    expect(ok.statusCode).toBe(201);
    const again = await call('POST', '/api/displays', staff, { room_id: s.meetingRoomId, code: fresh.code });
    expect(again.json().code).toBe('PAIRING_CODE_INVALID');
    expect((await call('POST', '/api/displays/pairings/claim', undefined, fresh)).json().status).toBe('paired');
    const twice = await call('POST', '/api/displays/pairings/claim', undefined, fresh);
    expect(twice.json().code).toBe('PAIRING_CODE_INVALID');
  });

  it('refuses bad input, a workspace room, and anyone but staff', async () => {
    const { code } = (await call('POST', '/api/displays/pairings')).json();
    expect((await call('POST', '/api/displays', staff, { room_id: s.meetingRoomId, code: 'AB' })).statusCode).toBe(400);
    const workspace = await call('POST', '/api/displays', staff, { room_id: s.roomId, code });
    expect(workspace.json().code).toBe('NOT_A_MEETING_ROOM');
    expect((await call('POST', '/api/displays', staff, { room_id: 99999, code })).statusCode).toBe(404);
    expect((await call('POST', '/api/displays', employee, { room_id: s.meetingRoomId, code })).statusCode).toBe(403);
    expect((await call('POST', '/api/displays', undefined, { room_id: s.meetingRoomId, code })).statusCode).toBe(401);
    expect((await call('GET', `/api/displays?room_id=${s.meetingRoomId}`, employee)).statusCode).toBe(403);
  });

  it('new pairings are rate-limited per client address', async () => {
    for (let i = 0; i < 10; i++) expect((await call('POST', '/api/displays/pairings')).statusCode).toBe(201);
    const res = await call('POST', '/api/displays/pairings');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('a revoked display gets 401 DISPLAY_UNPAIRED at once and is no longer listed', async () => {
    const display = await pairedDisplay();
    const [{ id }] = (await call('GET', `/api/displays?room_id=${s.meetingRoomId}`, staff)).json().list;
    expect((await call('DELETE', `/api/displays/${id}`, employee)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/displays/${id}`, staff)).statusCode).toBe(204);
    const res = await call('GET', '/api/display/room', display);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('DISPLAY_UNPAIRED');
    expect((await call('POST', '/api/display/room/book', display, { minutes: 15 })).statusCode).toBe(401);
    expect((await call('GET', `/api/displays?room_id=${s.meetingRoomId}`, staff)).json().list).toEqual([]);
    expect((await call('DELETE', `/api/displays/${id}`, staff)).statusCode).toBe(404);
  });
});

describe("a display's token reaches only its own room", () => {
  it('every route that needs a session answers the device token 401', async () => {
    const display = await pairedDisplay();
    const wrong: string[] = [];
    const routes = ctx.app
      .routeAccessTable()
      .filter(
        (r) =>
          r.url.startsWith('/api') &&
          r.access !== 'public' &&
          ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
      );
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const res = await call(route.method as Method, route.url.replace(/:\w+/g, '1'), display, {});
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('without a token, with a session token or a made-up one, the display routes answer 401', async () => {
    for (const auth of [undefined, employee, staff, 'Display not-a-real-token-at-all-000000'])
      expect((await call('GET', '/api/display/room', auth)).json().code).toBe('DISPLAY_UNPAIRED');
  });

  it("another room's booking cannot be ended or extended from this display", async () => {
    const display = await pairedDisplay();
    const other = await ctx.db
      .insertInto('rooms')
      .values({ floor_id: s.floorId, name: 'Huddle', type: 'MEETING' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await ctx.db
      .insertInto('bookings')
      .values({
        user_id: annId,
        room_id: other.id,
        date: TODAY,
        start_at: new Date(`${TODAY}T09:00:00`),
        end_at: new Date(`${TODAY}T10:00:00`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const end = await call('POST', '/api/display/room/end', display, { booking_id: theirs.id });
    expect(end.statusCode).toBe(404);
    const ext = await call('POST', '/api/display/room/extend', display, { booking_id: theirs.id, minutes: 15 });
    expect(ext.statusCode).toBe(404);
  });
});

describe('actions at the door', () => {
  it("book now is a walk-up booking in nobody's name, capped by the next booking", async () => {
    const display = await pairedDisplay(true);
    await roomBooking(annId, '09:50', '10:30', 'Planning');
    const state = (await call('GET', '/api/display/room', display)).json();
    expect(state.book_now).toEqual([
      { minutes: 15, end: local('09:45') },
      { minutes: 30, end: local('09:50') },
    ]);
    expect(state.next).toEqual([expect.objectContaining({ title: 'Planning', walk_up: false })]);
    const res = await call('POST', '/api/display/room/book', display, { minutes: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'busy',
      current: { walk_up: true, checked_in: true, end: local('09:50') },
    });
    const [walkUp] = await activeBookings();
    expect(walkUp).toMatchObject({ user_id: null, walk_up: true });
    const busy = await call('POST', '/api/display/room/book', display, { minutes: 15 });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('ROOM_NOT_FREE');
    expect((await call('POST', '/api/display/room/book', display, { minutes: 20 })).statusCode).toBe(400);
  });

  it('hides titles unless the display was paired to show them', async () => {
    const display = await pairedDisplay(false);
    await roomBooking(annId, '09:00', '10:00', 'Secret merger');
    expect((await call('GET', '/api/display/room', display)).json().current).toMatchObject({ title: null });
  });

  it('two displays booking the same room at once: one wins, the database decides', async () => {
    const [a, b] = [await pairedDisplay(), await pairedDisplay()];
    const answers = await Promise.all([
      call('POST', '/api/display/room/book', a, { minutes: 30 }),
      call('POST', '/api/display/room/book', b, { minutes: 30 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('ROOM_NOT_FREE');
    expect(await activeBookings()).toHaveLength(1);
  });

  it('outside opening hours book now answers ROOM_BOOKING_CLOSED', async () => {
    const display = await pairedDisplay();
    clock.set(new Date(`${TODAY}T18:05:00`));
    expect((await call('GET', '/api/display/room', display)).json().book_now).toEqual([]);
    const res = await call('POST', '/api/display/room/book', display, { minutes: 15 });
    expect(res.json().code).toBe('ROOM_BOOKING_CLOSED');
  });

  it("check in checks the booking's owner in to the room, and that counts for auto-release", async () => {
    const display = await pairedDisplay();
    const { id } = await roomBooking(annId, '09:15', '10:00');
    expect((await call('GET', '/api/display/room', display)).json().current).toMatchObject({ id, can_check_in: true });
    const res = await call('POST', '/api/display/room/checkin', display, { booking_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().current).toMatchObject({ checked_in: true, can_check_in: false });
    const checkin = await ctx.db.selectFrom('checkins').selectAll().executeTakeFirstOrThrow();
    expect(checkin).toMatchObject({ user_id: annId, room_id: s.meetingRoomId, booking_id: id, type: 'MEETING' });
  });

  it('auto-release spares a meeting checked in at the door and a walk-up, and releases the absent', async () => {
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
    const display = await pairedDisplay();
    const huddle = await ctx.db
      .insertInto('rooms')
      .values({ floor_id: s.floorId, name: 'Quiet room', type: 'MEETING' })
      .returning('id')
      .executeTakeFirstOrThrow();
    clock.set(new Date(`${TODAY}T09:05:00`));
    const checked = await roomBooking(annId, '09:00', '10:00');
    const walkUp = await ctx.db
      .insertInto('bookings')
      .values({
        user_id: null,
        walk_up: true,
        room_id: huddle.id,
        date: TODAY,
        start_at: new Date(`${TODAY}T09:00:00`),
        end_at: new Date(`${TODAY}T10:00:00`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const absent = await ctx.db
      .insertInto('bookings')
      .values({
        user_id: annId,
        desk_id: s.deskIds[0],
        timetable_id: s.timetableIds[0],
        date: TODAY,
        start_at: new Date(`${TODAY}T08:00:00`),
        end_at: new Date(`${TODAY}T12:00:00`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('POST', '/api/display/room/checkin', display, { booking_id: checked.id })).statusCode).toBe(200);
    clock.set(new Date(`${TODAY}T09:20:00`));
    await runSweep(ctx.app, clock.now());
    const released = await ctx.db.selectFrom('bookings').select('id').where('release_reason', '=', 'no_show').execute();
    expect(released.map((r) => r.id)).toEqual([absent.id]);
    expect([checked.id, walkUp.id]).not.toContain(absent.id);
    await ctx.db.deleteFrom('settings').execute();
    await ctx.db.deleteFrom('bookings').execute();
    await ctx.db.deleteFrom('rooms').where('id', '=', huddle.id).execute();
  });

  it('a check-in to a released booking says so, and writes nothing', async () => {
    const display = await pairedDisplay();
    const { id } = await roomBooking(annId, '09:15', '10:00');
    await ctx.db
      .updateTable('bookings')
      .set({ cancelled_at: new Date(), released_at: new Date(), release_reason: 'no_show' })
      .execute();
    const res = await call('POST', '/api/display/room/checkin', display, { booking_id: id });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NO_EXISTS');
    expect(await ctx.db.selectFrom('checkins').selectAll().execute()).toEqual([]);
  });

  it('end early frees the room this minute and ends its check-ins', async () => {
    const display = await pairedDisplay();
    const { id } = await roomBooking(annId, '09:00', '10:00');
    await call('POST', '/api/display/room/checkin', display, { booking_id: id });
    const res = await call('POST', '/api/display/room/end', display, { booking_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'free', current: null });
    const [row] = await ctx.db.selectFrom('bookings').select(['end_at', 'cancelled_at']).execute();
    expect(row.end_at.toISOString()).toBe(local('09:30'));
    expect(row.cancelled_at).toBeNull();
    const open = await ctx.db.selectFrom('checkins').selectAll().where('deactivated_at', 'is', null).execute();
    expect(open).toEqual([]);
    const again = await call('POST', '/api/display/room/end', display, { booking_id: id });
    expect(again.json().code).toBe('BOOKING_ENDED');
  });

  it('end early in the middle of a minute, then book now in that minute: the room is free for it', async () => {
    const display = await pairedDisplay();
    const { id } = await roomBooking(annId, '09:00', '10:00');
    clock.set(new Date('2027-03-01T09:30:40'));
    expect((await call('POST', '/api/display/room/end', display, { booking_id: id })).statusCode).toBe(200);
    const book = await call('POST', '/api/display/room/book', display, { minutes: 15 });
    expect(book.statusCode).toBe(200);
    expect(book.json().current).toMatchObject({ walk_up: true, start: local('09:30'), end: local('09:45') });
    const ended = await ctx.db.selectFrom('bookings').select('end_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(ended.end_at.toISOString()).toBe(local('09:30'));
  });

  it('extend is offered up to the next booking; the database refuses a clash', async () => {
    const display = await pairedDisplay();
    const { id } = await roomBooking(annId, '09:00', '10:00');
    await roomBooking(null, '10:20', '11:00');
    const state = (await call('GET', '/api/display/room', display)).json();
    expect(state.extend).toEqual([
      { minutes: 15, end: local('10:15') },
      { minutes: 30, end: local('10:20') },
    ]);
    const res = await call('POST', '/api/display/room/extend', display, { booking_id: id, minutes: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json().current).toMatchObject({ id, end: local('10:20') });
    expect(res.json().extend).toEqual([]);
    const none = await call('POST', '/api/display/room/extend', display, { booking_id: id, minutes: 15 });
    expect(none.json().code).toBe('ROOM_NOT_FREE');
  });

  it('the database keeps a walk-up booking to rooms and without a person', async () => {
    await expect(
      ctx.db
        .insertInto('bookings')
        .values({
          user_id: annId,
          walk_up: true,
          room_id: s.meetingRoomId,
          date: TODAY,
          start_at: new Date(),
          end_at: new Date(Date.now() + 60_000),
        })
        .execute(),
    ).rejects.toThrow(/bookings_walk_up_has_no_person/);
  });
});
