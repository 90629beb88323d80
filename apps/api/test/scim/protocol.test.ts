import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';
import { ERROR, GROUP, makeScimToken, PATCH_OP, type ScimCall, scimClient, scimUser, USER } from './scim-client';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let scim: ScimCall;
let token: { id: number; token: string };

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  await createUser(ctx.db, { username: 'ann' });
  staff = await login(ctx.app, 'boss');
  token = await makeScimToken(ctx, staff, 'Entra ID');
  scim = scimClient(ctx, token.token);
}, 120_000);
afterAll(() => ctx.close());

describe('SCIM discovery', () => {
  it('answers ServiceProviderConfig, ResourceTypes and Schemas as application/scim+json', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toContain('application/scim+json');
    expect(config.json()).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 } });
    const types = await scim('GET', '/ResourceTypes');
    expect(types.json().Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    expect((await scim('GET', '/ResourceTypes/User')).json().endpoint).toBe('/Users');
    expect((await scim('GET', '/ResourceTypes/Nope')).statusCode).toBe(404);
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.json().Resources.map((s: { id: string }) => s.id)).toEqual([USER, GROUP]);
    expect((await scim('GET', `/Schemas/${USER}`)).json().attributes.map((a: { name: string }) => a.name)).toContain(
      'userName',
    );
  });
});

describe('SCIM authentication', () => {
  it('refuses no token, a wrong one, a session and an API token with 401 and a SCIM error', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ schemas: [ERROR], status: '401' });
    expect((await scimClient(ctx, `fxs_${'a'.repeat(43)}`)('GET', '/Users')).statusCode).toBe(401);
    expect((await scimClient(ctx, staff.replace(/^\S+\s+/, ''))('GET', '/Users')).statusCode).toBe(401);
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/self/tokens',
      headers: { authorization: staff },
      payload: { name: 'mine', scopes: ['setup:read', 'setup:write'] },
    });
    expect(api.statusCode).toBe(201);
    expect((await scimClient(ctx, api.json().token)('GET', '/Users')).statusCode).toBe(401);
  });

  it('a SCIM token opens nothing under /api', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/setup/scim-tokens',
      headers: { authorization: `Bearer ${token.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a revoked token stops at once', async () => {
    const other = await makeScimToken(ctx, staff, 'Okta');
    expect((await scimClient(ctx, other.token)('GET', '/Users')).statusCode).toBe(200);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/setup/scim-tokens/${other.id}`,
      headers: { authorization: staff },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await scimClient(ctx, other.token)('GET', '/Users')).statusCode).toBe(401);
  });
});

describe('SCIM Users', () => {
  it('creates, reads, lists with filters and pages, replaces, patches and deletes', async () => {
    const created = await scim(
      'POST',
      '/Users',
      scimUser('Pia.Peters@example.com', { externalId: 'ext-pia', preferredLanguage: 'nl-NL' }),
    );
    expect(created.statusCode).toBe(201);
    const pia = created.json();
    expect(pia).toMatchObject({
      schemas: [USER],
      userName: 'Pia.Peters@example.com',
      externalId: 'ext-pia',
      preferredLanguage: 'nl',
      active: true,
      emails: [{ value: 'Pia.Peters@example.com', primary: true }],
      meta: { resourceType: 'User' },
    });
    expect(pia.meta.location).toMatch(new RegExp(`/scim/v2/Users/${pia.id}$`));
    expect((await scim('GET', `/Users/${pia.id}`)).json().userName).toBe('Pia.Peters@example.com');
    for (const name of ['quinn', 'quentin', 'rosa']) await scim('POST', '/Users', scimUser(name));

    const q = (filter: string, extra = '') => scim('GET', `/Users?filter=${encodeURIComponent(filter)}${extra}`);
    expect((await q('userName eq "pia.peters@example.com"')).json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: pia.id }],
    });
    expect((await q('externalId eq "ext-pia"')).json().totalResults).toBe(1);
    expect((await q('externalId eq "EXT-PIA"')).json().totalResults).toBe(0);
    expect((await q('emails.value eq "quinn@example.com"')).json().totalResults).toBe(1);
    expect((await q('emails[value eq "quinn@example.com"]')).json().totalResults).toBe(1);
    expect((await q('userName sw "qu"')).json().totalResults).toBe(2);
    expect((await q('userName co "uen"')).json().totalResults).toBe(1);
    expect((await q('userName eq "quinn" or userName eq "rosa"')).json().totalResults).toBe(2);
    expect((await q('userName sw "q" and emails.value co "tin"')).json().totalResults).toBe(1);
    expect((await q('displayName eq "Given Family"')).json().totalResults).toBe(4);
    expect((await q('userName co "%"')).json().totalResults).toBe(0);
    const page = await q('displayName eq "Given Family"', '&startIndex=2&count=2');
    expect(page.json()).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expect((await scim('GET', '/Users?count=0')).json()).toMatchObject({ itemsPerPage: 0, Resources: [] });

    const put = await scim(
      'PUT',
      `/Users/${pia.id}`,
      scimUser('Pia.Peters@example.com', { name: { givenName: 'Pia', familyName: 'Peters' }, preferredLanguage: 'en' }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: { givenName: 'Pia', familyName: 'Peters' }, preferredLanguage: 'en' });
    expect(put.json().externalId).toBeUndefined();

    const patch = await scim('PATCH', `/Users/${pia.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'name.familyName', value: 'Pieters' }],
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().name.familyName).toBe('Pieters');

    expect((await scim('DELETE', `/Users/${pia.id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${pia.id}`)).statusCode).toBe(404);
    expect((await q('userName eq "pia.peters@example.com"')).json().totalResults).toBe(0);
    // Created again under the same user name: the same person, active again, history kept.
    const again = await scim('POST', '/Users', scimUser('pia.peters@example.com'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: pia.id, active: true });
  });

  it('answers 409 uniqueness for a taken userName', async () => {
    const res = await scim('POST', '/Users', scimUser('rosa'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
  });

  it('accepts application/json too', async () => {
    const res = await scim('POST', '/Users', scimUser('json.user'), 'application/json');
    expect(res.statusCode).toBe(201);
  });
});

describe('SCIM bad input is 400 with a scimType, never 500', () => {
  const cases: [string, () => Promise<{ statusCode: number; json(): { scimType?: string } }>, string][] = [
    ['unreadable filter', () => scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`), 'invalidFilter'],
    ['unknown attribute', () => scim('GET', `/Users?filter=${encodeURIComponent('title eq "x"')}`), 'invalidFilter'],
    ['gt on a string', () => scim('GET', `/Users?filter=${encodeURIComponent('userName gt "a"')}`), 'invalidFilter'],
    ['boolean as string', () => scim('GET', `/Users?filter=${encodeURIComponent('active eq "yes"')}`), 'invalidFilter'],
    ['group filter', () => scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq')}`), 'invalidFilter'],
    ['count not a number', () => scim('GET', '/Users?count=ten'), 'invalidValue'],
    ['broken JSON', () => scim('POST', '/Users', '{"userName": '), 'invalidSyntax'],
    ['not an object', () => scim('POST', '/Users', '[1]'), 'invalidSyntax'],
    ['no userName', () => scim('POST', '/Users', { schemas: [USER] }), 'invalidValue'],
    ['bad e-mail', () => scim('POST', '/Users', scimUser('x', { emails: [{ value: 'nope' }] })), 'invalidValue'],
    ['active "maybe"', () => scim('POST', '/Users', scimUser('y', { active: 'maybe' })), 'invalidValue'],
    ['patch without Operations', () => scim('PATCH', '/Users/1', { schemas: [PATCH_OP] }), 'invalidSyntax'],
    [
      'patch op "move"',
      () => scim('PATCH', '/Users/1', { schemas: [PATCH_OP], Operations: [{ op: 'move', path: 'x' }] }),
      'invalidSyntax',
    ],
    [
      'group member not a user',
      () => scim('POST', '/Groups', { schemas: [GROUP], displayName: 'G', members: [{ value: 'abc' }] }),
      'invalidValue',
    ],
    ['group without name', () => scim('POST', '/Groups', { schemas: [GROUP] }), 'invalidValue'],
  ];
  for (const [name, call, scimType] of cases) {
    it(name, async () => {
      const res = await call();
      expect(res.statusCode).toBe(400);
      expect(res.json().scimType).toBe(scimType);
    });
  }

  it('an unknown id is 404', async () => {
    expect((await scim('GET', '/Users/999999')).statusCode).toBe(404);
    expect((await scim('GET', '/Users/abc')).statusCode).toBe(404);
    expect((await scim('GET', '/Groups/999999')).statusCode).toBe(404);
    expect((await scim('GET', '/Nothing')).statusCode).toBe(404);
  });
});

describe('SCIM ETags (RFC 7644 §3.14, decision 351)', () => {
  const ifMatch = (tag: string) => ({ 'if-match': tag });
  const addMember = (id: string) => ({
    schemas: [PATCH_OP],
    Operations: [{ op: 'add', path: 'members', value: [{ value: id }] }],
  });

  it('claims ETags and versions Users: ETag header, 304 on If-None-Match, 412 on a stale If-Match', async () => {
    expect((await scim('GET', '/ServiceProviderConfig')).json().etag).toEqual({ supported: true });
    const created = await scim('POST', '/Users', scimUser('etag.user@example.com'));
    const v1 = created.json().meta.version as string;
    expect(v1).toMatch(/^W\/"[\w-]+"$/);
    expect(created.headers.etag).toBe(v1);
    const id = created.json().id as string;
    const read = await scim('GET', `/Users/${id}`);
    expect(read.headers.etag).toBe(v1);
    const unchanged = await scim('GET', `/Users/${id}`, undefined, undefined, { 'if-none-match': `"other", ${v1}` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await scim('GET', `/Users/${id}`, undefined, undefined, { 'if-none-match': 'W/"other"' })).statusCode).toBe(
      200,
    );
    const listed = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "etag.user@example.com"')}`);
    expect(listed.json().Resources[0].meta.version).toBe(v1);

    const patch = { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'name.givenName', value: 'Etta' }] };
    const patched = await scim('PATCH', `/Users/${id}`, patch, undefined, ifMatch(v1));
    expect(patched.statusCode, patched.body).toBe(200);
    const v2 = patched.headers.etag as string;
    expect(v2).not.toBe(v1);
    expect(patched.json().meta.version).toBe(v2);
    // The old version no longer matches: PATCH, PUT and DELETE are 412 with a SCIM error, and change nothing.
    const stale = await scim(
      'PATCH',
      `/Users/${id}`,
      { ...patch, Operations: [{ ...patch.Operations[0], value: 'Xena' }] },
      undefined,
      ifMatch(v1),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ schemas: [ERROR], status: '412' });
    const put = await scim(
      'PUT',
      `/Users/${id}`,
      scimUser('etag.user@example.com', { active: false }),
      undefined,
      ifMatch(v1),
    );
    expect(put.statusCode).toBe(412);
    expect((await scim('DELETE', `/Users/${id}`, undefined, undefined, ifMatch(v1))).statusCode).toBe(412);
    const now = (await scim('GET', `/Users/${id}`)).json();
    expect(now).toMatchObject({ name: { givenName: 'Etta' }, active: true, meta: { version: v2 } });
    // A change made elsewhere (joining a group) is a new version of the user too.
    const group = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'ETag people',
      members: [{ value: id }],
    });
    expect(group.statusCode).toBe(201);
    const v3 = (await scim('GET', `/Users/${id}`)).headers.etag;
    expect(v3).not.toBe(v2);
    expect(
      (await scim('PUT', `/Users/${id}`, scimUser('etag.user@example.com'), undefined, ifMatch(v2))).statusCode,
    ).toBe(412);
    expect((await scim('DELETE', `/Users/${id}`, undefined, undefined, ifMatch('*'))).statusCode).toBe(204);
  });

  it('versions Groups with their members, excluded or not; 412 leaves the members as they were', async () => {
    const ids: string[] = [];
    for (const name of ['etag.g1', 'etag.g2'])
      ids.push((await scim('POST', '/Users', scimUser(`${name}@example.com`))).json().id);
    const created = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'ETag group',
      members: [{ value: ids[0] }],
    });
    const v1 = created.headers.etag as string;
    expect(created.json().meta.version).toBe(v1);
    const id = created.json().id as string;
    const slim = await scim('GET', `/Groups/${id}?excludedAttributes=members`);
    expect(slim.json()).not.toHaveProperty('members');
    expect(slim.headers.etag).toBe(v1);
    expect((await scim('GET', `/Groups/${id}`, undefined, undefined, { 'if-none-match': v1 })).statusCode).toBe(304);

    const added = await scim('PATCH', `/Groups/${id}`, addMember(ids[1]), undefined, ifMatch(v1));
    expect(added.statusCode, added.body).toBe(200);
    const v2 = added.headers.etag as string;
    expect(v2).not.toBe(v1);
    const listed = await scim(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "ETag group"')}`,
    );
    expect(listed.json().Resources[0].meta.version).toBe(v2);
    // Back to one member: the same content is the same version again.
    const removed = { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${ids[1]}"]` }] };
    const stale = await scim('PATCH', `/Groups/${id}`, removed, undefined, ifMatch(v1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ schemas: [ERROR], status: '412' });
    expect((await scim('GET', `/Groups/${id}`)).json().members).toHaveLength(2);
    const back = await scim('PATCH', `/Groups/${id}`, removed, undefined, ifMatch(v2));
    expect(back.headers.etag).toBe(v1);
    const put = await scim(
      'PUT',
      `/Groups/${id}`,
      { schemas: [GROUP], displayName: 'ETag group' },
      undefined,
      ifMatch(v2),
    );
    expect(put.statusCode).toBe(412);
    expect((await scim('DELETE', `/Groups/${id}`, undefined, undefined, ifMatch(v2))).statusCode).toBe(412);
    expect((await scim('DELETE', `/Groups/${id}`, undefined, undefined, ifMatch(v1))).statusCode).toBe(204);
  });
});
