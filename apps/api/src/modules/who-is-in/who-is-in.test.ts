import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 1 March 2027, 09:30. Decision 340. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
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

const week = async (who: string, monday: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/booking/who-is-in?week=${monday}`,
    headers: { authorization: auth[who] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    week: string;
    days: { date: string; people: { id: number; checked_in: boolean; places: { kind: string; name: string }[] }[] }[];
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
