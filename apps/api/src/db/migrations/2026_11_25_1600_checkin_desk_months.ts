import { type Kysely, sql } from 'kysely';

/**
 * Closed desk check-ins per desk and local month (issue 15, docs/decisions/051-dashboard-report-performance.md): the
 * dashboard's desk usage over long ranges sums twelve rows a desk for a year instead of every check-in.
 * Kept by the same trigger as the daily roll-ups, in the same transaction as every change of a check-in;
 * rebuilt with them (a new time zone, a seed) and once here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE checkin_desk_months (
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  desk_id integer NOT NULL,
  closed integer NOT NULL,
  closed_seconds numeric NOT NULL,
  PRIMARY KEY (month, desk_id)
);

CREATE OR REPLACE FUNCTION flexapp_rollup_apply(c checkins, sign integer, tz text) RETURNS void LANGUAGE plpgsql AS $$
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
    IF closed_now THEN
      INSERT INTO checkin_desk_months AS m (month, desk_id, closed, closed_seconds)
      VALUES (date_trunc('month', d)::date, c.desk_id, sign, sign * extract(epoch FROM c.deactivated_at - c.created))
      ON CONFLICT (month, desk_id) DO UPDATE
        SET closed = m.closed + excluded.closed, closed_seconds = m.closed_seconds + excluded.closed_seconds;
    END IF;
  END IF;
END $$;


CREATE OR REPLACE FUNCTION flexapp_checkin_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE checkin_day_rollups, checkin_desk_days, checkin_desk_months;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION flexapp_rebuild_checkin_rollups(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO checkin_rollup_settings (id, time_zone) VALUES (true, tz)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  TRUNCATE checkin_day_rollups, checkin_desk_days, checkin_desk_months;
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
END $$;
`.execute(db);
  await sql`SELECT flexapp_rebuild_checkin_rollups(time_zone) FROM checkin_rollup_settings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS checkin_desk_months`.execute(db);
}
