import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  await createUser(ctx.db, { username: 'ann' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'ann');
});
afterAll(() => ctx.close());

const call = (authorization: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });

describe('service accounts in Setup', () => {
  it('staff make one with its first token, shown once; its token reaches what its scopes allow', async () => {
    const res = await call(staff, 'POST', '/api/setup/service-accounts', {
      name: 'Catering sync',
      scopes: ['reports:read', 'setup:read'],
    });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      name: 'Catering sync',
      active: true,
      token: { scopes: ['reports:read', 'setup:read'] },
    });
    const token = `Bearer ${made.token.token}`;
    expect((await call(token, 'GET', '/api/setup/buildings')).statusCode).toBe(200);
    // Past the access check (400: the report wants its query).
    expect((await call(token, 'GET', '/api/reports/checkin_durations')).statusCode).toBe(400);
    expect((await call(token, 'POST', '/api/setup/buildings', { name: 'X' })).json().code).toBe('TOKEN_SCOPE_MISSING');
    // A token never manages service accounts, whatever its scopes.
    const all = await call(staff, 'POST', `/api/setup/service-accounts/${made.id}/tokens`, {
      name: 'everything',
      scopes: ['setup:read', 'setup:write', 'reports:read'],
    });
    expect(all.statusCode).toBe(201);
    const refused = await call(`Bearer ${all.json().token}`, 'GET', '/api/setup/service-accounts');
    expect(refused.json().code).toBe('TOKEN_SCOPE_MISSING');

    const list = await call(staff, 'GET', '/api/setup/service-accounts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(
      list
        .json()[0]
        .tokens.map((t: { name: string }) => t.name)
        .sort(),
    ).toEqual(['Catering sync', 'everything']);
    expect(list.body).not.toContain(made.token.token);
  });

  it('is no colleague and cannot sign in', async () => {
    const [account] = (await call(staff, 'GET', '/api/setup/service-accounts')).json();
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: null, email: null, anonymous: true, service_account: true });
    const colleagues = await call(employee, 'GET', '/api/users?search=Catering');
    expect(colleagues.body).not.toContain('Catering');
    const signIn = await call(undefined, 'POST', '/api/users/login/', { username: row.username, password: '' });
    expect(signIn.statusCode).toBe(400);
  });

  it('revokes one token, and removing the account stops every other', async () => {
    const [account] = (await call(staff, 'GET', '/api/setup/service-accounts')).json();
    const fresh = (
      await call(staff, 'POST', `/api/setup/service-accounts/${account.id}/tokens`, {
        name: 'r',
        scopes: ['setup:read'],
      })
    ).json();
    const other = (
      await call(staff, 'POST', `/api/setup/service-accounts/${account.id}/tokens`, {
        name: 's',
        scopes: ['setup:read'],
      })
    ).json();
    expect(
      (await call(staff, 'DELETE', `/api/setup/service-accounts/${account.id}/tokens/${fresh.id}`)).statusCode,
    ).toBe(204);
    expect((await call(`Bearer ${fresh.token}`, 'GET', '/api/setup/buildings')).statusCode).toBe(401);
    expect((await call(`Bearer ${other.token}`, 'GET', '/api/setup/buildings')).statusCode).toBe(200);
    expect(
      (await call(staff, 'DELETE', `/api/setup/service-accounts/${account.id}/tokens/${fresh.id}`)).statusCode,
    ).toBe(404);
    expect((await call(staff, 'DELETE', `/api/setup/service-accounts/${account.id}`)).statusCode).toBe(204);
    expect((await call(`Bearer ${other.token}`, 'GET', '/api/setup/buildings')).statusCode).toBe(401);
    const after = (await call(staff, 'GET', '/api/setup/service-accounts')).json();
    expect(after[0].active).toBe(false);
    const more = await call(staff, 'POST', `/api/setup/service-accounts/${account.id}/tokens`, {
      name: 't',
      scopes: ['setup:read'],
    });
    expect(more.statusCode).toBe(404);
  });

  it('does not treat a person as a service account (404), and refuses bad input (400)', async () => {
    const annId = (
      await ctx.db.selectFrom('users').select('id').where('username', '=', 'ann').executeTakeFirstOrThrow()
    ).id;
    expect(
      (await call(staff, 'POST', `/api/setup/service-accounts/${annId}/tokens`, { name: 'x', scopes: ['setup:read'] }))
        .statusCode,
    ).toBe(404);
    expect((await call(staff, 'DELETE', `/api/setup/service-accounts/${annId}`)).statusCode).toBe(404);
    for (const payload of [
      { name: 'x'.repeat(10_000), scopes: ['setup:read'] },
      { name: 'x', scopes: ['nope'] },
      { name: 'x' },
    ]) {
      const res = await call(staff, 'POST', '/api/setup/service-accounts', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await call(staff, 'DELETE', '/api/setup/service-accounts/abc')).statusCode).toBe(400);
  });

  it('employees get 403 and anonymous callers 401 on every service account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/setup/service-accounts'],
      ['POST', '/api/setup/service-accounts'],
      ['POST', '/api/setup/service-accounts/1/tokens'],
      ['DELETE', '/api/setup/service-accounts/1/tokens/1'],
      ['DELETE', '/api/setup/service-accounts/1'],
    ] as const) {
      const body = method === 'POST' ? { name: 'x', scopes: ['setup:read'] } : undefined;
      const asEmployee = await call(employee, method, url, body);
      expect(asEmployee.statusCode, url).toBe(403);
      expect(asEmployee.json().code).toBe('FORBIDDEN');
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
    }
  });
});
