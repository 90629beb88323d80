import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../src/db/database';
import { runSweep } from '../src/modules/jobs/sweep';
import { startApiProcess } from './api-process';
import { createStructure } from './fixtures';
import { createTestContext, createUser, login, type TestContext } from './helpers';
import { clockStartingAt } from '../src/lib/clock';

/**
 * The live cache (docs/decisions/033-live-cache-and-sweep.md) from the outside: every
 * answer it shares must follow each change made through the API at once in
 * the process that made it, and in another API process once PostgreSQL has
 * delivered the change's NOTIFY. Nothing here writes to the database behind
 * the API's back.
 */
let ctx: TestContext;
let other: Awaited<ReturnType<typeof startApiProcess>>;
let s: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};
/** Both processes' clocks start at Monday 1 March 2027, 09:30, and run on in step (decision 100). */
const START = new Date('2027-03-01T09:30:00');
const clock = clockStartingAt(START);
const today = toApiDate(START);
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  [other] = await Promise.all([
    startApiProcess(ctx.url, { FLEXAPP_NOW: START.toISOString() }),
    ctx.app.eventHub!.listening,
  ]);
  s = await createStructure(ctx.db, { desks: 6 }); // six desks: the floor's answer is over the 1 KB compression threshold
  for (const who of ['ann', 'bas'])
    await createUser(ctx.db, { username: who, first_name: who === 'ann' ? 'Ann' : 'Bas' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  for (const who of ['ann', 'bas', 'boss']) auth[who] = await login(ctx.app, who);
});
afterAll(async () => {
  await other?.stop();
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A call to this test's app (in-process), or with `where: 'other'` over HTTP to the second API process. */
async function call(method: Method, url: string, who: string, payload?: unknown, where: 'here' | 'other' = 'here') {
  if (where === 'here') {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { authorization: auth[who] },
      payload: payload as object,
    });
    return { statusCode: res.statusCode, body: res.body, json: () => res.json() };
  }
  const res = await fetch(`${other.url}${url}`, {
    method,
    headers: { authorization: auth[who], ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) };
}
const get = async (url: string, who = 'ann', where: 'here' | 'other' = 'here') => {
  const res = await call('GET', url, who, undefined, where);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const floorDesk = async (desk: number, date: string, where: 'here' | 'other' = 'here') =>
  (await get(`/api/floors/${s.floorId}/desks?date_query=${date}`, 'ann', where)).find(
    (d: { id: number }) => d.id === s.deskIds[desk],
  );
const roomCounts = async (date: string) =>
  (await get(`/api/floors/${s.floorId}/rooms?date_query=${date}`)).rooms.find((r: { id: number }) => r.id === s.roomId);
const slot = async (who: string, desk: number, date: string, i = 0, where: 'here' | 'other' = 'here') =>
  (await get(`/api/booking/desk/${s.deskIds[desk]}/timetables/`, who, where)).timetables[date][i];
const book = async (who: string, desk: number, date: string) => {
  const res = await call('POST', '/api/booking/new/', who, [
    { date, timetable_id: s.timetableIds[0], desk_id: s.deskIds[desk] },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookings[0].id as number;
};

describe('answers shared through the live cache', () => {
  it('show a booking and its cancellation at once: floor map, room counts, slots and reservations', async () => {
    // Read everything first, so that each answer is cached.
    expect(await floorDesk(0, tomorrow)).toMatchObject({ reserved: false, user: null });
    const before = await roomCounts(tomorrow);
    expect(await slot('bas', 0, tomorrow)).toMatchObject({ used: false, owner: false });
    expect(await slot('ann', 0, tomorrow)).toMatchObject({ owner: false });
    expect((await get('/api/booking/reservations/me/')).list).toEqual({});

    const id = await book('ann', 0, tomorrow);
    expect(await floorDesk(0, tomorrow)).toMatchObject({ reserved: true, user: { first_name: 'Ann' } });
    expect(await roomCounts(tomorrow)).toMatchObject({
      reserved_count: before.reserved_count + 1,
      available: before.available - 1,
    });
    expect(await slot('bas', 0, tomorrow)).toMatchObject({ used: true, owner: false });
    expect(await slot('ann', 0, tomorrow)).toMatchObject({ owner: true });
    // ann's own other desks are now taken for her in that slot
    expect(await slot('ann', 1, tomorrow)).toMatchObject({ used: true });
    expect((await get('/api/booking/reservations/me/')).list[tomorrow]).toEqual([expect.objectContaining({ id })]);

    expect((await call('DELETE', `/api/booking/reservations/delete/${id}/`, 'ann')).statusCode).toBe(204);
    expect(await floorDesk(0, tomorrow)).toMatchObject({ reserved: false, user: null });
    expect(await roomCounts(tomorrow)).toEqual(before);
    expect(await slot('bas', 0, tomorrow)).toMatchObject({ used: false });
    expect(await slot('ann', 1, tomorrow)).toMatchObject({ used: false });
    expect((await get('/api/booking/reservations/me/')).list).toEqual({});
  });

  it("share one desk's slots among the people who hold nothing on it, and keep a holder's own apart", async () => {
    const slots = async (who: string, desk: number) =>
      (await call('GET', `/api/booking/desk/${s.deskIds[desk]}/timetables/`, who)).body;
    // Each person's own bookings are read (and kept) first, on another desk.
    await slots('ann', 4);
    await slots('bas', 4);
    const forAnn = await slots('ann', 5);
    const kept = ctx.app.liveCache.count;
    expect(await slots('bas', 5)).toBe(forAnn);
    expect(ctx.app.liveCache.count).toBe(kept); // bas was given the answer made for ann: nothing new kept
    const id = await book('ann', 5, tomorrow);
    expect(await slot('ann', 5, tomorrow)).toMatchObject({ owner: true, used: false });
    expect(await slot('bas', 5, tomorrow)).toMatchObject({ owner: false, used: true });
    expect((await call('DELETE', `/api/booking/reservations/delete/${id}/`, 'ann')).statusCode).toBe(204);
    expect(await slot('bas', 5, tomorrow)).toMatchObject({ owner: false, used: false });
    expect(await slots('bas', 5)).toBe(await slots('ann', 5));
  });

  it('show a check-in and a check-out at once: floor map, slots and the signed-in user', async () => {
    expect(await floorDesk(2, today)).toMatchObject({ reserved: false });
    expect((await get('/api/users/self/', 'bas')).active_checkins).toEqual([]);
    const res = await call('POST', '/api/checkins/', 'bas', { desk: s.deskIds[2] });
    expect(res.statusCode).toBe(201);
    expect(await floorDesk(2, today)).toMatchObject({ reserved: true, user: { first_name: 'Bas' } });
    expect((await get('/api/users/self/', 'bas')).active_checkins).toEqual([
      expect.objectContaining({ id: res.json().id }),
    ]);

    expect((await call('DELETE', `/api/checkins/${res.json().id}`, 'bas')).statusCode).toBe(204);
    expect(await floorDesk(2, today)).toMatchObject({ reserved: false });
    expect((await get('/api/users/self/', 'bas')).active_checkins).toEqual([]);
  });

  it('show setup and settings changes at once', async () => {
    expect(await floorDesk(1, tomorrow)).toMatchObject({ name: 'D2', is_closed: false });
    const [{ version }] = await ctx.db.selectFrom('desks').select('version').where('id', '=', s.deskIds[1]).execute();
    const patched = await call('PATCH', `/api/setup/desks/${s.deskIds[1]}`, 'boss', {
      name: 'Window',
      is_closed: true,
      version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await floorDesk(1, tomorrow)).toMatchObject({ name: 'Window', is_closed: true });
    const closed = await call('POST', '/api/booking/new/', 'ann', [
      { date: tomorrow, timetable_id: s.timetableIds[0], desk_id: s.deskIds[1] },
    ]);
    expect(closed.json().code).toBe('DESK_CLOSED');

    expect(Object.keys((await get(`/api/booking/desk/${s.deskIds[0]}/timetables/`)).timetables)).toHaveLength(10);
    expect((await call('PATCH', '/api/configuration/settings', 'boss', { bookable_days: 3 })).statusCode).toBe(200);
    expect(Object.keys((await get(`/api/booking/desk/${s.deskIds[0]}/timetables/`)).timetables)).toHaveLength(3);
    expect((await call('PATCH', '/api/configuration/settings', 'boss', { bookable_days: 10 })).statusCode).toBe(200);
  });

  it('follow a change made through another API process once its NOTIFY arrives', async () => {
    expect(await floorDesk(0, tomorrow, 'other')).toMatchObject({ reserved: false });
    expect(await slot('bas', 0, tomorrow, 0, 'other')).toMatchObject({ used: false });
    const id = await book('ann', 0, tomorrow);
    await expect.poll(async () => (await floorDesk(0, tomorrow, 'other')).reserved).toBe(true);
    expect(await slot('bas', 0, tomorrow, 0, 'other')).toMatchObject({ used: true });

    expect(await floorDesk(0, tomorrow)).toMatchObject({ reserved: true });
    expect(
      (await call('DELETE', `/api/booking/reservations/delete/${id}/`, 'ann', undefined, 'other')).statusCode,
    ).toBe(204);
    await expect.poll(async () => (await floorDesk(0, tomorrow)).reserved).toBe(false);
  });

  it("take a sweep's released bookings out at once in its process, and in another once the NOTIFY arrives", async () => {
    expect((await call('PATCH', '/api/configuration/settings', 'boss', { auto_release_minutes: 15 })).statusCode).toBe(
      200,
    );
    const id = await book('ann', 2, tomorrow);
    const mine = async (where: 'here' | 'other') =>
      Object.values((await get('/api/booking/reservations/me/', 'ann', where)).list as Record<string, { id: number }[]>)
        .flat()
        .map((r) => r.id);
    // Read (and so kept) in both processes before the release.
    for (const where of ['here', 'other'] as const) {
      expect(await mine(where)).toContain(id);
      expect(await slot('ann', 2, tomorrow, 0, where)).toMatchObject({ owner: true });
      expect(await slot('bas', 2, tomorrow, 0, where)).toMatchObject({ used: true });
    }
    // The sweep at 20 minutes into tomorrow's slot, nobody checked in.
    const { start_at } = await ctx.db
      .selectFrom('bookings')
      .select('start_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await runSweep(ctx.app, new Date(start_at.getTime() + 20 * 60_000))).released_no_show).toBe(1);
    expect(await mine('here')).not.toContain(id);
    expect(await slot('ann', 2, tomorrow, 0)).toMatchObject({ owner: false, used: false });
    expect(await slot('bas', 2, tomorrow, 0)).toMatchObject({ used: false });
    await expect.poll(() => mine('other')).not.toContain(id);
    expect(await slot('ann', 2, tomorrow, 0, 'other')).toMatchObject({ owner: false, used: false });
    expect(await slot('bas', 2, tomorrow, 0, 'other')).toMatchObject({ used: false });
    expect((await call('PATCH', '/api/configuration/settings', 'boss', { auto_release_minutes: 0 })).statusCode).toBe(
      200,
    );
  });

  it('end a signed-out token at once in its process, and in another process once the NOTIFY arrives', async () => {
    auth.bas2 = await login(ctx.app, 'bas');
    expect((await call('GET', '/api/users/self/', 'bas2')).statusCode).toBe(200);
    expect((await call('GET', '/api/users/self/', 'bas2', undefined, 'other')).statusCode).toBe(200);
    expect((await call('POST', '/api/users/logout/', 'bas2')).statusCode).toBe(204);
    expect((await call('GET', '/api/users/self/', 'bas2')).statusCode).toBe(401);
    await expect
      .poll(async () => (await call('GET', '/api/users/self/', 'bas2', undefined, 'other')).statusCode)
      .toBe(401);
  });

  it('answer a repeated floor read from memory: the request asks the database nothing (decision 462)', async () => {
    const url = `/api/floors/${s.floorId}/desks?date_query=${tomorrow}`;
    expect((await call('GET', url, 'ann')).statusCode).toBe(200);
    const pool = poolOf(ctx.app.db);
    let checkouts = 0;
    const count = () => checkouts++;
    pool.on('acquire', count);
    try {
      for (let i = 0; i < 5; i++) expect((await call('GET', url, 'ann')).statusCode).toBe(200);
    } finally {
      pool.off('acquire', count);
    }
    expect(checkouts).toBe(0);
  });

  it('send a shared answer compressed to clients that accept it, and plain to the others', async () => {
    const url = `/api/floors/${s.floorId}/desks?date_query=${tomorrow}`;
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { authorization: auth.ann } });
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: auth.ann, 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: auth.ann, 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});
