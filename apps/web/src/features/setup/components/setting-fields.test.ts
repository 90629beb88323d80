import {
  configOf,
  MAX_RULE_MINUTES,
  SETTING_GROUPS,
  SETTING_KEYS,
  settingDefaults,
  ZSettingsUpdateSchema,
} from '@flexapp/contract';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/setup.json';
import nl from '@/locales/nl/setup.json';
import { bodyOf, formValuesOf, keysOf, SECTIONS, settingInput } from './setting-fields';

const config = configOf(
  { ...settingDefaults(), adfs_base_url: null, auto_release_minutes: 15 },
  { bookable_date: '2027-03-10', time_zone: 'Europe/Amsterdam' },
);

describe('the Setup form of the settings (decision 206)', () => {
  it('shows every group of settings once, so every setting has its field', () => {
    expect([...SECTIONS].sort()).toEqual(Object.keys(SETTING_GROUPS).sort());
    expect(SECTIONS.flatMap(keysOf).sort()).toEqual([...SETTING_KEYS].sort());
  });

  it("takes each field's kind and bounds from the setting's rule", () => {
    expect(settingInput('auto_release_minutes')).toEqual({ kind: 'number', min: 0, max: MAX_RULE_MINUTES, step: 1 });
    expect(settingInput('room_booking_max_minutes')).toEqual({ kind: 'number', min: 15, max: 1440, step: 15 });
    expect(settingInput('confirmation_required')).toEqual({ kind: 'switch' });
    expect(settingInput('adfs_client_id')).toEqual({ kind: 'text', max: 500 });
  });

  it('starts from the configuration and sends what the contract accepts; an emptied field is refused or null', () => {
    const values = formValuesOf(config);
    expect(values).toMatchObject({ adfs_base_url: '', auto_release_minutes: 15, theme_logo: '/brand/logo.svg' });
    expect(ZSettingsUpdateSchema.parse(bodyOf(values))).toEqual({ ...settingDefaults(), auto_release_minutes: 15 });
    const emptied = bodyOf({ ...values, auto_release_minutes: '', theme_logo: '  ' });
    expect(emptied.theme_logo).toBeNull();
    expect(ZSettingsUpdateSchema.safeParse(emptied).success).toBe(false);
  });

  it('names every setting in English and Dutch, with a message for each one that can be out of bounds', () => {
    for (const rules of [en.setup.rules, nl.setup.rules] as Record<string, string>[])
      for (const key of SETTING_KEYS) {
        expect(rules[key], key).toMatch(/\S/);
        if (settingInput(key).kind !== 'switch') expect(rules[`${key}_invalid`], key).toMatch(/\S/);
      }
  });
});
