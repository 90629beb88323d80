import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { readAuthnRequest, type Spoil, TestIdp, type TestUser } from '../../../test/saml-test-idp';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100); the test IdP issues at this instant. */
const clock = manualClock('2027-03-01T09:30:00');
const ORIGIN = 'http://flexapp.test';
const ACS = `${ORIGIN}/api/auth/saml/acs`;

let ctx: TestContext;
let staff: string;
let employee: string;
let spMetadata: string;
let metadataServer: Server;
const idp = new TestIdp();

const setup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Corp Login',
  metadata_url: null,
  metadata_xml: idp.metadata,
  attribute_email: 'email',
  attribute_first_name: 'firstName',
  attribute_last_name: 'lastName',
  attribute_language: 'language',
  attribute_groups: 'groups',
  just_in_time: true,
  only_sso: false,
  break_glass_username: null,
  ...overrides,
});
const putSetup = (body: unknown, auth = staff) =>
  ctx.app.inject({ method: 'PUT', url: '/api/setup/saml', headers: { authorization: auth }, payload: body as object });

/** Starts a sign-in at the SP and answers it at the test IdP. */
async function responseFor(user: TestUser, spoil: Spoil = {}, issuedAt = clock.now()): Promise<string> {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/login' });
  expect(start.statusCode).toBe(302);
  const location = start.headers.location as string;
  expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
  return idp.respond(spMetadata, readAuthnRequest(location), user, issuedAt, spoil);
}
const acs = (samlResponse: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
/** The refusal code the ACS sent the browser to the failure page with. */
async function refusal(samlResponse: string): Promise<string> {
  const res = await acs(samlResponse);
  expect(res.statusCode).toBe(303);
  const target = new URL(res.headers.location as string, ORIGIN);
  expect(target.pathname).toBe('/login/saml-failed');
  return target.searchParams.get('code')!;
}
async function signIn(samlResponse: string): Promise<string> {
  const res = await acs(samlResponse);
  expect(res.statusCode).toBe(303);
  const target = new URL(res.headers.location as string, ORIGIN);
  expect(target.pathname).toBe('/login');
  const exchanged = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/saml/token',
    payload: { code: target.searchParams.get('saml') },
  });
  expect(exchanged.statusCode).toBe(200);
  return `JWT ${exchanged.json().token}`;
}
const self = async (auth: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: auth } })).json();
const refusalsLogged = async () =>
  (await ctx.db.selectFrom('audit_log').select('details').where('action', '=', 'auth.saml_refused').execute()).map(
    (r) => (r.details as { code: string }).code,
  );

const ada: TestUser = {
  nameId: 'ada-0001',
  attributes: {
    email: 'ada@corp.example',
    firstName: 'Ada',
    lastName: 'Lovelace',
    language: 'nl-NL',
    groups: ['Engineering', 'Amsterdam'],
  },
};

beforeAll(async () => {
  ctx = await createTestContext({ clock, publicUrl: ORIGIN });
  await createUser(ctx.db, { username: 'boss', staff: true });
  await createUser(ctx.db, { username: 'emma' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'emma');
  metadataServer = createServer((req, res) => {
    if (req.url === '/metadata.xml') res.writeHead(200, { 'content-type': 'application/xml' }).end(idp.metadata);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  if (metadataServer) await new Promise((resolve) => metadataServer.close(resolve));
  await ctx?.close();
});

describe('SAML service provider', () => {
  it('publishes its metadata: entity ID, the ACS with HTTP-POST, signed assertions wanted', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    spMetadata = res.body;
    expect(spMetadata).toContain(`entityID="${ORIGIN}/api/auth/saml/metadata"`);
    expect(spMetadata).toContain(`Location="${ACS}"`);
    expect(spMetadata).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    expect(spMetadata).toContain('WantAssertionsSigned="true"');
  });

  it('is off until staff set up a provider', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/status' });
    expect(status.json()).toEqual({ enabled: false, name: null, only_sso: false });
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/login' });
    expect(start.statusCode).toBe(400);
    expect(start.json().code).toBe('SAML_NOT_CONFIGURED');
  });
});

describe('SAML setup', () => {
  it('is for staff only', async () => {
    expect((await putSetup(setup(), employee)).statusCode).toBe(403);
    expect((await putSetup(setup(), '')).statusCode).toBe(401);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/setup/saml', headers: { authorization: employee } });
    expect(read.statusCode).toBe(403);
  });

  it('refuses bad input: both or neither metadata source, unreadable metadata, an unknown break-glass account', async () => {
    const both = await putSetup(setup({ metadata_url: 'https://idp.test/m' }));
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('VALIDATION_ERROR');
    expect((await putSetup(setup({ metadata_xml: null }))).statusCode).toBe(400);
    expect((await putSetup({ ...setup(), extra: 1 })).statusCode).toBe(400);
    const noCert = await putSetup(
      setup({
        metadata_xml: idp.metadata.replace(/<ds:X509Certificate>[^<]+/, '<ds:X509Certificate>bm90IGEgY2VydA=='),
      }),
    );
    expect(noCert.json().code).toBe('SAML_METADATA_INVALID');
    expect((await putSetup(setup({ metadata_xml: '<not-xml' }))).json().code).toBe('SAML_METADATA_INVALID');
    const unknown = await putSetup(setup({ only_sso: true, break_glass_username: 'nobody' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('SAML_BREAK_GLASS_UNKNOWN');
    const onlySsoAlone = await putSetup(setup({ only_sso: true }));
    expect(onlySsoAlone.statusCode).toBe(400);
  });

  it('reads the metadata from its address, or answers 502 when the address cannot be reached', async () => {
    const port = (metadataServer.address() as AddressInfo).port;
    const gone = await putSetup(setup({ metadata_xml: null, metadata_url: `http://127.0.0.1:${port}/missing.xml` }));
    expect(gone.statusCode).toBe(502);
    expect(gone.json().code).toBe('SAML_METADATA_UNREACHABLE');
    const res = await putSetup(setup({ metadata_xml: null, metadata_url: `http://127.0.0.1:${port}/metadata.xml` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().provider).toMatchObject({
      entity_id: idp.entityId,
      sso_url: idp.ssoUrl,
      certificate_count: 1,
      metadata_url: `http://127.0.0.1:${port}/metadata.xml`,
    });
  });

  it('takes pasted metadata XML and shows what the provider needs of us', async () => {
    const res = await putSetup(setup());
    expect(res.statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/setup/saml', headers: { authorization: staff } });
    expect(read.json()).toMatchObject({
      provider: { name: 'Corp Login', entity_id: idp.entityId, metadata_url: null, just_in_time: true },
      service_provider: { entity_id: `${ORIGIN}/api/auth/saml/metadata`, acs_url: ACS },
    });
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/status' });
    expect(status.json()).toEqual({ enabled: true, name: 'Corp Login', only_sso: false });
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'saml.update').execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('SAML sign-in', () => {
  it('creates a person on first sign-in with the mapped name and language, and signs them in', async () => {
    const auth = await signIn(await responseFor(ada));
    const me = await self(auth);
    expect(me).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const row = await ctx.db
      .selectFrom('users')
      .select(['email', 'language', 'sso_subject'])
      .where('email', '=', 'ada@corp.example')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'ada@corp.example', language: 'nl', sso_subject: `saml:${idp.entityId}|ada-0001` });
    // A second sign-in finds the same person by the subject.
    await signIn(await responseFor(ada));
    const count = await ctx.db.selectFrom('users').select('id').where('email', '=', 'ada@corp.example').execute();
    expect(count).toHaveLength(1);
  });

  it('makes the group attribute the SAML groups of the person at every sign-in, leaving other sources alone', async () => {
    const groupsOfAda = async () =>
      (
        await ctx.db
          .selectFrom('group_members')
          .innerJoin('groups', 'groups.id', 'group_members.group_id')
          .innerJoin('users', 'users.id', 'group_members.user_id')
          .select(['groups.display_name', 'groups.source'])
          .where('users.email', '=', 'ada@corp.example')
          .orderBy('groups.display_name')
          .execute()
      ).map((g) => `${g.source}:${g.display_name}`);
    expect(await groupsOfAda()).toEqual(['saml:Amsterdam', 'saml:Engineering']);
    const adaId = (
      await ctx.db.selectFrom('users').select('id').where('email', '=', 'ada@corp.example').executeTakeFirstOrThrow()
    ).id;
    const manual = await ctx.db
      .insertInto('groups')
      .values({ display_name: 'Fire wardens', source: 'manual', created_at: clock.now(), updated_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('group_members').values({ group_id: manual.id, user_id: adaId }).execute();
    await signIn(await responseFor({ ...ada, attributes: { ...ada.attributes, groups: ['Engineering', 'Utrecht'] } }));
    expect(await groupsOfAda()).toEqual(['saml:Engineering', 'manual:Fire wardens', 'saml:Utrecht']);
    const { groups: _dropped, ...withoutGroups } = ada.attributes!;
    await signIn(await responseFor({ ...ada, attributes: withoutGroups }));
    expect(await groupsOfAda()).toEqual(['manual:Fire wardens']);
    await signIn(await responseFor(ada));
  });

  it('hands the session over once, within two minutes', async () => {
    const res = await acs(await responseFor(ada));
    const code = new URL(res.headers.location as string, ORIGIN).searchParams.get('saml')!;
    clock.advance(121_000);
    const late = await ctx.app.inject({ method: 'POST', url: '/api/auth/saml/token', payload: { code } });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('SAML_HANDOFF_INVALID');
    const fresh = new URL((await acs(await responseFor(ada))).headers.location as string, ORIGIN).searchParams.get(
      'saml',
    );
    const once = await ctx.app.inject({ method: 'POST', url: '/api/auth/saml/token', payload: { code: fresh } });
    expect(once.statusCode).toBe(200);
    const twice = await ctx.app.inject({ method: 'POST', url: '/api/auth/saml/token', payload: { code: fresh } });
    expect(twice.json().code).toBe('SAML_HANDOFF_INVALID');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/auth/saml/token', payload: { code: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['a forged signature', { forged: true }, 'SAML_SIGNATURE_INVALID'],
    ['no signature', { unsigned: true }, 'SAML_SIGNATURE_INVALID'],
    ['another audience', { audience: 'https://other.example/sp' }, 'SAML_WRONG_AUDIENCE'],
    ['another recipient', { recipient: 'https://other.example/acs' }, 'SAML_WRONG_AUDIENCE'],
  ] as const)('refuses %s with a clear code and an activity-log line', async (_name, spoil, code) => {
    expect(await refusal(await responseFor(ada, spoil))).toBe(code);
    expect(await refusalsLogged()).toContain(code);
  });

  it('refuses a response whose message is signed but whose assertion is not', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/login' });
    // An SP that did not want signed assertions: samlify then signs only the Response around it.
    const lenientSp = spMetadata.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"');
    const response = await idp.respond(lenientSp, readAuthnRequest(start.headers.location as string), ada, clock.now());
    expect(await refusal(response)).toBe('SAML_SIGNATURE_INVALID');
  });

  it('refuses a deactivated person', async () => {
    await ctx.db.updateTable('users').set({ is_active: false }).where('email', '=', 'ada@corp.example').execute();
    expect(await refusal(await responseFor(ada))).toBe('SSO_ACCOUNT_DISABLED');
    await ctx.db.updateTable('users').set({ is_active: true }).where('email', '=', 'ada@corp.example').execute();
  });

  it('refuses an expired response and one not valid yet, on the app clock', async () => {
    const old = await responseFor(ada, { lifetimeSeconds: 300 }, new Date(clock.now().getTime() - 10 * 60_000));
    expect(await refusal(old)).toBe('SAML_EXPIRED');
    const future = await responseFor(ada, {}, new Date(clock.now().getTime() + 10 * 60_000));
    expect(await refusal(future)).toBe('SAML_EXPIRED');
    expect(await refusalsLogged()).toContain('SAML_EXPIRED');
  });

  it('refuses a replayed response and an unsolicited one', async () => {
    const response = await responseFor(ada);
    await signIn(response);
    expect(await refusal(response)).toBe('SAML_REPLAYED');
    const unsolicited = await idp.respond(spMetadata, { id: '_never-sent', acsUrl: ACS }, ada, clock.now());
    expect(await refusal(unsolicited)).toBe('SAML_UNSOLICITED');
    expect(await refusal(Buffer.from('<hello/>').toString('base64'))).toBe('SAML_REJECTED');
    expect(await refusalsLogged()).toEqual(expect.arrayContaining(['SAML_REPLAYED', 'SAML_UNSOLICITED']));
  });

  it('answers 400 to a post without a SAMLResponse', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(res.statusCode).toBe(400);
  });

  it('without just-in-time creation signs in only existing people, matched by e-mail', async () => {
    expect((await putSetup(setup({ just_in_time: false }))).statusCode).toBe(200);
    const stranger = { nameId: 'zz-9', attributes: { email: 'stranger@corp.example' } };
    expect(await refusal(await responseFor(stranger))).toBe('SAML_NO_ACCOUNT');
    const emma = { nameId: 'emma-7', attributes: { email: 'emma@example.test', firstName: 'Emma' } };
    const me = await self(await signIn(await responseFor(emma)));
    expect(me.username).toBe('emma');
  });

  it('matches an existing person by SCIM externalId: the externalId attribute, else the NameID (decision 352)', async () => {
    expect((await putSetup(setup({ just_in_time: false }))).statusCode).toBe(200);
    await createUser(ctx.db, { username: 'frank' });
    await createUser(ctx.db, { username: 'gina' });
    await ctx.db.updateTable('users').set({ external_id: 'ext-frank-42' }).where('username', '=', 'frank').execute();
    await ctx.db.updateTable('users').set({ external_id: 'gina-7' }).where('username', '=', 'gina').execute();
    // The e-mail matches nobody; the externalId attribute names Frank (case-exact, as SCIM's externalId).
    const wrongCase = { nameId: 'f-1', attributes: { email: 'frank@new.example', externalId: 'EXT-FRANK-42' } };
    expect(await refusal(await responseFor(wrongCase))).toBe('SAML_NO_ACCOUNT');
    const frank = { nameId: 'f-1', attributes: { email: 'frank@new.example', externalId: 'ext-frank-42' } };
    expect((await self(await signIn(await responseFor(frank)))).username).toBe('frank');
    // Bound to the NameID now: the next sign-in finds him without the attribute.
    const again = { nameId: 'f-1', attributes: { email: 'frank@new.example' } };
    expect((await self(await signIn(await responseFor(again)))).username).toBe('frank');
    // Without the attribute, a NameID equal to the externalId (a persistent NameID) names Gina.
    const gina = { nameId: 'gina-7', attributes: { email: 'someone@corp.example' } };
    expect((await self(await signIn(await responseFor(gina)))).username).toBe('gina');
  });

  it('reads the externalId under the attribute name set in Setup; empty: the NameID only (decision 403)', async () => {
    const claim = 'http://schemas.corp.example/claims/employee-id';
    expect((await putSetup(setup({ just_in_time: false, attribute_external_id: claim }))).statusCode).toBe(200);
    const stored = await ctx.app.inject({ method: 'GET', url: '/api/setup/saml', headers: { authorization: staff } });
    expect(stored.json().provider.attribute_external_id).toBe(claim);
    await createUser(ctx.db, { username: 'hugo' });
    await createUser(ctx.db, { username: 'ines' });
    await ctx.db.updateTable('users').set({ external_id: 'E-1001' }).where('username', '=', 'hugo').execute();
    await ctx.db.updateTable('users').set({ external_id: 'E-2002' }).where('username', '=', 'ines').execute();
    // The default name no longer counts: the id under it names nobody.
    const underDefault = { nameId: 'h-1', attributes: { email: 'hugo@new.example', externalId: 'E-1001' } };
    expect(await refusal(await responseFor(underDefault))).toBe('SAML_NO_ACCOUNT');
    const hugo = { nameId: 'h-1', attributes: { email: 'hugo@new.example', [claim]: 'E-1001' } };
    expect((await self(await signIn(await responseFor(hugo)))).username).toBe('hugo');
    // Empty: only the NameID names the person, whatever attribute is sent.
    expect((await putSetup(setup({ just_in_time: false, attribute_external_id: '' }))).statusCode).toBe(200);
    const byAttribute = { nameId: 'i-9', attributes: { email: 'ines@new.example', [claim]: 'E-2002' } };
    expect(await refusal(await responseFor(byAttribute))).toBe('SAML_NO_ACCOUNT');
    const byNameId = { nameId: 'E-2002', attributes: { email: 'ines@new.example' } };
    expect((await self(await signIn(await responseFor(byNameId)))).username).toBe('ines');
    // Left out of the form: the default name.
    expect((await putSetup(setup())).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/setup/saml', headers: { authorization: staff } });
    expect(again.json().provider.attribute_external_id).toBe('externalId');
  });

  it('refuses an externalId attribute name that is too long or holds other characters with 400', async () => {
    for (const bad of ['x'.repeat(301), 'employee id', 'id<script>', 'naïve', 7]) {
      const res = await putSetup(setup({ attribute_external_id: bad }));
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await putSetup(setup({ attribute_external_id: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.6' }))).statusCode).toBe(200);
  });
});

describe('sign-in only through the identity provider', () => {
  it('refuses passwords but for the break-glass account', async () => {
    expect((await putSetup(setup({ only_sso: true, break_glass_username: 'boss' }))).statusCode).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: 'emma', password: 'secret' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_SIGN_IN_DISABLED');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: 'nobody', password: 'secret' },
    });
    expect(unknown.json().code).toBe('PASSWORD_SIGN_IN_DISABLED');
    // A wrong password for the break-glass account answers as every other name: its name cannot be found out
    // by trying names (decision 449).
    const guessed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: 'boss', password: 'wrong-guess' },
    });
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().code).toBe('PASSWORD_SIGN_IN_DISABLED');
    expect(await login(ctx.app, 'BOSS')).toMatch(/^JWT /);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/saml/status' });
    expect(status.json().only_sso).toBe(true);
    expect((await putSetup(setup({ only_sso: false }))).statusCode).toBe(200);
    expect(await login(ctx.app, 'emma')).toMatch(/^JWT /);
  });
});
