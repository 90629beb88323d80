import { type Kysely, sql } from 'kysely';

/**
 * The dashboard reports read desk and meeting-room check-ins by creation time
 * (docs/decisions/051-dashboard-report-performance.md). This index carries
 * every column they need, so a month of check-ins is read from the index alone
 * (an index-only scan), without touching the table. A second index finds the
 * check-in of a booking (bookings not yet checked in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX IF NOT EXISTS checkins_place_report_idx ON checkins (created)
  INCLUDE (type, desk_id, room_id, deactivated_at, is_guest, user_id)
  WHERE type IN ('WORKSPACE', 'MEETING');
-- "Booked but not checked in" (user_counts, pending bookings) looks check-ins up by booking.
CREATE INDEX IF NOT EXISTS checkins_booking_idx ON checkins (booking_id) WHERE booking_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS checkins_place_report_idx, checkins_booking_idx;`.execute(db);
}
