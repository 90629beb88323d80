import { type Kysely, sql } from 'kysely';

/**
 * Published room calendars (issue 39, decision 372): a room staff chose to publish has a secret token; its
 * iCalendar feed lists the room's bookings without any person's data. Deleting the row revokes the URL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE room_calendars (
  room_id integer PRIMARY KEY REFERENCES rooms(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
  language text NOT NULL CHECK (language IN ('en', 'nl')),
  created_at timestamptz NOT NULL
);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE room_calendars;`.execute(db);
}
