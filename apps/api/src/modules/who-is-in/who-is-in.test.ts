import type { TWhoIsInWeek } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 1 March 2027, 09:30. Decisions 340, 360. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let teamId: number;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};

const book = (who: string, date: string, place: { desk_id?: number; room_id?: number }) =>
  ctx.db
    .insertInto('bookings')
    .values({
      user_id: ids[who],
      date,
      start_at: new Date(`${date}T09:00:00`),
      end_at: new Date(`${date}T17:00:00`),
      created_at: clock.now(),
      timetable_id: place.desk_id ? s.timetableIds[0] : null,
      ...place,
    })
    .execute();

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db);
  for (const [username, first_name, staff] of [
    ['me', 'Mia', false],
    ['ann', 'Ann', false],
    ['bas', 'Bas', false],
    ['cor', 'Cor', false],
    ['out', 'Olga', false],
    ['boss', 'Bo', true],
  ] as const) {
    ids[username] = await createUser(ctx.db, { username, first_name, last_name: username.toUpperCase(), staff });
    auth[username] = await login(ctx.app, username);
  }
  await ctx.db.updateTable('users').set({ private_bookings: true }).where('id', '=', ids.cor).execute();
  const team = await ctx.db
    .insertInto('groups')
    .values({ display_name: 'Team', source: 'manual' })
    .returning('id')
    .executeTakeFirstOrThrow();
  teamId = team.id;
  const other = await ctx.db
    .insertInto('groups')
    .values({ display_name: 'Other', source: 'manual' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('group_members')
    .values([
      ...['me', 'ann', 'bas', 'cor', 'boss'].map((who) => ({ group_id: team.id, user_id: ids[who] })),
      { group_id: other.id, user_id: ids.out },
    ])
    .execute();
  await book('ann', '2027-03-01', { desk_id: s.deskIds[0] });
  await book('ann', '2027-03-03', { room_id: s.meetingRoomId });
  await book('bas', '2027-03-08', { desk_id: s.deskIds[1] }); // next week
  await book('cor', '2027-03-01', { desk_id: s.deskIds[2] });
  await book('out', '2027-03-01', { desk_id: s.deskIds[1] });
  await ctx.db
    .insertInto('bookings')
    .values({
      user_id: ids.bas,
      desk_id: s.deskIds[1],
      timetable_id: s.timetableIds[0],
      date: '2027-03-02',
      start_at: new Date('2027-03-02T09:00:00'),
      end_at: new Date('2027-03-02T17:00:00'),
      created_at: clock.now(),
      cancelled_at: clock.now(),
    })
    .execute();
  // Ann checks in at her booked desk on Monday; Bas walks in at a desk he did not book.
  await ctx.db
    .insertInto('checkins')
    .values([
      { user_id: ids.ann, type: 'WORKSPACE', desk_id: s.deskIds[0], created: clock.now() },
      { user_id: ids.bas, type: 'WORKSPACE', desk_id: s.deskIds[1], created: clock.now() },
    ])
    .execute();
}, 60_000);
afterAll(() => ctx.close());

const week = async (who: string, monday: string, source = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/booking/who-is-in?week=${monday}${source ? `&who=${source}` : ''}`,
    headers: { authorization: auth[who] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    week: string;
    days: {
      date: string;
      people: { id: number; checked_in: boolean; favourite: boolean; places: { kind: string; name: string }[] }[];
    }[];
  };
};
const names = (day: { people: { id: number }[] }) =>
  day.people.map((p) => Object.keys(ids).find((k) => ids[k] === p.id));

describe('who is in', () => {
  it('lists, per working day, the colleagues in my groups who booked or checked in, with where they sit', async () => {
    const body = await week('me', '2027-03-01');
    expect(body.days.map((d) => d.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    const [monday, tuesday, wednesday] = body.days;
    expect(monday.people).toEqual([
      {
        id: ids.ann,
        first_name: 'Ann',
        last_name: 'ANN',
        checked_in: true,
        favourite: false,
        places: [
          {
            kind: 'desk',
            id: s.deskIds[0],
            name: 'D1',
            building: { id: s.buildingId, name: 'HQ' },
            floor: { id: s.floorId, name: 'Floor 1' },
            room: { id: s.roomId, name: 'Open space' },
          },
        ],
      },
      expect.objectContaining({ id: ids.bas, checked_in: true, places: [expect.objectContaining({ name: 'D2' })] }),
    ]);
    // A cancelled booking does not count; a meeting room does.
    expect(tuesday.people).toEqual([]);
    expect(wednesday.people).toEqual([
      expect.objectContaining({ id: ids.ann, checked_in: false, places: [expect.objectContaining({ kind: 'room' })] }),
    ]);
    expect(names((await week('me', '2027-03-08')).days[0])).toEqual(['bas']);
  });

  it('leaves out people outside my groups, and private people unless I am staff', async () => {
    const mine = await week('me', '2027-03-01');
    expect(names(mine.days[0])).not.toContain('out');
    expect(names(mine.days[0])).not.toContain('cor');
    const staff = await week('boss', '2027-03-01');
    expect(names(staff.days[0])).toEqual(['ann', 'bas', 'cor']);
    const outsider = await week('out', '2027-03-01');
    expect(outsider.days.every((d) => d.people.length === 0)).toBe(true);
    // A private person still sees their group.
    expect(names((await week('cor', '2027-03-01')).days[0])).toEqual(['ann', 'bas']);
  });

  it('answers a week that is not a Monday with 400', async () => {
    for (const bad of ['2027-03-02', '2027-02-30', 'monday', '']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/who-is-in?week=${bad}`,
        headers: { authorization: auth.me },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION_ERROR');
    }
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/booking/who-is-in',
      headers: { authorization: auth.me },
    });
    expect(none.statusCode).toBe(400);
  });

  it('needs a signed-in person (401)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/booking/who-is-in?week=2027-03-01' });
    expect(res.statusCode).toBe(401);
  });

  it('takes API tokens with bookings:read (the booking rule of lib/token-scopes.ts)', async () => {
    const made = async (scopes: string[]) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/self/tokens',
        headers: { authorization: auth.me },
        payload: { name: scopes.join(' '), scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return `Bearer ${(res.json() as { token: string }).token}`;
    };
    const get = async (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/booking/who-is-in?week=2027-03-01', headers: { authorization } });
    expect((await get(await made(['bookings:read']))).statusCode).toBe(200);
    const refused = await get(await made(['profile:read']));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TOKEN_SCOPE_MISSING');
  });
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who?: string) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {} });
const followed = async (who: string) => {
  const res = await call('GET', '/api/booking/favourite-people', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { people: { id: number }[] }).people.map((p) => Object.keys(ids).find((k) => ids[k] === p.id));
};

describe('people I follow (decision 360)', () => {
  it('adds the people I follow to my week, marked, and filters by groups or favourites', async () => {
    expect((await call('PUT', `/api/booking/favourite-people/${ids.out}`, 'bas')).statusCode).toBe(204);
    expect((await call('PUT', `/api/booking/favourite-people/${ids.out}`, 'bas')).statusCode).toBe(204);
    expect(await followed('bas')).toEqual(['out']);

    const all = (await week('bas', '2027-03-01')).days[0].people;
    expect(all.map((p) => [p.id, p.favourite])).toEqual([
      [ids.ann, false],
      [ids.out, true],
    ]);
    expect(names((await week('bas', '2027-03-01', 'groups')).days[0])).toEqual(['ann']);
    expect(names((await week('bas', '2027-03-01', 'favourites')).days[0])).toEqual(['out']);

    expect((await call('DELETE', `/api/booking/favourite-people/${ids.out}`, 'bas')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/booking/favourite-people/${ids.out}`, 'bas')).statusCode).toBe(204);
    expect(await followed('bas')).toEqual([]);
    expect(names((await week('bas', '2027-03-01', 'favourites')).days[0])).toEqual([]);
  });

  it('still leaves out a private person I follow, unless I am staff', async () => {
    expect((await call('PUT', `/api/booking/favourite-people/${ids.cor}`, 'out')).statusCode).toBe(204);
    expect(await followed('out')).toEqual(['cor']);
    expect(names((await week('out', '2027-03-01', 'favourites')).days[0])).toEqual([]);
    expect((await call('PUT', `/api/booking/favourite-people/${ids.out}`, 'boss')).statusCode).toBe(204);
    expect(names((await week('boss', '2027-03-01', 'favourites')).days[0])).toEqual(['out']);
  });

  it('refuses following oneself, someone unknown or gone, a bad id or source, and too many people', async () => {
    const self = await call('PUT', `/api/booking/favourite-people/${ids.me}`, 'me');
    expect([self.statusCode, self.json().code]).toEqual([400, 'FOLLOW_SELF']);
    const gone = await createUser(ctx.db, { username: 'gone' });
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', gone).execute();
    for (const id of [gone, 2_000_000_000]) {
      const res = await call('PUT', `/api/booking/favourite-people/${id}`, 'me');
      expect([res.statusCode, res.json().code], String(id)).toEqual([404, 'NO_EXISTS']);
    }
    for (const bad of ['abc', '0', '1.5']) {
      const res = await call('PUT', `/api/booking/favourite-people/${bad}`, 'me');
      expect([res.statusCode, res.json().code], bad).toEqual([400, 'VALIDATION_ERROR']);
    }
    const source = await call('GET', '/api/booking/who-is-in?week=2027-03-01&who=everyone', 'me');
    expect([source.statusCode, source.json().code]).toEqual([400, 'VALIDATION_ERROR']);

    // MAX_FOLLOWED_PEOPLE (200) people followed: the next one is FOLLOWING_FULL, nothing is added.
    const many = await ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 201 }, (_, i) => ({
          username: `many${i}`,
          email: `many${i}@example.test`,
          password_hash: 'x',
          first_name: 'Many',
          last_name: `M${String(i).padStart(3, '0')}`,
          roles: [],
          language: 'en' as const,
          is_bhv: false,
        })),
      )
      .returning('id')
      .execute();
    await ctx.db
      .insertInto('favourite_people')
      .values(many.slice(0, 200).map((m) => ({ user_id: ids.ann, person_id: m.id, created_at: clock.now() })))
      .execute();
    const full = await call('PUT', `/api/booking/favourite-people/${many[200].id}`, 'ann');
    expect([full.statusCode, full.json().code]).toEqual([409, 'FOLLOWING_FULL']);
    expect((await followed('ann')).length).toBe(200);
  });

  it('needs a signed-in person (401)', async () => {
    expect((await call('GET', '/api/booking/favourite-people')).statusCode).toBe(401);
    expect((await call('PUT', `/api/booking/favourite-people/${ids.ann}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/booking/favourite-people/${ids.ann}`)).statusCode).toBe(401);
  });
});

describe("the dashboard's week of a group (decision 360)", () => {
  it('gives staff the group members and, per working day, who is in, private people included', async () => {
    const res = await call('GET', `/api/dashboard/who-is-in?week=2027-03-01&group=${teamId}`, 'boss');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      group: { id: number; name: string };
      members: { id: number }[];
      days: { date: string; people: { id: number }[] }[];
    };
    expect(body.group).toEqual({ id: teamId, name: 'Team' });
    expect(body.members.map((m) => m.id)).toEqual([ids.ann, ids.bas, ids.boss, ids.cor, ids.me]);
    expect(body.days.map((d) => d.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    expect(names(body.days[0])).toEqual(['ann', 'bas', 'cor']);
    expect(names(body.days[2])).toEqual(['ann']);
  });

  it('with a building, shows each day only who is booked or checked in there (decision 400)', async () => {
    const annex = await createStructure(ctx.db, { building: 'Annex', desks: 1 });
    await book('ann', '2027-03-02', { desk_id: annex.deskIds[0] });
    const at = async (building: number | string) => {
      const res = await call(
        'GET',
        `/api/dashboard/who-is-in?week=2027-03-01&group=${teamId}&building=${building}`,
        'boss',
      );
      return res;
    };
    const hq = (await at(s.buildingId)).json() as {
      members: unknown[];
      days: { people: { id: number; places: { building: { id: number } }[] }[] }[];
    };
    expect(hq.members).toHaveLength(5);
    expect(hq.days.map(names)).toEqual([['ann', 'bas', 'cor'], [], ['ann'], [], []]);
    const there = (await at(annex.buildingId)).json() as typeof hq;
    expect(there.days.map(names)).toEqual([[], ['ann'], [], [], []]);
    expect(there.days[1].people[0].places.map((p) => p.building.id)).toEqual([annex.buildingId]);

    const unknown = await at(2_000_000_000);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NO_EXISTS']);
    for (const bad of ['x', '0']) {
      const res = await at(bad);
      expect([res.statusCode, res.json().code], bad).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('answers an unknown group 404, bad input 400, employees 403 and strangers 401', async () => {
    const unknown = await call('GET', '/api/dashboard/who-is-in?week=2027-03-01&group=2000000000', 'boss');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NO_EXISTS']);
    for (const query of ['week=2027-03-02&group=1', 'week=2027-03-01&group=x', 'week=2027-03-01']) {
      const res = await call('GET', `/api/dashboard/who-is-in?${query}`, 'boss');
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_ERROR']);
    }
    const employee = await call('GET', `/api/dashboard/who-is-in?week=2027-03-01&group=${teamId}`, 'me');
    expect(employee.statusCode).toBe(403);
    const stranger = await call('GET', `/api/dashboard/who-is-in?week=2027-03-01&group=${teamId}`);
    expect(stranger.statusCode).toBe(401);
  });
});

describe("the app's week at one building (decision 424)", () => {
  it('shows each day only who is booked or checked in there, with those places; privacy still applies', async () => {
    const wing = await createStructure(ctx.db, { building: 'Wing', desks: 1 });
    await book('bas', '2027-03-04', { desk_id: wing.deskIds[0] });
    const at = (who: string, building: number | string) =>
      call('GET', `/api/booking/who-is-in?week=2027-03-01&who=groups&building=${building}`, who);
    type Week = Awaited<ReturnType<typeof week>>;

    const hq = (await at('me', s.buildingId)).json() as Week;
    expect(hq.days.map(names)).toEqual([['ann', 'bas'], [], ['ann'], [], []]);
    const there = (await at('me', wing.buildingId)).json() as TWhoIsInWeek;
    expect(there.days.map(names)).toEqual([[], [], [], ['bas'], []]);
    expect(there.days[3].people[0].places.map((p) => p.building.id)).toEqual([wing.buildingId]);
    expect(names((await week('me', '2027-03-01', 'groups')).days[3])).toEqual(['bas']);
    // Cor keeps his bookings private: left out for colleagues at any building, shown to staff.
    expect(names(((await at('boss', s.buildingId)).json() as Week).days[0])).toEqual(['ann', 'bas', 'cor']);

    const unknown = await at('me', 2_000_000_000);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NO_EXISTS']);
    for (const bad of ['x', '0', '-1']) {
      const res = await at('me', bad);
      expect([res.statusCode, res.json().code], bad).toEqual([400, 'VALIDATION_ERROR']);
    }
    const stranger = await call('GET', `/api/booking/who-is-in?week=2027-03-01&building=${s.buildingId}`);
    expect(stranger.statusCode).toBe(401);
  });
});
