import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { SoftPasskey } from '../../../test/webauthn';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100); challenges expire on it. */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: authorization ? { authorization } : {}, payload });

/** Registers a software passkey for the signed-in person under `name`. */
async function register(auth: string, name: string, passkey = new SoftPasskey()) {
  const options = await call('POST', '/users/self/passkeys/options/', auth);
  expect(options.statusCode, options.body).toBe(200);
  const res = await call('POST', '/users/self/passkeys/', auth, {
    name,
    response: passkey.register(options.json().options),
  });
  return { res, passkey };
}
async function signInWith(passkey: SoftPasskey, origin?: string) {
  const options = await call('POST', '/users/login/passkey/options/');
  expect(options.statusCode).toBe(200);
  return call('POST', '/users/login/passkey/', undefined, { response: passkey.signIn(options.json().options, origin) });
}

describe('passkeys in Settings (decision 307)', () => {
  it('registers a named passkey for this site, lists it and signs in with it instead of the password', async () => {
    await createUser(ctx.db, { username: 'ann' });
    const auth = await login(ctx.app, 'ann');
    const options = await call('POST', '/users/self/passkeys/options/', auth);
    expect(options.headers['cache-control']).toBe('no-store');
    expect(options.json().options).toMatchObject({
      rp: { name: 'flexapp', id: 'localhost' },
      user: { name: 'ann' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { res, passkey } = await register(auth, ' Laptop ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Laptop',
      created_at: '2027-03-01T09:30:00.000Z',
      last_used_at: null,
    });
    clock.advance(60_000);
    const signedIn = await signInWith(passkey);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const self = await call('GET', '/users/self/', `JWT ${signedIn.json().token}`);
    expect(self.json().username).toBe('ann');
    const list = await call('GET', '/users/self/passkeys/', auth);
    expect(list.json().passkeys).toEqual([{ ...res.json(), last_used_at: '2027-03-01T09:31:00.000Z' }]);
    // The same name twice is refused; a second passkey with another name is fine.
    expect((await register(auth, 'laptop')).res.statusCode).toBe(201);
    const taken = await register(auth, 'Laptop');
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().code).toBe('PASSKEY_NAME_TAKEN');
  });

  it('refuses an answer for another site, a used or unknown challenge, and bad input', async () => {
    await createUser(ctx.db, { username: 'bob' });
    const auth = await login(ctx.app, 'bob');
    const options = (await call('POST', '/users/self/passkeys/options/', auth)).json().options;
    const passkey = new SoftPasskey();
    const phishing = await call('POST', '/users/self/passkeys/', auth, {
      name: 'Phone',
      response: passkey.register(options, 'https://evil.example'),
    });
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().code).toBe('PASSKEY_INVALID');
    // The challenge was used up by that attempt.
    const again = await call('POST', '/users/self/passkeys/', auth, {
      name: 'Phone',
      response: passkey.register(options),
    });
    expect(again.json().code).toBe('PASSKEY_INVALID');
    // Another person's challenge is not Bob's.
    await createUser(ctx.db, { username: 'cat' });
    const catOptions = (await call('POST', '/users/self/passkeys/options/', await login(ctx.app, 'cat'))).json()
      .options;
    const stolen = await call('POST', '/users/self/passkeys/', auth, {
      name: 'Phone',
      response: passkey.register(catOptions),
    });
    expect(stolen.json().code).toBe('PASSKEY_INVALID');
    // Expired after five minutes on the app clock.
    const late = (await call('POST', '/users/self/passkeys/options/', auth)).json().options;
    clock.advance(5 * 60_000 + 1000);
    const expired = await call('POST', '/users/self/passkeys/', auth, {
      name: 'Phone',
      response: passkey.register(late),
    });
    expect(expired.json().code).toBe('PASSKEY_INVALID');
    for (const body of [
      {},
      { name: '', response: passkey.register(late) },
      { name: 'x'.repeat(61), response: {} },
      { name: 'ok', response: { id: 'a', rawId: 'a', type: 'other', response: { clientDataJSON: 'x' } } },
    ]) {
      const bad = await call('POST', '/users/self/passkeys/', auth, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('removes one’s own passkey (then it no longer signs in); another person’s is 404', async () => {
    await createUser(ctx.db, { username: 'dan' });
    await createUser(ctx.db, { username: 'eve' });
    const dan = await login(ctx.app, 'dan');
    const eve = await login(ctx.app, 'eve');
    const { res, passkey } = await register(dan, 'Key');
    const id = res.json().id as number;
    const foreign = await call('DELETE', `/users/self/passkeys/${id}/`, eve);
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', '/users/self/passkeys/abc/', dan)).statusCode).toBe(400);
    expect((await call('DELETE', `/users/self/passkeys/${id}/`, dan)).statusCode).toBe(204);
    expect((await call('GET', '/users/self/passkeys/', dan)).json().passkeys).toEqual([]);
    expect((await call('DELETE', `/users/self/passkeys/${id}/`, dan)).statusCode).toBe(404);
    const gone = await signInWith(passkey);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('PASSKEY_SIGN_IN_FAILED');
  });

  it('refuses a sign-in for another origin, a replayed answer, the signed-out and API tokens', async () => {
    await createUser(ctx.db, { username: 'fay', staff: true });
    const fay = await login(ctx.app, 'fay');
    const { passkey } = await register(fay, 'Phone');
    expect((await signInWith(passkey, 'https://evil.example')).json().code).toBe('PASSKEY_SIGN_IN_FAILED');
    const options = (await call('POST', '/users/login/passkey/options/')).json().options;
    const answer = passkey.signIn(options);
    clock.advance(1000);
    const since = clock.now();
    expect((await call('POST', '/users/login/passkey/', undefined, { response: answer })).statusCode).toBe(200);
    const replay = await call('POST', '/users/login/passkey/', undefined, { response: answer });
    expect(replay.json().code).toBe('PASSKEY_SIGN_IN_FAILED');
    // A staff sign-in with a passkey is in the activity log.
    const logged = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'auth')
      .where('created_at', '>=', since)
      .execute();
    expect(logged).toEqual([{ action: 'auth.sign_in' }]);
    expect((await call('POST', '/users/login/passkey/', undefined, {})).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/users/self/passkeys/'],
      ['POST', '/users/self/passkeys/options/'],
      ['DELETE', '/users/self/passkeys/1/'],
    ] as const)
      expect((await call(method, url)).statusCode, url).toBe(401);
    const table = ctx.app.routeAccessTable().filter((r) => r.url.includes('/self/passkeys'));
    expect(table.length).toBeGreaterThanOrEqual(4);
    for (const route of table) expect(route.scope, route.url).toBeNull();
  });
});
