import { type Kysely, sql } from 'kysely';

/**
 * Recurring bookings (decision 220). A series is one place (a desk's slot, or a room's time range) repeated by an
 * RFC 5545 RRULE; `booked_through` is the last day its dates were booked up to (the horizon when last extended).
 * booking_series_dates holds what happened to each date the series reached: booked, skipped (with the reason),
 * deleted (cancelled by its owner: never booked again by the series) or moved (that one occurrence edited).
 * A booking made by a series carries its id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE booking_series (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  desk_id integer REFERENCES desks(id),
  timetable_id integer REFERENCES timetables(id),
  room_id integer REFERENCES rooms(id),
  time_start text,
  time_end text,
  title text,
  attendees integer,
  rrule text NOT NULL,
  start_date date NOT NULL,
  last_date date NOT NULL,
  booked_through date NOT NULL,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT booking_series_one_place CHECK (
    (desk_id IS NOT NULL AND timetable_id IS NOT NULL AND room_id IS NULL AND time_start IS NULL AND time_end IS NULL)
    OR (room_id IS NOT NULL AND time_start IS NOT NULL AND time_end IS NOT NULL AND desk_id IS NULL AND timetable_id IS NULL)),
  CONSTRAINT booking_series_dates_ordered CHECK (start_date <= last_date)
);
CREATE INDEX booking_series_open ON booking_series (booked_through) WHERE ended_at IS NULL;
CREATE INDEX booking_series_user ON booking_series (user_id);
CREATE TABLE booking_series_dates (
  series_id integer NOT NULL REFERENCES booking_series(id) ON DELETE CASCADE,
  date date NOT NULL,
  state text NOT NULL CHECK (state IN ('booked', 'skipped', 'deleted', 'moved')),
  reason text CHECK ((state = 'skipped') = (reason IS NOT NULL)),
  PRIMARY KEY (series_id, date)
);
ALTER TABLE bookings ADD COLUMN series_id integer REFERENCES booking_series(id) ON DELETE SET NULL;
CREATE INDEX bookings_series ON bookings (series_id, date) WHERE series_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE bookings DROP COLUMN series_id;
DROP TABLE booking_series_dates;
DROP TABLE booking_series;
`.execute(db);
}
