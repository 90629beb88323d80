import { type Kysely, sql } from 'kysely';

/**
 * The whole data model (docs/product/): people, settings, the building
 * structure, slots, bookings, check-ins (guests included), notifiers,
 * messages, questionnaires, guest registrations and the audit log.
 * Integrity lives here: foreign keys, checks and partial unique indexes that
 * make a double booking impossible even under concurrent requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 150),
  email text,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'nl')),
  thumb text,
  status text,
  is_bhv boolean NOT NULL DEFAULT false,
  anonymous boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  sso_subject text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_sso_subject_key ON users (sso_subject) WHERE sso_subject IS NOT NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE buildings (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  position integer NOT NULL DEFAULT 0,
  booking_limit integer CHECK (booking_limit IS NULL OR booking_limit >= 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX buildings_name_key ON buildings (lower(name));

CREATE TABLE floors (
  id serial PRIMARY KEY,
  building_id integer NOT NULL REFERENCES buildings (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  position integer NOT NULL DEFAULT 0,
  booking_limit integer CHECK (booking_limit IS NULL OR booking_limit >= 0),
  plan_image bytea,
  plan_mime text CHECK (plan_mime IS NULL OR plan_mime IN ('image/png', 'image/jpeg', 'image/svg+xml')),
  plan_updated_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX floors_name_key ON floors (building_id, lower(name));

CREATE TABLE rooms (
  id serial PRIMARY KEY,
  floor_id integer NOT NULL REFERENCES floors (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  type text NOT NULL CHECK (type IN ('WORKSPACE', 'MEETING')),
  position integer NOT NULL DEFAULT 0,
  capacity integer CHECK (capacity IS NULL OR capacity >= 0),
  x numeric(5, 2) CHECK (x IS NULL OR x BETWEEN 0 AND 100),
  y numeric(5, 2) CHECK (y IS NULL OR y BETWEEN 0 AND 100),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rooms_name_key ON rooms (floor_id, lower(name));

CREATE TABLE desks (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  label text NOT NULL DEFAULT '',
  is_closed boolean NOT NULL DEFAULT false,
  pin_color text NOT NULL DEFAULT '#1c7ed6' CHECK (pin_color ~ '^#[0-9a-fA-F]{6}$'),
  x numeric(5, 2) CHECK (x IS NULL OR x BETWEEN 0 AND 100),
  y numeric(5, 2) CHECK (y IS NULL OR y BETWEEN 0 AND 100),
  position integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX desks_name_key ON desks (room_id, lower(name));

CREATE TABLE timetables (
  id serial PRIMARY KEY,
  name text NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  desk_id integer REFERENCES desks (id) ON DELETE RESTRICT,
  room_id integer REFERENCES rooms (id) ON DELETE RESTRICT,
  timetable_id integer NOT NULL REFERENCES timetables (id) ON DELETE RESTRICT,
  date date NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((desk_id IS NOT NULL) <> (room_id IS NOT NULL)),
  CHECK (end_at > start_at)
);
-- One desk, one slot, one booking: the database itself refuses the second.
CREATE UNIQUE INDEX bookings_desk_slot_key ON bookings (desk_id, date, timetable_id)
  WHERE cancelled_at IS NULL AND desk_id IS NOT NULL;
-- One person books one place per slot.
CREATE UNIQUE INDEX bookings_user_slot_key ON bookings (user_id, date, timetable_id)
  WHERE cancelled_at IS NULL;
CREATE INDEX bookings_date_idx ON bookings (date, timetable_id) WHERE cancelled_at IS NULL;
CREATE INDEX bookings_user_date_idx ON bookings (user_id, date);
CREATE INDEX bookings_created_idx ON bookings (created_at);

CREATE TABLE booking_confirmations (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'waiting')),
  opens_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE checkins (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('WORKSPACE', 'MEETING', 'HOMEWORK')),
  desk_id integer REFERENCES desks (id) ON DELETE RESTRICT,
  room_id integer REFERENCES rooms (id) ON DELETE RESTRICT,
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz,
  is_guest boolean NOT NULL DEFAULT false,
  guest_name text,
  guest_company text,
  guest_email text,
  guest_phonenumber text,
  visit_person_id integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (type <> 'HOMEWORK' OR (desk_id IS NULL AND room_id IS NULL)),
  CHECK (type <> 'WORKSPACE' OR desk_id IS NOT NULL),
  CHECK (type <> 'MEETING' OR (room_id IS NOT NULL AND desk_id IS NULL)),
  CHECK (is_guest OR user_id IS NOT NULL),
  CHECK (deactivated_at IS NULL OR deactivated_at >= created)
);
-- A person has at most one open check-in; a desk holds at most one open check-in.
CREATE UNIQUE INDEX checkins_one_open_per_user ON checkins (user_id)
  WHERE deactivated_at IS NULL AND NOT is_guest;
CREATE UNIQUE INDEX checkins_one_open_per_desk ON checkins (desk_id)
  WHERE deactivated_at IS NULL AND desk_id IS NOT NULL;
CREATE INDEX checkins_created_idx ON checkins (created);
CREATE INDEX checkins_desk_created_idx ON checkins (desk_id, created);
CREATE INDEX checkins_room_created_idx ON checkins (room_id, created);
CREATE INDEX checkins_user_created_idx ON checkins (user_id, created);

CREATE TABLE notifiers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  desk_id integer NOT NULL REFERENCES desks (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, desk_id)
);
CREATE INDEX notifiers_desk_idx ON notifiers (desk_id);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX messages_user_created_idx ON messages (user_id, created_at DESC);
CREATE INDEX messages_user_unread_idx ON messages (user_id) WHERE read_at IS NULL;

CREATE TABLE questionnaires (
  id serial PRIMARY KEY,
  name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE questions (
  id serial PRIMARY KEY,
  questionnaire_id integer NOT NULL REFERENCES questionnaires (id) ON DELETE CASCADE,
  title text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE question_answers (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  answer text NOT NULL,
  is_custom boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE questionnaire_responses (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  answer_id integer NOT NULL REFERENCES question_answers (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  additional_info text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_responses_created_idx ON questionnaire_responses (created_at, question_id);

CREATE TABLE guest_registrations (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  company_name text NOT NULL,
  phone_number text,
  desk_id integer REFERENCES desks (id) ON DELETE SET NULL,
  room_id integer REFERENCES rooms (id) ON DELETE SET NULL,
  date date NOT NULL,
  time_start time NOT NULL,
  time_end time NOT NULL,
  visit_person_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  registered_by integer REFERENCES users (id) ON DELETE SET NULL,
  is_public boolean NOT NULL DEFAULT false,
  checkin_id integer REFERENCES checkins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (time_end > time_start),
  CHECK (email IS NOT NULL OR phone_number IS NOT NULL)
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id integer,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE IF EXISTS audit_log, guest_registrations, questionnaire_responses, question_answers,
  questions, questionnaires, messages, notifiers, checkins, booking_confirmations, bookings,
  timetables, desks, rooms, floors, buildings, settings, login_attempts, sessions, users CASCADE;
`.execute(db);
}
