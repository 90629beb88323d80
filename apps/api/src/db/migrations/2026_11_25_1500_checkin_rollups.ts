import { type Kysely, sql } from 'kysely';

/**
 * Daily roll-ups of check-ins for the dashboard's long ranges (issue 15, docs/decisions/051-dashboard-report-performance.md).
 *
 * checkin_day_rollups: per local day (the organisation's time zone), room and type (desk or meeting room) the
 * check-ins, the closed ones and their total length, and the distinct desks taken. checkin_desk_days counts
 * check-ins per desk and day, so "distinct desks" stays exact when check-ins come and go.
 *
 * They are kept by a trigger on checkins, in the same transaction as every insert, update, delete or truncate,
 * whichever code path makes it. The day is local to the time zone in checkin_rollup_settings; the server
 * rebuilds everything when its time zone differs (db/checkin-rollups.ts). This migration builds them once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE checkin_rollup_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  time_zone text NOT NULL
);

CREATE TABLE checkin_day_rollups (
  day date NOT NULL,
  -- The check-in's room (a desk's room for a desk); 0 for a check-in without a place.
  room_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('WORKSPACE', 'MEETING')),
  -- No CHECK (>= 0) here: an upsert that subtracts proposes a row of -1 before it meets the existing one.
  checkins integer NOT NULL DEFAULT 0,
  closed integer NOT NULL DEFAULT 0,
  closed_seconds numeric NOT NULL DEFAULT 0,
  occupied_desks integer NOT NULL DEFAULT 0 CHECK (occupied_desks >= 0),
  PRIMARY KEY (day, room_id, type)
);

CREATE TABLE checkin_desk_days (
  day date NOT NULL,
  desk_id integer NOT NULL,
  checkins integer NOT NULL,
  PRIMARY KEY (day, desk_id)
);

CREATE FUNCTION flexapp_rollup_apply(c checkins, sign integer, tz text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  rid integer;
  closed_now boolean;
  n integer;
BEGIN
  IF c.type NOT IN ('WORKSPACE', 'MEETING') THEN RETURN; END IF;
  d := (c.created AT TIME ZONE tz)::date;
  rid := coalesce(c.room_id, (SELECT room_id FROM desks WHERE id = c.desk_id), 0);
  closed_now := c.deactivated_at IS NOT NULL;
  INSERT INTO checkin_day_rollups AS r (day, room_id, type, checkins, closed, closed_seconds)
  VALUES (d, rid, c.type, sign,
          CASE WHEN closed_now THEN sign ELSE 0 END,
          CASE WHEN closed_now THEN sign * extract(epoch FROM c.deactivated_at - c.created) ELSE 0 END)
  ON CONFLICT (day, room_id, type) DO UPDATE
    SET checkins = r.checkins + excluded.checkins,
        closed = r.closed + excluded.closed,
        closed_seconds = r.closed_seconds + excluded.closed_seconds;
  IF c.type = 'WORKSPACE' AND c.desk_id IS NOT NULL THEN
    INSERT INTO checkin_desk_days AS x (day, desk_id, checkins) VALUES (d, c.desk_id, sign)
    ON CONFLICT (day, desk_id) DO UPDATE SET checkins = x.checkins + excluded.checkins
    RETURNING x.checkins INTO n;
    IF sign > 0 AND n = 1 THEN
      UPDATE checkin_day_rollups SET occupied_desks = occupied_desks + 1
        WHERE day = d AND room_id = rid AND type = 'WORKSPACE';
    ELSIF sign < 0 AND n = 0 THEN
      UPDATE checkin_day_rollups SET occupied_desks = occupied_desks - 1
        WHERE day = d AND room_id = rid AND type = 'WORKSPACE';
      DELETE FROM checkin_desk_days WHERE day = d AND desk_id = c.desk_id;
    END IF;
  END IF;
END $$;

CREATE FUNCTION flexapp_checkin_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  SELECT time_zone INTO tz FROM checkin_rollup_settings;
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM flexapp_rollup_apply(OLD, -1, tz); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM flexapp_rollup_apply(NEW, 1, tz); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION flexapp_checkin_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE checkin_day_rollups, checkin_desk_days;
  RETURN NULL;
END $$;

-- Everything from the check-ins themselves, for the time zone given (the migration, a changed time zone,
-- a seed that loaded with the trigger off).
CREATE FUNCTION flexapp_rebuild_checkin_rollups(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO checkin_rollup_settings (id, time_zone) VALUES (true, tz)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  TRUNCATE checkin_day_rollups, checkin_desk_days;
  INSERT INTO checkin_desk_days (day, desk_id, checkins)
    SELECT (c.created AT TIME ZONE tz)::date, c.desk_id, count(*)
    FROM checkins c WHERE c.type = 'WORKSPACE' AND c.desk_id IS NOT NULL
    GROUP BY 1, 2;
  INSERT INTO checkin_day_rollups (day, room_id, type, checkins, closed, closed_seconds, occupied_desks)
    SELECT (c.created AT TIME ZONE tz)::date,
           coalesce(c.room_id, d.room_id, 0),
           c.type,
           count(*),
           count(c.deactivated_at),
           coalesce(sum(extract(epoch FROM c.deactivated_at - c.created)), 0),
           count(DISTINCT c.desk_id) FILTER (WHERE c.type = 'WORKSPACE')
    FROM checkins c LEFT JOIN desks d ON d.id = c.desk_id
    WHERE c.type IN ('WORKSPACE', 'MEETING')
    GROUP BY 1, 2, 3;
END $$;

CREATE TRIGGER checkins_rollup AFTER INSERT OR DELETE OR UPDATE OF created, deactivated_at, type, desk_id, room_id
  ON checkins FOR EACH ROW EXECUTE FUNCTION flexapp_checkin_rollup();
CREATE TRIGGER checkins_rollup_truncate AFTER TRUNCATE ON checkins
  FOR EACH STATEMENT EXECUTE FUNCTION flexapp_checkin_rollup_truncate();
`.execute(db);
  await sql`SELECT flexapp_rebuild_checkin_rollups(${Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER IF EXISTS checkins_rollup ON checkins;
DROP TRIGGER IF EXISTS checkins_rollup_truncate ON checkins;
DROP FUNCTION IF EXISTS flexapp_rebuild_checkin_rollups(text);
DROP FUNCTION IF EXISTS flexapp_checkin_rollup_truncate();
DROP FUNCTION IF EXISTS flexapp_checkin_rollup();
DROP FUNCTION IF EXISTS flexapp_rollup_apply(checkins, integer, text);
DROP TABLE IF EXISTS checkin_desk_days, checkin_day_rollups, checkin_rollup_settings;
`.execute(db);
}
