import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let staffId: number;
let annId: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  staffId = await createUser(ctx.db, { username: 'ada', staff: true, first_name: 'Ada', last_name: 'Admin' });
  annId = await createUser(ctx.db, { username: 'ann' });
  staff = await login(ctx.app, 'ada');
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown, authorization = staff) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    payload: payload as object,
    headers: { authorization },
  });
type Entry = {
  id: number;
  action: string;
  entity_type: string;
  entity_name: string | null;
  user: { id: number; name: string } | null;
  building: { id: number; name: string | null } | null;
  details: Record<string, unknown>;
};
const log = async (query = '') => {
  const res = await call('GET', `/setup/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: Entry[]; next_cursor: string | null };
};

describe('the activity log people can read (issue 38)', () => {
  it('logs staff sign-ins, failed sign-ins and lockouts, but not employees signing in', async () => {
    await login(ctx.app, 'ann');
    const bad = await call('POST', '/users/login/', { username: 'ann', password: 'wrong' }, '');
    expect(bad.statusCode).toBe(401);
    const auth = (await log('entity_type=auth')).results;
    expect(auth.map((e) => e.action)).toEqual(['auth.sign_in_failed', 'auth.sign_in']);
    expect(auth[0]).toMatchObject({ user: null, entity_name: 'Test ann', details: { username: 'ann' } });
    expect(auth[1]).toMatchObject({ user: { id: staffId, name: 'Ada Admin' }, details: { username: 'ada' } });
    for (let i = 0; i < 5; i++) await call('POST', '/users/login/', { username: 'ann', password: 'wrong' }, '');
    const lockouts = (await log('entity_type=user')).results.filter((e) => e.action === 'auth.lockout');
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ user: null, entity_name: 'Test ann' });
  });

  it('logs token creation and revocation with the token name, never the token', async () => {
    const adaAuth = await login(ctx.app, 'ada');
    const made = await call(
      'POST',
      '/users/self/tokens',
      { name: 'Nightly export', scopes: ['bookings:read'] },
      adaAuth,
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id, token } = made.json() as { id: number; token: string };
    expect((await call('DELETE', `/users/self/tokens/${id}`, undefined, adaAuth)).statusCode).toBe(204);
    const tokens = (await log('entity_type=token')).results;
    expect(tokens.map((e) => [e.action, e.entity_name])).toEqual([
      ['token.revoke', 'Nightly export'],
      ['token.create', 'Nightly export'],
    ]);
    expect(JSON.stringify(tokens)).not.toContain(token);
    // A second revocation is a 404 and writes nothing.
    expect((await call('DELETE', `/users/self/tokens/${id}`, undefined, adaAuth)).statusCode).toBe(404);
    expect((await log('entity_type=token')).results).toHaveLength(2);
  });

  it('names a group by its name, also once it is gone', async () => {
    const made = await call('POST', '/setup/groups', { display_name: 'Facilities' });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect((await call('DELETE', `/setup/groups/${id}`)).statusCode).toBe(204);
    const lines = (await log('entity_type=group')).results;
    expect(lines.map((l) => [l.action, l.entity_name])).toEqual([
      ['group.delete', 'Facilities'],
      ['group.create', 'Facilities'],
    ]);
  });

  it('knows the building of a place change, keeps it after deletion and filters by it', async () => {
    const b = (await call('POST', '/setup/buildings', { name: 'North', booking_limit: 40 })).json();
    const other = (await call('POST', '/setup/buildings', { name: 'South', booking_limit: 40 })).json();
    const f = (await call('POST', `/setup/buildings/${b.id}/floors`, { name: 'Ground' })).json();
    const r = (await call('POST', `/setup/floors/${f.id}/rooms`, { name: 'Open space', type: 'WORKSPACE' })).json();
    const d = (await call('POST', `/setup/rooms/${r.id}/desks`, { name: 'A1', x: 10, y: 20 })).json();
    expect((await call('DELETE', `/setup/desks/${d.id}`)).statusCode).toBeLessThan(300);
    const north = (await log(`building_id=${b.id}`)).results;
    expect(north.map((e) => e.action)).toEqual([
      'desk.delete',
      'desk.create',
      'room.create',
      'floor.create',
      'building.create',
    ]);
    expect(north[0]).toMatchObject({ entity_name: 'A1', building: { id: b.id, name: 'North' } });
    expect((await log(`building_id=${other.id}`)).results.map((e) => e.action)).toEqual(['building.create']);
    const facets = (await call('GET', '/setup/audit/facets')).json();
    expect(facets.buildings).toEqual([
      { id: b.id, name: 'North' },
      { id: other.id, name: 'South' },
    ]);
    expect(facets.kinds).toEqual(expect.arrayContaining(['auth', 'building', 'desk', 'token', 'user']));
  });

  it('pages by keyset over many entries without gaps or repeats, with filters', async () => {
    const rows = Array.from({ length: 230 }, (_, i) => ({
      user_id: annId,
      action: 'user.update',
      entity_type: 'user',
      entity_id: annId,
      details: JSON.stringify({ before: { first_name: `n${i}` }, after: { first_name: `n${i + 1}` } }),
      // Spread over a year, several on the same instant (the id breaks the tie).
      created_at: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 3) * 4.7 * 86_400_000),
    }));
    await ctx.db.insertInto('audit_log').values(rows).execute();
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await log(`user_id=${annId}&limit=100${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      seen.push(...page.results.map((e) => e.id));
      after = page.next_cursor;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(230);
    const ordered = await ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('user_id', '=', annId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(ordered.map((r) => Number(r.id)));
    const autumn = await log(`user_id=${annId}&from=2026-09-01&to=2026-09-30&limit=200`);
    expect(autumn.results.length).toBeGreaterThan(0);
    expect(autumn.results.every((e) => e.action === 'user.update')).toBe(true);
  });

  it('answers bad input with 400, employees with 403 and anonymous callers with 401', async () => {
    for (const q of ['after=yesterday', 'building_id=abc', 'limit=0', 'from=2027-02-30'])
      expect((await call('GET', `/setup/audit?${q}`)).statusCode, q).toBe(400);
    const bad = await call('GET', '/setup/audit?after=yesterday');
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    await createUser(ctx.db, { username: 'bob' });
    const bob = await login(ctx.app, 'bob');
    expect((await call('GET', '/setup/audit', undefined, bob)).statusCode).toBe(403);
    expect((await call('GET', '/setup/audit/facets', undefined, bob)).statusCode).toBe(403);
    expect((await call('GET', '/setup/audit', undefined, '')).statusCode).toBe(401);
  });

  it('cannot change or remove an entry through the API: no route writes to the log', async () => {
    const [entry] = (await log('limit=1')).results;
    const before = await ctx.db.selectFrom('audit_log').selectAll().where('id', '=', String(entry.id)).execute();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const url of [`/setup/audit/${entry.id}`, '/setup/audit']) {
        const res = await call(method, url, { action: 'nothing' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const after = await ctx.db.selectFrom('audit_log').selectAll().where('id', '=', String(entry.id)).execute();
    expect(after).toEqual(before);
    // Every route of the server under /api/setup/audit answers GET only.
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    const auditLines = routes.split('\n').filter((l) => l.includes('audit'));
    expect(auditLines.length).toBeGreaterThan(0);
    for (const line of auditLines) expect(line).not.toMatch(/\b(POST|PUT|PATCH|DELETE)\b/);
  });
});
