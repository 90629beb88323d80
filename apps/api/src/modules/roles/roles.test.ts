import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let hq: Awaited<ReturnType<typeof createStructure>>;
let annex: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {}, payload: payload as object });
const assign = (payload: unknown) => call('POST', '/api/setup/roles', 'boss', payload);

async function registerGuest(deskId: number, first: string, last: string, hostId: number) {
  await ctx.db
    .insertInto('guest_registrations')
    .values({
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@guest.example`,
      phone_number: '+31 20 123 4567',
      company_name: 'Visitors Ltd',
      desk_id: deskId,
      date: '2027-03-01',
      time_start: '10:00',
      time_end: '12:00',
      visit_person_id: hostId,
      registered_by: hostId,
      created_at: clock.now(),
    })
    .execute();
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  hq = await createStructure(ctx.db, { building: 'HQ', desks: 2 });
  annex = await createStructure(ctx.db, { building: 'Annex', desks: 2 });
  ids.boss = await createUser(ctx.db, { username: 'boss', staff: true });
  ids.bas = await createUser(ctx.db, { username: 'bas', staff: true, language: 'nl' });
  for (const name of ['rita', 'rob', 'lars', 'anna', 'emma', 'hank'])
    ids[name] = await createUser(ctx.db, { username: name, first_name: name[0]!.toUpperCase() + name.slice(1) });
  for (const name of ['boss', 'bas', 'rita', 'rob', 'lars', 'anna', 'emma', 'hank'])
    auth[name] = await login(ctx.app, name);
  await registerGuest(hq.deskIds[0]!, 'Gina', 'Gast', ids.hank!);
  await registerGuest(annex.deskIds[0]!, 'Otto', 'Other', ids.hank!);
}, 120_000);
afterAll(() => ctx.close());

describe('role assignments in Setup (decision 301)', () => {
  it('staff give reception to a person, location admin to a group, analyst to a person; the list shows them', async () => {
    const reception = await assign({ role: 'reception', user_id: ids.rita, building_ids: [hq.buildingId] });
    expect(reception.statusCode).toBe(201);
    expect(reception.json()).toMatchObject({
      role: 'reception',
      user: { id: ids.rita, username: 'rita' },
      group: null,
      buildings: [{ id: hq.buildingId, name: 'HQ' }],
    });
    const group = await ctx.db
      .insertInto('groups')
      .values({ display_name: 'Annex admins', source: 'oidc' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('group_members').values({ group_id: group.id, user_id: ids.lars! }).execute();
    expect(
      (await assign({ role: 'location_admin', group_id: group.id, building_ids: [annex.buildingId] })).statusCode,
    ).toBe(201);
    expect((await assign({ role: 'analyst', user_id: ids.anna })).statusCode).toBe(201);
    expect((await assign({ role: 'reception', user_id: ids.rob, building_ids: [annex.buildingId] })).statusCode).toBe(
      201,
    );
    const list = await call('GET', '/api/setup/roles', 'boss');
    expect(list.json().map((a: { role: string }) => a.role)).toEqual([
      'analyst',
      'location_admin',
      'reception',
      'reception',
    ]);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'role.assign').execute();
    expect(audit).toHaveLength(4);
  });

  it('refuses a role for both or neither holder, wrong buildings, unknown references and a repeat', async () => {
    const cases: [unknown, number, string][] = [
      [{ role: 'analyst', user_id: ids.emma, group_id: 1 }, 400, 'ROLE_HOLDER_INVALID'],
      [{ role: 'analyst' }, 400, 'ROLE_HOLDER_INVALID'],
      [{ role: 'reception', user_id: ids.emma }, 400, 'ROLE_BUILDINGS_INVALID'],
      [{ role: 'analyst', user_id: ids.emma, building_ids: [hq.buildingId] }, 400, 'ROLE_BUILDINGS_INVALID'],
      [{ role: 'reception', user_id: 99999, building_ids: [hq.buildingId] }, 400, 'ROLE_REFERENCE_UNKNOWN'],
      [{ role: 'reception', user_id: ids.emma, building_ids: [99999] }, 400, 'ROLE_REFERENCE_UNKNOWN'],
      [{ role: 'reception', user_id: ids.rita, building_ids: [annex.buildingId] }, 409, 'ROLE_ALREADY_ASSIGNED'],
      [{ role: 'janitor', user_id: ids.emma }, 400, 'VALIDATION_ERROR'],
      [{ role: 'analyst', user_id: 'x' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await assign(body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    const dutch = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/roles',
      headers: { authorization: auth.bas! },
      payload: { role: 'analyst' },
    });
    expect(dutch.json().message).toBe('Geef de rol aan één persoon of aan één groep.');
    const roleRows = await ctx.db.selectFrom('role_assignments').select('id').execute();
    expect(roleRows).toHaveLength(4);
  });

  it('is for staff only: anonymous 401, every other role 403', async () => {
    expect((await call('GET', '/api/setup/roles')).statusCode).toBe(401);
    for (const who of ['rita', 'lars', 'anna', 'emma']) {
      expect((await call('GET', '/api/setup/roles', who)).statusCode).toBe(403);
      expect((await call('POST', '/api/setup/roles', who, { role: 'analyst', user_id: ids[who] })).statusCode).toBe(
        403,
      );
    }
  });

  it('tells each person their permissions: through a person or a group, per building or everywhere', async () => {
    const grants = async (who: string) => (await call('GET', '/api/users/self/grants/', who)).json();
    expect(await grants('rita')).toEqual([
      { permission: 'guests', building_ids: [hq.buildingId] },
      { permission: 'checkins_today', building_ids: [hq.buildingId] },
      { permission: 'evacuation', building_ids: [hq.buildingId] },
    ]);
    expect(await grants('lars')).toEqual([
      { permission: 'setup', building_ids: [annex.buildingId] },
      { permission: 'reports', building_ids: [annex.buildingId] },
      { permission: 'guests', building_ids: [annex.buildingId] },
    ]);
    expect(await grants('anna')).toEqual([{ permission: 'reports', building_ids: null }]);
    expect(await grants('emma')).toEqual([]);
    expect((await grants('boss')).every((g: { building_ids: unknown }) => g.building_ids === null)).toBe(true);
  });
});

describe("today's guests, by building and with personal data for reception and the host only (decision 302)", () => {
  const guests = async (who: string) => {
    const res = await call('GET', '/api/guests/today/', who);
    expect(res.statusCode, who).toBe(200);
    return res.json() as { first_name: string; last_name: string | null; email: string | null; personal: boolean }[];
  };

  it('reception sees the guests of their building with name, e-mail and phone, and no other building', async () => {
    expect(await guests('rita')).toEqual([
      expect.objectContaining({
        first_name: 'Gina',
        last_name: 'Gast',
        email: 'gina@guest.example',
        phone_number: '+31 20 123 4567',
        building: { id: hq.buildingId, name: 'HQ' },
        host: { id: ids.hank, name: expect.stringContaining('Hank') },
        personal: true,
      }),
    ]);
    expect((await guests('rob')).map((g) => [g.first_name, g.last_name])).toEqual([['Otto', 'Other']]);
  });

  it('a location admin and staff see first names only; the host sees their own guests in full', async () => {
    expect(await guests('lars')).toEqual([
      expect.objectContaining({
        first_name: 'Otto',
        last_name: null,
        email: null,
        phone_number: null,
        personal: false,
      }),
    ]);
    const all = await guests('boss');
    expect(all.map((g) => [g.first_name, g.last_name, g.personal])).toEqual([
      ['Gina', null, false],
      ['Otto', null, false],
    ]);
    await assign({ role: 'location_admin', user_id: ids.hank, building_ids: [hq.buildingId] });
    expect((await guests('hank')).map((g) => [g.first_name, g.last_name, g.email])).toEqual([
      ['Gina', 'Gast', 'gina@guest.example'],
    ]);
  });

  it('employees and analysts get 403, anonymous callers 401', async () => {
    expect((await call('GET', '/api/guests/today/', 'emma')).statusCode).toBe(403);
    expect((await call('GET', '/api/guests/today/', 'anna')).statusCode).toBe(403);
    expect((await call('GET', '/api/guests/today/')).statusCode).toBe(401);
  });

  it('a removed role takes the permission with it', async () => {
    const robs = (await call('GET', '/api/setup/roles', 'boss'))
      .json()
      .find((a: { user: { id: number } | null }) => a.user?.id === ids.rob);
    expect((await call('DELETE', `/api/setup/roles/${robs.id}`, 'boss')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/setup/roles/${robs.id}`, 'boss')).statusCode).toBe(404);
    expect((await call('GET', '/api/guests/today/', 'rob')).statusCode).toBe(403);
  });
});
