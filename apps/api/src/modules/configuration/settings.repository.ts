import { DEFAULT_BOOKABLE_DAYS, DEFAULT_ROOM_BOOKING_MAX_MINUTES } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { publishEvent } from '../../live';

/** Every setting with its default; the database holds only what was changed. */
export const settingDefaults = {
  theme_logo: '/brand/logo.svg' as string | null,
  adfs_base_url: null as string | null,
  adfs_client_id: null as string | null,
  enable_register_guest: true,
  enable_public_register_guest: true,
  menu_enable_booking: true,
  bookable_days: DEFAULT_BOOKABLE_DAYS,
  /** Release a booking nobody checked in for this many minutes after its start (0 = off; issue 14). */
  auto_release_minutes: 0,
  /** Remind the owner this many minutes before the start, with a Confirm link (0 = off). */
  reminder_minutes: 0,
  /** Release bookings still unconfirmed at their start plus confirmation_grace_minutes. */
  confirmation_required: false,
  confirmation_grace_minutes: 15,
  room_booking_max_minutes: DEFAULT_ROOM_BOOKING_MAX_MINUTES,
  checkin_homework_read_only_mode: false,
  checkin_meeting_read_only_mode: false,
  checkin_workspace_read_only_mode: false,
};
export type Settings = typeof settingDefaults;
export type SettingKey = keyof Settings;

export async function loadSettings(db: DbOrTrx): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings: Settings = { ...settingDefaults };
  for (const row of rows) {
    if (row.key in settingDefaults) (settings as Record<string, unknown>)[row.key] = row.value;
  }
  return settings;
}

export async function saveSettings(db: DbOrTrx, values: Partial<Settings>, userId: number | null): Promise<void> {
  const entries = Object.entries(values).filter(([key]) => key in settingDefaults);
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
  await publishEvent(db, { type: 'settings_changed' });
}
