import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { notifyWatchersDeskFree } from './desk-freed';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;
/** The app's clock: Monday 1 March 2027, 10:00 server time (every test sees the same day and hour). */
const clock = manualClock('2027-03-01T10:00:00');
const today = toApiDate(clock.now());

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', language: 'en' }),
    bas: await createUser(ctx.db, { username: 'bas', language: 'nl' }),
    cor: await createUser(ctx.db, { username: 'cor' }),
  };
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas'), cor: await login(ctx.app, 'cor') };
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] } });

describe('notifiers API', () => {
  it('adds, lists with today status, and removes a watched desk (idempotent)', async () => {
    expect((await call('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'ann')).statusCode).toBe(201);
    expect((await call('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'ann')).statusCode).toBe(200);
    const list = (await call('GET', '/api/notifiers/', 'ann')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      desk: s.deskIds[0],
      desk_info: { id: s.deskIds[0], name: 'D1', reserved: false, is_closed: false },
    });
    // Another user's list is their own.
    expect((await call('GET', '/api/notifiers/', 'bas')).json()).toEqual([]);
    expect((await call('DELETE', `/api/notifiers/desk/${s.deskIds[0]}/`, 'ann')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notifiers/desk/${s.deskIds[0]}/`, 'ann')).statusCode).toBe(204);
    expect((await call('GET', '/api/notifiers/', 'ann')).json()).toEqual([]);
  });

  it('answers 404 for unknown desks, 400 for bad ids, 401 without sign-in', async () => {
    expect((await call('POST', '/api/notifiers/desk/999999/', 'ann')).statusCode).toBe(404);
    expect((await call('POST', '/api/notifiers/desk/abc/', 'ann')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifiers/' })).statusCode).toBe(401);
  });
});

describe('notifyWatchersDeskFree', () => {
  it('messages each watcher once, in their language, but not the person who freed it', async () => {
    const desk = s.deskIds[1];
    for (const who of ['ann', 'bas', 'cor']) await call('POST', `/api/notifiers/desk/${desk}/`, who);
    const sent = await ctx.db.transaction().execute((trx) => notifyWatchersDeskFree(trx, desk, clock.now(), ids.cor));
    expect(sent).toBe(2);
    const messages = await ctx.db
      .selectFrom('messages')
      .select(['user_id', 'title', 'kind'])
      .where('kind', '=', 'desk_free')
      .orderBy('user_id')
      .execute();
    expect(messages).toEqual([
      { user_id: ids.ann, kind: 'desk_free', title: 'Desk D2 on floor Floor 1 is free' },
      { user_id: ids.bas, kind: 'desk_free', title: 'Werkplek D2 op verdieping Floor 1 is vrij' },
    ]);
  });

  it('sends nothing while the desk is still taken today or closed', async () => {
    const desk = s.deskIds[2];
    await call('POST', `/api/notifiers/desk/${desk}/`, 'ann');
    const before = await ctx.db.selectFrom('messages').select('id').execute();
    const checkin = await insertCheckin(ctx.db, { userId: ids.cor, deskId: desk, roomId: s.roomId });
    expect(await notifyWatchersDeskFree(ctx.db, desk, clock.now())).toBe(0);
    await ctx.db.updateTable('checkins').set({ deactivated_at: clock.now() }).where('id', '=', checkin).execute();
    const end = new Date(clock.now().getTime() + 3600_000);
    await insertBooking(ctx.db, {
      userId: ids.bas,
      deskId: desk,
      timetableId: s.timetableIds[1],
      date: today,
      start: new Date(clock.now().getTime() - 60_000),
      end,
    });
    expect(await notifyWatchersDeskFree(ctx.db, desk, clock.now())).toBe(0);
    await ctx.db.updateTable('bookings').set({ cancelled_at: clock.now() }).where('desk_id', '=', desk).execute();
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', desk).execute();
    expect(await notifyWatchersDeskFree(ctx.db, desk, clock.now())).toBe(0);
    expect(await ctx.db.selectFrom('messages').select('id').execute()).toHaveLength(before.length);
    await ctx.db.updateTable('desks').set({ is_closed: false }).where('id', '=', desk).execute();
    expect(await notifyWatchersDeskFree(ctx.db, desk, clock.now())).toBe(1);
  });
});
