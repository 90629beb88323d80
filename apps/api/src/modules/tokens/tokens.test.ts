import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'bas', language: 'nl' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas'), boss: await login(ctx.app, 'boss') };
});
afterAll(() => ctx.close());

const create = (who: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/self/tokens',
    headers: { authorization: auth[who] },
    payload: payload as object,
  });
const made = async (who: string, payload: Record<string, unknown>) => {
  const res = await create(who, { name: 'script', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; token: string };
};
const withToken = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

describe('personal API tokens', () => {
  it('creates a token shown once, stored as its SHA-256 only, listed without it', async () => {
    const res = await create('ann', {
      name: 'My script',
      scopes: ['bookings:read'],
      expires_at: '2027-06-01T00:00:00+02:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.token).toMatch(/^fxp_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      name: 'My script',
      hint: body.token.slice(0, 8),
      scopes: ['bookings:read'],
      rate_limit: 600,
      expires_at: '2027-05-31T22:00:00.000Z',
      last_used_at: null,
      expired: false,
    });
    const row = await ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.token_hash.equals(createHash('sha256').update(body.token).digest())).toBe(true);
    expect(JSON.stringify(row)).not.toContain(body.token.slice(4));
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self/tokens',
      headers: { authorization: auth.ann },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...body, token: undefined }].map(({ token: _, ...rest }) => rest));
    expect(list.body).not.toContain(body.token);
    // Another person sees none of ann's tokens.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self/tokens',
      headers: { authorization: auth.bas },
    });
    expect(other.json()).toEqual([]);
  });

  it('works as Authorization: Bearer within its scopes, and records its last use', async () => {
    const { id, token } = await made('ann', { scopes: ['bookings:read', 'profile:read'] });
    const self = await withToken(token, 'GET', '/api/users/self/');
    expect(self.statusCode).toBe(200);
    expect(self.json().username).toBe('ann');
    expect((await withToken(token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(200);
    const write = await withToken(token, 'POST', '/api/booking/new', { desk: 1 });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('TOKEN_SCOPE_MISSING');
    const row = await ctx.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at?.toISOString()).toBe(clock.now().toISOString());
  });

  it('never reaches setup with booking scopes, even a staff member’s token', async () => {
    const { token } = await made('boss', { scopes: ['bookings:read', 'bookings:write'] });
    const res = await withToken(token, 'GET', '/api/setup/buildings');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: expect.stringContaining('scope') });
    const reader = await made('boss', { scopes: ['setup:read'] });
    expect((await withToken(reader.token, 'GET', '/api/setup/buildings')).statusCode).toBe(200);
    const write = await withToken(reader.token, 'POST', '/api/setup/buildings', { name: 'HQ' });
    expect(write.json().code).toBe('TOKEN_SCOPE_MISSING');
  });

  it('cannot manage tokens with a token', async () => {
    const { token } = await made('ann', { scopes: ['profile:read', 'profile:write'] });
    for (const [method, url] of [
      ['GET', '/api/users/self/tokens'],
      ['POST', '/api/users/self/tokens'],
      ['DELETE', '/api/users/self/tokens/1'],
    ] as const) {
      const res = await withToken(
        token,
        method,
        url,
        method === 'POST' ? { name: 'x', scopes: ['profile:read'] } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('TOKEN_SCOPE_MISSING');
    }
  });

  it('refuses staff scopes to an employee (403 SCOPE_NOT_ALLOWED, translated)', async () => {
    for (const scope of ['setup:write', 'setup:read', 'reports:read']) {
      const res = await create('bas', { name: 'x', scopes: ['bookings:read', scope] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SCOPE_NOT_ALLOWED', message: expect.stringContaining('scope') });
    }
    expect(await ctx.db.selectFrom('api_tokens').select('id').where('name', '=', 'x').execute()).toEqual([]);
  });

  it('a staff token with reports:read loses it when the owner is no longer staff', async () => {
    const userId = await createUser(ctx.db, { username: 'former', staff: true });
    const formerAuth = await login(ctx.app, 'former');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/self/tokens',
      headers: { authorization: formerAuth },
      payload: { name: 'r', scopes: ['reports:read'] },
    });
    const { token } = res.json();
    expect((await withToken(token, 'GET', '/api/reports/checkin_durations')).statusCode).not.toBe(403);
    await ctx.db.updateTable('users').set({ roles: [] }).where('id', '=', userId).execute();
    const after = await withToken(token, 'GET', '/api/reports/checkin_durations');
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('FORBIDDEN');
  });

  it('refuses bad input with 400 VALIDATION_ERROR', async () => {
    const bad: unknown[] = [
      { name: 'x'.repeat(10_000), scopes: ['bookings:read'] },
      { name: '', scopes: ['bookings:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['bookings:delete'] },
      { name: 'x', scopes: ['bookings:read', 'bookings:read'] },
      { name: 'x', scopes: ['bookings:read'], expires_at: 'tomorrow' },
      { name: 'x', scopes: ['bookings:read'], expires_at: '2027-03-01T09:00:00+01:00' },
      { name: 'x', scopes: ['bookings:read'], rate_limit: 0 },
      { scopes: ['bookings:read'] },
    ];
    for (const payload of bad) {
      const res = await create('bas', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    // The expiry in the past is told beside its field, in the person's language.
    const past = await create('bas', { name: 'x', scopes: ['bookings:read'], expires_at: '2027-03-01T09:00:00+01:00' });
    expect(Object.keys(past.json().errors ?? {})).toEqual(['expires_at']);
  });

  it('answers 401 without a session', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/self/tokens',
      payload: { name: 'x', scopes: ['bookings:read'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/self/tokens' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/users/self/tokens/1' })).statusCode).toBe(401);
  });

  it('revoked, expired, unknown and malformed tokens get 401; a revoked one stops at once', async () => {
    const expiry = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    const { id, token } = await made('ann', { scopes: ['bookings:read'], expires_at: expiry });
    expect((await withToken(token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(200);
    // Another person cannot revoke it: 404, and it still works.
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/self/tokens/${id}`,
      headers: { authorization: auth.bas },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await withToken(token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(200);

    clock.advance(30 * 60_000); // the expiry itself: no longer valid.
    const expired = await withToken(token, 'GET', '/api/booking/reservations/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHORIZED');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self/tokens',
      headers: { authorization: auth.ann },
    });
    expect(list.json().find((t: { id: number }) => t.id === id).expired).toBe(true);

    const live = await made('ann', { scopes: ['bookings:read'] });
    expect((await withToken(live.token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(200);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/self/tokens/${live.id}`,
      headers: { authorization: auth.ann },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await withToken(live.token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/self/tokens/${live.id}`,
      headers: { authorization: auth.ann },
    });
    expect(again.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/self/tokens/abc',
      headers: { authorization: auth.ann },
    });
    expect(bad.statusCode).toBe(400);

    for (const forged of [
      live.token.slice(0, -1) + (live.token.endsWith('A') ? 'B' : 'A'),
      'fxp_short',
      'fxp_' + 'x'.repeat(500),
    ]) {
      expect((await withToken(forged, 'GET', '/api/booking/reservations/me')).statusCode).toBe(401);
    }
    // A public route still answers a request with a bad token.
    expect((await withToken('fxp_short', 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('a deactivated person’s tokens stop working', async () => {
    const id = await createUser(ctx.db, { username: 'leaver' });
    const leaverAuth = await login(ctx.app, 'leaver');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/self/tokens',
      headers: { authorization: leaverAuth },
      payload: { name: 'x', scopes: ['bookings:read'] },
    });
    const { token } = res.json();
    expect((await withToken(token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
    expect((await withToken(token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(401);
  });

  it('limits requests per token and minute with RateLimit headers, 429 and Retry-After', async () => {
    clock.set('2027-03-01T11:00:20');
    const { token } = await made('ann', { scopes: ['bookings:read'], rate_limit: 3 });
    const other = await made('ann', { scopes: ['bookings:read'], rate_limit: 3 });
    for (const remaining of ['2', '1', '0']) {
      const res = await withToken(token, 'GET', '/api/booking/reservations/me');
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'ratelimit-limit': '3',
        'ratelimit-remaining': remaining,
        'ratelimit-reset': '40',
      });
    }
    const limited = await withToken(token, 'GET', '/api/booking/reservations/me');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers).toMatchObject({ 'retry-after': '40', 'ratelimit-remaining': '0' });
    // Each token has its own count; a session has none.
    expect((await withToken(other.token, 'GET', '/api/booking/reservations/me')).statusCode).toBe(200);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/booking/reservations/me',
      headers: { authorization: auth.ann },
    });
    expect(session.headers['ratelimit-limit']).toBeUndefined();
    clock.advance(40_000);
    const next = await withToken(token, 'GET', '/api/booking/reservations/me');
    expect(next.statusCode).toBe(200);
    expect(next.headers['ratelimit-remaining']).toBe('2');
  });

  it('a session token still works as Bearer and as JWT', async () => {
    const jwt = auth.ann.replace(/^JWT /, '');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self/tokens',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the API token scheme and the scope of each operation', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.components.securitySchemes.ApiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const book = doc.paths['/api/booking/new'].post;
    expect(book.security).toEqual([{ JWT: [] }, { ApiToken: [] }]);
    expect(book['x-token-scope']).toBe('bookings:write');
    expect(doc.paths['/api/setup/buildings'].get['x-token-scope']).toBe('setup:read');
    const tokens = doc.paths['/api/users/self/tokens'].post;
    expect(tokens.security).toEqual([{ JWT: [] }]);
    expect(tokens['x-token-scope']).toBeUndefined();
  });
});
