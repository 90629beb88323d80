import type { TSettingsUpdate } from '@flexapp/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { publishEvent } from '../../live';
import { insertSettingsAudit, loadSettings, upsertSettings, type Settings } from './settings.repository';

/** Stores the settings given and publishes settings_changed, which drops every process's cached settings. */
export async function saveSettings(db: DbOrTrx, values: Partial<Settings>, userId: number | null): Promise<void> {
  await upsertSettings(db, values, userId);
  await publishEvent(db, { type: 'settings_changed' });
}

/**
 * Staff change some settings: only the keys sent are stored, in one transaction with the activity-log row,
 * which names only the settings whose value changes, before and after (decision 178); no change, no row.
 */
export async function updateSettings(db: Db, body: TSettingsUpdate, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await loadSettings(trx);
    const changes = Object.fromEntries(
      (Object.entries(body) as [keyof typeof before, unknown][])
        .filter(([key, value]) => JSON.stringify(before[key]) !== JSON.stringify(value))
        .map(([key, value]) => [key, { before: before[key] ?? null, after: value ?? null }]),
    );
    await saveSettings(trx, body, userId);
    if (Object.keys(changes).length > 0) await insertSettingsAudit(trx, userId, changes, now);
  });
}
