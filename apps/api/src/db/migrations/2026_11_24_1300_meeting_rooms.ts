import { type Kysely, sql } from 'kysely';

/**
 * Meeting-room booking (issue 13, decision 130). Room bookings are rows of `bookings` without a slot
 * (timetable_id null) whose start_at/end_at (every row has them, desks included) are the booked range.
 * An exclusion constraint over the room and tstzrange(start_at, end_at, '[)') makes two active bookings
 * of one room that overlap impossible; touching ranges (10:00-11:00, 11:00-12:00) do not overlap.
 * Rooms get equipment, buildings opening hours (default 08:00-18:00).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE bookings ALTER COLUMN timetable_id DROP NOT NULL;
ALTER TABLE bookings ADD COLUMN title text CHECK (title IS NULL OR length(title) <= 200);
ALTER TABLE bookings ADD COLUMN attendees integer CHECK (attendees IS NULL OR attendees >= 1);
ALTER TABLE bookings ADD CONSTRAINT bookings_desk_has_slot CHECK (desk_id IS NULL OR timetable_id IS NOT NULL);
ALTER TABLE bookings ADD CONSTRAINT bookings_room_no_overlap EXCLUDE USING gist
  (room_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&)
  WHERE (cancelled_at IS NULL AND room_id IS NOT NULL);
ALTER TABLE rooms ADD COLUMN equipment text[] NOT NULL DEFAULT '{}'
  CHECK (equipment <@ ARRAY['screen', 'video', 'whiteboard']::text[]);
ALTER TABLE buildings ADD COLUMN opens_at time NOT NULL DEFAULT '08:00';
ALTER TABLE buildings ADD COLUMN closes_at time NOT NULL DEFAULT '18:00';
ALTER TABLE buildings ADD CONSTRAINT buildings_opening_hours CHECK (closes_at > opens_at);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE buildings DROP CONSTRAINT IF EXISTS buildings_opening_hours;
ALTER TABLE buildings DROP COLUMN IF EXISTS closes_at, DROP COLUMN IF EXISTS opens_at;
ALTER TABLE rooms DROP COLUMN IF EXISTS equipment;
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_room_no_overlap;
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_desk_has_slot;
DELETE FROM bookings WHERE timetable_id IS NULL;
ALTER TABLE bookings DROP COLUMN IF EXISTS attendees, DROP COLUMN IF EXISTS title;
ALTER TABLE bookings ALTER COLUMN timetable_id SET NOT NULL;
`.execute(db);
}
