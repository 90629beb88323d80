import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database';
import * as m0001 from './migrations/2026_11_22_0001_initial';
import * as m0400 from './migrations/2026_11_22_0400_colleague_search';
import * as m0500 from './migrations/2026_11_22_0500_dashboard_report_index';
import * as m0600 from './migrations/2026_11_22_0600_activity_report_indexes';
import * as m0700 from './migrations/2026_11_22_0700_oidc_login_states';
import * as m0800 from './migrations/2026_11_22_0800_setup';
import * as m0900 from './migrations/2026_11_22_0900_checkin_end_index';
import * as m1123_0100 from './migrations/2026_11_23_0100_checkin_activity_bodies';
import * as m1123_0600 from './migrations/2026_11_23_0600_login_attempt_accounts';
import * as m1124_1300 from './migrations/2026_11_24_1300_meeting_rooms';
import * as m1124_1400 from './migrations/2026_11_24_1400_jobs_mail_calendar';
import * as m1125_1500 from './migrations/2026_11_25_1500_checkin_rollups';
import * as m1125_1600 from './migrations/2026_11_25_1600_checkin_desk_months';
import * as m1125_2100 from './migrations/2026_11_25_2100_active_user_index';
import * as m1126_0100 from './migrations/2026_11_26_0100_release_notices';
import * as m1127_1700 from './migrations/2026_11_27_1700_booking_series';
import * as m1127_1700t from './migrations/2026_11_27_1700_api_tokens';
import * as m1128_0100 from './migrations/2026_11_28_0100_groups_scim';
import * as m1127_1710 from './migrations/2026_11_27_1710_service_accounts';
import * as m1128_0200 from './migrations/2026_11_28_0200_saml';
import * as m1128_0600 from './migrations/2026_11_28_0600_webhooks';
import * as m1128_0900 from './migrations/2026_11_28_0900_chat_channels';
import * as m1127_1700d from './migrations/2026_11_27_1700_room_displays';
import * as m1128_0400 from './migrations/2026_11_28_0400_erased_users';
import * as m1128_0500 from './migrations/2026_11_28_0500_audit_log_reading';
import * as m1128_0700f from './migrations/2026_11_28_0700_favourite_places';
import * as m1128_0710a from './migrations/2026_11_28_0710_amenities';
import * as m1128_1000 from './migrations/2026_11_28_1000_private_bookings';
import * as m1129_0400 from './migrations/2026_11_29_0400_retention';
import * as m1129_0800 from './migrations/2026_11_29_0800_checkin_building_rollups';
import * as m1130_0600 from './migrations/2026_11_30_0600_personal_chat_channels';
import * as m1130_0610 from './migrations/2026_11_30_0610_booking_invitation_sequence';
import * as m1201_0300 from './migrations/2026_12_01_0300_guest_bookings';
import * as m1130_0620 from './migrations/2026_11_30_0620_room_calendars';
import * as m1201_0400 from './migrations/2026_12_01_0400_saml_external_id_attribute';
import * as m1129_0700 from './migrations/2026_11_29_0700_lobby_boards';
import * as m1129_0200 from './migrations/2026_11_29_0200_session_activity';
import * as m1129_0210 from './migrations/2026_11_29_0210_passkeys';
import * as m1129_0100 from './migrations/2026_11_29_0100_role_assignments';
import * as m1128_0300 from './migrations/2026_11_28_0300_two_factor';
import * as m1129_0300n from './migrations/2026_11_29_0300_neighbourhoods';
import * as m1130_0200p from './migrations/2026_11_30_0200_passkey_second_factor';
import * as m1130_0400w from './migrations/2026_11_30_0400_favourite_people';
import * as m1130_0300c from './migrations/2026_11_30_0300_booked_by';
import * as m1202_0400r from './migrations/2026_12_02_0400_checkin_people_rollup';
import * as m1202_0410r from './migrations/2026_12_02_0410_checkin_activity_name_lookups';
import { ensureRollupTimeZone } from './checkin-rollups';

/**
 * Migrations are imported statically so the bundled server carries them.
 * Add new ones here in order; names sort by timestamp.
 */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': m0001,
  '2026_11_22_0400_colleague_search': m0400,
  '2026_11_22_0500_dashboard_report_index': m0500,
  '2026_11_22_0600_activity_report_indexes': m0600,
  '2026_11_22_0700_oidc_login_states': m0700,
  '2026_11_22_0800_setup': m0800,
  '2026_11_22_0900_checkin_end_index': m0900,
  '2026_11_23_0100_checkin_activity_bodies': m1123_0100,
  '2026_11_23_0600_login_attempt_accounts': m1123_0600,
  '2026_11_24_1300_meeting_rooms': m1124_1300,
  '2026_11_24_1400_jobs_mail_calendar': m1124_1400,
  '2026_11_25_1500_checkin_rollups': m1125_1500,
  '2026_11_25_1600_checkin_desk_months': m1125_1600,
  '2026_11_25_2100_active_user_index': m1125_2100,
  '2026_11_26_0100_release_notices': m1126_0100,
  '2026_11_27_1700_booking_series': m1127_1700,
  '2026_11_27_1700_api_tokens': m1127_1700t,
  '2026_11_27_1710_service_accounts': m1127_1710,
  '2026_11_28_0200_saml': m1128_0200,
  '2026_11_28_0600_webhooks': m1128_0600,
  '2026_11_28_0900_chat_channels': m1128_0900,
  '2026_11_27_1700_room_displays': m1127_1700d,
  '2026_11_28_0100_groups_scim': m1128_0100,
  '2026_11_28_0400_erased_users': m1128_0400,
  '2026_11_28_0500_audit_log_reading': m1128_0500,
  '2026_11_28_0700_favourite_places': m1128_0700f,
  '2026_11_28_0710_amenities': m1128_0710a,
  '2026_11_28_1000_private_bookings': m1128_1000,
  '2026_11_29_0400_retention': m1129_0400,
  '2026_11_29_0800_checkin_building_rollups': m1129_0800,
  '2026_11_29_0700_lobby_boards': m1129_0700,
  '2026_11_29_0200_session_activity': m1129_0200,
  '2026_11_29_0210_passkeys': m1129_0210,
  '2026_11_29_0100_role_assignments': m1129_0100,
  '2026_11_28_0300_two_factor': m1128_0300,
  '2026_11_29_0300_neighbourhoods': m1129_0300n,
  '2026_11_30_0200_passkey_second_factor': m1130_0200p,
  '2026_11_30_0400_favourite_people': m1130_0400w,
  '2026_11_30_0300_booked_by': m1130_0300c,
  '2026_11_30_0600_personal_chat_channels': m1130_0600,
  '2026_11_30_0610_booking_invitation_sequence': m1130_0610,
  '2026_11_30_0620_room_calendars': m1130_0620,
  '2026_12_01_0300_guest_bookings': m1201_0300,
  '2026_12_01_0400_saml_external_id_attribute': m1201_0400,
  '2026_12_02_0400_checkin_people_rollup': m1202_0400r,
  '2026_12_02_0410_checkin_activity_name_lookups': m1202_0410r,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Branches merge migrations whose names sort before ones a deployment already ran: they run anyway, as each
  // migration only expands (decision 377); without this an upgrade stops with "corrupted migrations".
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` in ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  // The roll-ups' days follow the server's time zone; a server moved to another one rebuilds them first. Under a
  // lock, so that of several processes starting at once only one rebuilds.
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('flexapp_checkin_rollups'))`.execute(trx);
    await ensureRollupTimeZone(trx);
  });
}

/** The migrations this release has that the database has not applied (all of them on an empty database). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await new Migrator({ db, provider }).getMigrations();
  return applied.filter((m) => !m.executedAt).map((m) => m.name);
}
