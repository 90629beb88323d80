import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';
import { makeScimToken, scimClient, type ScimCall } from './scim-client';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100); far from the wall clock on purpose. */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let scim: ScimCall;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  staff = await login(ctx.app, 'boss');
  scim = scimClient(ctx, (await makeScimToken(ctx, staff, 'Okta')).token);
}, 120_000);
afterAll(() => ctx.close());

const lastModified = async (id: number) => (await scim('GET', `/Users/${id}`)).json().meta.lastModified;

/** SCIM's meta.lastModified is the users row's updated_at: every writer stamps it with the app's clock. */
describe('SCIM lastModified follows the app clock', () => {
  it('after the person changes their own profile, a Setup change and a password reset', async () => {
    const id = await createUser(ctx.db, { username: 'ann', first_name: 'Ann' });
    const ann = await login(ctx.app, 'ann');
    const staffCall = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: staff } });

    clock.set('2027-03-01T10:00:00');
    const own = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/self/',
      headers: { authorization: ann },
      payload: { first_name: 'Ann', last_name: 'Smith', profile: { language: 'nl' } },
    });
    expect(own.statusCode).toBe(200);
    expect(await lastModified(id)).toBe(clock.now().toISOString());

    clock.set('2027-03-01T10:05:00');
    const { version } = (await staffCall('GET', `/api/setup/users/${id}`)).json();
    expect((await staffCall('PATCH', `/api/setup/users/${id}`, { version, first_name: 'Anna' })).statusCode).toBe(200);
    expect(await lastModified(id)).toBe(clock.now().toISOString());

    clock.set('2027-03-01T10:10:00');
    const reset = await staffCall('POST', `/api/setup/users/${id}/password`, { password: 'a-long-password-123' });
    expect(reset.statusCode).toBe(200);
    expect(await lastModified(id)).toBe(clock.now().toISOString());
  });
});
