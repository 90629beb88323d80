import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;
let upstairsDesk: number;
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());
const morning = { start: new Date('2027-03-01T08:00:00'), end: new Date('2027-03-01T12:00:00') };

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  // A second floor with a desk right above D2: the same floor still comes first for the nearest free desk.
  const floor2 = await ctx.db
    .insertInto('floors')
    .values({ building_id: s.buildingId, name: 'Floor 2' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room2 = await ctx.db
    .insertInto('rooms')
    .values({ floor_id: floor2.id, name: 'Open space 2', type: 'WORKSPACE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  upstairsDesk = (
    await ctx.db
      .insertInto('desks')
      .values({ room_id: room2.id, name: 'U1', x: 20, y: 50 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Aalst' }),
    bas: await createUser(ctx.db, { username: 'bas', first_name: 'Bas', last_name: 'Berg' }),
    sam: await createUser(ctx.db, { username: 'sam', staff: true }),
    noor: await createUser(ctx.db, { username: 'noor', language: 'nl' }),
  };
  auth = Object.fromEntries(
    await Promise.all(Object.keys(ids).map(async (name) => [name, await login(ctx.app, name)] as const)),
  );
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set('2027-03-01T09:30:00');
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.updateTable('desks').set({ is_closed: false }).execute();
  await ctx.db.updateTable('users').set({ anonymous: false }).execute();
  await onlyByQr(false);
});

const onlyByQr = async (on: boolean) => {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/configuration/settings',
    headers: { authorization: auth.sam },
    payload: { checkin_only_by_qr: on },
  });
  expect(res.statusCode).toBe(200);
};

const req = (method: 'GET' | 'POST', url: string, who?: string) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {} });
const place = (who: string, kind: string, id: number | string) => req('GET', `/api/qr/places/${kind}/${id}`, who);
const tap = (who: string, kind: string, id: number | string) =>
  req('POST', `/api/qr/places/${kind}/${id}/checkin`, who);
const book = (userId: number, deskId: number) =>
  insertBooking(ctx.db, { userId, deskId, timetableId: s.timetableIds[0], date: today, ...morning });
const openCheckins = () =>
  ctx.db
    .selectFrom('checkins')
    .select(['user_id', 'desk_id', 'room_id', 'booking_id'])
    .where('deactivated_at', 'is', null)
    .execute();

describe('QR check-in at a desk', () => {
  it('books a free desk for the running slot and checks in with one tap', async () => {
    const before = await place('ann', 'desk', s.deskIds[1]);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      kind: 'desk',
      name: 'D2',
      floor: { name: 'Floor 1' },
      building: { name: 'HQ' },
      state: 'book_and_check_in',
      slot: '08:00-12:00',
      holder: null,
      nearest_free: null,
    });
    const res = await tap('ann', 'desk', s.deskIds[1]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'WORKSPACE', desk: { id: s.deskIds[1] } });
    const booking = await ctx.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ user_id: ids.ann, desk_id: s.deskIds[1], timetable_id: s.timetableIds[0] });
    expect(await openCheckins()).toEqual([
      { user_id: ids.ann, desk_id: s.deskIds[1], room_id: s.roomId, booking_id: booking.id },
    ]);
    expect((await place('ann', 'desk', s.deskIds[1])).json().state).toBe('checked_in');
    // A second tap is the same check-in.
    const again = await tap('ann', 'desk', s.deskIds[1]);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
  });

  it("checks in to the person's own running booking without booking again", async () => {
    const bookingId = await book(ids.ann, s.deskIds[2]);
    expect((await place('ann', 'desk', s.deskIds[2])).json().state).toBe('check_in');
    expect((await tap('ann', 'desk', s.deskIds[2])).statusCode).toBe(201);
    expect(await ctx.db.selectFrom('bookings').select('id').execute()).toEqual([{ id: bookingId }]);
    expect(await openCheckins()).toEqual([expect.objectContaining({ user_id: ids.ann, booking_id: bookingId })]);
  });

  it('says whose desk it is and offers the nearest free desk on the same floor; the tap is refused', async () => {
    await book(ids.bas, s.deskIds[1]);
    await book(ids.sam, s.deskIds[0]);
    const res = await place('ann', 'desk', s.deskIds[1]);
    expect(res.json()).toMatchObject({
      state: 'taken',
      holder: 'Bas Berg',
      nearest_free: {
        id: s.deskIds[2],
        name: 'D3',
        floor: { name: 'Floor 1' },
        path: `/app/checkin/desk/${s.deskIds[2]}`,
      },
    });
    const refused = await tap('ann', 'desk', s.deskIds[1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DESK_OCCUPIED');
    expect(await openCheckins()).toEqual([]);
    expect(await ctx.db.selectFrom('bookings').select('user_id').where('user_id', '=', ids.ann).execute()).toEqual([]);
  });

  it('hides the name of an anonymous holder and looks upstairs when the floor is full', async () => {
    await ctx.db.updateTable('users').set({ anonymous: true }).where('id', '=', ids.bas).execute();
    await insertCheckin(ctx.db, { userId: ids.bas, deskId: s.deskIds[1], roomId: s.roomId });
    for (const desk of [s.deskIds[0], s.deskIds[2], s.deskIds[3]])
      await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', desk).execute();
    const res = await place('ann', 'desk', s.deskIds[1]);
    expect(res.json()).toMatchObject({
      state: 'taken',
      holder: null,
      nearest_free: { id: upstairsDesk, floor: { name: 'Floor 2' } },
    });
  });

  it('refuses a closed desk, and a free desk when no slot runs', async () => {
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[0]).execute();
    expect((await place('ann', 'desk', s.deskIds[0])).json().state).toBe('closed');
    expect((await tap('ann', 'desk', s.deskIds[0])).json().code).toBe('DESK_CLOSED');
    clock.set('2027-03-01T19:00:00');
    expect((await place('ann', 'desk', s.deskIds[1])).json()).toMatchObject({ state: 'no_slot', slot: null });
    const refused = await tap('ann', 'desk', s.deskIds[1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_SLOT_NOW',
      message: expect.stringContaining('No booking time slot'),
    });
    expect(await ctx.db.selectFrom('bookings').select('id').execute()).toEqual([]);
  });

  it('answers in the language of the profile', async () => {
    clock.set('2027-03-01T19:00:00');
    expect((await tap('noor', 'desk', s.deskIds[1])).json().message).toContain('Er loopt nu geen tijdvak');
  });
});

describe('QR check-in in a meeting room', () => {
  const roomBooking = (userId: number, start: string, end: string) =>
    ctx.db
      .insertInto('bookings')
      .values({
        user_id: userId,
        room_id: s.meetingRoomId,
        date: today,
        start_at: new Date(start),
        end_at: new Date(end),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it("checks in to the person's booking that starts within a quarter hour", async () => {
    const own = await roomBooking(ids.ann, '2027-03-01T09:40:00', '2027-03-01T10:30:00');
    expect((await place('ann', 'room', s.meetingRoomId)).json()).toMatchObject({ kind: 'room', state: 'check_in' });
    expect((await tap('ann', 'room', s.meetingRoomId)).statusCode).toBe(201);
    expect(await openCheckins()).toEqual([
      { user_id: ids.ann, desk_id: null, room_id: s.meetingRoomId, booking_id: own.id },
    ]);
    expect((await place('ann', 'room', s.meetingRoomId)).json().state).toBe('checked_in');
  });

  it("says whose meeting runs, and refuses a room without the person's booking", async () => {
    expect((await tap('ann', 'room', s.meetingRoomId)).json().code).toBe('NO_ROOM_BOOKING_NOW');
    await roomBooking(ids.bas, '2027-03-01T09:00:00', '2027-03-01T10:00:00');
    expect((await place('ann', 'room', s.meetingRoomId)).json()).toMatchObject({ state: 'taken', holder: 'Bas Berg' });
    expect((await tap('ann', 'room', s.meetingRoomId)).json().code).toBe('ROOM_NOT_FREE');
    expect(await openCheckins()).toEqual([]);
  });

  it('answers 404 for a workspace room, which has no code of its own', async () => {
    expect((await place('ann', 'room', s.roomId)).statusCode).toBe(404);
  });
});

describe('check-in only by QR (decision 266)', () => {
  it('refuses desk and room check-ins from elsewhere in the app, with a clear message, but not the QR tap', async () => {
    await onlyByQr(true);
    const desk = await req('POST', '/api/checkins/', 'ann');
    expect(desk.statusCode).toBe(400);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkins/',
      headers: { authorization: auth.ann },
      payload: { desk: s.deskIds[1] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CHECKIN_ONLY_BY_QR', message: expect.stringContaining('QR code') });
    const room = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkins/',
      headers: { authorization: auth.noor },
      payload: { room: s.meetingRoomId },
    });
    expect(room.json()).toMatchObject({ code: 'CHECKIN_ONLY_BY_QR', message: expect.stringContaining('QR-code') });
    expect(await openCheckins()).toEqual([]);
    // Working from home has no place to scan.
    const home = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkins/',
      headers: { authorization: auth.ann },
      payload: { homework: true },
    });
    expect(home.statusCode).toBe(201);
    // The QR page's tap is a check-in at the place.
    expect((await tap('ann', 'desk', s.deskIds[1])).statusCode).toBe(201);
    expect(await openCheckins()).toEqual([expect.objectContaining({ user_id: ids.ann, desk_id: s.deskIds[1] })]);
  });

  it('still refuses where the check-in type is read-only', async () => {
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: auth.sam },
      payload: { checkin_workspace_read_only_mode: true },
    });
    try {
      expect((await tap('ann', 'desk', s.deskIds[1])).json().code).toBe('CHECKIN_READ_ONLY');
      expect(await ctx.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    } finally {
      await ctx.app.inject({
        method: 'PATCH',
        url: '/api/configuration/settings',
        headers: { authorization: auth.sam },
        payload: { checkin_workspace_read_only_mode: false },
      });
    }
  });
});

describe('QR errors and access', () => {
  it('answers 400 for bad input, 404 for an unknown place, 401 without a session', async () => {
    expect((await place('ann', 'chair', s.deskIds[0])).statusCode).toBe(400);
    expect((await place('ann', 'desk', 'abc')).statusCode).toBe(400);
    expect((await place('ann', 'desk', -3)).statusCode).toBe(400);
    expect((await tap('ann', 'desk', 99_999_999)).json().code).toBe('NOT_FOUND');
    expect((await req('GET', `/api/qr/places/desk/${s.deskIds[0]}`)).statusCode).toBe(401);
    expect((await req('POST', `/api/qr/places/desk/${s.deskIds[0]}/checkin`)).statusCode).toBe(401);
  });
});

describe('QR sheet of a floor', () => {
  it('lists every desk and meeting room with the path of its code, for staff only', async () => {
    const res = await req('GET', `/api/qr/sheets/${s.floorId}`, 'sam');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      floor: { id: s.floorId, name: 'Floor 1' },
      building: { id: s.buildingId, name: 'HQ' },
      labels: [
        ...s.deskIds.map((id, i) => ({ kind: 'desk', id, name: `D${i + 1}`, path: `/app/checkin/desk/${id}` })),
        { kind: 'room', id: s.meetingRoomId, name: 'Boardroom', path: `/app/checkin/room/${s.meetingRoomId}` },
      ],
    });
    expect((await req('GET', `/api/qr/sheets/${s.floorId}`, 'ann')).statusCode).toBe(403);
    expect((await req('GET', `/api/qr/sheets/${s.floorId}`)).statusCode).toBe(401);
    expect((await req('GET', '/api/qr/sheets/99999999', 'sam')).statusCode).toBe(404);
    expect((await req('GET', '/api/qr/sheets/x', 'sam')).statusCode).toBe(400);
  });
});
