import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { PeopleIndex } from './people-index';

// The colleague list and staff's user list are shared from the live cache (decision 033). They must never
// show an old state: every change below is seen by the very next request, with the clock standing still.

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let me: string;
let staff: string;
const ids: Record<string, number> = {};
const clock = manualClock('2027-03-01T10:00:00');

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
type Listed = { id: number; first_name: string; active_checkins: { type: string }[] };
const colleagues = async (query = '') =>
  (await req('GET', `/api/users/?query=${encodeURIComponent(query)}`, me)).json().results as Listed[];
const find = async (id: number, query = '') => (await colleagues(query)).find((u) => u.id === id);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  ids.me = await createUser(ctx.db, { username: 'me', first_name: 'Mira', last_name: 'Zuidema' });
  ids.ann = await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Vos' });
  ids.boss = await createUser(ctx.db, { username: 'boss', first_name: 'Bo', last_name: 'Baas', staff: true });
  me = await login(ctx.app, 'me');
  staff = await login(ctx.app, 'boss');
});
afterAll(() => ctx.close());

describe('cached colleague list: never stale', () => {
  it('shows a check-in and a check-out at once', async () => {
    expect((await find(ids.ann!))?.active_checkins).toEqual([]);
    const ann = await login(ctx.app, 'ann');
    const checkin = await req('POST', '/api/checkins/', ann, { desk: s.deskIds[0] });
    expect(checkin.statusCode).toBe(201);
    expect((await find(ids.ann!))?.active_checkins.map((c) => c.type)).toEqual(['WORKSPACE']);
    expect((await req('DELETE', `/api/checkins/${checkin.json().id}`, ann)).statusCode).toBeLessThan(300);
    expect((await find(ids.ann!))?.active_checkins).toEqual([]);
    await req('POST', '/api/checkins/', ann, { homework: true });
    expect((await find(ids.ann!))?.active_checkins.map((c) => c.type)).toEqual(['HOMEWORK']);
  });

  it('follows a new name at once', async () => {
    const ann = await login(ctx.app, 'ann');
    expect(await find(ids.ann!, 'annemarie')).toBeUndefined();
    const renamed = await req('PUT', '/api/users/self/', ann, {
      first_name: 'Annemarie',
      last_name: 'Vos',
      profile: { language: 'en' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await find(ids.ann!, 'annemarie'))?.first_name).toBe('Annemarie');
  });

  it("staff's user list follows bookings at once, and a check-in leaves it as it was (decision 033)", async () => {
    const ann = await login(ctx.app, 'ann');
    const listed = async () =>
      (
        (await req('GET', '/api/setup/users?query=vos', staff)).json().results as {
          id: number;
          future_bookings: number;
        }[]
      ).find((u) => u.id === ids.ann)!;
    const before = (await listed()).future_bookings;
    const booked = await req('POST', '/api/booking/new/', ann, [
      { desk_id: s.deskIds[1], timetable_id: s.timetableIds[1], date: '2027-03-01' },
    ]);
    expect(booked.statusCode).toBe(201);
    expect((await listed()).future_bookings).toBe(before + 1);
    // A check-out and a check-in change nothing staff's list shows (its answer is kept through them).
    const open = (await req('GET', '/api/users/self/', ann)).json().active_checkins as { id: number }[];
    for (const c of open) await req('DELETE', `/api/checkins/${c.id}`, ann);
    expect((await req('POST', '/api/checkins/', ann, { homework: true })).statusCode).toBe(201);
    expect((await listed()).future_bookings).toBe(before + 1);
    const cancelled = await req('DELETE', `/api/booking/reservations/delete/${booked.json().bookings[0].id}/`, ann);
    expect(cancelled.statusCode).toBeLessThan(300);
    expect((await listed()).future_bookings).toBe(before);
  });

  it('keeps a page through the check-ins of people it does not list, and follows those it lists (decision 033)', async () => {
    await createUser(ctx.db, { username: 'bob', first_name: 'Bob', last_name: 'Bakker' });
    await createUser(ctx.db, { username: 'carl', first_name: 'Carl', last_name: 'Claes' });
    const [bob, carl] = [await login(ctx.app, 'bob'), await login(ctx.app, 'carl')];
    const searches = vi.spyOn(PeopleIndex.prototype, 'search');
    try {
      expect((await colleagues('bakker')).map((u) => u.first_name)).toEqual(['Bob']);
      expect(searches).toHaveBeenCalledTimes(1);
      expect((await req('POST', '/api/checkins/', carl, { desk: s.deskIds[1] })).statusCode).toBe(201);
      expect((await colleagues('bakker')).map((u) => u.active_checkins)).toEqual([[]]);
      expect(searches).toHaveBeenCalledTimes(1); // Carl is not on this page: the answer stayed
      expect((await req('POST', '/api/checkins/', bob, { homework: true })).statusCode).toBe(201);
      expect((await colleagues('bakker')).map((u) => u.active_checkins.map((c) => c.type))).toEqual([['HOMEWORK']]);
      expect(searches).toHaveBeenCalledTimes(2);
    } finally {
      searches.mockRestore();
    }
  });

  it('follows every check-in in a list filtered by where people work', async () => {
    await createUser(ctx.db, { username: 'dave', first_name: 'Dave', last_name: 'Dijk' });
    const dave = await login(ctx.app, 'dave');
    const home = async () =>
      ((await req('GET', '/api/users/?include=user.working_home', me)).json().results as Listed[]).map((u) => u.id);
    const daveId = (await colleagues('dijk'))[0]!;
    expect(await home()).not.toContain(daveId.id);
    expect((await req('POST', '/api/checkins/', dave, { homework: true })).statusCode).toBe(201);
    expect(await home()).toContain(daveId.id);
  });

  it("follows staff's changes at once: a new person, a deactivated one, and staff's own list", async () => {
    const created = await req('POST', '/api/setup/users', staff, {
      username: 'newbie',
      first_name: 'Nina',
      last_name: 'Nieuw',
      language: 'en',
      is_staff: false,
      password: 'a-long-password',
    });
    expect(created.statusCode).toBe(201);
    const nina = created.json();
    expect((await find(nina.id))?.first_name).toBe('Nina');
    const listed = async () =>
      (
        (await req('GET', '/api/setup/users?query=nina', staff)).json().results as { id: number; is_active: boolean }[]
      ).find((u) => u.id === nina.id);
    expect((await listed())?.is_active).toBe(true);
    const off = await req('POST', `/api/setup/users/${nina.id}/deactivate`, staff);
    expect(off.statusCode).toBe(200);
    expect(await find(nina.id)).toBeUndefined();
    expect((await listed())?.is_active).toBe(false);
  });
});
