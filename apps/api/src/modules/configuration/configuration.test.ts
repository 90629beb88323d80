import { addDays, toApiDate, ZConfigSchema } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { saveSettings } from './settings.repository';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(() => ctx.close());

describe('GET /api/configuration/config', () => {
  it('is public and returns the defaults', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' });
    expect(res.statusCode).toBe(200);
    const config = ZConfigSchema.parse(res.json());
    expect(config.theme).toMatchObject({
      enable_register_guest: true, enable_public_register_guest: true, menu_enable_booking: true,
      adfs_base_url: null, adfs_client_id: null,
    });
    expect(config.booking.bookable_days).toBe(10);
    expect(config.booking.bookable_date).toBe(addDays(toApiDate(new Date()), 9));
    expect(config.checkin_workspace_read_only_mode).toBe(false);
  });

  it('reflects stored settings', async () => {
    await saveSettings(ctx.db, { menu_enable_booking: false, bookable_days: 5, checkin_homework_read_only_mode: true }, null);
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/configuration/config/' })).json();
    expect(config.theme.menu_enable_booking).toBe(false);
    expect(config.booking.bookable_days).toBe(5);
    expect(config.booking.bookable_date).toBe(addDays(toApiDate(new Date()), 4));
    expect(config.checkin_homework_read_only_mode).toBe(true);
  });
});

describe('health and unknown paths', () => {
  it('GET /api/health answers ok while the database is reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { 'accept-language': 'nl' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Niet gevonden.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/users/login/']).toBeDefined();
  });
});
