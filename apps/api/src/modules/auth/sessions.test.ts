import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100); last use and idle time follow it. */
const clock = manualClock('2027-03-01T09:30:00');
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:133.0) Gecko/20100101 Firefox/133.0';

let ctx: TestContext;
let bossAuth: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  bossAuth = await signIn('boss');
});
afterAll(() => ctx.close());

async function signIn(username: string, userAgent?: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { username, password: 'secret' },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return `JWT ${res.json().token}`;
}
const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, authorization?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: authorization ? { authorization } : {}, payload });
const sessionsOf = async (auth: string) => {
  const res = await call('GET', '/users/self/sessions/', auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessions as { id: string; browser: string; os: string; device: string; current: boolean }[];
};
const setIdleMinutes = async (minutes: number) => {
  const res = await call('PATCH', '/configuration/settings', bossAuth, { staff_idle_timeout_minutes: minutes });
  expect(res.statusCode, res.body).toBe(200);
};

describe("one's own sessions (decision 305)", () => {
  it('lists them with browser, system and device, last used first, the asking one marked', async () => {
    await createUser(ctx.db, { username: 'ann' });
    const phone = await signIn('ann', PHONE);
    clock.advance(60_000);
    const laptop = await signIn('ann', LAPTOP);
    clock.advance(60_000);
    await signIn('boss'); // someone else's session is not listed
    const res = await call('GET', '/users/self/sessions/', laptop);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().sessions).toEqual([
      {
        id: expect.any(String),
        browser: 'Firefox 133',
        os: 'macOS Catalina',
        device: 'desktop',
        created_at: '2027-03-01T09:31:00.000Z',
        // This request is its use: a minute after the last one written, it is written.
        last_seen_at: '2027-03-01T09:32:00.000Z',
        current: true,
      },
      {
        id: expect.any(String),
        browser: 'Chrome 131',
        os: 'Android 14',
        device: 'mobile',
        created_at: '2027-03-01T09:30:00.000Z',
        last_seen_at: '2027-03-01T09:30:00.000Z',
        current: false,
      },
    ]);
    // Using the phone a minute later moves its last use on.
    clock.advance(60_000);
    expect((await call('GET', '/users/self/', phone)).statusCode).toBe(200);
    const listed = await sessionsOf(laptop);
    expect(listed.find((s) => s.browser === 'Chrome 131')).toMatchObject({ last_seen_at: '2027-03-01T09:33:00.000Z' });
  });

  it('signs one session out; another person’s, an ended or an unknown one is 404; a bad id 400', async () => {
    await createUser(ctx.db, { username: 'bob' });
    const first = await signIn('bob', PHONE);
    const second = await signIn('bob');
    const phoneId = (await sessionsOf(second)).find((s) => !s.current)!.id;
    // Boss cannot end Bob's session.
    const foreign = await call('DELETE', `/users/self/sessions/${phoneId}/`, bossAuth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/users/self/', first)).statusCode).toBe(200);

    expect((await call('DELETE', `/users/self/sessions/${phoneId}/`, second)).statusCode).toBe(204);
    const ended = await call('GET', '/users/self/', first);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('UNAUTHORIZED');
    expect((await sessionsOf(second)).map((s) => s.current)).toEqual([true]);
    expect((await call('DELETE', `/users/self/sessions/${phoneId}/`, second)).statusCode).toBe(404);
    const unknown = await call('DELETE', '/users/self/sessions/00000000-0000-4000-8000-000000000000/', second);
    expect(unknown.statusCode).toBe(404);
    const bad = await call('DELETE', '/users/self/sessions/not-a-session/', second);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('signs out everywhere else, keeping the asking session and other people’s', async () => {
    await createUser(ctx.db, { username: 'cat' });
    const others = [await signIn('cat', PHONE), await signIn('cat', LAPTOP)];
    const here = await signIn('cat');
    const res = await call('POST', '/users/self/sessions/sign-out-others/', here);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ signed_out: 2 });
    for (const auth of others) expect((await call('GET', '/users/self/', auth)).statusCode).toBe(401);
    expect((await call('GET', '/users/self/', here)).statusCode).toBe(200);
    expect((await call('GET', '/users/self/', bossAuth)).statusCode).toBe(200);
    expect((await call('POST', '/users/self/sessions/sign-out-others/', here)).json()).toEqual({ signed_out: 0 });
  });

  it('answers 401 without a session and refuses API tokens', async () => {
    expect((await call('GET', '/users/self/sessions/')).statusCode).toBe(401);
    expect((await call('POST', '/users/self/sessions/sign-out-others/')).statusCode).toBe(401);
    const made = await call('POST', '/users/self/tokens', bossAuth, { name: 'script', scopes: ['profile:read'] });
    expect(made.statusCode, made.body).toBe(201);
    const token = `Bearer ${made.json().token}`;
    expect((await call('GET', '/users/self/', token)).statusCode).toBe(200);
    const refused = await call('GET', '/users/self/sessions/', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TOKEN_SCOPE_MISSING');
  });
});

describe('idle staff sessions (setting staff_idle_timeout_minutes, decision 306)', () => {
  it('refuses a staff session unused for longer than the setting, on the app clock', async () => {
    await createUser(ctx.db, { username: 'sid', staff: true });
    await createUser(ctx.db, { username: 'emma' });
    await setIdleMinutes(15);
    const sid = await signIn('sid');
    const emma = await signIn('emma');
    // Each use within 15 minutes keeps it going.
    for (let i = 0; i < 3; i++) {
      clock.advance(14 * 60_000);
      expect((await call('GET', '/users/self/', sid)).statusCode).toBe(200);
      expect((await call('GET', '/users/self/', bossAuth)).statusCode).toBe(200);
    }
    clock.advance(15 * 60_000 + 1000);
    const idle = await call('GET', '/users/self/', sid);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'SESSION_IDLE', message: expect.stringContaining('inactive') });
    // It stays refused; employees have no idle limit; public routes still answer.
    expect((await call('GET', '/setup/buildings', sid)).json().code).toBe('SESSION_IDLE');
    expect((await call('GET', '/users/self/', emma)).statusCode).toBe(200);
    expect((await call('GET', '/configuration/config', sid)).statusCode).toBe(200);
    // A new sign-in works; 0 turns the limit off.
    const again = await signIn('sid');
    bossAuth = await signIn('boss');
    await setIdleMinutes(0);
    clock.advance(3 * 3600_000);
    expect((await call('GET', '/users/self/', again)).statusCode).toBe(200);
  });

  it('refuses a setting outside 0 to 720 minutes', async () => {
    for (const value of [-1, 721, 1.5, 'ten']) {
      const res = await call('PATCH', '/configuration/settings', bossAuth, { staff_idle_timeout_minutes: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
