import { type Kysely, sql } from 'kysely';

/**
 * Workplace setup (issue 8, decision 080): places are soft-deleted so past
 * bookings and check-ins keep pointing at them (reports stay whole). Names are
 * unique among the live rows only, and the database itself refuses a new
 * booking or check-in at a deleted desk or room, even when it races with the
 * deletion (the row lock taken here waits for the deleting transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE buildings ADD COLUMN deleted_at timestamptz;
ALTER TABLE floors ADD COLUMN deleted_at timestamptz;
ALTER TABLE rooms ADD COLUMN deleted_at timestamptz;
ALTER TABLE desks ADD COLUMN deleted_at timestamptz;
ALTER TABLE timetables ADD COLUMN version integer NOT NULL DEFAULT 1;

DROP INDEX buildings_name_key;
CREATE UNIQUE INDEX buildings_name_key ON buildings (lower(name)) WHERE deleted_at IS NULL;
DROP INDEX floors_name_key;
CREATE UNIQUE INDEX floors_name_key ON floors (building_id, lower(name)) WHERE deleted_at IS NULL;
DROP INDEX rooms_name_key;
CREATE UNIQUE INDEX rooms_name_key ON rooms (floor_id, lower(name)) WHERE deleted_at IS NULL;
DROP INDEX desks_name_key;
CREATE UNIQUE INDEX desks_name_key ON desks (room_id, lower(name)) WHERE deleted_at IS NULL;

CREATE INDEX bookings_desk_end_idx ON bookings (desk_id, end_at) WHERE cancelled_at IS NULL;
CREATE INDEX bookings_room_end_idx ON bookings (room_id, end_at) WHERE cancelled_at IS NULL AND room_id IS NOT NULL;
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, created_at DESC);

CREATE FUNCTION refuse_deleted_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone timestamptz;
BEGIN
  IF NEW.desk_id IS NOT NULL THEN
    SELECT deleted_at INTO gone FROM desks WHERE id = NEW.desk_id FOR SHARE;
    IF gone IS NOT NULL THEN
      RAISE EXCEPTION 'desk % is deleted', NEW.desk_id USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  IF NEW.room_id IS NOT NULL THEN
    SELECT deleted_at INTO gone FROM rooms WHERE id = NEW.room_id FOR SHARE;
    IF gone IS NOT NULL THEN
      RAISE EXCEPTION 'room % is deleted', NEW.room_id USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bookings_refuse_deleted_place BEFORE INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_place();
CREATE TRIGGER checkins_refuse_deleted_place BEFORE INSERT ON checkins
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_place();
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER IF EXISTS checkins_refuse_deleted_place ON checkins;
DROP TRIGGER IF EXISTS bookings_refuse_deleted_place ON bookings;
DROP FUNCTION IF EXISTS refuse_deleted_place();
DROP INDEX IF EXISTS audit_log_entity_idx, bookings_room_end_idx, bookings_desk_end_idx;
DELETE FROM desks WHERE deleted_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bookings WHERE desk_id = desks.id);
DROP INDEX desks_name_key; CREATE UNIQUE INDEX desks_name_key ON desks (room_id, lower(name));
DROP INDEX rooms_name_key; CREATE UNIQUE INDEX rooms_name_key ON rooms (floor_id, lower(name));
DROP INDEX floors_name_key; CREATE UNIQUE INDEX floors_name_key ON floors (building_id, lower(name));
DROP INDEX buildings_name_key; CREATE UNIQUE INDEX buildings_name_key ON buildings (lower(name));
ALTER TABLE desks DROP COLUMN deleted_at;
ALTER TABLE rooms DROP COLUMN deleted_at;
ALTER TABLE floors DROP COLUMN deleted_at;
ALTER TABLE buildings DROP COLUMN deleted_at;
ALTER TABLE timetables DROP COLUMN version;
`.execute(db);
}
