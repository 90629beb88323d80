import { type Kysely, sql } from 'kysely';

/**
 * The dashboard reports read desk and meeting-room check-ins by creation time
 * (docs/decisions/051-dashboard-report-performance.md). This index carries
 * every column they need, so a month of check-ins is read from the index alone
 * (an index-only scan), without touching the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX IF NOT EXISTS checkins_place_report_idx ON checkins (created)
  INCLUDE (type, desk_id, room_id, deactivated_at, is_guest, user_id)
  WHERE type IN ('WORKSPACE', 'MEETING');
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS checkins_place_report_idx;`.execute(db);
}
