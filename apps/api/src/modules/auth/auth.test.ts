import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { LOGIN_LIMITS } from './login-throttle';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, {
    username: 'staff',
    password: 'staff',
    staff: true,
    first_name: 'Sanne',
    last_name: 'Bakker',
  });
  await createUser(ctx.db, {
    username: 'employee',
    password: 'employee',
    first_name: 'Daan',
    last_name: 'Visser',
    language: 'nl',
  });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/users/login/', () => {
  it('returns a token for the right password', async () => {
    const res = await post('/api/users/login/', { username: 'staff', password: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts the username in any case and without the trailing slash', async () => {
    const res = await post('/api/users/login', { username: 'STAFF', password: 'staff' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const wrong = await post(
      '/api/users/login/',
      { username: 'employee', password: 'nope' },
      { 'x-forwarded-for': '1' },
    );
    const unknown = await post('/api/users/login/', { username: 'nobody', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same answer but for the request's own id.
    const { request_id: _a, ...wrongBody } = wrong.json();
    const { request_id: _b, ...unknownBody } = unknown.json();
    expect(wrongBody).toEqual(unknownBody);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('rejects missing fields with the spec message keys', async () => {
    const res = await post('/api/users/login/', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.username).toEqual(['login.username_fill']);
    expect(body.errors.password).toEqual(['login.password_fill']);
  });

  it('rejects malformed bodies with 400, never 500', async () => {
    for (const payload of [undefined, 'x', { username: 5 }, { username: 'a'.repeat(1000), password: 'x' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload: payload as object });
      // 400 for bad JSON fields, 415 for a body that is not JSON at all: never a 5xx.
      expect([400, 415], JSON.stringify(payload)).toContain(res.statusCode);
      expect(res.json().code).toBeTruthy();
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('rate-limits repeated failures per client and username, in the caller language', async () => {
    await createUser(ctx.db, { username: 'target', password: 'right-password' });
    for (let i = 0; i < LOGIN_LIMITS.accountAndClient.max; i++) {
      const res = await post('/api/users/login/', { username: 'target', password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/users/login/',
      { username: 'target', password: 'right-password' },
      { 'accept-language': 'nl-NL' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Te veel pogingen'),
    });
    // Another username from the same client is not blocked by those failures.
    const other = await post('/api/users/login/', { username: 'staff', password: 'staff' });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET/PUT /api/users/self', () => {
  it('requires a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('rejects a forged token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self/',
      headers: { authorization: 'JWT abc.def.ghi' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('returns the user with roles, profile and status lists', async () => {
    const auth = await login(ctx.app, 'staff', 'staff');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: auth } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'staff',
      first_name: 'Sanne',
      last_name: 'Bakker',
      roles: ['staff'],
      profile: { language: 'en', thumb: null, status: null },
      anonymous: false,
      active_checkins: [],
      pending_bookings: [],
    });
  });

  it('updates names and language', async () => {
    const auth = await login(ctx.app, 'employee', 'employee');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/self',
      headers: { authorization: auth },
      payload: { first_name: ' Daan ', last_name: 'de Vries', profile: { language: 'en' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Daan', last_name: 'de Vries', profile: { language: 'en' } });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: auth } });
    expect(again.json().last_name).toBe('de Vries');
  });

  it('validates the profile form', async () => {
    const auth = await login(ctx.app, 'employee', 'employee');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/self/',
      headers: { authorization: auth },
      payload: { first_name: '', last_name: '  ', profile: { language: 'de' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['first_name', 'last_name', 'profile.language']);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token server-side', async () => {
    const auth = await login(ctx.app, 'employee', 'employee');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: auth } });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: auth } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a deactivated user even with a valid token', async () => {
    const id = await createUser(ctx.db, { username: 'leaver' });
    const auth = await login(ctx.app, 'leaver');
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: auth } });
    expect(res.statusCode).toBe(401);
    const relogin = await post('/api/users/login/', { username: 'leaver', password: 'secret' });
    expect(relogin.statusCode).toBe(401);
  });
});
