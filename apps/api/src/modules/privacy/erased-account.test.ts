import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { makeScimToken, PATCH_OP, scimClient, type ScimCall } from '../../../test/scim/scim-client';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let dutchStaff: string;
let scim: ScimCall;
let erasedId: number;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: staff } });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  erasedId = await createUser(ctx.db, { username: 'gone', first_name: 'Gina', last_name: 'Gone' });
  await createUser(ctx.db, { username: 'baas', staff: true, language: 'nl' });
  staff = await login(ctx.app, 'boss');
  dutchStaff = await login(ctx.app, 'baas');
  scim = scimClient(ctx, (await makeScimToken(ctx, staff, 'Entra ID')).token);
  const erased = await call('POST', `/api/setup/users/${erasedId}/erase`, { confirm: 'gone' });
  expect(erased.statusCode).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

/** An erased account stays erased (decision 445): nothing can give it a name, e-mail, password or sign-in again. */
describe('an erased account', () => {
  it('Setup cannot edit, activate or give it a password: 409 USER_ERASED, translated, nothing changed', async () => {
    const { version } = (await call('GET', `/api/setup/users/${erasedId}`)).json();
    const attempts = [
      () => call('PATCH', `/api/setup/users/${erasedId}`, { version, first_name: 'Gina', email: 'gina@example.test' }),
      () => call('PATCH', `/api/setup/users/${erasedId}`, { version, first_name: 'Gina' }),
      () => call('POST', `/api/setup/users/${erasedId}/activate`, {}),
      () => call('POST', `/api/setup/users/${erasedId}/password`, { password: 'a-long-password-123' }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'USER_ERASED', message: expect.stringMatching(/erased/) });
    }
    const dutch = await ctx.app.inject({
      method: 'POST',
      url: `/api/setup/users/${erasedId}/activate`,
      headers: { authorization: dutchStaff },
    });
    expect(dutch.json().message).toMatch(/gewist/);
    const row = await ctx.db
      .selectFrom('users')
      .select(['first_name', 'email', 'is_active', 'password_hash'])
      .where('id', '=', erasedId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Erased', email: null, is_active: false, password_hash: null });
  });

  it('is gone for SCIM: not listed, 404 to read, PATCH, PUT and DELETE, never a 500', async () => {
    const listed = (await scim('GET', '/Users')).json();
    expect(listed.Resources.map((u: { id: string }) => u.id)).not.toContain(String(erasedId));
    expect((await scim('GET', `/Users/${erasedId}`)).statusCode).toBe(404);
    const activate = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] };
    expect((await scim('PATCH', `/Users/${erasedId}`, activate)).statusCode).toBe(404);
    expect((await scim('PUT', `/Users/${erasedId}`, { userName: 'gone', active: true })).statusCode).toBe(404);
    expect((await scim('DELETE', `/Users/${erasedId}`)).statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('users')
      .select(['username', 'is_active'])
      .where('id', '=', erasedId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: `erased-${erasedId}`, is_active: false });
  });

  it('cannot be made a member of a SCIM group or a group in Setup', async () => {
    const group = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Team' };
    const created = await scim('POST', '/Groups', { ...group, members: [{ value: String(erasedId) }] });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ scimType: 'invalidValue' });
    const id = (await scim('POST', '/Groups', group)).json().id;
    const add = {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: String(erasedId) }] }],
    };
    expect((await scim('PATCH', `/Groups/${id}`, add)).statusCode).toBe(400);
    expect((await scim('GET', `/Groups/${id}`)).json().members).toEqual([]);

    const manual = (await call('POST', '/api/setup/groups', { display_name: 'Hand made' })).json();
    const member = await call('POST', `/api/setup/groups/${manual.id}/members`, { user_id: erasedId });
    expect(member.statusCode).toBe(404);
  });

  it('takes no role (decision 445): 409 USER_ERASED, translated, and no assignment written', async () => {
    const res = await call('POST', '/api/setup/roles', { role: 'analyst', user_id: erasedId, building_ids: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_ERASED', message: expect.stringMatching(/erased/) });
    const dutch = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/roles',
      payload: { role: 'analyst', user_id: erasedId, building_ids: [] },
      headers: { authorization: dutchStaff },
    });
    expect(dutch.json().message).toMatch(/gewist/);
    const rows = await ctx.db.selectFrom('role_assignments').select('id').where('user_id', '=', erasedId).execute();
    expect(rows).toEqual([]);
    // A person who is not erased still takes the role.
    const kept = await createUser(ctx.db, { username: 'kept' });
    const granted = await call('POST', '/api/setup/roles', { role: 'analyst', user_id: kept, building_ids: [] });
    expect(granted.statusCode).toBe(201);
  });
});
