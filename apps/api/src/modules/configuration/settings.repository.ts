import { readSetting, SETTING_KEYS, settingDefaults, type TSettingKey, type TSettings } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { recordActivity } from '../activity';

/** The organisation's settings (the contract's ZSettingsSchema, decision 206). */
export type Settings = TSettings;

const isSetting = (key: string): key is TSettingKey => (SETTING_KEYS as string[]).includes(key);

/** Every setting: the stored value where staff changed it, else its default (decision 206). */
export async function loadSettings(db: DbOrTrx): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings = settingDefaults() as Record<TSettingKey, unknown>;
  for (const row of rows) if (isSetting(row.key)) settings[row.key] = readSetting(row.key, row.value);
  return settings as Settings;
}

/** Stores the settings given (only these keys); a key that is no setting is ignored. */
export async function upsertSettings(db: DbOrTrx, values: Partial<Settings>, userId: number | null): Promise<void> {
  const entries = Object.entries(values).filter(([key]) => isSetting(key));
  if (entries.length === 0) return;
  await db
    .insertInto('settings')
    .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value), updated_by: userId })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** The activity-log row of a settings change: each changed setting with its value before and after. */
export async function insertSettingsAudit(
  db: DbOrTrx,
  userId: number,
  changes: Record<string, { before: unknown; after: unknown }>,
  at: Date,
): Promise<void> {
  await recordActivity(db, { userId, action: 'settings.update', entityType: 'settings', details: { changes }, at });
}
