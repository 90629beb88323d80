import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { giveRole } from '../../../test/roles';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;
/** A location admin of Amsterdam, an analyst and reception of Amsterdam (no reports permission). */
let admin: string;
let analyst: string;
let reception: string;
let amsterdam: number;
let utrecht: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  amsterdam = (await createStructure(ctx.db, { building: 'Amsterdam Zuidas' })).buildingId;
  utrecht = (await createStructure(ctx.db, { building: 'Utrecht Centraal' })).buildingId;
  for (const [username, role, buildings] of [
    ['lotte', 'location_admin', [amsterdam]],
    ['anna', 'analyst', []],
    ['ruben', 'reception', [amsterdam]],
  ] as const)
    await giveRole(ctx.db, await createUser(ctx.db, { username }), role, [...buildings], clock.now());
  [admin, analyst, reception] = [
    await login(ctx.app, 'lotte'),
    await login(ctx.app, 'anna'),
    await login(ctx.app, 'ruben'),
  ];
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
      url: `/api/autocomplete/desks/?q=d1&building_id=${amsterdam}`,
      headers: { authorization: staff },
    });
    expect(desks.statusCode).toBe(200);
    expect(desks.json().results).toEqual([
      { id: expect.any(Number), text: 'D1 (Open space, Floor 1, Amsterdam Zuidas)' },
    ]);
    const rooms = await ctx.app.inject({
      method: 'GET',
      url: `/api/autocomplete/meeting_rooms/?q=board&building_id=${amsterdam}`,
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
    // Staff search every building: three desks in each.
    expect(desks.json().data).toHaveLength(6);
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

describe('the desk and meeting-room pickers for a building-scoped role (decision 427)', () => {
  const pick = (kind: 'desks' | 'meeting_rooms', authorization: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/reports/${kind}/`, headers: { authorization }, payload });
  const buildingsOf = (res: { json(): { data: { building_name: string }[] } }) => [
    ...new Set(res.json().data.map((p) => p.building_name)),
  ];

  it("a location admin of A finds A's desks and rooms only, and may name A", async () => {
    const desks = await pick('desks', admin, { search: 'open' });
    expect(desks.statusCode).toBe(200);
    expect(desks.json().data).toHaveLength(3);
    expect(buildingsOf(desks)).toEqual(['Amsterdam Zuidas']);
    expect(buildingsOf(await pick('meeting_rooms', admin, { search: 'board' }))).toEqual(['Amsterdam Zuidas']);
    expect(buildingsOf(await pick('desks', admin, { search: 'd1', building_id: amsterdam }))).toEqual([
      'Amsterdam Zuidas',
    ]);
  });

  it("naming B, alone or beside A, is 403 BUILDING_NOT_PERMITTED; B's places are never listed", async () => {
    for (const building_id of [utrecht, [amsterdam, utrecht]])
      for (const kind of ['desks', 'meeting_rooms'] as const) {
        const res = await pick(kind, admin, { search: 'o', building_id });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
      }
  });

  it('staff and the analyst search every building, or the ones they name', async () => {
    expect(buildingsOf(await pick('desks', analyst, { search: 'open' }))).toEqual([
      'Amsterdam Zuidas',
      'Utrecht Centraal',
    ]);
    expect(buildingsOf(await pick('meeting_rooms', staff, { search: 'board', building_id: [utrecht] }))).toEqual([
      'Utrecht Centraal',
    ]);
    expect(buildingsOf(await pick('desks', analyst, { search: 'open', building_id: 'all' }))).toHaveLength(2);
  });

  it('refuse roles without the reports permission and bad building ids', async () => {
    for (const authorization of [reception, employee]) {
      const res = await pick('desks', authorization, { search: 'open' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/reports/desks/', payload: {} })).statusCode).toBe(401);
    for (const building_id of ['x', 0, [amsterdam, 'x']]) {
      const res = await pick('desks', staff, { search: 'open', building_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
