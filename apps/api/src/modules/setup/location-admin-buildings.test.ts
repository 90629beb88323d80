import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/** The Setup building list under the setup permission: a location admin sees their buildings only (decision 391). */
let ctx: TestContext;
let hq: Awaited<ReturnType<typeof createStructure>>;
let annex: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};

const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? { authorization: auth[who] } : {} });

async function withRole(username: string, role: 'reception' | 'location_admin' | 'analyst', buildingIds: number[]) {
  const userId = await createUser(ctx.db, { username });
  const { id } = await ctx.db
    .insertInto('role_assignments')
    .values({ role, user_id: userId, created_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const building_id of buildingIds)
    await ctx.db.insertInto('role_assignment_buildings').values({ assignment_id: id, building_id }).execute();
  auth[username] = await login(ctx.app, username);
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  hq = await createStructure(ctx.db, { building: 'HQ' });
  annex = await createStructure(ctx.db, { building: 'Annex' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  auth.boss = await login(ctx.app, 'boss');
  await createUser(ctx.db, { username: 'worker' });
  auth.worker = await login(ctx.app, 'worker');
  await withRole('admin', 'location_admin', [hq.buildingId]);
  await withRole('desk', 'reception', [hq.buildingId, annex.buildingId]);
  await withRole('analyst', 'analyst', []);
}, 60_000);
afterAll(() => ctx.close());

const names = (body: { name: string }[]) => body.map((b) => b.name);

describe('GET /api/setup/buildings', () => {
  it('shows a location admin their own buildings only', async () => {
    const res = await call('GET', '/api/setup/buildings', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: hq.buildingId, name: 'HQ', floor_count: 1 })]);
  });

  it('shows staff every building', async () => {
    const res = await call('GET', '/api/setup/buildings', 'boss');
    expect(res.statusCode).toBe(200);
    expect(names(res.json()).sort()).toEqual(['Annex', 'HQ']);
  });

  it('lets the location admin into their building and refuses the other one with BUILDING_NOT_PERMITTED', async () => {
    expect((await call('GET', `/api/setup/buildings/${hq.buildingId}/floors`, 'admin')).statusCode).toBe(200);
    const other = await call('GET', `/api/setup/buildings/${annex.buildingId}/floors`, 'admin');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('BUILDING_NOT_PERMITTED');
  });

  it('keeps creating buildings staff-only', async () => {
    const res = await call('POST', '/api/setup/buildings', 'admin', { name: 'Mine' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it.each(['worker', 'desk', 'analyst'])('refuses %s, who holds no setup permission, with 403', async (who) => {
    const res = await call('GET', '/api/setup/buildings', who);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(res.json().message).toBeTruthy();
  });

  it('refuses nobody signed in with 401', async () => {
    expect((await call('GET', '/api/setup/buildings')).statusCode).toBe(401);
  });
});
