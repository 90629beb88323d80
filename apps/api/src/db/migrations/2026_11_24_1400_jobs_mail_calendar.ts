import { type Kysely, sql } from 'kysely';

/**
 * Issue 14: what happens by the clock, e-mail and calendar feeds (docs/decisions/140-jobs-mail-calendar.md).
 * - bookings: a release by the sweep (no-show or unconfirmed) is a cancellation with a reason, so every
 *   query that skips cancelled bookings frees the desk, and reports can count releases apart;
 *   `end_handled_at` marks a slot end whose watchers were told (each end is told once).
 * - booking_confirmations.reminded_at: each reminder goes out once.
 * - checkins: `end_handled_at` for a guest's timed check-in whose end was told; `closed_at_closing`
 *   for a check-in the sweep checked out at its building's closing time.
 * - buildings.closing_time: when forgotten check-ins end (null: never).
 * - users: e-mail preferences (only the kinds a person changed) and the calendar feed's secret token.
 * - mail_outbox: each e-mail, rendered in the recipient's language, written in the transaction that
 *   causes it; the job runner (pg-boss, schema `pgboss`, installed by pg-boss itself) delivers it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE bookings
  ADD COLUMN released_at timestamptz,
  ADD COLUMN release_reason text CHECK (release_reason IN ('no_show', 'unconfirmed')),
  ADD COLUMN end_handled_at timestamptz,
  ADD CONSTRAINT bookings_release_is_cancel CHECK (
    (released_at IS NULL) = (release_reason IS NULL) AND (released_at IS NULL OR cancelled_at IS NOT NULL));
ALTER TABLE checkins
  ADD COLUMN end_handled_at timestamptz,
  ADD COLUMN closed_at_closing boolean NOT NULL DEFAULT false;
-- The sweep's questions: bookings starting or ending around now that are still standing.
CREATE INDEX bookings_open_start_idx ON bookings (start_at) WHERE cancelled_at IS NULL;
CREATE INDEX bookings_open_end_idx ON bookings (end_at) WHERE cancelled_at IS NULL AND end_handled_at IS NULL;
CREATE INDEX checkins_open_created_idx ON checkins (created) WHERE deactivated_at IS NULL;
CREATE INDEX checkins_guest_end_idx ON checkins (deactivated_at) WHERE is_guest AND end_handled_at IS NULL;

ALTER TABLE booking_confirmations ADD COLUMN reminded_at timestamptz;


ALTER TABLE buildings ADD COLUMN closing_time time;

ALTER TABLE users
  ADD COLUMN email_preferences jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(email_preferences) = 'object'),
  ADD COLUMN calendar_token text;
CREATE UNIQUE INDEX users_calendar_token_key ON users (calendar_token) WHERE calendar_token IS NOT NULL;

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL,
  recipient text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'nl')),
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  ics text,
  created_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX mail_outbox_unqueued_idx ON mail_outbox (id) WHERE queued_at IS NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE IF EXISTS mail_outbox;
DROP INDEX IF EXISTS users_calendar_token_key, checkins_guest_end_idx, checkins_open_created_idx,
  bookings_open_end_idx, bookings_open_start_idx;
ALTER TABLE users DROP COLUMN IF EXISTS email_preferences, DROP COLUMN IF EXISTS calendar_token;
ALTER TABLE buildings DROP COLUMN IF EXISTS closing_time;
ALTER TABLE checkins DROP COLUMN IF EXISTS end_handled_at, DROP COLUMN IF EXISTS closed_at_closing;
ALTER TABLE booking_confirmations DROP COLUMN IF EXISTS reminded_at;
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_release_is_cancel, DROP COLUMN IF EXISTS released_at,
  DROP COLUMN IF EXISTS release_reason, DROP COLUMN IF EXISTS end_handled_at;
DROP SCHEMA IF EXISTS pgboss CASCADE;
`.execute(db);
}
