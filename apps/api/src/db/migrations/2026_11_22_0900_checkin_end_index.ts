import { type Kysely, sql } from 'kysely';

/**
 * Desk status and room counts look up check-ins still running at a desk or in a room:
 * open ones, and timed ones (guests, ending later today), each through an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX IF NOT EXISTS checkins_desk_end_idx ON checkins (desk_id, deactivated_at) WHERE desk_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS checkins_room_open_idx ON checkins (room_id) WHERE deactivated_at IS NULL;
CREATE INDEX IF NOT EXISTS checkins_room_end_idx ON checkins (room_id, deactivated_at) WHERE room_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS checkins_desk_end_idx, checkins_room_open_idx, checkins_room_end_idx`.execute(db);
}
