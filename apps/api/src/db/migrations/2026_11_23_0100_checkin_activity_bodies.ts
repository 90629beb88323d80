import { type Kysely, sql } from 'kysely';

/**
 * The check-ins report (`GET /reports/checkin_activities`, `limit=-1`) sends every check-in of a
 * range as the spec's entity: tens of thousands of objects for a fortnight of a large organisation.
 * Building that JSON per request (in Node or in PostgreSQL) costs more CPU than its budget
 * (docs/decisions/060-activity-reports.md), so each check-in's JSON object is kept beside it in
 * `checkin_activities.body`, written in the same transaction as every change it depends on:
 * - the check-in itself (insert, check-out, a visited person removed: statement triggers on `checkins`),
 * - the names it shows: a person's first/last name, a desk's name or room, a room's name
 *   (row triggers that fire only when one of those actually changes).
 * `checkin_activity_bodies` is the one definition of that JSON (fields and order in docs/product/reports.md);
 * the triggers and the backfill all go through it, and it can be compared with the stored bodies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE checkin_activities (
  checkin_id integer PRIMARY KEY REFERENCES checkins (id) ON DELETE CASCADE,
  created timestamptz NOT NULL,
  body text NOT NULL
);

CREATE VIEW checkin_activity_bodies AS
SELECT c.id AS checkin_id, c.created, row_to_json(entity)::text AS body
FROM checkins c
LEFT JOIN desks d ON d.id = c.desk_id
LEFT JOIN rooms r ON r.id = COALESCE(c.room_id, d.room_id)
LEFT JOIN users u ON u.id = c.user_id
LEFT JOIN users v ON v.id = c.visit_person_id
CROSS JOIN LATERAL (
  SELECT c.id, c.desk_id AS desk, d.name AS desk_name, r.id AS room, r.name AS room_name, c.type,
    c.user_id AS "user", CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS user_name,
    c.is_guest AS guest, c.guest_name, c.guest_company, c.guest_email, c.guest_phonenumber,
    CASE WHEN v.id IS NULL THEN NULL ELSE v.first_name || ' ' || v.last_name END AS visit_person,
    to_char(c.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
    to_char(c.deactivated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deactivated_at
) entity;

CREATE FUNCTION refresh_checkin_activities(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO checkin_activities (checkin_id, created, body)
  SELECT checkin_id, created, body FROM checkin_activity_bodies WHERE checkin_id = ANY (ids)
  ON CONFLICT (checkin_id) DO UPDATE SET created = EXCLUDED.created, body = EXCLUDED.body
$$;

CREATE FUNCTION checkins_refresh_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_checkin_activities(ARRAY(SELECT id FROM changed_checkins));
  RETURN NULL;
END $$;
CREATE TRIGGER checkins_activities_inserted AFTER INSERT ON checkins
  REFERENCING NEW TABLE AS changed_checkins FOR EACH STATEMENT EXECUTE FUNCTION checkins_refresh_activities();
CREATE TRIGGER checkins_activities_updated AFTER UPDATE ON checkins
  REFERENCING NEW TABLE AS changed_checkins FOR EACH STATEMENT EXECUTE FUNCTION checkins_refresh_activities();

-- A renamed person: their own check-ins and the guests who visited them.
CREATE INDEX checkins_visit_person_idx ON checkins (visit_person_id) WHERE visit_person_id IS NOT NULL;
CREATE FUNCTION users_refresh_checkin_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_checkin_activities(ARRAY(
    SELECT id FROM checkins WHERE user_id = NEW.id
    UNION SELECT id FROM checkins WHERE visit_person_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER users_checkin_activities AFTER UPDATE OF first_name, last_name ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_refresh_checkin_activities();

-- A renamed desk, or one moved to another room (its check-ins without a room of their own show the desk's room).
CREATE FUNCTION desks_refresh_checkin_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_checkin_activities(ARRAY(SELECT id FROM checkins WHERE desk_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER desks_checkin_activities AFTER UPDATE OF name, room_id ON desks FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.room_id IS DISTINCT FROM NEW.room_id)
  EXECUTE FUNCTION desks_refresh_checkin_activities();

-- A renamed room: its meeting check-ins and the check-ins at its desks.
CREATE FUNCTION rooms_refresh_checkin_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_checkin_activities(ARRAY(
    SELECT id FROM checkins WHERE room_id = NEW.id
    UNION SELECT c.id FROM checkins c JOIN desks d ON d.id = c.desk_id WHERE d.room_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER rooms_checkin_activities AFTER UPDATE OF name ON rooms FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION rooms_refresh_checkin_activities();

INSERT INTO checkin_activities (checkin_id, created, body) SELECT checkin_id, created, body FROM checkin_activity_bodies;
-- The report reads a range newest first: (created DESC, id DESC) is this index read backwards.
CREATE INDEX checkin_activities_created_idx ON checkin_activities (created, checkin_id);
ANALYZE checkin_activities;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER IF EXISTS rooms_checkin_activities ON rooms;
DROP TRIGGER IF EXISTS desks_checkin_activities ON desks;
DROP TRIGGER IF EXISTS users_checkin_activities ON users;
DROP TRIGGER IF EXISTS checkins_activities_updated ON checkins;
DROP TRIGGER IF EXISTS checkins_activities_inserted ON checkins;
DROP FUNCTION IF EXISTS rooms_refresh_checkin_activities(), desks_refresh_checkin_activities(),
  users_refresh_checkin_activities(), checkins_refresh_activities(), refresh_checkin_activities(integer[]);
DROP INDEX IF EXISTS checkins_visit_person_idx;
DROP VIEW IF EXISTS checkin_activity_bodies;
DROP TABLE IF EXISTS checkin_activities;
`.execute(db);
}
