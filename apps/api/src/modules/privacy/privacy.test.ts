import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Private' }),
    bas: await createUser(ctx.db, { username: 'bas', first_name: 'Bas', last_name: 'Colleague' }),
    sam: await createUser(ctx.db, { username: 'sam', first_name: 'Sam', last_name: 'Staff', staff: true }),
  };
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas'), sam: await login(ctx.app, 'sam') };
  // Ann sits at D1 (checked in) and has booked D2 for the afternoon.
  await insertCheckin(ctx.db, { userId: ids.ann, deskId: s.deskIds[0], roomId: s.roomId, created: clock.now() });
  await insertBooking(ctx.db, {
    userId: ids.ann,
    deskId: s.deskIds[1],
    timetableId: s.timetableIds[1],
    date: today,
    start: new Date('2027-03-01T12:00:00'),
    end: new Date('2027-03-01T17:00:00'),
  });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: who ? { authorization: auth[who] } : {} });
const setPrivate = (who: string, value: boolean) =>
  call('PUT', '/api/users/self/privacy', who, { private_bookings: value });
type Desk = { id: number; reserved: boolean; user: { first_name: string } | null };
const holders = (desks: Desk[]) => desks.map((d) => [d.reserved, d.user?.first_name ?? null]);

describe('users/self/privacy', () => {
  it('is off by default and follows the person’s choice', async () => {
    expect((await call('GET', '/api/users/self/privacy', 'bas')).json()).toEqual({ private_bookings: false });
    const put = await setPrivate('bas', true);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ private_bookings: true });
    expect((await call('GET', '/api/users/self/privacy', 'bas')).json()).toEqual({ private_bookings: true });
    expect((await setPrivate('bas', false)).json()).toEqual({ private_bookings: false });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', ids.bas)
      .where('action', '=', 'privacy_changed')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('answers 400 for bad input and 401 without sign-in', async () => {
    for (const payload of [{}, { private_bookings: 'yes' }, { private_bookings: true, other: 1 }]) {
      const res = await call('PUT', '/api/users/self/privacy', 'bas', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
    expect((await call('GET', '/api/users/self/privacy')).statusCode).toBe(401);
    expect((await call('PUT', '/api/users/self/privacy', undefined, { private_bookings: true })).statusCode).toBe(401);
  });
});

describe('a private person’s desks', () => {
  it('are taken without a name for colleagues, named for the owner and staff, on floors and rooms', async () => {
    const floor = `/api/floors/${s.floorId}/desks`;
    const room = `/api/buildings/rooms/${s.roomId}/desks`;
    const named = [
      [true, 'Ann'],
      [true, 'Ann'],
      [false, null],
    ];
    // Off: everybody sees Ann (and the answer is cached).
    expect(holders((await call('GET', floor, 'bas')).json())).toEqual(named);
    expect((await setPrivate('ann', true)).statusCode).toBe(200);
    for (const url of [floor, room]) {
      expect(holders((await call('GET', url, 'bas')).json())).toEqual([
        [true, null],
        [true, null],
        [false, null],
      ]);
      expect(holders((await call('GET', url, 'ann')).json())).toEqual(named);
      expect(holders((await call('GET', url, 'sam')).json())).toEqual(named);
    }
    // Back off: colleagues see the name again at once.
    await setPrivate('ann', false);
    expect(holders((await call('GET', floor, 'bas')).json())).toEqual(named);
  });

  it('are taken without a name in a colleague’s watch list', async () => {
    await setPrivate('ann', true);
    await call('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'bas');
    const [watched] = (await call('GET', '/api/notifiers/', 'bas')).json();
    expect(watched.desk_info).toMatchObject({ id: s.deskIds[0], reserved: true, user: null });
    await setPrivate('ann', false);
    const [again] = (await call('GET', '/api/notifiers/', 'bas')).json();
    expect(again.desk_info.user).toMatchObject({ first_name: 'Ann' });
  });
});

describe('the colleague finder', () => {
  it('finds a private person by name but not where they sit; staff still see it', async () => {
    await setPrivate('ann', true);
    const detail = `/api/users/detail/${ids.ann}`;
    expect((await call('GET', detail, 'bas')).json()).toMatchObject({ active_checkins: [], pending_bookings: [] });
    expect((await call('GET', detail, 'sam')).json().active_checkins).toHaveLength(1);
    const list = (await call('GET', '/api/users?query=Ann', 'bas')).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ first_name: 'Ann', active_checkins: [], pending_bookings: [] });
    const staffList = (await call('GET', '/api/users?query=Ann', 'sam')).json();
    expect(staffList.results[0].active_checkins).toHaveLength(1);
    await setPrivate('ann', false);
    expect((await call('GET', detail, 'bas')).json().active_checkins).toHaveLength(1);
  });
});
