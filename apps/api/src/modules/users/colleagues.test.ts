import { COLLEAGUES_PAGE_SIZE, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: string;
const ids: Record<string, number> = {};
/** The app's clock: Monday 1 March 2027, 10:00 server time (every test sees the same day and hour). */
const clock = manualClock('2027-03-01T10:00:00');
const today = toApiDate(clock.now());

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  ids.me = await createUser(ctx.db, { username: 'me', first_name: 'Mira', last_name: 'Zuidema' });
  ids.jose = await createUser(ctx.db, { username: 'jose', first_name: 'José', last_name: 'García', is_bhv: true });
  ids.joost = await createUser(ctx.db, { username: 'joost', first_name: 'Joost', last_name: 'Jansen' });
  ids.home = await createUser(ctx.db, { username: 'home', first_name: 'Hanna', last_name: 'Thuis' });
  ids.meet = await createUser(ctx.db, { username: 'meet', first_name: 'Mees', last_name: 'Vergader', is_bhv: true });
  ids.away = await createUser(ctx.db, { username: 'away', first_name: 'Anna', last_name: '100%_Weg' });
  ids.anon = await createUser(ctx.db, { username: 'anon', first_name: 'Anon', last_name: 'Ymous' });
  ids.gone = await createUser(ctx.db, { username: 'gone', first_name: 'Gone', last_name: 'Left' });
  await ctx.db.updateTable('users').set({ anonymous: true }).where('id', '=', ids.anon).execute();
  await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', ids.gone).execute();
  // José works at desk D1, Hanna at home, Mees in the boardroom.
  await insertCheckin(ctx.db, { userId: ids.jose, deskId: s.deskIds[0], roomId: s.roomId });
  await ctx.db.insertInto('checkins').values({ user_id: ids.home, type: 'HOMEWORK' }).execute();
  await ctx.db
    .insertInto('checkins')
    .values({ user_id: ids.meet, type: 'MEETING', room_id: s.meetingRoomId })
    .execute();
  // Joost had a check-in that ended: he is not working now.
  await insertCheckin(ctx.db, {
    userId: ids.joost,
    deskId: s.deskIds[1],
    roomId: s.roomId,
    created: new Date(clock.now().getTime() - 7200_000),
    ended: new Date(clock.now().getTime() - 3600_000),
  });
  auth = await login(ctx.app, 'me');
});
afterAll(() => ctx.close());

const get = (url: string, authorization: string | null = auth) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const names = (body: { results: { first_name: string }[] }) => body.results.map((u) => u.first_name).sort();

describe('GET /api/users/ (colleague search)', () => {
  it('lists every findable colleague (not anonymous, not deactivated, not yourself) by last name with the counts', async () => {
    const res = await get('/api/users/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.filtered_count).toBe(5);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.results.map((u: { last_name: string }) => u.last_name)).toEqual([
      '100%_Weg',
      'García',
      'Jansen',
      'Thuis',
      'Vergader',
    ]);
    // Mira searching for herself finds nobody; José finds Mira.
    expect((await get('/api/users/?query=mira')).json().filtered_count).toBe(0);
    const jose = await login(ctx.app, 'jose');
    expect(names((await get('/api/users/?query=mira', jose)).json())).toEqual(['Mira']);
  });

  it('matches first name, last name and "first last", ignoring case and accents', async () => {
    expect(names((await get('/api/users/?query=jose')).json())).toEqual(['José']);
    expect(names((await get('/api/users/?query=GARCIA')).json())).toEqual(['José']);
    expect(names((await get(`/api/users/?query=${encodeURIComponent('josé garc')}`)).json())).toEqual(['José']);
    expect(names((await get('/api/users/?query=garcia%20jose')).json())).toEqual(['José']);
    expect(names((await get('/api/users/?query=jo')).json())).toEqual(['Joost', 'José']);
    const none = (await get('/api/users/?query=nobody')).json();
    expect(none).toMatchObject({ count: 5, filtered_count: 0, results: [], next: null });
  });

  it('treats % and _ in the search text as plain characters', async () => {
    expect(names((await get('/api/users/?query=100%25_')).json())).toEqual(['Anna']);
    expect(names((await get('/api/users/?query=%25')).json())).toEqual(['Anna']);
  });

  it('filters on BHV with is_bhv=true', async () => {
    const body = (await get('/api/users/?is_bhv=true')).json();
    expect(names(body)).toEqual(['José', 'Mees']);
    expect(body.filtered_count).toBe(2);
    expect(body.count).toBe(5);
  });

  it('applies each include filter', async () => {
    expect(names((await get('/api/users/?include=user.working_home')).json())).toEqual(['Hanna']);
    expect(names((await get('/api/users/?include=user.working_building')).json())).toEqual(['José', 'Mees']);
    expect(names((await get('/api/users/?include=user.bhv')).json())).toEqual(['José', 'Mees']);
    expect(names((await get('/api/users/?include=user.no_working')).json())).toEqual(['Anna', 'Joost']);
  });

  it('combines filters as "any of", and with the search text and is_bhv as "and"', async () => {
    expect(names((await get('/api/users/?include=user.working_home,user.no_working')).json())).toEqual([
      'Anna',
      'Hanna',
      'Joost',
    ]);
    expect(
      names((await get('/api/users/?include=user.working_home,user.working_building,user.no_working')).json()),
    ).toHaveLength(5);
    expect(names((await get('/api/users/?query=jo&include=user.no_working')).json())).toEqual(['Joost']);
    expect(names((await get('/api/users/?is_bhv=true&include=user.working_building')).json())).toEqual([
      'José',
      'Mees',
    ]);
    expect(names((await get('/api/users/?is_bhv=true&include=user.working_home')).json())).toEqual([]);
    expect(names((await get('/api/users/?query=mees&is_bhv=true')).json())).toEqual(['Mees']);
  });

  it('answers 400 with a code for an unknown include value, a bad is_bhv or page, and 401 without sign-in', async () => {
    const bad = await get('/api/users/?include=user.bhv,user.admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(bad.json().errors.include).toEqual(['colleagues.invalid_filter']);
    expect((await get('/api/users/?is_bhv=yes')).statusCode).toBe(400);
    expect((await get('/api/users/?page=0')).statusCode).toBe(400);
    expect((await get(`/api/users/?query=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/users/', null)).statusCode).toBe(401);
  });

  it('carries the check-ins and pending bookings the colleague status needs', async () => {
    const start = new Date(clock.now().getTime() + 3600_000);
    const booking = await insertBooking(ctx.db, {
      userId: ids.joost,
      deskId: s.deskIds[2],
      timetableId: s.timetableIds[1],
      date: today,
      start,
      end: new Date(start.getTime() + 3600_000),
    });
    await ctx.db
      .insertInto('booking_confirmations')
      .values({ booking_id: booking, status: 'waiting', opens_at: clock.now() })
      .execute();
    const joost = (await get('/api/users/?query=joost')).json().results[0];
    expect(joost.active_checkins).toEqual([]);
    expect(joost.pending_bookings).toMatchObject([
      { id: booking, desk: { id: s.deskIds[2], name: 'D3' }, accepted: true },
    ]);
    const jose = (await get('/api/users/?query=jose')).json().results[0];
    expect(jose.active_checkins).toMatchObject([
      { type: 'WORKSPACE', desk: { name: 'D1' }, floor_name: 'Floor 1', building_name: 'HQ' },
    ]);
    const mees = (await get('/api/users/?query=mees')).json().results[0];
    expect(mees.active_checkins).toMatchObject([
      { type: 'MEETING', room: { name: 'Boardroom' }, floor_name: 'Floor 1' },
    ]);
  });
});

describe('pagination through next', () => {
  it('walks to the last page by following absolute next links, and back with previous', async () => {
    const total = COLLEAGUES_PAGE_SIZE * 2 + 5;
    await ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: total }, (_, i) => ({
          username: `bulk${i}`,
          first_name: 'Bulk',
          last_name: `Person ${String(i).padStart(3, '0')}`,
          is_bhv: i % 10 === 0,
        })),
      )
      .execute();
    let url: string | null = '/api/users/?query=bulk';
    const seen: string[] = [];
    let pages = 0;
    let previous: string | null = null;
    while (url) {
      const res: {
        statusCode: number;
        json(): {
          filtered_count: number;
          next: string | null;
          previous: string | null;
          results: { last_name: string }[];
        };
      } = await ctx.app.inject({ method: 'GET', url, headers: { authorization: auth, host: 'flex.example:8080' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.filtered_count).toBe(total);
      seen.push(...body.results.map((u: { last_name: string }) => u.last_name));
      if (body.next) {
        expect(body.next).toMatch(/^http:\/\/flex\.example:8080\/api\/users\/\?query=bulk&page=\d+$/);
        expect(body.results).toHaveLength(COLLEAGUES_PAGE_SIZE);
      }
      previous = body.previous;
      url = body.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe('Person 000');
    expect(seen.at(-1)).toBe(`Person ${String(total - 1).padStart(3, '0')}`);
    expect(previous).toBe('http://flex.example:8080/api/users/?query=bulk&page=2');
    // Filters survive in the links.
    const filtered = (await get('/api/users/?query=bulk&include=user.bhv')).json();
    expect(filtered.filtered_count).toBe(7);
    expect(filtered.next).toBeNull();
  });
});

describe('GET /api/users/detail/{id}', () => {
  it('returns the colleague with their status data', async () => {
    const res = await get(`/api/users/detail/${ids.home}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.home,
      first_name: 'Hanna',
      last_name: 'Thuis',
      active_checkins: [{ type: 'HOMEWORK', desk: null, room: null }],
    });
  });

  it('answers 404 for unknown, anonymous or deactivated people, 400 for a bad id, 401 without sign-in', async () => {
    expect((await get('/api/users/detail/999999')).statusCode).toBe(404);
    expect((await get('/api/users/detail/999999')).json().code).toBe('NOT_FOUND');
    expect((await get(`/api/users/detail/${ids.anon}`)).statusCode).toBe(404);
    expect((await get(`/api/users/detail/${ids.gone}`)).statusCode).toBe(404);
    expect((await get('/api/users/detail/abc')).statusCode).toBe(400);
    expect((await get(`/api/users/detail/${ids.home}`, null)).statusCode).toBe(401);
  });
});
