import { type Kysely, sql } from 'kysely';

/**
 * The bookings list pages through active bookings in (date, start_at, id) order: an index in that
 * order lets a page be read without sorting every booking of the range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS bookings_active_list_idx ON bookings (date, start_at, id) WHERE cancelled_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_active_list_idx`.execute(db);
}
