import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;
/**
 * Every test starts on Monday 1 March 2027 at 09:30 server time: today's morning slot
 * (08:00-12:00) runs, the afternoon slot (12:00-17:00) is ahead. Tests that need
 * another moment move the clock.
 */
const MORNING = '2027-03-01T09:30:00';
const clock = manualClock(MORNING);
const today = toApiDate(clock.now());
const tomorrow = addDays(today, 1);
const at = (date: string, time: string) => new Date(`${date}T${time}`);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann' }),
    bas: await createUser(ctx.db, { username: 'bas', first_name: 'Bas', last_name: 'Bos' }),
    cor: await createUser(ctx.db, { username: 'cor' }),
  };
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas'), cor: await login(ctx.app, 'cor') };
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(MORNING);
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('notifiers').execute();
  await ctx.db.deleteFrom('messages').execute();
  await ctx.db.updateTable('buildings').set({ booking_limit: null }).execute();
  await ctx.db.updateTable('floors').set({ booking_limit: null }).execute();
  await ctx.db.updateTable('desks').set({ is_closed: false }).execute();
  await ctx.db.deleteFrom('settings').execute();
});

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const book = (who: string, items: { date: string; timetable_id: number; desk_id: number }[]) =>
  req('POST', '/api/booking/new/', who, items);
const item = (desk: number, slot: number, date = tomorrow) => ({
  date,
  timetable_id: s.timetableIds[slot],
  desk_id: s.deskIds[desk],
});
const timetables = async (who: string, desk: number) =>
  (await req('GET', `/api/booking/desk/${s.deskIds[desk]}/timetables/`, who)).json();

describe('GET booking/desk/{id}/timetables', () => {
  it('lists every slot of every bookable day with the desk name', async () => {
    const res = await req('GET', `/api/booking/desk/${s.deskIds[0]}/timetables/`, 'ann');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toBe('D1');
    expect(Object.keys(body.timetables)).toHaveLength(10);
    expect(Object.keys(body.timetables)[0]).toBe(today);
    expect(body.timetables[tomorrow]).toEqual([
      expect.objectContaining({
        time: '08:00-12:00',
        timetable: { id: s.timetableIds[0], name: 'Morning' },
        owner: false,
        used: false,
        exceeded_limit: false,
      }),
      expect.objectContaining({ time: '12:00-17:00', timetable: { id: s.timetableIds[1], name: 'Afternoon' } }),
    ]);
    // yesterday is never listed; the window follows bookable_days
    await ctx.db
      .insertInto('settings')
      .values({ key: 'bookable_days', value: JSON.stringify(3) })
      .execute();
    expect(Object.keys(await timetables('ann', 0).then((b) => b.timetables))).toEqual([
      today,
      tomorrow,
      addDays(today, 2),
    ]);
  });

  it('flags owner for the booker, used for others and for the booker at another desk', async () => {
    expect((await book('ann', [item(0, 0)])).statusCode).toBe(201);
    expect((await timetables('ann', 0)).timetables[tomorrow][0]).toMatchObject({ owner: true, used: false });
    expect((await timetables('bas', 0)).timetables[tomorrow][0]).toMatchObject({ owner: false, used: true });
    expect((await timetables('ann', 1)).timetables[tomorrow][0]).toMatchObject({ owner: false, used: true });
    expect((await timetables('ann', 1)).timetables[tomorrow][1]).toMatchObject({ used: false });
  });

  it('flags active_checkin when someone else is checked in at the desk today', async () => {
    await insertCheckin(ctx.db, { userId: ids.bas, deskId: s.deskIds[2], roomId: s.roomId, created: clock.now() });
    const mine = await timetables('ann', 2);
    // at 09:30 neither of today's slots has ended: both are blocked by the check-in
    expect(mine.timetables[today]).toMatchObject([
      { exceeded_limit: false, active_checkin: true },
      { exceeded_limit: false, active_checkin: true },
    ]);
    expect(mine.timetables[tomorrow][0].active_checkin).toBe(false);
    // the person checked in is not blocked by their own check-in
    for (const slot of (await timetables('bas', 2)).timetables[today]) expect(slot.active_checkin).toBe(false);
  });

  it('flags reached_max_by_building and reached_max_by_floor, but not for the owner', async () => {
    await ctx.db.updateTable('floors').set({ booking_limit: 1 }).execute();
    await book('bas', [item(0, 0)]);
    expect((await timetables('ann', 1)).timetables[tomorrow][0]).toMatchObject({
      reached_max_by_floor: true,
      reached_max_by_building: false,
    });
    expect((await timetables('bas', 0)).timetables[tomorrow][0]).toMatchObject({
      reached_max_by_floor: false,
      owner: true,
    });
    await ctx.db.updateTable('buildings').set({ booking_limit: 1 }).execute();
    expect((await timetables('ann', 1)).timetables[tomorrow][0]).toMatchObject({ reached_max_by_building: true });
    expect((await timetables('ann', 1)).timetables[tomorrow][1]).toMatchObject({
      reached_max_by_building: false,
      reached_max_by_floor: false,
    });
  });

  it('flags exceeded_limit for slots that have ended today', async () => {
    expect((await timetables('ann', 0)).timetables[today]).toMatchObject([
      { exceeded_limit: false },
      { exceeded_limit: false },
    ]);
    clock.set(at(today, '12:00:00')); // the morning slot ends at 12:00 sharp
    expect((await timetables('ann', 0)).timetables[today]).toMatchObject([
      { exceeded_limit: true },
      { exceeded_limit: false },
    ]);
    expect((await book('ann', [item(0, 0, today)])).json().code).toBe('BOOKING_PAST_DATE');
    expect((await book('ann', [item(0, 1, today)])).statusCode).toBe(201);
    clock.set(MORNING);
    const early = await ctx.db
      .insertInto('timetables')
      .values({ name: 'Night', start_time: '00:00', end_time: '00:01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const slots = (await timetables('ann', 0)).timetables;
      const night = (d: string) => slots[d].find((x: { timetable: { id: number } }) => x.timetable.id === early.id);
      expect(night(today).exceeded_limit).toBe(true);
      expect(night(tomorrow).exceeded_limit).toBe(false);
      const res = await book('ann', [{ date: today, timetable_id: early.id, desk_id: s.deskIds[0] }]);
      expect(res.json().code).toBe('BOOKING_PAST_DATE');
    } finally {
      await ctx.db.deleteFrom('bookings').execute();
      await ctx.db.deleteFrom('timetables').where('id', '=', early.id).execute();
    }
  });

  it('answers 404 for an unknown desk, 400 for bad ids and dates, 401 without sign-in', async () => {
    expect((await req('GET', '/api/booking/desk/999999/timetables/', 'ann')).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await req('GET', '/api/booking/desk/x/timetables/', 'ann')).statusCode).toBe(400);
    const bad = await req('GET', `/api/booking/desk/${s.deskIds[0]}/timetables/?date=2026-02-30`, 'ann');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/booking/desk/${s.deskIds[0]}/timetables/` })).statusCode,
    ).toBe(401);
  });
});

describe('POST booking/new', () => {
  it('books several slots at once and shows them in the reservations', async () => {
    const res = await book('ann', [item(0, 0), item(0, 1)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().bookings).toEqual([
      expect.objectContaining({ date: tomorrow, time: '08:00-12:00', desk_id: s.deskIds[0] }),
      expect.objectContaining({ date: tomorrow, time: '12:00-17:00', desk_id: s.deskIds[0] }),
    ]);
    const list = (await req('GET', '/api/booking/reservations/me/', 'ann')).json().list;
    expect(Object.keys(list)).toEqual([tomorrow]);
    expect(list[tomorrow].map((r: { time: string }) => r.time)).toEqual(['08:00-12:00', '12:00-17:00']);
    expect(list[tomorrow][0]).toMatchObject({
      desk: { id: s.deskIds[0], name: 'D1' },
      room: null,
      // The slot, so the same can be booked again (undo of a cancellation).
      timetable_id: s.timetableIds[0],
      floor_name: 'Floor 1',
      building_name: 'HQ',
    });
    // other users see none of them
    expect((await req('GET', '/api/booking/reservations/me/', 'bas')).json()).toEqual({ list: {} });
    // the structure API now sees the desk as taken that day (desk-status.sql rule)
    const desks = (await req('GET', `/api/floors/${s.floorId}/desks?date_query=${tomorrow}`, 'bas')).json();
    expect(desks.find((d: { id: number }) => d.id === s.deskIds[0])).toMatchObject({
      reserved: true,
      user: { first_name: 'Test', last_name: 'ann' },
    });
  });

  it('is all-or-nothing: one bad item books none', async () => {
    await book('bas', [item(1, 0)]);
    const res = await book('ann', [item(0, 1), item(1, 0)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ERROR_CONFLICT_BOOKING');
    expect(await ctx.db.selectFrom('bookings').select('id').where('user_id', '=', ids.ann).execute()).toHaveLength(0);
    const unknown = await book('ann', [
      item(0, 1),
      { date: tomorrow, timetable_id: s.timetableIds[0], desk_id: 999999 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.db.selectFrom('bookings').select('id').where('user_id', '=', ids.ann).execute()).toHaveLength(0);
  });

  it('refuses a second booking of a desk slot and a second desk in the same slot', async () => {
    await book('ann', [item(0, 0)]);
    expect((await book('bas', [item(0, 0)])).json().code).toBe('ERROR_CONFLICT_BOOKING');
    expect((await book('ann', [item(1, 0)])).json().code).toBe('ERROR_CONFLICT_BOOKING');
    expect((await book('ann', [item(1, 0), item(2, 0)])).json().code).toBe('ERROR_CONFLICT_BOOKING');
    expect((await book('ann', [item(0, 1), item(0, 1)])).json().code).toBe('ERROR_CONFLICT_BOOKING');
    // a cancelled booking frees the slot again
    const [own] = await ctx.db.selectFrom('bookings').select('id').where('user_id', '=', ids.ann).execute();
    expect((await req('DELETE', `/api/booking/reservations/delete/${own.id}/`, 'ann')).statusCode).toBe(204);
    expect((await book('bas', [item(0, 0)])).statusCode).toBe(201);
  });

  it('refuses past dates, dates beyond bookable_days and closed desks', async () => {
    const past = await book('ann', [item(0, 0, addDays(today, -1))]);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'BOOKING_PAST_DATE', message: "You can't make booking for past date" });
    expect((await book('ann', [item(0, 0, addDays(today, 9))])).statusCode).toBe(201);
    expect((await book('ann', [item(0, 0, addDays(today, 10))])).json().code).toBe('BOOKING_OUT_OF_RANGE');
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[3]).execute();
    const closed = await book('ann', [item(3, 1)]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('DESK_CLOSED');
  });

  it("refuses today's slots of a desk someone else is checked in at", async () => {
    await insertCheckin(ctx.db, { userId: ids.bas, deskId: s.deskIds[2], roomId: s.roomId, created: clock.now() });
    for (const slot of [0, 1]) {
      const res = await book('ann', [item(2, slot, today)]);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ERROR_CONFLICT_BOOKING');
    }
    // another desk today, and the same desk tomorrow, are free
    expect((await book('ann', [item(1, 1, today)])).statusCode).toBe(201);
    expect((await book('ann', [item(2, 0)])).statusCode).toBe(201);
  });

  it('keeps to the building and floor limits', async () => {
    await ctx.db.updateTable('floors').set({ booking_limit: 2 }).execute();
    expect((await book('ann', [item(0, 0)])).statusCode).toBe(201);
    expect((await book('bas', [item(1, 0)])).statusCode).toBe(201);
    const full = await book('cor', [item(2, 0)]);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('BOOKING_LIMIT_REACHED');
    expect((await book('cor', [item(2, 1)])).statusCode).toBe(201);
    await ctx.db.updateTable('floors').set({ booking_limit: null }).execute();
    await ctx.db.updateTable('buildings').set({ booking_limit: 0 }).execute();
    expect((await book('cor', [item(3, 0, addDays(today, 2))])).json().code).toBe('BOOKING_LIMIT_REACHED');
  });

  it('answers 400 with a code for an empty list and malformed items, 401 without sign-in', async () => {
    for (const payload of [
      [],
      {},
      [{ date: '2026-13-01', timetable_id: 1, desk_id: 1 }],
      [{ date: tomorrow, timetable_id: 'x', desk_id: 1 }],
      [{ date: tomorrow }],
    ]) {
      const res = await book('ann', payload as never);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await book('ann', [{ date: tomorrow, timetable_id: 999999, desk_id: s.deskIds[0] }])).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/booking/new/', payload: [item(0, 0)] })).statusCode).toBe(
      401,
    );
  });
});

describe('confirmations', () => {
  const confirmationOf = async (who: string) => {
    const list = (await req('GET', '/api/booking/reservations/me/', who)).json().list;
    return list[tomorrow]?.[0];
  };

  it('opens 24 hours before the start, and confirming sets status waiting', async () => {
    const created = (await book('ann', [item(0, 1)])).json().bookings[0];
    const row = await ctx.db
      .selectFrom('booking_confirmations as bc')
      .innerJoin('bookings as bk', 'bk.id', 'bc.booking_id')
      .select(['bc.id', 'bc.opens_at', 'bc.status', 'bk.start_at'])
      .where('bk.id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.start_at.getTime() - row.opens_at.getTime()).toBe(24 * 3600 * 1000);
    expect(row.status).toBe('pending');

    // tomorrow's afternoon slot starts at 12:00: its confirmation opens today at 12:00, not at 09:30
    expect(row.opens_at.getTime()).toBe(at(today, '12:00:00').getTime());
    expect((await confirmationOf('ann')).open_confirmation).toBeNull();
    const early = await req('POST', `/api/booking/reminders/${row.id}/update/`, 'ann');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CONFIRMATION_NOT_OPEN');

    clock.set(at(today, '12:00:01'));
    expect((await confirmationOf('ann')).open_confirmation).toEqual({ id: row.id, status: 'pending' });
    expect((await req('POST', `/api/booking/reminders/${row.id}/update/`, 'bas')).statusCode).toBe(403);
    const ok = await req('POST', `/api/booking/reminders/${row.id}/update/`, 'ann');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: row.id, status: 'waiting' });
    expect((await confirmationOf('ann')).open_confirmation).toEqual({ id: row.id, status: 'waiting' });
    expect((await req('POST', `/api/booking/reminders/${row.id}/update/`, 'ann')).statusCode).toBe(200);
    // users/self reports it as accepted
    const self = (await req('GET', '/api/users/self/', 'ann')).json();
    expect(self.pending_bookings[0]).toMatchObject({ id: created.id, accepted: true });
  });

  it('answers NO_EXISTS for unknown or cancelled reservations, 400 for bad ids', async () => {
    expect((await req('POST', '/api/booking/reminders/999999/update/', 'ann')).json().code).toBe('NO_EXISTS');
    const created = (await book('ann', [item(0, 1)])).json().bookings[0];
    const bc = await ctx.db
      .selectFrom('booking_confirmations')
      .select('id')
      .where('booking_id', '=', created.id)
      .executeTakeFirstOrThrow();
    await req('DELETE', `/api/booking/reservations/delete/${created.id}/`, 'ann');
    expect((await req('POST', `/api/booking/reminders/${bc.id}/update/`, 'ann')).json().code).toBe('NO_EXISTS');
    expect((await req('POST', '/api/booking/reminders/abc/update/', 'ann')).statusCode).toBe(400);
  });
});

describe('DELETE booking/reservations/delete/{id}', () => {
  it("cancels one's own reservation; another user is refused; a second cancel answers NO_EXISTS", async () => {
    const created = (await book('ann', [item(0, 0)])).json().bookings[0];
    const other = await req('DELETE', `/api/booking/reservations/delete/${created.id}/`, 'bas');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    expect((await req('DELETE', `/api/booking/reservations/delete/${created.id}/`, 'ann')).statusCode).toBe(204);
    const again = await req('DELETE', `/api/booking/reservations/delete/${created.id}/`, 'ann');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NO_EXISTS');
    expect((await req('DELETE', '/api/booking/reservations/delete/999999/', 'ann')).json().code).toBe('NO_EXISTS');
    expect((await req('DELETE', '/api/booking/reservations/delete/0/', 'ann')).statusCode).toBe(400);
    expect((await req('GET', '/api/booking/reservations/me/', 'ann')).json()).toEqual({ list: {} });
  });

  it('tells the watchers once when a booking of today is cancelled', async () => {
    await req('POST', `/api/notifiers/desk/${s.deskIds[1]}/`, 'bas');
    await req('POST', `/api/notifiers/desk/${s.deskIds[1]}/`, 'ann');
    const created = (await book('ann', [item(1, 1, today)])).json().bookings[0];
    expect(await ctx.db.selectFrom('messages').select('id').execute()).toHaveLength(0);
    await req('DELETE', `/api/booking/reservations/delete/${created.id}/`, 'ann');
    const messages = await ctx.db.selectFrom('messages').select(['user_id', 'kind']).execute();
    expect(messages).toEqual([{ user_id: ids.bas, kind: 'desk_free' }]);
  });
});
