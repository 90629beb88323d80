import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { giveRole } from '../../../test/roles';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/** Who is in now and a guest's sign-out, for reception of their buildings (decision 345). */
let ctx: TestContext;
let hq: Awaited<ReturnType<typeof createStructure>>;
let annex: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};
const guests: Record<string, number> = {};

const call = (method: 'GET' | 'POST', url: string, who?: string) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {} });

async function checkin(values: { desk: number; at: string; guest?: string; userId?: number; until?: string }) {
  const { id } = await ctx.db
    .insertInto('checkins')
    .values({
      type: 'WORKSPACE',
      desk_id: values.desk,
      user_id: values.userId ?? null,
      is_guest: values.guest !== undefined,
      guest_name: values.guest ?? null,
      created: new Date(values.at),
      deactivated_at: values.until ? new Date(values.until) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function withRole(username: string, role: 'reception' | 'location_admin' | 'analyst', buildingId?: number) {
  const userId = await createUser(ctx.db, { username });
  await giveRole(ctx.db, userId, role, buildingId ? [buildingId] : [], clock.now());
  auth[username] = await login(ctx.app, username);
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  hq = await createStructure(ctx.db, { building: 'HQ' });
  annex = await createStructure(ctx.db, { building: 'Annex' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  auth.boss = await login(ctx.app, 'boss');
  const ann = await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Early' });
  auth.ann = await login(ctx.app, 'ann');
  await withRole('desk', 'reception', hq.buildingId);
  await withRole('admin', 'location_admin', hq.buildingId);
  await withRole('analyst', 'analyst');
  await checkin({ desk: hq.deskIds[0], at: '2027-03-01T08:00:00', userId: ann });
  // A registered guest's check-in ends at the planned end of the visit.
  guests.hq = await checkin({
    desk: hq.deskIds[1],
    at: '2027-03-01T09:00:00',
    guest: 'Gina Guest',
    until: '2027-03-01T17:00:00',
  });
  guests.annex = await checkin({ desk: annex.deskIds[0], at: '2027-03-01T09:10:00', guest: 'Otto Other' });
  // Not in now: yesterday's, one that has ended, one expected later today.
  await checkin({ desk: hq.deskIds[2], at: '2027-02-28T16:00:00', guest: 'Yves Yesterday' });
  await checkin({ desk: hq.deskIds[2], at: '2027-03-01T07:00:00', guest: 'Lena Left', until: '2027-03-01T09:00:00' });
  await checkin({ desk: hq.deskIds[2], at: '2027-03-01T14:00:00', guest: 'Luke Later', until: '2027-03-01T16:00:00' });
}, 60_000);
afterAll(() => ctx.close());

describe('who is in now (GET /api/checkins/today/)', () => {
  it('shows reception the open check-ins of today in their buildings only, newest first', async () => {
    const res = await call('GET', '/api/checkins/today/', 'desk');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: guests.hq,
        name: 'Gina Guest',
        is_guest: true,
        type: 'WORKSPACE',
        place: 'D2',
        building: { id: hq.buildingId, name: 'HQ' },
        since: new Date('2027-03-01T09:00:00').toISOString(),
      },
      expect.objectContaining({ name: 'Ann Early', is_guest: false, place: 'D1' }),
    ]);
  });

  it('shows staff every building', async () => {
    const names = (await call('GET', '/api/checkins/today/', 'boss')).json().map((c: { name: string }) => c.name);
    expect(names).toEqual(['Otto Other', 'Gina Guest', 'Ann Early']);
  });

  it('is refused to employees, location admins and analysts (403), and to anonymous callers (401)', async () => {
    for (const who of ['ann', 'admin', 'analyst']) {
      const res = await call('GET', '/api/checkins/today/', who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/api/checkins/today/')).statusCode).toBe(401);
  });
});

describe("a guest's sign-out by reception (POST /api/checkins/:id/guest_sign_out/)", () => {
  it('is refused for a guest in another building with 403 BUILDING_NOT_PERMITTED', async () => {
    const res = await call('POST', `/api/checkins/${guests.annex}/guest_sign_out/`, 'desk');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
    expect((await call('POST', `/api/checkins/${guests.hq}/guest_sign_out/`, 'ann')).statusCode).toBe(403);
    expect((await call('POST', `/api/checkins/x/guest_sign_out/`, 'desk')).json().code).toBe('BUILDING_NOT_PERMITTED');
    expect((await call('POST', `/api/checkins/x/guest_sign_out/`, 'boss')).statusCode).toBe(400);
  });

  it('signs out a guest of their building, who then is no longer in', async () => {
    const res = await call('POST', `/api/checkins/${guests.hq}/guest_sign_out/`, 'desk');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: guests.hq, deactivated_at: clock.now().toISOString() });
    const names = (await call('GET', '/api/checkins/today/', 'desk')).json().map((c: { name: string }) => c.name);
    expect(names).toEqual(['Ann Early']);
    const again = await call('POST', `/api/checkins/${guests.hq}/guest_sign_out/`, 'admin');
    expect(again.json().code).toBe('GUEST_ALREADY_LEFT');
  });
});
