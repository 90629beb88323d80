import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { SoftPasskey } from '../../../test/webauthn';
import { manualClock } from '../../lib/clock';
import { totpCodeAt } from './totp';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100); TOTP steps follow it, not the wall clock. */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (url: string, payload: object, authorization?: string, ip = '10.0.0.1'): Promise<Res> =>
  ctx.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {}, remoteAddress: ip });
const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const passwordStep = (username: string, ip = '10.0.0.1') =>
  post('/api/users/login/', { username, password: 'secret' }, undefined, ip);
const secondStep = (challenge: string, code: string, ip = '10.0.0.1') =>
  post('/api/users/login/second-factor/', { challenge, code }, undefined, ip);

/** A user with two-factor sign-in on: their secret (read from the enrolment) and recovery codes. */
async function enrolled(username: string, staff = false) {
  await createUser(ctx.db, { username, staff });
  const auth = await login(ctx.app, username);
  const start = await post('/api/users/self/two-factor/totp/', {}, auth);
  expect(start.statusCode, start.body).toBe(201);
  const { secret } = start.json() as { secret: string };
  const confirm = await post(
    '/api/users/self/two-factor/totp/confirm/',
    { code: totpCodeAt(secret, clock.now()) },
    auth,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  clock.advance(30_000); // the next code is of a later step
  return { auth, secret, recovery: (confirm.json() as { recovery_codes: string[] }).recovery_codes };
}

async function challengeOf(username: string, ip = '10.0.0.1') {
  const res = await passwordStep(username, ip);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).not.toHaveProperty('token');
  return body.second_factor.challenge as string;
}

describe('TOTP enrolment', () => {
  it('shows a new secret with its QR code, confirms with a code, gives ten recovery codes once', async () => {
    await createUser(ctx.db, { username: 'ann' });
    const auth = await login(ctx.app, 'ann');
    expect((await get('/api/users/self/two-factor/', auth)).json()).toEqual({
      totp_enabled: false,
      passkey_count: 0,
      recovery_codes_left: 0,
      enrolment_required: false,
    });
    const start = await post('/api/users/self/two-factor/totp/', {}, auth);
    expect(start.statusCode).toBe(201);
    expect(start.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url, qr_code } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/flexapp:ann?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=flexapp`,
    );
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Sealed in the database, never in clear.
    const row = await ctx.db.selectFrom('user_totp').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);

    const wrong = await post('/api/users/self/two-factor/totp/confirm/', { code: '000000' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const ok = await post('/api/users/self/two-factor/totp/confirm/', { code: totpCodeAt(secret, clock.now()) }, auth);
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await ctx.db.selectFrom('user_recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(codes[0].replace('-', ''));
    expect((await get('/api/users/self/two-factor/', auth)).json()).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 10,
    });
    // Once on, the secret is never shown again.
    const again = await post('/api/users/self/two-factor/totp/', {}, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TWO_FACTOR_ALREADY_ON');
    const confirmAgain = await post('/api/users/self/two-factor/totp/confirm/', { code: '123456' }, auth);
    expect(confirmAgain.json().code).toBe('TWO_FACTOR_ALREADY_ON');
  });

  it('refuses confirming before starting (409) and bad codes (400, translated)', async () => {
    await createUser(ctx.db, { username: 'bob', language: 'nl' });
    const auth = await login(ctx.app, 'bob');
    const none = await post('/api/users/self/two-factor/totp/confirm/', { code: '123456' }, auth);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ON', message: expect.stringContaining('twee stappen') });
    for (const code of ['12345', 'abcdef', '', 123456]) {
      const bad = await post('/api/users/self/two-factor/totp/confirm/', { code }, auth);
      expect(bad.statusCode, JSON.stringify(code)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
    const neither = await post('/api/users/self/two-factor/totp/disable/', {}, auth);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 401 to the signed-out and keeps API tokens away', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/self/two-factor/'],
      ['POST', '/api/users/self/two-factor/totp/'],
      ['POST', '/api/users/self/two-factor/totp/confirm/'],
      ['POST', '/api/users/self/two-factor/totp/disable/'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? { code: '123456' } : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    const table = ctx.app.routeAccessTable().filter((r) => r.url.includes('two-factor'));
    expect(table.length).toBeGreaterThan(0);
    for (const route of table) expect(route.scope, route.url).toBeNull();
  });
});

describe('signing in with a second factor', () => {
  it('writes a staff sign-in to the activity log when the second step succeeds, not before (issue 36)', async () => {
    const stella = await enrolled('stella', true);
    const emil = await enrolled('emil');
    const since = clock.now();
    const signIns = () =>
      ctx.db
        .selectFrom('audit_log')
        .innerJoin('users', 'users.id', 'audit_log.user_id')
        .select(['audit_log.action', 'users.username'])
        .where('audit_log.entity_type', '=', 'auth')
        .where('audit_log.created_at', '>=', since)
        .execute();
    const challenge = await challengeOf('stella');
    expect(await signIns()).toEqual([]);
    expect((await secondStep(challenge, totpCodeAt(stella.secret, clock.now()))).statusCode).toBe(200);
    // Employees' sign-ins are not logged, with a second factor as without.
    const employee = await secondStep(await challengeOf('emil'), totpCodeAt(emil.secret, clock.now()));
    expect(employee.statusCode).toBe(200);
    expect(await signIns()).toEqual([{ action: 'auth.sign_in', username: 'stella' }]);
  });

  it('asks for the code after a correct password, then signs in with it', async () => {
    const { secret } = await enrolled('carl');
    const challenge = await challengeOf('carl');
    const res = await secondStep(challenge, totpCodeAt(secret, clock.now()));
    expect(res.statusCode, res.body).toBe(200);
    const self = await get('/api/users/self/', `JWT ${res.json().token}`);
    expect(self.json().username).toBe('carl');
    // The challenge is used up.
    const reused = await secondStep(challenge, totpCodeAt(secret, clock.now()));
    expect(reused.json().code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('refuses a wrong code, a code replayed in its step, and an expired challenge', async () => {
    const { secret } = await enrolled('dora');
    const first = await challengeOf('dora');
    const wrong = await secondStep(first, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const code = totpCodeAt(secret, clock.now());
    expect((await secondStep(first, code)).statusCode).toBe(200);
    // The same code again, still in its 30 seconds: refused.
    const second = await challengeOf('dora');
    const replay = await secondStep(second, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SECOND_FACTOR_INVALID');
    // After five minutes the challenge is gone.
    clock.advance(5 * 60_000 + 1000);
    const late = await secondStep(second, totpCodeAt(secret, clock.now()));
    expect(late.json().code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('takes each recovery code once', async () => {
    const { recovery, auth } = await enrolled('emma');
    const ok = await secondStep(await challengeOf('emma'), recovery[0].toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await secondStep(await challengeOf('emma'), recovery[0]);
    expect(again.json().code).toBe('SECOND_FACTOR_INVALID');
    expect((await get('/api/users/self/two-factor/', auth)).json().recovery_codes_left).toBe(9);
  });

  it('throttles wrong codes like wrong passwords (429 with Retry-After, then a lockout line)', async () => {
    const { secret } = await enrolled('finn');
    const challenge = await challengeOf('finn', '10.0.0.9');
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(challenge, '000000', '10.0.0.9');
      expect(res.json().code).toBe('SECOND_FACTOR_INVALID');
    }
    const locked = await secondStep(challenge, totpCodeAt(secret, clock.now()), '10.0.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    const lockout = await ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'auth.lockout')
      .where(sql`details->>'username'`, '=', 'finn')
      .execute();
    expect(lockout).toHaveLength(1);
  });

  it('refuses bad input with 400 before anything else', async () => {
    for (const payload of [{}, { challenge: 'x' }, { challenge: 'x', code: '12' }, { challenge: '', code: '123456' }]) {
      const res = await post('/api/users/login/second-factor/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const unknown = await secondStep('no-such-challenge', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SECOND_FACTOR_EXPIRED');
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs a current code or the password', async () => {
    const { auth, secret } = await enrolled('gus');
    const wrongPassword = await post('/api/users/self/two-factor/totp/disable/', { password: 'nope' }, auth);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('PASSWORD_WRONG');
    const wrongCode = await post('/api/users/self/two-factor/totp/disable/', { code: '000000' }, auth);
    expect(wrongCode.json().code).toBe('SECOND_FACTOR_INVALID');
    const ok = await post('/api/users/self/two-factor/totp/disable/', { code: totpCodeAt(secret, clock.now()) }, auth);
    expect(ok.statusCode).toBe(204);
    const plain = await passwordStep('gus');
    expect(plain.json()).toHaveProperty('token');
    const none = await post('/api/users/self/two-factor/totp/disable/', { password: 'secret' }, auth);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('TWO_FACTOR_NOT_ON');
  });

  it('with the password', async () => {
    const { auth } = await enrolled('hans');
    const ok = await post('/api/users/self/two-factor/totp/disable/', { password: 'secret' }, auth);
    expect(ok.statusCode).toBe(204);
    expect((await get('/api/users/self/two-factor/', auth)).json().totp_enabled).toBe(false);
  });
});

describe('staff required to use two-factor sign-in (setting require_two_factor_staff)', () => {
  it('keeps staff without it from staff routes until they set it up', async () => {
    await createUser(ctx.db, { username: 'ivy', staff: true });
    const { auth: bossAuth } = await enrolled('boss', true);
    const ivy = await login(ctx.app, 'ivy');
    const staffRoute = (auth: string) => get('/api/setup/buildings', auth);
    expect((await staffRoute(ivy)).statusCode).toBe(200);
    const on = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: bossAuth },
      payload: { require_two_factor_staff: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await get('/api/users/self/two-factor/', ivy)).json().enrolment_required).toBe(true);
    const refused = await staffRoute(ivy);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    // Staff with a second factor carry on.
    expect((await staffRoute(bossAuth)).statusCode).toBe(200);
    expect((await get('/api/users/self/two-factor/', bossAuth)).json().enrolment_required).toBe(false);
    // Ivy sets it up (her own routes stay open) and is staff again at once.
    const start = await post('/api/users/self/two-factor/totp/', {}, ivy);
    const code = totpCodeAt(start.json().secret, clock.now());
    expect((await post('/api/users/self/two-factor/totp/confirm/', { code }, ivy)).statusCode).toBe(200);
    expect((await staffRoute(ivy)).statusCode).toBe(200);
  });
});

describe('a passkey as the second factor after the password (decision 350)', () => {
  /** Registers a software passkey for the signed-in person. */
  async function addPasskey(auth: string, passkey = new SoftPasskey()) {
    const options = await post('/api/users/self/passkeys/options/', {}, auth);
    const made = await post(
      '/api/users/self/passkeys/',
      { name: 'Key', response: passkey.register(options.json().options) },
      auth,
    );
    expect(made.statusCode, made.body).toBe(201);
    return passkey;
  }
  const passkeyOptions = (challenge: string) => post('/api/users/login/second-factor/passkey/options/', { challenge });
  const passkeyStep = (challenge: string, response: object, ip = '10.0.0.1') =>
    post('/api/users/login/second-factor/passkey/', { challenge, response }, undefined, ip);

  it('offers the passkey beside the code, signs in with it once, and logs a staff sign-in', async () => {
    const { auth } = await enrolled('olga', true);
    const passkey = await addPasskey(auth);
    const first = await passwordStep('olga');
    expect(first.json().second_factor.methods).toEqual(['totp', 'recovery_code', 'passkey']);
    const challenge = first.json().second_factor.challenge as string;
    const options = await passkeyOptions(challenge);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.headers['cache-control']).toBe('no-store');
    expect(options.json().options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      allowCredentials: [{ id: passkey.id, type: 'public-key' }],
    });
    clock.advance(1000);
    const since = clock.now();
    const answer = passkey.signIn(options.json().options);
    const done = await passkeyStep(challenge, answer);
    expect(done.statusCode, done.body).toBe(200);
    expect((await get('/api/users/self/', `JWT ${done.json().token}`)).json().username).toBe('olga');
    const logged = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity_type', '=', 'auth')
      .where('created_at', '>=', since)
      .execute();
    expect(logged).toEqual([{ action: 'auth.sign_in', user_id: expect.any(Number) }]);
    // The password step's challenge and the passkey challenge are used up.
    const replay = await passkeyStep(challenge, answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SECOND_FACTOR_EXPIRED');
    expect((await passkeyOptions(challenge)).json().code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('refuses another person’s passkey, another site, an expired step and bad input; throttles', async () => {
    await createUser(ctx.db, { username: 'pia' });
    await createUser(ctx.db, { username: 'quin' });
    const pia = await addPasskey(await login(ctx.app, 'pia'));
    const quin = await addPasskey(await login(ctx.app, 'quin'));
    const first = await passwordStep('pia');
    expect(first.json().second_factor.methods).toEqual(['passkey']);
    const challenge = first.json().second_factor.challenge as string;
    const options = (await passkeyOptions(challenge)).json().options;
    const foreign = await passkeyStep(challenge, quin.signIn(options));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('SECOND_FACTOR_INVALID');
    const phishing = await passkeyStep(
      challenge,
      pia.signIn((await passkeyOptions(challenge)).json().options, 'https://evil.example'),
    );
    expect(phishing.json().code).toBe('SECOND_FACTOR_INVALID');
    // An answer to the sign-in-without-password challenge does not pass the second step.
    const signInOptions = (await post('/api/users/login/passkey/options/', {})).json().options;
    expect((await passkeyStep(challenge, pia.signIn(signInOptions))).json().code).toBe('SECOND_FACTOR_INVALID');
    for (const body of [{}, { challenge: '' }, { challenge: 'x'.repeat(101) }])
      expect((await post('/api/users/login/second-factor/passkey/options/', body)).statusCode).toBe(400);
    const bad = await post('/api/users/login/second-factor/passkey/', { challenge, response: { id: 'a' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await passkeyOptions('unknown')).json().code).toBe('SECOND_FACTOR_EXPIRED');
    // Wrong answers count as failed sign-ins: the account locks as for wrong codes.
    let last: Res | undefined;
    for (let i = 0; i < 10 && last?.statusCode !== 429; i += 1)
      last = await passkeyStep(challenge, quin.signIn((await passkeyOptions(challenge)).json().options));
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toMatch(/^\d+$/);
    // The step expires with the password step's challenge.
    clock.advance(60 * 60_000);
    expect((await passkeyOptions(challenge)).json().code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('satisfies the staff setting: a staff member with a passkey and no authenticator keeps staff routes', async () => {
    const { auth: boss } = await enrolled('rosa', true);
    const on = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: boss },
      payload: { require_two_factor_staff: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await createUser(ctx.db, { username: 'sam', staff: true });
    const sam = await login(ctx.app, 'sam');
    const staffRoute = () => get('/api/setup/buildings', sam);
    expect((await staffRoute()).statusCode).toBe(403);
    await addPasskey(sam);
    expect((await staffRoute()).statusCode).toBe(200);
    expect((await get('/api/users/self/two-factor/', sam)).json()).toEqual({
      totp_enabled: false,
      passkey_count: 1,
      recovery_codes_left: 0,
      enrolment_required: false,
    });
  });
});
