import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

// 2030-03-04 09:07 in the organisation's (the process's) time zone; the window is 10 days.
const clock = manualClock(new Date('2030-03-04T09:07:00'));
const TODAY = '2030-03-04';
const TOMORROW = '2030-03-05';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const tokens: Record<string, string> = {};

const req = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, who: string | null, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: tokens[who] } : {}, payload: payload as object });
const book = (who: string, items: unknown[]) => req('POST', '/api/booking/new/', who, items);
const room = (over: Record<string, unknown> = {}) => ({
  date: TOMORROW,
  room_id: s.meetingRoomId,
  time_start: '10:00',
  time_end: '11:00',
  ...over,
});
const activeRoomBookings = () =>
  ctx.db
    .selectFrom('bookings')
    .selectAll()
    .where('room_id', '=', s.meetingRoomId)
    .where('cancelled_at', 'is', null)
    .orderBy('start_at')
    .execute();

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db);
  await ctx.db
    .updateTable('rooms')
    .set({ capacity: 6, equipment: ['screen', 'whiteboard'] })
    .where('id', '=', s.meetingRoomId)
    .execute();
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'bob' });
  await createUser(ctx.db, { username: 'sam', staff: true });
  for (const u of ['ann', 'bob', 'sam']) tokens[u] = await login(ctx.app, u);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(new Date('2030-03-04T09:07:00'));
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('settings').execute();
  await ctx.db.updateTable('buildings').set({ opens_at: '08:00', closes_at: '18:00' }).execute();
  ctx.app.liveCache.clear();
});

describe('POST booking/new with room items (decision 130)', () => {
  it('books a room with a title and attendees; reservations list it with room {id, name}', async () => {
    const res = await book('ann', [room({ title: 'Planning', attendees: 4 })]);
    expect(res.statusCode).toBe(201);
    const [created] = res.json().bookings;
    expect(created).toMatchObject({
      date: TOMORROW,
      time: '10:00-11:00',
      room_id: s.meetingRoomId,
      desk_id: null,
      timetable_id: null,
    });
    const rows = await activeRoomBookings();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Planning', attendees: 4, timetable_id: null, desk_id: null });
    expect(rows[0].start_at.getTime()).toBe(new Date(`${TOMORROW}T10:00:00`).getTime());
    expect(rows[0].end_at.getTime()).toBe(new Date(`${TOMORROW}T11:00:00`).getTime());
    const list = (await req('GET', '/api/booking/reservations/me/', 'ann')).json().list;
    expect(list[TOMORROW]).toHaveLength(1);
    expect(list[TOMORROW][0]).toMatchObject({
      id: created.id,
      time: '10:00-11:00',
      desk: null,
      room: { id: s.meetingRoomId, name: 'Boardroom' },
      timetable_id: null,
      title: 'Planning',
      attendees: 4,
      floor_name: 'Floor 1',
      building_name: 'HQ',
    });
    // Confirmations work as for desks: one opens a day before the start.
    const confirmation = await ctx.db
      .selectFrom('booking_confirmations')
      .select('opens_at')
      .where('booking_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(confirmation.opens_at.getTime()).toBe(new Date(`${TOMORROW}T10:00:00`).getTime() - 24 * 3600_000);
  });

  it('lets touching ranges both succeed and refuses an overlap with ERROR_CONFLICT_BOOKING', async () => {
    expect((await book('ann', [room()])).statusCode).toBe(201);
    expect((await book('bob', [room({ time_start: '11:00', time_end: '12:00' })])).statusCode).toBe(201);
    expect((await book('bob', [room({ time_start: '09:00', time_end: '10:00' })])).statusCode).toBe(201);
    for (const [a, b] of [
      ['10:30', '11:30'],
      ['09:45', '10:15'],
      ['10:00', '11:00'],
      ['08:30', '11:30'],
    ]) {
      const res = await book('bob', [room({ time_start: a, time_end: b, attendees: 2 })]);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ERROR_CONFLICT_BOOKING');
    }
    expect(await activeRoomBookings()).toHaveLength(3);
  });

  it('refuses two overlapping items in one request, and a desk item with them is not written either', async () => {
    const res = await book('ann', [
      { date: TOMORROW, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] },
      room(),
      room({ time_start: '10:45', time_end: '11:15' }),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ERROR_CONFLICT_BOOKING');
    expect(await ctx.db.selectFrom('bookings').select('id').execute()).toHaveLength(0);
  });

  it('books desks and rooms together in one request', async () => {
    const res = await book('ann', [{ date: TOMORROW, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] }, room()]);
    expect(res.statusCode).toBe(201);
    expect(res.json().bookings).toHaveLength(2);
  });

  it('keeps to the 15-minute grid (ROOM_BOOKING_GRID)', async () => {
    for (const [a, b] of [
      ['10:10', '11:00'],
      ['10:00', '10:50'],
      ['11:00', '10:00'],
      ['10:00', '10:00'],
    ]) {
      const res = await book('ann', [room({ time_start: a, time_end: b })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ROOM_BOOKING_GRID');
      expect(res.json().message).toBeTruthy();
    }
    expect((await book('ann', [room({ time_start: '10:15', time_end: '10:45' })])).statusCode).toBe(201);
  });

  it("keeps within the building's opening hours, which staff can change (ROOM_BOOKING_CLOSED)", async () => {
    for (const [a, b] of [
      ['07:30', '08:30'],
      ['17:30', '18:15'],
    ]) {
      const res = await book('ann', [room({ time_start: a, time_end: b })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ROOM_BOOKING_CLOSED');
    }
    expect((await book('ann', [room({ time_start: '08:00', time_end: '09:00' })])).statusCode).toBe(201);
    expect((await book('ann', [room({ time_start: '17:00', time_end: '18:00' })])).statusCode).toBe(201);
    await ctx.db.updateTable('buildings').set({ opens_at: '07:00' }).execute();
    ctx.app.liveCache.clear();
    expect((await book('ann', [room({ time_start: '07:00', time_end: '07:30' })])).statusCode).toBe(201);
  });

  it('allows no more people than seats (ROOM_TOO_SMALL)', async () => {
    const res = await book('ann', [room({ attendees: 7 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ROOM_TOO_SMALL');
    expect((await book('ann', [room({ attendees: 6 })])).statusCode).toBe(201);
  });

  it('refuses the past: an earlier date or a start before the current quarter hour (BOOKING_PAST_DATE)', async () => {
    for (const item of [room({ date: '2030-03-03' }), room({ date: TODAY, time_start: '08:45', time_end: '09:30' })]) {
      const res = await book('ann', [item]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BOOKING_PAST_DATE');
    }
    // 09:07: the running quarter (09:00) may still be booked.
    expect((await book('ann', [room({ date: TODAY, time_start: '09:00', time_end: '09:30' })])).statusCode).toBe(201);
  });

  it('refuses a date beyond bookable_days (BOOKING_OUT_OF_RANGE)', async () => {
    const res = await book('ann', [room({ date: '2030-03-14' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BOOKING_OUT_OF_RANGE');
    expect((await book('ann', [room({ date: '2030-03-13' })])).statusCode).toBe(201);
  });

  it('refuses a booking longer than the maximum staff set (ROOM_BOOKING_TOO_LONG)', async () => {
    const long = room({ time_start: '08:00', time_end: '12:15' });
    expect((await book('ann', [long])).json().code).toBe('ROOM_BOOKING_TOO_LONG');
    expect((await book('ann', [room({ time_start: '08:00', time_end: '12:00' })])).statusCode).toBe(201);
    const patch = await req('PATCH', '/api/configuration/settings/', 'sam', { room_booking_max_minutes: 60 });
    expect(patch.statusCode).toBe(200);
    const res = await book('ann', [room({ time_start: '13:00', time_end: '14:30' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ROOM_BOOKING_TOO_LONG');
    expect((await book('ann', [room({ time_start: '13:00', time_end: '14:00' })])).statusCode).toBe(201);
    expect(
      (await req('PATCH', '/api/configuration/settings/', 'ann', { room_booking_max_minutes: 60 })).statusCode,
    ).toBe(403);
    for (const bad of [10, 0, 1445, '60'])
      expect(
        (await req('PATCH', '/api/configuration/settings/', 'sam', { room_booking_max_minutes: bad })).statusCode,
      ).toBe(400);
  });

  it('books only meeting rooms that exist', async () => {
    const workspace = await book('ann', [room({ room_id: s.roomId })]);
    expect(workspace.statusCode).toBe(400);
    expect(workspace.json().code).toBe('NOT_A_MEETING_ROOM');
    const unknown = await book('ann', [room({ room_id: 999999 })]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('answers bad input with VALIDATION_ERROR and asks for a sign-in', async () => {
    for (const item of [
      room({ time_start: '25:00' }),
      room({ time_end: '10:0' }),
      room({ title: 'x'.repeat(201) }),
      room({ attendees: 0 }),
      room({ attendees: 2.5 }),
      room({ extra: true }),
      { date: TOMORROW, room_id: s.meetingRoomId, time_start: '10:00' },
      room({ date: '2030-02-30' }),
    ]) {
      const res = await book('ann', [item]);
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await req('POST', '/api/booking/new/', null, [room()])).statusCode).toBe(401);
    expect(await ctx.db.selectFrom('bookings').select('id').execute()).toHaveLength(0);
  });
});

describe('room bookings: cancel and check in', () => {
  it('cancels one’s own room booking; another employee can neither cancel nor confirm it', async () => {
    const id = (await book('ann', [room()])).json().bookings[0].id;
    const other = await req('DELETE', `/api/booking/reservations/delete/${id}/`, 'bob');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    const confirmation = await ctx.db
      .selectFrom('booking_confirmations')
      .select('id')
      .where('booking_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await req('POST', `/api/booking/reminders/${confirmation.id}/update/`, 'bob')).statusCode).toBe(403);
    expect((await req('DELETE', `/api/booking/reservations/delete/${id}/`, 'ann')).statusCode).toBe(204);
    expect((await req('GET', '/api/booking/reservations/me/', 'ann')).json().list).toEqual({});
    // The range is free again.
    expect((await book('bob', [room()])).statusCode).toBe(201);
    expect((await req('DELETE', `/api/booking/reservations/delete/${id}/`, 'ann')).statusCode).toBe(404);
  });

  it('links a meeting check-in to the caller’s running room booking; checkin_meeting_read_only_mode refuses it', async () => {
    const id = (await book('ann', [room({ date: TODAY, time_start: '09:30', time_end: '10:30' })])).json().bookings[0]
      .id;
    clock.set(new Date(`${TODAY}T09:20:00`));
    const res = await req('POST', '/api/checkins/', 'ann', { room: s.meetingRoomId });
    expect(res.statusCode).toBeLessThan(300);
    const row = await ctx.db
      .selectFrom('checkins')
      .select(['booking_id', 'type'])
      .where('deactivated_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ booking_id: id, type: 'MEETING' });
    const avail = await req('GET', `/api/booking/rooms/availability/?date=${TODAY}&building_id=${s.buildingId}`, 'bob');
    expect(avail.json().rooms[0].occupied_now).toBe(true);

    await req('PATCH', '/api/configuration/settings/', 'sam', { checkin_meeting_read_only_mode: true });
    const refused = await req('POST', '/api/checkins/', 'bob', { room: s.meetingRoomId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CHECKIN_READ_ONLY');
  });
});

describe('GET booking/rooms/availability', () => {
  it("lists a building's or floor's meeting rooms with seats, equipment, hours and the day's busy ranges", async () => {
    await book('ann', [room({ time_start: '13:00', time_end: '14:00' }), room()]);
    await book('bob', [room({ time_start: '14:00', time_end: '15:30' })]);
    await book('bob', [room({ date: TODAY, time_start: '15:00', time_end: '16:00' })]);
    for (const q of [`building_id=${s.buildingId}`, `floor_id=${s.floorId}`]) {
      const res = await req('GET', `/api/booking/rooms/availability/?date=${TOMORROW}&${q}`, 'bob');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        date: TOMORROW,
        max_minutes: 240,
        rooms: [
          {
            id: s.meetingRoomId,
            name: 'Boardroom',
            seats: 6,
            equipment: ['screen', 'whiteboard'],
            floor: { id: s.floorId, name: 'Floor 1' },
            building: { id: s.buildingId, name: 'HQ' },
            opens_at: '08:00',
            closes_at: '18:00',
            occupied_now: false,
            busy: [
              { start: '10:00', end: '11:00' },
              { start: '13:00', end: '14:00' },
              { start: '14:00', end: '15:30' },
            ],
          },
        ],
      });
    }
  });

  it('shows a new booking and a cancellation at once (live cache dropped by room_status)', async () => {
    const url = `/api/booking/rooms/availability/?date=${TOMORROW}&building_id=${s.buildingId}`;
    expect((await req('GET', url, 'bob')).json().rooms[0].busy).toEqual([]);
    const id = (await book('ann', [room()])).json().bookings[0].id;
    expect((await req('GET', url, 'bob')).json().rooms[0].busy).toEqual([{ start: '10:00', end: '11:00' }]);
    await req('DELETE', `/api/booking/reservations/delete/${id}/`, 'ann');
    expect((await req('GET', url, 'bob')).json().rooms[0].busy).toEqual([]);
  });

  it('answers bad input with 400 and no sign-in with 401', async () => {
    for (const q of [
      `date=${TOMORROW}`,
      `date=${TOMORROW}&building_id=1&floor_id=1`,
      `date=nope&building_id=1`,
      `date=${TOMORROW}&building_id=abc`,
    ])
      expect((await req('GET', `/api/booking/rooms/availability/?${q}`, 'bob')).statusCode).toBe(400);
    expect(
      (await req('GET', `/api/booking/rooms/availability/?date=${TOMORROW}&building_id=${s.buildingId}`, null))
        .statusCode,
    ).toBe(401);
  });
});

describe('Setup: seats, equipment and opening hours (staff only)', () => {
  it('lets staff set a room’s seats and equipment and a building’s opening hours, which booking then follows', async () => {
    const rooms = (await req('GET', `/api/setup/floors/${s.floorId}/rooms/`, 'sam')).json();
    const boardroom = rooms.find((r: { id: number }) => r.id === s.meetingRoomId);
    expect(boardroom).toMatchObject({ capacity: 6, equipment: ['screen', 'whiteboard'] });
    const patched = await req('PATCH', `/api/setup/rooms/${s.meetingRoomId}/`, 'sam', {
      version: boardroom.version,
      capacity: 3,
      equipment: ['video'],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ capacity: 3, equipment: ['video'] });
    const building = (await req('GET', '/api/setup/buildings/', 'sam'))
      .json()
      .find((b: { id: number }) => b.id === s.buildingId);
    expect(building).toMatchObject({ opens_at: '08:00', closes_at: '18:00' });
    const hours = await req('PATCH', `/api/setup/buildings/${s.buildingId}/`, 'sam', {
      version: building.version,
      opens_at: '07:00',
      closes_at: '20:00',
    });
    expect(hours.statusCode).toBe(200);
    expect(hours.json()).toMatchObject({ opens_at: '07:00', closes_at: '20:00' });
    expect((await book('ann', [room({ time_start: '19:00', time_end: '20:00', attendees: 3 })])).statusCode).toBe(201);
    expect((await book('ann', [room({ attendees: 4 })])).json().code).toBe('ROOM_TOO_SMALL');
    const avail = await req(
      'GET',
      `/api/booking/rooms/availability/?date=${TOMORROW}&building_id=${s.buildingId}`,
      'ann',
    );
    expect(avail.json().rooms[0]).toMatchObject({
      seats: 3,
      equipment: ['video'],
      opens_at: '07:00',
      closes_at: '20:00',
    });

    const version = hours.json().version;
    for (const body of [
      { version, opens_at: '09:00' },
      { version, opens_at: '18:00', closes_at: '09:00' },
      { version, opens_at: '09:10', closes_at: '17:00' },
    ])
      expect((await req('PATCH', `/api/setup/buildings/${s.buildingId}/`, 'sam', body)).statusCode).toBe(400);
    expect(
      (
        await req('PATCH', `/api/setup/rooms/${s.meetingRoomId}/`, 'sam', {
          version: patched.json().version,
          equipment: ['projector'],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await req('PATCH', `/api/setup/rooms/${s.meetingRoomId}/`, 'ann', { version: 1, equipment: [] })).statusCode,
    ).toBe(403);
    // Put the room back for the other tests.
    await ctx.db
      .updateTable('rooms')
      .set({ capacity: 6, equipment: ['screen', 'whiteboard'] })
      .where('id', '=', s.meetingRoomId)
      .execute();
  });
});

describe('staff reports count room bookings', () => {
  it("my_dashboard's meeting-room table (room_usage) counts a room's bookings in the range; the bookings list shows them", async () => {
    await book('ann', [room(), room({ time_start: '13:00', time_end: '14:00' })]);
    const cancelled = (await book('bob', [room({ time_start: '15:00', time_end: '16:00' })])).json().bookings[0].id;
    await req('DELETE', `/api/booking/reservations/delete/${cancelled}/`, 'bob');
    const res = await req(
      'GET',
      `/api/reports/room_usage/?start_date=${TODAY}&end_date=${TOMORROW}&checkin_type=MEETING`,
      'sam',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ room_id: s.meetingRoomId, bookings: 2 })]);
    expect((await req('GET', `/api/reports/room_usage/?start_date=${TODAY}&end_date=${TODAY}`, 'sam')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ room_id: s.meetingRoomId, bookings: 0 })]),
    );
    expect(
      (await req('GET', `/api/reports/room_usage/?start_date=${TODAY}&end_date=${TOMORROW}`, 'ann')).statusCode,
    ).toBe(403);
  });
});
