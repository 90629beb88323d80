import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Aggregate-only analytics folds small places in the usage tables (decision 366); the threshold here is 3. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let staff: string;
const RANGE = 'start_date=2027-02-01&end_date=2027-02-28';
const HOUR = 3600;

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: staff } });
const settings = (payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/configuration/settings', headers: { authorization: staff }, payload });

/** A closed one-hour check-in on a February day. */
const used = (userId: number, place: { desk_id?: number; room_id?: number }, day: number) => {
  const created = new Date(`2027-02-${String(day).padStart(2, '0')}T10:00:00`);
  return ctx.db
    .insertInto('checkins')
    .values({
      user_id: userId,
      type: place.desk_id ? 'WORKSPACE' : 'MEETING',
      ...place,
      created,
      deactivated_at: new Date(created.getTime() + HOUR * 1000),
    })
    .execute();
};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  await createUser(ctx.db, { username: 'boss', staff: true });
  staff = await login(ctx.app, 'boss');
  const people: number[] = [];
  for (const name of ['p1', 'p2', 'p3', 'p4', 'p5']) people.push(await createUser(ctx.db, { username: name }));
  // D1: three people (the threshold); D2: two people (threshold - 1), twice each; D3: nobody.
  for (const [i, p] of people.slice(0, 3).entries()) await used(p, { desk_id: s.deskIds[0] }, 2 + i);
  for (const [i, p] of people.slice(3).entries()) {
    await used(p, { desk_id: s.deskIds[1] }, 10 + i);
    await used(p, { desk_id: s.deskIds[1] }, 20 + i);
  }
  // The boardroom: two people (threshold - 1).
  await used(people[0]!, { room_id: s.meetingRoomId }, 3);
  await used(people[1]!, { room_id: s.meetingRoomId }, 4);
  expect((await settings({ aggregate_min_group_size: 3 })).statusCode).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

type Desk = { desk_id: number; desk_name: string; last_month_usage: number };
type Room = { room_id: number; room_name: string; last_month_usage: number };

describe('usage tables in aggregate-only analytics (decision 366)', () => {
  it('lists every place while off', async () => {
    const desks = (await get(`/api/reports/desk_usage?${RANGE}`)).json() as Desk[];
    expect(desks.map((d) => [d.desk_name, d.last_month_usage])).toEqual([
      ['D2', 4 * HOUR],
      ['D1', 3 * HOUR],
      ['D3', 0],
    ]);
  });

  it('folds a desk and a room used by threshold-1 people into "other"; a place nobody used stays', async () => {
    expect((await settings({ aggregate_only_analytics: true })).statusCode).toBe(200);
    try {
      const desks = (await get(`/api/reports/desk_usage?${RANGE}`)).json() as Desk[];
      expect(desks.map((d) => [d.desk_id, d.desk_name, d.last_month_usage])).toEqual([
        [s.deskIds[0], 'D1', 3 * HOUR],
        [s.deskIds[2], 'D3', 0],
        [0, 'other', 4 * HOUR],
      ]);
      const rooms = (await get(`/api/reports/room_usage?${RANGE}`)).json() as Room[];
      expect(rooms.map((r) => [r.room_id, r.room_name, r.last_month_usage])).toEqual([
        [s.roomId, 'Open space', 7 * HOUR],
        [0, 'other', 2 * HOUR],
      ]);
      // At the threshold nothing is small: a threshold of 2 keeps D2 and the boardroom.
      expect((await settings({ aggregate_min_group_size: 2 })).statusCode).toBe(200);
      const kept = (await get(`/api/reports/desk_usage?${RANGE}`)).json() as Desk[];
      expect(kept.map((d) => d.desk_name)).toEqual(['D2', 'D1', 'D3']);
    } finally {
      await settings({ aggregate_only_analytics: false, aggregate_min_group_size: 3 });
    }
  });
});
