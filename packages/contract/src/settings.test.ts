import { describe, expect, it } from 'vitest';
import { configOf, settingsOf, ZConfigSchema } from './configuration';
import {
  readSetting,
  SETTING_GROUPS,
  SETTING_KEYS,
  settingDefaults,
  ZSettingsSchema,
  ZSettingsUpdateSchema,
} from './settings';

const derived = { bookable_date: '2027-03-10', time_zone: 'Europe/Amsterdam' };

describe('the settings schema (decision 206)', () => {
  it('lists every setting once, each with a description and a default that its own rule accepts', () => {
    const grouped = Object.values(SETTING_GROUPS).flatMap((group) => Object.keys(group));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(SETTING_KEYS).toEqual(grouped);
    const defaults = settingDefaults();
    for (const key of SETTING_KEYS) {
      expect(ZSettingsSchema.shape[key].unwrap().description, key).toEqual(expect.any(String));
      expect(ZSettingsUpdateSchema.safeParse({ [key]: defaults[key] }).success, key).toBe(true);
    }
    expect(defaults).toMatchObject({ bookable_days: 10, auto_release_minutes: 0, theme_logo: '/brand/logo.svg' });
  });

  it('changes only the keys sent: the PATCH body fills in no defaults and refuses unknown keys', () => {
    expect(ZSettingsUpdateSchema.parse({ bookable_days: 5 })).toEqual({ bookable_days: 5 });
    expect(ZSettingsUpdateSchema.parse({})).toEqual({});
    expect(ZSettingsUpdateSchema.safeParse({ unknown_key: true }).success).toBe(false);
  });

  it('keeps the bounds: minutes, the quarter-hour grid, a loadable logo and an http(s) issuer (decision 207)', () => {
    const ok = (body: object) => ZSettingsUpdateSchema.safeParse(body).success;
    expect(ok({ auto_release_minutes: 720 })).toBe(true);
    expect(ok({ auto_release_minutes: 721 })).toBe(false);
    expect(ok({ reminder_minutes: 1440 })).toBe(true);
    expect(ok({ room_booking_max_minutes: 50 })).toBe(false);
    expect(ok({ theme_logo: ' /brand/mine.svg ' })).toBe(true);
    expect(ok({ theme_logo: 'https://cdn.example.test/logo.png' })).toBe(true);
    expect(ok({ theme_logo: 'logo.png' })).toBe(false);
    expect(ok({ theme_logo: null })).toBe(true);
    expect(ok({ adfs_base_url: 'http://127.0.0.1:4000/realms/staff' })).toBe(true);
    expect(ok({ adfs_base_url: 'ftp://login.example.com' })).toBe(false);
    expect(ok({ adfs_base_url: 'not a url' })).toBe(false);
  });

  it('reads a stored value its rule refuses as the default', () => {
    expect(readSetting('bookable_days', 20)).toBe(20);
    expect(readSetting('bookable_days', 0)).toBe(10);
    expect(readSetting('room_booking_max_minutes', 50)).toBe(240);
    expect(readSetting('theme_logo', null)).toBeNull();
    expect(readSetting('theme_logo', 'logo.png')).toBe('/brand/logo.svg');
  });
});

describe('the configuration document of the settings', () => {
  it('groups the settings as GET /configuration/config answers them, and gives them back unchanged', () => {
    const settings = {
      ...settingDefaults(),
      theme_logo: null,
      auto_release_minutes: 15,
      checkin_meeting_read_only_mode: true,
    };
    const config = ZConfigSchema.parse(configOf(settings, derived));
    expect(config.theme.logo).toBeNull();
    expect(config.booking).toMatchObject({ bookable_date: '2027-03-10', auto_release_minutes: 15 });
    expect(config.checkin_meeting_read_only_mode).toBe(true);
    expect(config.time_zone).toBe('Europe/Amsterdam');
    expect(settingsOf(config)).toEqual(settings);
    expect(Object.keys(settingsOf(config)).sort()).toEqual([...SETTING_KEYS].sort());
  });
});
