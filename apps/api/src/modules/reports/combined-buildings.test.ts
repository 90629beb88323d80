import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { giveRole } from '../../../test/roles';
import { manualClock } from '../../lib/clock';

/** A location admin's combined reports over several of their buildings (decision 402). */
let ctx: TestContext;
const b: Awaited<ReturnType<typeof createStructure>>[] = [];
const auth: Record<string, string> = {};

const clock = manualClock('2027-03-01T09:30:00');
const RANGE = 'start_date=2027-02-01&end_date=2027-02-28';
const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: auth[who] } });
const ids = (...buildings: number[]) => buildings.map((i) => `building_id=${b[i]!.buildingId}`).join('&');

/** Three reports in one: check-ins per month, check-ins in the range, the desks used. */
async function figures(who: string, filter: string) {
  const q = `${RANGE}${filter ? `&${filter}` : ''}`;
  const summaries = await get(who, `/api/reports/checkin_summaries?${q}`);
  const active = await get(who, `/api/reports/active_users?${q}`);
  const desks = await get(who, `/api/reports/desk_usage?${q}&limit=100`);
  for (const res of [summaries, active, desks]) expect(res.statusCode, res.body).toBe(200);
  return {
    perMonth: (summaries.json() as { count: number }[]).reduce((sum, m) => sum + m.count, 0),
    checkins: active.json().checkins as number,
    desks: (desks.json() as { desk_id: number; checkins: number }[])
      .filter((d) => d.checkins > 0)
      .map((d) => d.desk_id),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  for (const name of ['North', 'South', 'West']) b.push(await createStructure(ctx.db, { building: name, desks: 3 }));
  const person = await createUser(ctx.db, { username: 'worker' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  auth.boss = await login(ctx.app, 'boss');
  // Check-ins in February: North 1, South 2, West 4.
  for (const [i, count] of [1, 2, 4].entries())
    for (let n = 0; n < count; n++) {
      const s = b[i]!;
      const day = `2027-02-${String(10 + n).padStart(2, '0')}`;
      await insertCheckin(ctx.db, {
        userId: person,
        deskId: s.deskIds[n % 3]!,
        roomId: s.roomId,
        created: new Date(`${day}T09:00:00`),
        ended: new Date(`${day}T12:00:00`),
      });
    }
  const admin = await createUser(ctx.db, { username: 'admin' });
  await giveRole(ctx.db, admin, 'location_admin', [b[0]!.buildingId, b[1]!.buildingId], clock.now());
  auth.admin = await login(ctx.app, 'admin');
});
afterAll(() => ctx.close());

describe('reports over several buildings (decision 402)', () => {
  it('two buildings of three: the totals are the sum of the two, with no row of the third', async () => {
    const north = await figures('boss', ids(0));
    const south = await figures('boss', ids(1));
    const both = await figures('boss', ids(0, 1));
    expect([north.perMonth, south.perMonth]).toEqual([1, 2]);
    expect(both.perMonth).toBe(north.perMonth + south.perMonth);
    expect(both.checkins).toBe(north.checkins + south.checkins);
    expect(both.desks.sort()).toEqual([...north.desks, ...south.desks].sort());
    expect(both.desks.some((d) => b[2]!.deskIds.includes(d))).toBe(false);
    // Staff without a filter keep every building.
    expect((await figures('boss', '')).perMonth).toBe(7);
  });

  it('a location admin reads their buildings combined, by default all of theirs and never another', async () => {
    const named = await figures('admin', ids(0, 1));
    expect(named.perMonth).toBe(3);
    const byDefault = await figures('admin', '');
    expect(byDefault).toEqual(named);
    expect(await figures('admin', 'building_id=all')).toEqual(named);
    expect((await figures('admin', ids(1))).perMonth).toBe(2);
  });

  it("refuses a location admin a third building's id, alone or among theirs, with 403 BUILDING_NOT_PERMITTED", async () => {
    for (const filter of [ids(2), ids(0, 2), `${ids(0)}&building_id=999999`]) {
      const res = await get('admin', `/api/reports/checkin_summaries?${RANGE}&${filter}`);
      expect(res.statusCode, filter).toBe(403);
      expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
    }
  });

  it('answers 400 for a building id that is not one', async () => {
    for (const filter of ['building_id=x', 'building_id=1&building_id=-2']) {
      const res = await get('boss', `/api/reports/checkin_summaries?${RANGE}&${filter}`);
      expect(res.statusCode, filter).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
