import { addDays, toApiDate, ZConfigSchema } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { saveSettings } from './configuration.service';

/** The app's clock: Monday 1 March 2027, 10:00 server time (every test sees the same day and hour). */
const clock = manualClock('2027-03-01T10:00:00');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

describe('GET /api/configuration/config', () => {
  it('is public and returns the defaults', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' });
    expect(res.statusCode).toBe(200);
    const config = ZConfigSchema.parse(res.json());
    expect(config.theme).toMatchObject({
      enable_register_guest: true,
      enable_public_register_guest: true,
      menu_enable_booking: true,
      adfs_base_url: null,
      adfs_client_id: null,
    });
    expect(config.booking.bookable_days).toBe(10);
    expect(config.booking.bookable_date).toBe(addDays(toApiDate(clock.now()), 9));
    expect(config.checkin_workspace_read_only_mode).toBe(false);
    // The organisation's time zone is the server's (TZ): the zone every local date and slot time uses.
    expect(config.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => new Intl.DateTimeFormat('en', { timeZone: config.time_zone })).not.toThrow();
  });

  it('reflects stored settings', async () => {
    await saveSettings(
      ctx.db,
      { menu_enable_booking: false, bookable_days: 5, checkin_homework_read_only_mode: true },
      null,
    );
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/configuration/config/' })).json();
    expect(config.theme.menu_enable_booking).toBe(false);
    expect(config.booking.bookable_days).toBe(5);
    expect(config.booking.bookable_date).toBe(addDays(toApiDate(clock.now()), 4));
    expect(config.checkin_homework_read_only_mode).toBe(true);
  });

  it('moves the last bookable date with the day, though the answer is kept serialised (decision 462)', async () => {
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' })).json().booking.bookable_date;
    const today = await read();
    clock.set('2027-03-02T00:30:00');
    try {
      expect(await read()).toBe(addDays(today, 1));
    } finally {
      clock.set('2027-03-01T10:00:00');
    }
    expect(await read()).toBe(today);
  });

  it('reads a stored value its rule refuses (an older rule) as the default, and ignores keys that are no setting', async () => {
    await ctx.db
      .insertInto('settings')
      .values([
        { key: 'room_booking_max_minutes', value: JSON.stringify(50), updated_by: null },
        { key: 'retired_setting', value: JSON.stringify(true), updated_by: null },
      ])
      .execute();
    // Saving publishes settings_changed, which drops the cached settings.
    await saveSettings(ctx.db, { bookable_days: 5 }, null);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.room_booking_max_minutes).toBe(240);
    expect(res.json()).not.toHaveProperty('retired_setting');
    await ctx.db.deleteFrom('settings').where('key', 'in', ['room_booking_max_minutes', 'retired_setting']).execute();
  });
});

describe('health and unknown paths', () => {
  it('GET /api/health answers ok while the database is reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Niet gevonden.', request_id: expect.any(String) });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/users/login/']).toBeDefined();
  });
});

describe('PATCH /api/configuration/settings', () => {
  it('lets staff change flags, audited', async () => {
    const { createUser, login } = await import('../../../test/helpers');
    await createUser(ctx.db, { username: 'boss', staff: true });
    const auth = await login(ctx.app, 'boss');
    const previous = (await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' })).json();
    expect(previous.booking.bookable_days).not.toBe(14);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: auth },
      payload: { enable_register_guest: false, bookable_days: 14 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().theme.enable_register_guest).toBe(false);
    expect(res.json().booking.bookable_days).toBe(14);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').execute();
    expect(audit).toHaveLength(1);
    // The log says what changed from what to what, not the whole request.
    expect(audit[0].details).toEqual({
      changes: {
        enable_register_guest: { before: true, after: false },
        bookable_days: { before: previous.booking.bookable_days, after: 14 },
      },
    });
    // Saving the same values again changes nothing, and logs nothing.
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: auth },
      payload: { enable_register_guest: false, bookable_days: 14 },
    });
    expect(again.statusCode).toBe(200);
    const after = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'settings.update').execute();
    expect(after).toHaveLength(1);

    // The activity log filters by person, kind and day, and lists who and what appear in it.
    const list = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/setup/audit?${query}`, headers: { authorization: auth } });
    const boss = await ctx.db.selectFrom('users').select('id').where('username', '=', 'boss').executeTakeFirstOrThrow();
    const day = toApiDate(audit[0].created_at);
    const mine = (await list(`user_id=${boss.id}&entity_type=settings&from=${day}&to=${day}`)).json();
    expect(mine.results).toHaveLength(1);
    expect(mine.results[0]).toMatchObject({ action: 'settings.update', user: { id: boss.id } });
    expect((await list(`entity_type=settings&from=${addDays(day, 1)}`)).json().results).toEqual([]);
    expect((await list(`entity_type=settings&to=${addDays(day, -1)}`)).json().results).toEqual([]);
    expect((await list(`user_id=${boss.id + 1000}`)).json().results).toEqual([]);
    expect((await list('from=2027-02-30')).statusCode).toBe(400);
    const facets = await ctx.app.inject({
      method: 'GET',
      url: '/api/setup/audit/facets',
      headers: { authorization: auth },
    });
    expect(facets.json()).toMatchObject({ people: [{ id: boss.id }], kinds: ['auth', 'settings'] });
  });

  it('refuses employees (403), anonymous callers (401) and unknown or bad values (400)', async () => {
    const { createUser, login } = await import('../../../test/helpers');
    await createUser(ctx.db, { username: 'worker' });
    const auth = await login(ctx.app, 'worker');
    const employee = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      headers: { authorization: auth },
      payload: { menu_enable_booking: true },
    });
    expect(employee.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/configuration/settings',
      payload: { menu_enable_booking: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const staffAuth = await login(ctx.app, 'boss');
    for (const payload of [
      { bookable_days: 0 },
      { bookable_days: 'x' },
      { unknown_key: true },
      { adfs_base_url: 'not a url' },
      // Decision 207: a logo the browser can load and an issuer reached over http(s).
      { theme_logo: 'logo.png' },
      { theme_logo: '' },
      { adfs_base_url: 'ftp://login.example.com' },
    ]) {
      const bad = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/configuration/settings',
        headers: { authorization: staffAuth },
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
