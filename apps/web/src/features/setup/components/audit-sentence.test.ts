import type { TAuditEntry } from '@flexapp/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadAllMessages } from '@/lib/i18n';
import { detailLines } from './audit-details';
import { auditSentence, toldInSentence } from './audit-sentence';

/** Every kind of entry the API writes today (recordAudit, recordActivity, the settings and sign-in logs). */
const KINDS = [
  ...['building', 'floor', 'room', 'desk'].flatMap((p) =>
    ['create', 'update', 'delete', 'reorder'].map((a) => `${p}.${a}`),
  ),
  'floor.plan_upload',
  'floor.plan_remove',
  'desk.bulk_create',
  'timetable.create',
  'timetable.update',
  'timetable.delete',
  'settings.update',
  'user.create',
  'user.update',
  'user.deactivate',
  'user.activate',
  'user.password_reset',
  'user.role_change',
  'user.import',
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.lockout',
  'token.create',
  'token.revoke',
  'display.pair',
  'display.revoke',
  'lobby_board.pair',
  'lobby_board.revoke',
  ...['amenity.create', 'amenity.delete', 'amenity.places', 'auth.saml_refused', 'auth.saml_sign_in', 'saml.update'],
  ...['group.create', 'group.update', 'group.delete', 'group.member_add', 'group.member_remove', 'privacy_changed'],
  ...['scim.user.create', 'scim.user.update', 'scim.user.delete', 'scim.group.create', 'scim.group.update'],
  ...['scim.group.delete', 'scim_token.create', 'scim_token.revoke', 'user.erase', 'user.export'],
  'booking.book_for',
  ...['role.assign', 'role.unassign', 'auth.two_factor_on', 'auth.two_factor_off', 'retention.run'],
  ...['neighbourhood.create', 'neighbourhood.update', 'neighbourhood.delete'],
];

const entry = (over: Partial<TAuditEntry>): TAuditEntry => ({
  id: 1,
  user: { id: 7, name: 'Ada Admin' },
  action: 'desk.update',
  entity_type: 'desk',
  entity_id: 12,
  entity_name: 'A-12',
  building: { id: 1, name: 'North' },
  details: {},
  created_at: '2027-03-01T08:30:00.000Z',
  ...over,
});
const say = (e: TAuditEntry) => auditSentence(e, i18n.t, (k) => i18n.exists(k));

beforeAll(() => loadAllMessages());

describe('the activity log in words (issue 38)', () => {
  it('has a sentence for every kind in English and Dutch', async () => {
    for (const lang of ['en', 'nl']) {
      await i18n.changeLanguage(lang);
      for (const action of KINDS) {
        const base = `setup.audit.sentence.${action}`;
        const known = i18n.exists(base) || i18n.exists(`${base}_other`) || action === 'settings.update';
        expect(known, `${lang} ${action}`).toBe(true);
        const text = say(entry({ action, details: { desk_ids: [1, 2], created: 3, username: 'ann', ip: '10.0.0.1' } }));
        expect(text, `${lang} ${action}`).not.toContain('{{');
        expect(text, `${lang} ${action}`).not.toContain(action);
      }
    }
  });

  it('tells a settings change with its unit, and several as a count with the lines beneath', async () => {
    await i18n.changeLanguage('en');
    const one = entry({
      action: 'settings.update',
      entity_type: 'settings',
      details: { changes: { auto_release_minutes: { before: 15, after: 30 } } },
    });
    expect(say(one)).toBe('Ada Admin changed auto-release from 15 to 30 minutes');
    const two = entry({
      action: 'settings.update',
      details: {
        changes: { bookable_days: { before: 10, after: 14 }, enable_register_guest: { before: true, after: false } },
      },
    });
    expect(say(two)).toBe('Ada Admin changed 2 settings');
    expect(detailLines(two.details, i18n.t, (k) => i18n.exists(k))).toEqual([
      'Bookable days: 10 → 14',
      expect.stringMatching(/: on → off$/),
    ]);
    await i18n.changeLanguage('nl');
    expect(say(one)).toBe('Ada Admin heeft automatisch vrijgeven gewijzigd van 15 in 30 minuten');
  });

  it('names places, failed sign-ins and tokens, and shows a place change as before and after', async () => {
    await i18n.changeLanguage('en');
    const renamed = entry({ details: { before: { name: 'A-11', x: 1 }, after: { name: 'A-12', x: 1 } } });
    expect(say(renamed)).toBe('Ada Admin changed the desk A-12');
    expect(detailLines(renamed.details, i18n.t, (k) => i18n.exists(k))).toEqual(['Name: A-11 → A-12']);
    const failed = entry({ user: null, action: 'auth.sign_in_failed', details: { username: 'ann', ip: '10.0.0.1' } });
    expect(say(failed)).toBe('Failed sign-in as “ann” from 10.0.0.1');
    expect(detailLines(failed.details, i18n.t, (k) => i18n.exists(k), toldInSentence(failed.action))).toEqual([]);
    expect(say(entry({ action: 'token.create', entity_name: 'Nightly' }))).toBe(
      'Ada Admin created the API token “Nightly”',
    );
    await i18n.changeLanguage('nl');
    expect(say(entry({ action: 'desk.delete' }))).toBe('Ada Admin heeft de werkplek A-12 verwijderd');
    expect(say(entry({ user: null, action: 'user.update' }))).toBe(
      'Verwijderde gebruiker heeft het account van A-12 gewijzigd',
    );
  });

  it('names every kind of entry the API writes in both languages', async () => {
    const types = ['settings', 'building', 'floor', 'room', 'desk', 'timetable', 'user', 'auth', 'token'];
    types.push('group', 'role_assignment', 'scim_token', 'amenity', 'neighbourhood', 'retention');
    for (const lang of ['en', 'nl'])
      for (const type of types)
        expect(i18n.exists(`setup.audit.kind.${type}`, { lng: lang }), `${lang} ${type}`).toBe(true);
  });

  it('tells a SCIM group change by its token and name change, without raw JSON or technical keys', async () => {
    const scim = entry({
      user: null,
      action: 'scim.group.update',
      entity_type: 'group',
      entity_name: 'Sales',
      details: {
        via: 'scim',
        scim_token: 'Entra ID',
        scim_token_id: 3,
        before: { display_name: 'Sales NL' },
        display_name: 'Sales',
        joined: ['Ann Smit', 'Bo de Wit'],
        left: [],
      },
    });
    const lines = (lang: string) =>
      i18n.changeLanguage(lang).then(() => detailLines(scim.details, i18n.t, (k) => i18n.exists(k)));
    expect(await lines('en')).toEqual([
      'Name: Sales NL → Sales',
      'SCIM token: Entra ID',
      'Joined: Ann Smit, Bo de Wit',
    ]);
    expect(await lines('nl')).toEqual([
      'Naam: Sales NL → Sales',
      'SCIM-token: Entra ID',
      'Toegevoegd: Ann Smit, Bo de Wit',
    ]);
    const role = entry({
      action: 'role.assign',
      entity_type: 'role_assignment',
      entity_name: null,
      entity_id: 4,
      details: { role: 'analyst', user_id: 'Gina de Vries', group_id: null, building_ids: [] },
    });
    expect(say(role)).toBe('Ada Admin heeft een rol toegekend');
    const deactivated = entry({ user: null, action: 'user.deactivate', details: { via: 'scim', scim_token: 'Okta' } });
    expect(say(deactivated)).toBe('De identiteitsprovider (SCIM) heeft het account van A-12 gedeactiveerd');
    const cli = entry({ user: null, action: 'scim_token.create', details: { name: 'Okta', via: 'cli' } });
    expect(say(cli)).toBe('De opdrachtregel (cli.js) heeft een SCIM-token aangemaakt');
    expect(detailLines(role.details, i18n.t, (k) => i18n.exists(k))).toEqual([
      'Rol: Analist',
      'Persoon: Gina de Vries',
    ]);
    await i18n.changeLanguage('en');
    expect(say(cli)).toBe('The command line (cli.js) created a SCIM token');
  });
});
