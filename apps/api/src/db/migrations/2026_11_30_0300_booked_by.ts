import { type Kysely, sql } from 'kysely';

/**
 * Booking for a colleague (issue 37, decision 355): bookings.booked_by is the person who made a booking in
 * someone else's name (null: the owner booked it). Never the owner themself; a deleted booker leaves it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE bookings ADD COLUMN booked_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT bookings_booked_by_other CHECK (booked_by IS NULL OR booked_by <> user_id);
CREATE INDEX bookings_booked_by_idx ON bookings (booked_by) WHERE booked_by IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX bookings_booked_by_idx;
ALTER TABLE bookings DROP CONSTRAINT bookings_booked_by_other, DROP COLUMN booked_by;
`.execute(db);
}
