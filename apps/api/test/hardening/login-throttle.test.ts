import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock';
import { LOGIN_LIMITS } from '../../src/modules/auth/login-throttle';
import { createTestContext, createUser, login, type TestContext } from '../helpers';

/** Issue 12, defect 6: throttling that stops attackers, not offices (decision 124). */
const clock = manualClock('2026-11-23T09:00:00Z');
let ctx: TestContext;
let ownerId: number;

const attempt = (username: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username, password }, remoteAddress: ip });
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true, password: 'boss-password' });
  ownerId = await createUser(ctx.db, { username: 'owner', password: 'owner-password' });
  for (let i = 0; i < 12; i++) await createUser(ctx.db, { username: `colleague${i}`, password: 'colleague-password' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('login_attempts').execute();
  await ctx.db.deleteFrom('audit_log').execute();
  clock.advance(minutes(24 * 60 + 1));
});

describe('login throttling', () => {
  it('one office behind one address: many failures of some do not lock out the others', async () => {
    const office = '203.0.113.10';
    // 12 people mistype their password 4 times each (48 failures from one address, more than the old 30).
    for (let i = 0; i < 12; i++) {
      for (let k = 0; k < 4; k++) {
        expect((await attempt(`colleague${i}`, `typo-${k}`, office)).statusCode).toBe(401);
      }
    }
    expect((await attempt('boss', 'boss-password', office)).statusCode).toBe(200);
    expect((await attempt('colleague3', 'colleague-password', office)).statusCode).toBe(200);
  });

  it('one account and one address: the sixth guess waits, with Retry-After; another address is not affected', async () => {
    for (let k = 0; k < LOGIN_LIMITS.accountAndClient.max; k++) {
      expect((await attempt('owner', `guess-${k}`, '198.51.100.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('owner', 'owner-password', '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('owner', 'owner-password', '198.51.100.2')).statusCode).toBe(200);
    // After the window the address may try again.
    clock.advance(minutes(LOGIN_LIMITS.accountAndClient.minutes + 1));
    expect((await attempt('owner', 'owner-password', '198.51.100.1')).statusCode).toBe(200);
  });

  it('one account from many addresses is capped across addresses (10 addresses x 5 guesses: not 50 answers)', async () => {
    const statuses: number[] = [];
    for (let ip = 1; ip <= 10; ip++) {
      for (let k = 0; k < 5; k++)
        statuses.push((await attempt('owner', `guess-${ip}-${k}`, `192.0.2.${ip}`)).statusCode);
    }
    const answered = statuses.filter((s) => s === 401).length;
    expect(answered).toBe(LOGIN_LIMITS.account[0].max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - answered);
    // Typing the e-mail instead of the username counts against the same account.
    expect((await attempt('owner@example.test', 'guess', '192.0.2.99')).statusCode).toBe(429);
  });

  it('backs off: after the 15-minute tier the hourly and daily tiers keep guessing slow', async () => {
    let answered = 0;
    for (let round = 0; round < 8; round++) {
      for (let k = 0; k < 10; k++) {
        const res = await attempt('owner', `guess-${round}-${k}`, `192.0.2.${round * 10 + k + 1}`);
        if (res.statusCode === 401) answered++;
      }
      clock.advance(minutes(16));
    }
    // 8 rounds over ~2 hours: the hourly tier (20 an hour) holds it well below 80.
    expect(answered).toBeLessThanOrEqual(LOGIN_LIMITS.account[1].max * 2);
    expect(answered).toBeGreaterThanOrEqual(LOGIN_LIMITS.account[0].max);
  });

  it('the owner signs in from an address they used before while the account is attacked elsewhere', async () => {
    expect((await attempt('owner', 'owner-password', '198.51.100.50')).statusCode).toBe(200);
    for (let ip = 1; ip <= 20; ip++) await attempt('owner', 'guess', `192.0.2.${ip}`);
    expect((await attempt('owner', 'owner-password', '192.0.2.200')).statusCode).toBe(429);
    expect((await attempt('owner', 'owner-password', '198.51.100.50')).statusCode).toBe(200);
  });

  it('a staff password reset ends the lockout; lockouts, resets and role changes are in the activity log', async () => {
    for (let ip = 1; ip <= 12; ip++) await attempt('owner', 'guess', `192.0.2.${ip}`);
    expect((await attempt('owner', 'owner-password', '198.51.100.7')).statusCode).toBe(429);
    // The clock moved a day since beforeAll: a session without remember_me has ended by now.
    const staff = await login(ctx.app, 'boss', 'boss-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/setup/users/${ownerId}/password`,
      headers: { authorization: staff },
      payload: { password: 'a-new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('owner', 'a-new-password-1', '198.51.100.7')).statusCode).toBe(200);
    const user = await ctx.db.selectFrom('users').select('version').where('id', '=', ownerId).executeTakeFirstOrThrow();
    const promote = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/setup/users/${ownerId}`,
      headers: { authorization: staff },
      payload: { version: user.version, is_staff: true },
    });
    expect(promote.statusCode).toBe(200);
    const log = await ctx.db.selectFrom('audit_log').select(['action', 'entity_id', 'details']).execute();
    const actions = log.map((l) => l.action);
    expect(actions).toContain('auth.lockout');
    expect(actions).toContain('user.password_reset');
    expect(actions).toContain('user.role_change');
    const lockout = log.find((l) => l.action === 'auth.lockout')!;
    expect(lockout.entity_id).toBe(ownerId);
    expect(lockout.details).toMatchObject({ username: 'owner', scope: 'account' });
    expect(actions.filter((a) => a === 'auth.lockout')).toHaveLength(1);
  });
});
