import { type Kysely, sql } from 'kysely';

/** A person's "Keep my bookings private" (issue 38, decision 251): colleagues see their desk or room as taken, not by whom. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN private_bookings boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN private_bookings`.execute(db);
}
