import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { syncMembershipsFromClaims } from './groups.service';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;
let annId: number;
let bobId: number;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  annId = await createUser(ctx.db, { username: 'ann' });
  bobId = await createUser(ctx.db, { username: 'bob' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'ann');
}, 120_000);
afterAll(() => ctx.close());

const call = (
  authorization: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, payload, headers: authorization ? { authorization } : {} });

describe('groups in Setup (decision 230)', () => {
  it('staff make, rename, fill and delete a manual group; the activity log has each step', async () => {
    const made = await call(staff, 'POST', '/setup/groups', { display_name: '  Facilities ' });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect(made.json()).toMatchObject({ display_name: 'Facilities', source: 'manual', member_count: 0, members: [] });
    expect((await call(staff, 'POST', '/setup/groups', { display_name: 'Facilities' })).json().code).toBe(
      'GROUP_NAME_TAKEN',
    );
    const renamed = await call(staff, 'PUT', `/setup/groups/${id}`, { display_name: 'Facility team' });
    expect(renamed.json().display_name).toBe('Facility team');
    await call(staff, 'POST', `/setup/groups/${id}/members`, { user_id: annId });
    const two = await call(staff, 'POST', `/setup/groups/${id}/members`, { user_id: bobId });
    expect(two.json()).toMatchObject({ member_count: 2 });
    expect(
      two
        .json()
        .members.map((m: { username: string }) => m.username)
        .sort(),
    ).toEqual(['ann', 'bob']);
    const list = await call(staff, 'GET', '/setup/groups');
    expect(list.json()).toEqual([expect.objectContaining({ id, display_name: 'Facility team', member_count: 2 })]);
    const less = await call(staff, 'DELETE', `/setup/groups/${id}/members/${bobId}`);
    expect(less.json().member_count).toBe(1);
    expect((await call(staff, 'DELETE', `/setup/groups/${id}/members/${bobId}`)).statusCode).toBe(404);
    expect((await call(staff, 'POST', `/setup/groups/${id}/members`, { user_id: 999999 })).statusCode).toBe(404);
    expect((await call(staff, 'DELETE', `/setup/groups/${id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', `/setup/groups/${id}`)).statusCode).toBe(404);
    const log = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'group')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual([
      'group.create',
      'group.update',
      'group.member_add',
      'group.member_add',
      'group.member_remove',
      'group.delete',
    ]);
    // The activity log names the members, not their ids (decision 461).
    const entries = (await call(staff, 'GET', '/setup/audit?entity_type=group')).json().results as {
      action: string;
      details: { user_id: unknown };
    }[];
    const named = (action: string) => entries.filter((e) => e.action === action).map((e) => e.details.user_id);
    expect(named('group.member_add').sort()).toEqual(['Test ann', 'Test bob']);
    expect(named('group.member_remove')).toEqual(['Test bob']);
  });

  it('refuses bad input with 400', async () => {
    expect((await call(staff, 'POST', '/setup/groups', { display_name: '   ' })).statusCode).toBe(400);
    expect((await call(staff, 'POST', '/setup/groups', { display_name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await call(staff, 'POST', '/setup/groups/abc/members', { user_id: 1 })).statusCode).toBe(400);
    expect((await call(staff, 'POST', '/setup/groups/1/members', { user_id: 'ann' })).statusCode).toBe(400);
  });

  it('shows provider groups read-only: 409 GROUP_READ_ONLY on every change', async () => {
    await ctx.db.transaction().execute((trx) => syncMembershipsFromClaims(trx, annId, 'oidc', ['Sales'], clock.now()));
    const sales = (await call(staff, 'GET', '/setup/groups'))
      .json()
      .find((g: { source: string }) => g.source === 'oidc');
    expect(sales).toMatchObject({ display_name: 'Sales', member_count: 1 });
    for (const [method, url, body] of [
      ['PUT', `/setup/groups/${sales.id}`, { display_name: 'Mine' }],
      ['DELETE', `/setup/groups/${sales.id}`, undefined],
      ['POST', `/setup/groups/${sales.id}/members`, { user_id: bobId }],
      ['DELETE', `/setup/groups/${sales.id}/members/${annId}`, undefined],
    ] as const) {
      const res = await call(staff, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().code).toBe('GROUP_READ_ONLY');
    }
  });

  it('only staff: anonymous 401, employees 403', async () => {
    for (const [method, url] of [
      ['GET', '/setup/groups'],
      ['POST', '/setup/groups'],
      ['GET', '/setup/scim-tokens'],
      ['POST', '/setup/scim-tokens'],
    ] as const) {
      expect(
        (await call(undefined, method, url, method === 'POST' ? { display_name: 'x', name: 'x' } : undefined))
          .statusCode,
      ).toBe(401);
      expect(
        (await call(employee, method, url, method === 'POST' ? { display_name: 'x', name: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('syncMembershipsFromClaims', () => {
  it('makes the person a member of exactly the claimed groups of that source, others untouched', async () => {
    const manual = (await call(staff, 'POST', '/setup/groups', { display_name: 'Keep me' })).json();
    await call(staff, 'POST', `/setup/groups/${manual.id}/members`, { user_id: bobId });
    const sync = (names: string[]) =>
      ctx.db.transaction().execute((trx) => syncMembershipsFromClaims(trx, bobId, 'saml', names, clock.now()));
    expect(await sync(['A', ' B ', 'A', ''])).toEqual({ joined: 2, left: 0 });
    expect(await sync(['B', 'C'])).toEqual({ joined: 1, left: 1 });
    const groups = await ctx.db
      .selectFrom('group_members as gm')
      .innerJoin('groups as g', 'g.id', 'gm.group_id')
      .select(['g.display_name', 'g.source'])
      .where('gm.user_id', '=', bobId)
      .orderBy('g.display_name')
      .execute();
    expect(groups).toEqual([
      { display_name: 'B', source: 'saml' },
      { display_name: 'C', source: 'saml' },
      { display_name: 'Keep me', source: 'manual' },
    ]);
  });
});

describe('SCIM tokens in Setup (decision 231)', () => {
  it('shows a token once, lists it with its last use, and revokes it', async () => {
    const made = await call(staff, 'POST', '/setup/scim-tokens', { name: 'Entra ID' });
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    expect(made.json().token).toMatch(/^fxs_[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.db
      .selectFrom('scim_tokens')
      .selectAll()
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash.toString('hex')).not.toContain(Buffer.from(made.json().token).toString('hex'));
    await ctx.app.inject({
      method: 'GET',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${made.json().token}` },
    });
    const list = await call(staff, 'GET', '/setup/scim-tokens');
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Entra ID', last_used_at: clock.now().toISOString(), hint: made.json().hint }),
    ]);
    expect(list.body).not.toContain(made.json().token);
    expect((await call(staff, 'DELETE', `/setup/scim-tokens/${made.json().id}`)).statusCode).toBe(204);
    expect((await call(staff, 'DELETE', `/setup/scim-tokens/${made.json().id}`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', '/setup/scim-tokens')).json()).toEqual([]);
    expect((await call(staff, 'POST', '/setup/scim-tokens', { name: '' })).statusCode).toBe(400);
  });
});
