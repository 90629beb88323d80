import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toApiDate } from '@flexapp/contract';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { createStructure, insertBooking } from '../fixtures';
import { manualClock } from '../../src/lib/clock';
import { ssoUserOf } from '../../src/modules/auth/sso-users.service';
import { GROUP, makeScimToken, PATCH_OP, type ScimCall, scimClient, scimUser, USER } from './scim-client';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/**
 * What the big identity providers send, in their documented order (issue 36): Microsoft Entra ID, Okta and Google
 * Workspace. Each provider has its own token; the activity log names it.
 */
let ctx: TestContext;
let staff: string;
let structure: Awaited<ReturnType<typeof createStructure>>;
const clients: Record<string, ScimCall> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  staff = await login(ctx.app, 'boss');
  structure = await createStructure(ctx.db);
  // Made before any test moves the clock on (staff's session would have ended by then).
  for (const name of ['Entra ID', 'Okta', 'Google Workspace', 'Atomic'])
    clients[name] = scimClient(ctx, (await makeScimToken(ctx, staff, name)).token);
}, 120_000);
afterAll(() => ctx.close());

const client = async (name: string): Promise<ScimCall> => clients[name];

/** A booking tomorrow and a watch, to see what deactivation releases; the person's session too. */
async function bookAndWatch(userId: number) {
  const start = new Date(clock.now().getTime() + 86400_000);
  await insertBooking(ctx.db, {
    userId,
    deskId: structure.deskIds[0],
    timetableId: structure.timetableIds[0],
    date: addDays(toApiDate(clock.now()), 1),
    start,
    end: new Date(start.getTime() + 3600_000),
  });
  await ctx.db.insertInto('notifiers').values({ user_id: userId, desk_id: structure.deskIds[1] }).execute();
}
async function liveBookings(userId: number) {
  const rows = await ctx.db
    .selectFrom('bookings')
    .select('id')
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .execute();
  return rows.length;
}
async function watches(userId: number) {
  return (await ctx.db.selectFrom('notifiers').select('id').where('user_id', '=', userId).execute()).length;
}
async function auditOf(entityType: string, entityId: number) {
  return ctx.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'details'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}
const sso = (email: string) =>
  ssoUserOf(ctx.db, {
    issuer: 'https://idp.example.com',
    subject: `sub-${email}`,
    email,
    username: null,
    firstName: 'X',
    lastName: 'Y',
  });

describe('Microsoft Entra ID', () => {
  it('probes with a filter, creates, patches with "Replace" and "False", deletes after deactivation', async () => {
    const entra = await client('Entra ID');
    const probe = await entra('GET', `/Users?filter=${encodeURIComponent('userName eq "ada@contoso.com"')}`);
    expect(probe.json()).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await entra('POST', '/Users', {
      schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: '0a1b2c3d',
      userName: 'ada@contoso.com',
      active: true,
      displayName: 'Ada Lovelace',
      emails: [{ primary: true, type: 'work', value: 'ada@contoso.com' }],
      name: { formatted: 'Ada Lovelace', familyName: 'Lovelace', givenName: 'Ada' },
      preferredLanguage: 'nl-NL',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Engineering' },
    });
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().id);
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@contoso.com', language: 'nl' });
    expect(user.is_active).toBe(true);
    // Signs in through SSO at once: the provider's identity finds this person, no new account.
    expect(await sso('ada@contoso.com')).toMatchObject({ id, is_active: true });

    const group = await entra('POST', '/Groups', { schemas: [GROUP], displayName: 'Engineering', externalId: 'g-eng' });
    expect(group.statusCode).toBe(201);
    const add = await entra('PATCH', `/Groups/${group.json().id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: String(id) }] }],
    });
    expect(add.statusCode).toBe(200);
    expect((await entra('GET', `/Users/${id}`)).json().groups).toEqual([
      expect.objectContaining({ value: group.json().id, display: 'Engineering' }),
    ]);

    const renamed = await entra('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'King' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'ada.king@contoso.com' },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: { familyName: 'King' }, emails: [{ value: 'ada.king@contoso.com' }] });

    const session = await ctx.app.tokens.sign(
      { userId: id, sessionId: '00000000-0000-4000-8000-00000000ada1' },
      new Date(clock.now().getTime() + 3600_000),
    );
    await ctx.db
      .insertInto('sessions')
      .values({
        id: '00000000-0000-4000-8000-00000000ada1',
        user_id: id,
        created_at: clock.now(),
        expires_at: new Date(clock.now().getTime() + 3600_000),
      })
      .execute();
    const self = () =>
      ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: `JWT ${session}` } });
    expect((await self()).statusCode).toBe(200);
    await bookAndWatch(id);

    const off = await entra('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await self()).statusCode).toBe(401);
    expect(await liveBookings(id)).toBe(0);
    expect(await watches(id)).toBe(0);
    const messages = await ctx.db.selectFrom('messages').select('kind').where('user_id', '=', id).execute();
    expect(messages).toEqual([{ kind: 'booking_released' }]);

    // 30 days later Entra deletes the person: gone for SCIM, history kept.
    clock.advance(30 * 86400_000);
    expect((await entra('DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await entra('GET', `/Users/${id}`)).statusCode).toBe(404);
    const kept = await ctx.db.selectFrom('users').select(['is_active']).where('id', '=', id).executeTakeFirst();
    expect(kept).toEqual({ is_active: false });
    expect((await entra('GET', `/Groups/${group.json().id}`)).json().members).toEqual([]);
    const bookingsKept = await ctx.db.selectFrom('bookings').select('id').where('user_id', '=', id).execute();
    expect(bookingsKept).toHaveLength(1);

    const log = await auditOf('user', id);
    expect(log.map((l) => l.action)).toEqual([
      'scim.user.create',
      'scim.user.update',
      'user.deactivate',
      'scim.user.delete',
    ]);
    for (const line of log) expect(line).toMatchObject({ user_id: null, details: { scim_token: 'Entra ID' } });
  });
});

describe('Microsoft Entra ID groups', () => {
  it('removes a member with "Remove" of path members and a value list, as Entra sends it', async () => {
    const entra = await client('Entra ID');
    const a = (await entra('POST', '/Users', scimUser('remove-a@contoso.com'))).json().id;
    const b = (await entra('POST', '/Users', scimUser('remove-b@contoso.com'))).json().id;
    const group = (
      await entra('POST', '/Groups', { schemas: [GROUP], displayName: 'Sales', members: [{ value: a }, { value: b }] })
    ).json();
    const res = await entra('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: a }] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { value: string }) => m.value)).toEqual([b]);
    expect((await entra('GET', `/Users/${a}`)).json().groups).toEqual([]);
    // A value that is no member removes nothing and is no error.
    const none = await entra('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: a }] }],
    });
    expect(none.json().members.map((m: { value: string }) => m.value)).toEqual([b]);
    // A person the provider deleted is no User any more: no group takes them (their $ref would be 404).
    expect((await entra('DELETE', `/Users/${a}`)).statusCode).toBe(204);
    const again = await entra('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: a }] }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ scimType: 'invalidValue' });
  });
});

describe('Okta', () => {
  it('PUTs the whole user, deactivates with active:false and reactivates', async () => {
    const okta = await client('Okta');
    const made = await okta('POST', '/Users', scimUser('bob@okta.example', { externalId: '00u1' }));
    const id = Number(made.json().id);
    const put = await okta('PUT', `/Users/${id}`, {
      ...scimUser('bob@okta.example', { externalId: '00u1' }),
      name: { givenName: 'Bob', familyName: 'Builder' },
      preferredLanguage: 'en-US',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: { givenName: 'Bob', familyName: 'Builder' }, active: true });
    await bookAndWatch(id);
    // Okta sends the whole user back, as it last read it, with only `active` changed.
    const whole = put.json() as Record<string, unknown>;
    const off = await okta('PUT', `/Users/${id}`, { ...whole, active: false });
    expect(off.json().active).toBe(false);
    expect(await liveBookings(id)).toBe(0);
    expect(await watches(id)).toBe(0);
    const on = await okta('PUT', `/Users/${id}`, { ...whole, active: true });
    expect(on.json().active).toBe(true);
    expect(await sso('bob@okta.example')).toMatchObject({ id, is_active: true });
    const actions = (await auditOf('user', id)).map((l) => l.action);
    expect(actions).toEqual(['scim.user.create', 'scim.user.update', 'user.deactivate', 'user.activate']);
  });
});

describe('Google Workspace', () => {
  it('PATCHes without a path', async () => {
    const google = await client('Google Workspace');
    const id = Number((await google('POST', '/Users', scimUser('cleo@google.example'))).json().id);
    const res = await google('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { name: { givenName: 'Cleo', familyName: 'Patra' }, active: false } }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: { givenName: 'Cleo', familyName: 'Patra' }, active: false });
  });
});

describe('a group PATCH that fails halfway changes nothing', () => {
  it('keeps name and members when a later operation names an unknown person', async () => {
    const scim = await client('Atomic');
    const a = (await scim('POST', '/Users', scimUser('a@x.example'))).json().id;
    const b = (await scim('POST', '/Users', scimUser('b@x.example'))).json().id;
    const group = (
      await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Team', members: [{ value: a }] })
    ).json();
    const res = await scim('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'replace', path: 'displayName', value: 'Renamed' },
        { op: 'add', path: 'members', value: [{ value: b }] },
        { op: 'remove', path: `members[value eq "${a}"]` },
        { op: 'add', path: 'members', value: [{ value: '999999' }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().scimType).toBe('invalidValue');
    const after = (await scim('GET', `/Groups/${group.id}`)).json();
    expect(after.displayName).toBe('Team');
    expect(after.members.map((m: { value: string }) => m.value)).toEqual([a]);

    const ok = await scim('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: b }] },
        { op: 'remove', path: `members[value eq "${a}"]` },
      ],
    });
    expect(ok.json().members.map((m: { value: string }) => m.value)).toEqual([b]);
    const filtered = await scim(
      'GET',
      `/Groups?filter=${encodeURIComponent(`id eq "${group.id}" and members[value eq "${b}"]`)}&excludedAttributes=members`,
    );
    expect(filtered.json()).toMatchObject({ totalResults: 1, Resources: [{ displayName: 'Team' }] });
    expect(filtered.json().Resources[0].members).toBeUndefined();
    expect((await scim('DELETE', `/Groups/${group.id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Groups/${group.id}`)).statusCode).toBe(404);
  });
});
