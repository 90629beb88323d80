import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createStructure(ctx.db, { building: 'Amsterdam Zuidas' });
  await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Sanne', last_name: 'Bakker' });
  await createUser(ctx.db, { username: 'jerome', first_name: 'Jérôme', last_name: 'Öztürk' });
  await createUser(ctx.db, { username: 'worker', first_name: 'Daan', last_name: 'Visser' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'worker');
});
afterAll(() => ctx.close());

describe('search selectors', () => {
  it('autocomplete answers results with text', async () => {
    const desks = await ctx.app.inject({
      method: 'GET',
      url: '/api/autocomplete/desks/?q=d1',
      headers: { authorization: staff },
    });
    expect(desks.statusCode).toBe(200);
    expect(desks.json().results).toEqual([
      { id: expect.any(Number), text: 'D1 (Open space, Floor 1, Amsterdam Zuidas)' },
    ]);
    const rooms = await ctx.app.inject({
      method: 'GET',
      url: '/api/autocomplete/meeting_rooms/?q=board',
      headers: { authorization: staff },
    });
    expect(rooms.json().results).toEqual([{ id: expect.any(Number), text: 'Boardroom (Floor 1, Amsterdam Zuidas)' }]);
    const buildings = await ctx.app.inject({
      method: 'GET',
      url: '/api/autocomplete/buildings/?q=zuid',
      headers: { authorization: staff },
    });
    expect(buildings.json().results.map((r: { text: string }) => r.text)).toEqual(['Amsterdam Zuidas']);
  });

  it('reports/users finds first, last and full names; wildcards are literal', async () => {
    const post = (search: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reports/users/',
        headers: { authorization: staff },
        payload: { search },
      });
    expect((await post('öztü')).json().data).toEqual([
      { id: expect.any(Number), first_name: 'Jérôme', last_name: 'Öztürk', name: 'Jérôme Öztürk' },
    ]);
    expect((await post('daan vis')).json().data).toHaveLength(1);
    expect((await post('%')).json().data).toHaveLength(0);
  });

  it('reports/desks and reports/meeting_rooms answer data lists', async () => {
    const desks = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/desks/',
      headers: { authorization: staff },
      payload: { search: 'open' },
    });
    expect(desks.json().data).toHaveLength(3);
    const rooms = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/meeting_rooms/',
      headers: { authorization: staff },
      payload: { search: 'Board' },
    });
    expect(rooms.json().data[0]).toMatchObject({
      name: 'Boardroom',
      floor_name: 'Floor 1',
      building_name: 'Amsterdam Zuidas',
    });
  });

  it('are for staff only and validate input', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/autocomplete/desks/', headers: { authorization: employee } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/reports/users/',
          headers: { authorization: employee },
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/autocomplete/desks/' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/autocomplete/desks/?limit=0',
          headers: { authorization: staff },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/reports/users/',
          headers: { authorization: staff },
          payload: { search: 5 },
        })
      ).statusCode,
    ).toBe(400);
  });
});
