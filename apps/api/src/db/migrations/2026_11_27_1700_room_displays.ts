import { type Kysely, sql } from 'kysely';

/**
 * Room displays (issue 41, decision 215). A display is a tablet paired to one meeting room; it holds a device
 * token whose SHA-256 is kept here (never the token). A pairing is a six-character code the tablet shows for
 * ten minutes; staff enter it on the room, the tablet then claims its token once with the pairing's secret.
 * A walk-up booking made at the door has no person (decision 216): user_id is null exactly when walk_up is set,
 * and only a room can be booked that way; bookings_room_no_overlap still decides clashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE displays (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  show_titles boolean NOT NULL DEFAULT false,
  token_hash text UNIQUE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz,
  revoked_at timestamptz,
  CONSTRAINT displays_revoked_has_no_token CHECK (revoked_at IS NULL OR token_hash IS NULL)
);
CREATE INDEX displays_room_idx ON displays (room_id);
CREATE TABLE display_pairings (
  id serial PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{6}$'),
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  display_id integer REFERENCES displays (id) ON DELETE CASCADE,
  claimed_at timestamptz,
  CONSTRAINT display_pairings_claimed_after_paired CHECK (claimed_at IS NULL OR display_id IS NOT NULL)
);
CREATE UNIQUE INDEX display_pairings_open_code_key ON display_pairings (code) WHERE display_id IS NULL;
ALTER TABLE bookings ADD COLUMN walk_up boolean NOT NULL DEFAULT false;
ALTER TABLE bookings ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE bookings ADD CONSTRAINT bookings_walk_up_has_no_person
  CHECK ((user_id IS NULL) = walk_up AND (NOT walk_up OR room_id IS NOT NULL));
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM bookings WHERE walk_up;
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_walk_up_has_no_person;
ALTER TABLE bookings ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE bookings DROP COLUMN IF EXISTS walk_up;
DROP TABLE IF EXISTS display_pairings;
DROP TABLE IF EXISTS displays;
`.execute(db);
}
