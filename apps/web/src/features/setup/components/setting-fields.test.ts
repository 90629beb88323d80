import {
  configOf,
  MAX_RETENTION_DAYS,
  MAX_RULE_MINUTES,
  SETTING_GROUPS,
  SETTING_KEYS,
  settingDefaults,
  ZSettingsUpdateSchema,
} from '@flexapp/contract';
import { describe, expect, it } from 'vitest';
import { mergeCatalogues } from '@/locales/merge';
import enRetention from '@/locales/en/retention.json';
import enSetup from '@/locales/en/setup.json';
import nlRetention from '@/locales/nl/retention.json';
import nlSetup from '@/locales/nl/setup.json';
import { bodyOf, formValuesOf, keysOf, SECTIONS, settingInput } from './setting-fields';

const en = mergeCatalogues({ enSetup, enRetention }) as unknown as typeof enSetup;
const nl = mergeCatalogues({ nlSetup, nlRetention }) as unknown as typeof nlSetup;

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
    expect(settingInput('auto_release_minutes')).toEqual({
      kind: 'number',
      min: 0,
      max: MAX_RULE_MINUTES,
      step: 1,
      nullable: false,
    });
    expect(settingInput('room_booking_max_minutes')).toEqual({
      kind: 'number',
      min: 15,
      max: 1440,
      step: 15,
      nullable: false,
    });
    expect(settingInput('retention_guests_days')).toEqual({
      kind: 'number',
      min: 1,
      max: MAX_RETENTION_DAYS,
      step: 1,
      nullable: true,
    });
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
    // An emptied retention period is "keep" (null, decision 315); 0 days is refused.
    expect(bodyOf({ ...values, retention_guests_days: '' }).retention_guests_days).toBeNull();
    expect(ZSettingsUpdateSchema.safeParse(bodyOf({ ...values, retention_guests_days: 0 })).success).toBe(false);
  });

  it('names every setting in English and Dutch, with a message for each one that can be out of bounds', () => {
    for (const rules of [en.setup.rules, nl.setup.rules] as Record<string, string>[])
      for (const key of SETTING_KEYS) {
        expect(rules[key], key).toMatch(/\S/);
        if (settingInput(key).kind !== 'switch') expect(rules[`${key}_invalid`], key).toMatch(/\S/);
      }
  });
});
