import { type Kysely, sql } from 'kysely';

/**
 * Roll-ups whose size does not grow with the organisation's people or rooms (issue 35 item 4, decision 335),
 * kept by the same check-in trigger as the daily room roll-ups (migration 2026_11_25_1500), in the same
 * transaction as every change of a check-in, and rebuilt with them:
 *
 * - checkin_building_days: the daily room roll-up summed per building (0: a check-in without a place);
 *   statement triggers on rooms and floors rebuild it from the room roll-ups when a room or floor moves.
 * - checkin_room_months: closed check-ins and their seconds per room, type and local month.
 * - checkin_user_days / checkin_active_gaps: each person's check-in days (kept for the trigger only) and, per
 *   day, how many people checked in that day whose previous check-in day was `prev_day` ('-infinity': none).
 *   The people active in [a, b] are exactly those whose first day in it has prev_day < a, so the count is
 *   sum(people) over day in [a, b] and prev_day < a: rows of days x distinct gaps, not of people.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE checkin_building_days (
  day date NOT NULL,
  building_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('WORKSPACE', 'MEETING')),
  checkins integer NOT NULL DEFAULT 0,
  closed integer NOT NULL DEFAULT 0,
  closed_seconds numeric NOT NULL DEFAULT 0,
  occupied_desks integer NOT NULL DEFAULT 0 CHECK (occupied_desks >= 0),
  PRIMARY KEY (day, building_id, type)
);

CREATE TABLE checkin_room_months (
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  room_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('WORKSPACE', 'MEETING')),
  closed integer NOT NULL,
  closed_seconds numeric NOT NULL,
  PRIMARY KEY (month, room_id, type)
);

CREATE TABLE checkin_user_days (
  user_id integer NOT NULL,
  day date NOT NULL,
  checkins integer NOT NULL,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE checkin_active_gaps (
  day date NOT NULL,
  prev_day date NOT NULL CHECK (prev_day < day),
  people integer NOT NULL,
  PRIMARY KEY (day, prev_day)
);

CREATE FUNCTION flexapp_active_gap(d date, prev date, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  INSERT INTO checkin_active_gaps AS g (day, prev_day, people) VALUES (d, prev, delta)
  ON CONFLICT (day, prev_day) DO UPDATE SET people = g.people + excluded.people
  RETURNING g.people INTO n;
  IF n = 0 THEN DELETE FROM checkin_active_gaps WHERE day = d AND prev_day = prev; END IF;
END $$;

-- One person's check-in day d gains (sign 1) or loses (-1) a check-in; when the day appears or disappears, the
-- gaps of d and of the next day are moved. A per-person lock keeps two transactions from reading the same chain.
CREATE FUNCTION flexapp_active_day_apply(u integer, d date, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  prev date;
  nxt date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('checkin-active:' || u, 0));
  INSERT INTO checkin_user_days AS x (user_id, day, checkins) VALUES (u, d, sign)
  ON CONFLICT (user_id, day) DO UPDATE SET checkins = x.checkins + excluded.checkins
  RETURNING x.checkins INTO n;
  IF NOT ((sign > 0 AND n = 1) OR (sign < 0 AND n = 0)) THEN RETURN; END IF;
  IF n = 0 THEN DELETE FROM checkin_user_days WHERE user_id = u AND day = d; END IF;
  SELECT coalesce(max(day), '-infinity') INTO prev FROM checkin_user_days WHERE user_id = u AND day < d;
  SELECT min(day) INTO nxt FROM checkin_user_days WHERE user_id = u AND day > d;
  PERFORM flexapp_active_gap(d, prev, sign);
  IF nxt IS NOT NULL THEN
    PERFORM flexapp_active_gap(nxt, prev, -sign);
    PERFORM flexapp_active_gap(nxt, d, sign);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION flexapp_rollup_apply(c checkins, sign integer, tz text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  rid integer;
  bid integer;
  closed_now boolean;
  secs numeric;
  n integer;
  desks_delta integer := 0;
BEGIN
  IF c.type NOT IN ('WORKSPACE', 'MEETING') THEN RETURN; END IF;
  d := (c.created AT TIME ZONE tz)::date;
  rid := coalesce(c.room_id, (SELECT room_id FROM desks WHERE id = c.desk_id), 0);
  bid := coalesce((SELECT f.building_id FROM rooms r JOIN floors f ON f.id = r.floor_id WHERE r.id = rid), 0);
  closed_now := c.deactivated_at IS NOT NULL;
  secs := CASE WHEN closed_now THEN sign * extract(epoch FROM c.deactivated_at - c.created) ELSE 0 END;
  INSERT INTO checkin_day_rollups AS r (day, room_id, type, checkins, closed, closed_seconds)
  VALUES (d, rid, c.type, sign, CASE WHEN closed_now THEN sign ELSE 0 END, secs)
  ON CONFLICT (day, room_id, type) DO UPDATE
    SET checkins = r.checkins + excluded.checkins,
        closed = r.closed + excluded.closed,
        closed_seconds = r.closed_seconds + excluded.closed_seconds;
  INSERT INTO checkin_building_days AS b (day, building_id, type, checkins, closed, closed_seconds)
  VALUES (d, bid, c.type, sign, CASE WHEN closed_now THEN sign ELSE 0 END, secs)
  ON CONFLICT (day, building_id, type) DO UPDATE
    SET checkins = b.checkins + excluded.checkins,
        closed = b.closed + excluded.closed,
        closed_seconds = b.closed_seconds + excluded.closed_seconds;
  IF closed_now THEN
    INSERT INTO checkin_room_months AS m (month, room_id, type, closed, closed_seconds)
    VALUES (date_trunc('month', d)::date, rid, c.type, sign, secs)
    ON CONFLICT (month, room_id, type) DO UPDATE
      SET closed = m.closed + excluded.closed, closed_seconds = m.closed_seconds + excluded.closed_seconds;
  END IF;
  IF c.type = 'WORKSPACE' AND c.desk_id IS NOT NULL THEN
    INSERT INTO checkin_desk_days AS x (day, desk_id, checkins) VALUES (d, c.desk_id, sign)
    ON CONFLICT (day, desk_id) DO UPDATE SET checkins = x.checkins + excluded.checkins
    RETURNING x.checkins INTO n;
    IF sign > 0 AND n = 1 THEN
      desks_delta := 1;
    ELSIF sign < 0 AND n = 0 THEN
      desks_delta := -1;
      DELETE FROM checkin_desk_days WHERE day = d AND desk_id = c.desk_id;
    END IF;
    IF desks_delta <> 0 THEN
      UPDATE checkin_day_rollups SET occupied_desks = occupied_desks + desks_delta
        WHERE day = d AND room_id = rid AND type = 'WORKSPACE';
      UPDATE checkin_building_days SET occupied_desks = occupied_desks + desks_delta
        WHERE day = d AND building_id = bid AND type = 'WORKSPACE';
    END IF;
    IF closed_now THEN
      INSERT INTO checkin_desk_months AS m (month, desk_id, closed, closed_seconds)
      VALUES (date_trunc('month', d)::date, c.desk_id, sign, secs)
      ON CONFLICT (month, desk_id) DO UPDATE
        SET closed = m.closed + excluded.closed, closed_seconds = m.closed_seconds + excluded.closed_seconds;
    END IF;
  END IF;
  IF NOT c.is_guest AND c.user_id IS NOT NULL THEN PERFORM flexapp_active_day_apply(c.user_id, d, sign); END IF;
END $$;

CREATE OR REPLACE FUNCTION flexapp_checkin_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE checkin_day_rollups, checkin_desk_days, checkin_desk_months, checkin_building_days, checkin_room_months,
    checkin_user_days, checkin_active_gaps;
  RETURN NULL;
END $$;

-- The building roll-up from the room roll-up, with every room's current building.
CREATE FUNCTION flexapp_rebuild_building_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE checkin_building_days;
  INSERT INTO checkin_building_days (day, building_id, type, checkins, closed, closed_seconds, occupied_desks)
    SELECT cr.day, coalesce(f.building_id, 0), cr.type, sum(cr.checkins), sum(cr.closed), sum(cr.closed_seconds),
           sum(cr.occupied_desks)
    FROM checkin_day_rollups cr LEFT JOIN rooms r ON r.id = cr.room_id LEFT JOIN floors f ON f.id = r.floor_id
    GROUP BY 1, 2, 3;
END $$;

CREATE FUNCTION flexapp_place_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flexapp_rebuild_building_days();
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION flexapp_rebuild_checkin_rollups(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO checkin_rollup_settings (id, time_zone) VALUES (true, tz)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  TRUNCATE checkin_day_rollups, checkin_desk_days, checkin_desk_months, checkin_building_days, checkin_room_months,
    checkin_user_days, checkin_active_gaps;
  INSERT INTO checkin_desk_months (month, desk_id, closed, closed_seconds)
    SELECT date_trunc('month', c.created AT TIME ZONE tz)::date, c.desk_id, count(*),
           sum(extract(epoch FROM c.deactivated_at - c.created))
    FROM checkins c
    WHERE c.type = 'WORKSPACE' AND c.desk_id IS NOT NULL AND c.deactivated_at IS NOT NULL
    GROUP BY 1, 2;
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
  PERFORM flexapp_rebuild_building_days();
  INSERT INTO checkin_room_months (month, room_id, type, closed, closed_seconds)
    SELECT date_trunc('month', cr.day)::date, cr.room_id, cr.type, sum(cr.closed), sum(cr.closed_seconds)
    FROM checkin_day_rollups cr WHERE cr.closed <> 0
    GROUP BY 1, 2, 3;
  INSERT INTO checkin_user_days (user_id, day, checkins)
    SELECT c.user_id, (c.created AT TIME ZONE tz)::date, count(*)
    FROM checkins c
    WHERE c.type IN ('WORKSPACE', 'MEETING') AND NOT c.is_guest AND c.user_id IS NOT NULL
    GROUP BY 1, 2;
  INSERT INTO checkin_active_gaps (day, prev_day, people)
    SELECT day, prev_day, count(*) FROM (
      SELECT day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity') AS prev_day
      FROM checkin_user_days
    ) chain
    GROUP BY 1, 2;
END $$;

DROP TRIGGER checkins_rollup ON checkins;
CREATE TRIGGER checkins_rollup
  AFTER INSERT OR DELETE OR UPDATE OF created, deactivated_at, type, desk_id, room_id, user_id, is_guest
  ON checkins FOR EACH ROW EXECUTE FUNCTION flexapp_checkin_rollup();
CREATE TRIGGER rooms_moved_rollup AFTER UPDATE OF floor_id ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION flexapp_place_moved();
CREATE TRIGGER floors_moved_rollup AFTER UPDATE OF building_id ON floors
  FOR EACH STATEMENT EXECUTE FUNCTION flexapp_place_moved();
`.execute(db);
  await sql`SELECT flexapp_rebuild_checkin_rollups(time_zone) FROM checkin_rollup_settings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER IF EXISTS rooms_moved_rollup ON rooms;
DROP TRIGGER IF EXISTS floors_moved_rollup ON floors;
DROP FUNCTION IF EXISTS flexapp_place_moved();
DROP FUNCTION IF EXISTS flexapp_rebuild_building_days();
DROP FUNCTION IF EXISTS flexapp_active_day_apply(integer, date, integer);
DROP FUNCTION IF EXISTS flexapp_active_gap(date, date, integer);
DROP TABLE IF EXISTS checkin_building_days, checkin_room_months, checkin_user_days, checkin_active_gaps;
`.execute(db);
}
