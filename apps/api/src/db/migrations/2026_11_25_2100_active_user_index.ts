import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's "active users" (issue 15): for each person, is there a desk or meeting-room check-in of theirs
 * in the range (and place)? This partial index holds exactly the check-ins the question counts, with the place
 * columns, so the probe never leaves the index to read a check-in row for its type and guest flag (decision 051).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX IF NOT EXISTS checkins_active_user_idx ON checkins (user_id, created) INCLUDE (desk_id, room_id)
  WHERE type IN ('WORKSPACE', 'MEETING') AND NOT is_guest;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS checkins_active_user_idx;`.execute(db);
}
