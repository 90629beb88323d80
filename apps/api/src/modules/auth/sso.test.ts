import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import {
  signInAtProvider,
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '../../../test/oidc-test-provider';
import { buildApp } from '../../app';
import { saveSettings } from '../configuration';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

const CLIENT_ID = 'flexapp-test';
const SECRET = 'test-client-secret-0123456789';
const ORIGIN = 'http://flexapp.test';

let ctx: TestContext;
let app: FastifyInstance;
let provider: TestProvider;
/** Her groups claim changes between sign-ins. */
const graceAccount: TestAccount = {
  password: 'pw-grace',
  email: 'grace@corp.example',
  given_name: 'Grace',
  family_name: 'Hopper',
  groups: ['Engineering', 'Amsterdam'],
};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  provider = await startTestProvider({
    clientId: CLIENT_ID,
    clientSecret: SECRET,
    redirectUris: [`${ORIGIN}/login`],
    accounts: {
      ada: { password: 'pw-ada', email: 'ada@corp.example', given_name: 'Ada', family_name: 'Lovelace' },
      'boss-sso': { password: 'pw-boss', email: 'boss@example.test', given_name: 'Sanne', family_name: 'Bakker' },
      grace: graceAccount,
      'disabled-sso': { password: 'pw-x', email: 'gone@example.test', given_name: 'Gone', family_name: 'User' },
    },
  });
  app = await buildApp({
    db: ctx.db,
    jwtSecret: 'test-secret-test-secret-test-secret!',
    oidcClientSecret: SECRET,
    publicUrl: ORIGIN,
    clock,
  });
  await app.ready();
  await saveSettings(ctx.db, { adfs_base_url: provider.issuer, adfs_client_id: CLIENT_ID }, null);
  await createUser(ctx.db, { username: 'boss', staff: true });
  const gone = await createUser(ctx.db, { username: 'gone' });
  await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', gone).execute();
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await ctx?.close();
});

async function start(): Promise<URL> {
  const res = await app.inject({ method: 'GET', url: '/api/users/adfs_authorize/' });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().authorization_url);
}
const finish = (payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/users/adfs_login/', payload });
const self = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: `JWT ${token}` } });

describe('single sign-on (OpenID Connect against a real provider)', () => {
  it('starts with state, nonce and PKCE S256, stored server-side', async () => {
    const url = await start();
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/login`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const state = url.searchParams.get('state')!;
    const row = await ctx.db
      .selectFrom('oidc_login_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(url.href).not.toContain(SECRET);
  });

  it('creates a new user from the ID token and answers our token, like the password login', async () => {
    const back = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    const res = await finish({ code: back.get('code')!, state: back.get('state')! });
    expect(res.statusCode).toBe(200);
    const me = await self(res.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'ada', first_name: 'Ada', last_name: 'Lovelace', roles: [] });
    const row = await ctx.db
      .selectFrom('users')
      .select(['email', 'sso_subject', 'password_hash'])
      .where('id', '=', me.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'ada@corp.example', sso_subject: `${provider.issuer}|ada`, password_hash: null });
    // The second sign-in finds the same user by the bound subject.
    const again = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    const res2 = await finish({ code: again.get('code')!, state: again.get('state')!, iss: again.get('iss')! });
    expect((await self(res2.json().token)).json().id).toBe(me.json().id);
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', 'ada@corp.example').execute(),
    ).toHaveLength(1);
  });

  it('asks for the groups scope and makes the groups claim the OIDC groups of the person at every sign-in', async () => {
    const url = await start();
    expect(url.searchParams.get('scope')).toBe('openid email profile groups');
    const signInAsGrace = async () => {
      const back = await signInAtProvider((await start()).href, 'grace', 'pw-grace');
      const res = await finish({ code: back.get('code')!, state: back.get('state')! });
      expect(res.statusCode).toBe(200);
      return (await self(res.json().token)).json().id as number;
    };
    const groupsOf = async (userId: number) =>
      (
        await ctx.db
          .selectFrom('group_members')
          .innerJoin('groups', 'groups.id', 'group_members.group_id')
          .select(['groups.display_name', 'groups.source'])
          .where('group_members.user_id', '=', userId)
          .orderBy('groups.display_name')
          .execute()
      ).map((g) => `${g.source}:${g.display_name}`);
    const grace = await signInAsGrace();
    expect(await groupsOf(grace)).toEqual(['oidc:Amsterdam', 'oidc:Engineering']);
    graceAccount.groups = ['Engineering', 'Utrecht'];
    await signInAsGrace();
    expect(await groupsOf(grace)).toEqual(['oidc:Engineering', 'oidc:Utrecht']);
    // No claim at all (a provider that sends none): memberships stay; an empty claim: none left.
    graceAccount.groups = undefined;
    await signInAsGrace();
    expect(await groupsOf(grace)).toEqual(['oidc:Engineering', 'oidc:Utrecht']);
    graceAccount.groups = [];
    await signInAsGrace();
    expect(await groupsOf(grace)).toEqual([]);
  });

  it('finds an existing user by email (staff stay staff)', async () => {
    const back = await signInAtProvider((await start()).href, 'boss-sso', 'pw-boss');
    const res = await finish({ code: back.get('code')!, state: back.get('state')! });
    expect(res.statusCode).toBe(200);
    expect((await self(res.json().token)).json()).toMatchObject({ username: 'boss', roles: ['staff'] });
  });

  it('refuses an unknown state, a state used twice and an expired state', async () => {
    const unknown = await finish({ code: 'abc', state: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('SSO_INVALID_STATE');
    expect(unknown.json().message).toMatch(/expired or was already used/);

    const back = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    expect((await finish({ code: back.get('code')!, state: back.get('state')! })).statusCode).toBe(200);
    const replay = await finish({ code: back.get('code')!, state: back.get('state')! });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SSO_INVALID_STATE');

    const old = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    await ctx.db
      .updateTable('oidc_login_states')
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where('state', '=', old.get('state')!)
      .execute();
    const expired = await finish({ code: old.get('code')!, state: old.get('state')! });
    expect(expired.json().code).toBe('SSO_INVALID_STATE');
  });

  it('refuses a code that was already exchanged (sent with a fresh state)', async () => {
    const first = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    expect((await finish({ code: first.get('code')!, state: first.get('state')! })).statusCode).toBe(200);
    const fresh = (await start()).searchParams.get('state')!;
    const reused = await finish({ code: first.get('code')!, state: fresh });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('SSO_EXCHANGE_FAILED');
    const bogus = await finish({ code: 'not-a-code', state: (await start()).searchParams.get('state')! });
    expect(bogus.json().code).toBe('SSO_EXCHANGE_FAILED');
  });

  it('refuses an ID token for another audience, even correctly signed', async () => {
    const before = await ctx.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const back = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    provider.tamper.audience = 'some-other-app';
    try {
      const res = await finish({ code: back.get('code')!, state: back.get('state')! });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SSO_EXCHANGE_FAILED');
      expect(res.json().token).toBeUndefined();
    } finally {
      provider.tamper.audience = null;
    }
    const after = await ctx.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a disabled account', async () => {
    const back = await signInAtProvider((await start()).href, 'disabled-sso', 'pw-x');
    const res = await finish({ code: back.get('code')!, state: back.get('state')! });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SSO_ACCOUNT_DISABLED');
  });

  it('answers SSO_NOT_CONFIGURED without settings or without the client secret', async () => {
    const noSecret = await buildApp({ db: ctx.db, jwtSecret: 'test-secret-test-secret-test-secret!', clock });
    const res = await noSecret.inject({ method: 'GET', url: '/api/users/adfs_authorize/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SSO_NOT_CONFIGURED');
    await noSecret.close();
  });

  it('validates the request body', async () => {
    const res = await finish({ code: '', state: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('limits sign-in starts per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/users/adfs_authorize/', remoteAddress: '10.5.5.5' })).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('answers 502 SSO_PROVIDER_UNAVAILABLE when the provider is down, in Dutch too', async () => {
    const back = await signInAtProvider((await start()).href, 'ada', 'pw-ada');
    await provider.close();
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/adfs_login/',
      payload: { code: back.get('code')!, state: back.get('state')! },
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SSO_PROVIDER_UNAVAILABLE');
    expect(res.json().message).toMatch(/niet bereikbaar/);
    const startDown = await app.inject({ method: 'GET', url: '/api/users/adfs_authorize/' });
    expect(startDown.statusCode).toBe(502);
    expect(startDown.json().code).toBe('SSO_PROVIDER_UNAVAILABLE');
  });
});
