import { type Kysely, sql } from 'kysely';

/**
 * A check-in that only changes hands keeps its place roll-ups (decision 429). When an update changes the person and
 * none of created, deactivated_at, type, desk_id, room_id, is_guest, the row trigger returns at once, and one
 * statement trigger per UPDATE moves the people's check-in days and active-day gaps (checkin_user_days,
 * checkin_active_gaps, migration 2026_11_29_0800) for all its rows together: a retention batch (a person's
 * check-ins to their twin) writes a few statements instead of a dozen upserts per row.
 *
 * A person's gaps change only from their first changed day up to their first unchanged day after the last one, so
 * per person only that stretch (and the day before it) is read, as it was and as it becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE OR REPLACE FUNCTION flexapp_checkin_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  -- Only the person changed: checkins_rollup_people keeps the roll-ups, once per statement (decision 429).
  IF TG_OP = 'UPDATE' AND OLD.created IS NOT DISTINCT FROM NEW.created
     AND OLD.deactivated_at IS NOT DISTINCT FROM NEW.deactivated_at AND OLD.type IS NOT DISTINCT FROM NEW.type
     AND OLD.desk_id IS NOT DISTINCT FROM NEW.desk_id AND OLD.room_id IS NOT DISTINCT FROM NEW.room_id
     AND OLD.is_guest IS NOT DISTINCT FROM NEW.is_guest THEN
    RETURN NULL;
  END IF;
  SELECT time_zone INTO tz FROM checkin_rollup_settings;
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM flexapp_rollup_apply(OLD, -1, tz); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM flexapp_rollup_apply(NEW, 1, tz); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION flexapp_checkin_people_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  cu integer[];
  cd date[];
  cn integer[];
  gd date[];
  gp date[];
  gn integer[];
BEGIN
  SELECT time_zone INTO tz FROM checkin_rollup_settings;
  IF tz IS NULL THEN RETURN NULL; END IF;
  -- Per person and local day, the check-ins gained (+) or lost (-) by the rows whose person alone changed.
  WITH moved AS (
    SELECT o.user_id AS old_user, n.user_id AS new_user, (n.created AT TIME ZONE tz)::date AS day
    FROM old_checkins o JOIN new_checkins n ON n.id = o.id
    WHERE o.user_id IS DISTINCT FROM n.user_id AND n.type IN ('WORKSPACE', 'MEETING') AND NOT n.is_guest
      AND o.created IS NOT DISTINCT FROM n.created AND o.deactivated_at IS NOT DISTINCT FROM n.deactivated_at
      AND o.type IS NOT DISTINCT FROM n.type AND o.desk_id IS NOT DISTINCT FROM n.desk_id
      AND o.room_id IS NOT DISTINCT FROM n.room_id AND o.is_guest IS NOT DISTINCT FROM n.is_guest
  ), deltas AS (
    SELECT user_id, day, sum(delta)::integer AS delta FROM (
      SELECT old_user AS user_id, day, -1 AS delta FROM moved WHERE old_user IS NOT NULL
      UNION ALL
      SELECT new_user, day, 1 FROM moved WHERE new_user IS NOT NULL
    ) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
  )
  SELECT array_agg(user_id ORDER BY user_id, day), array_agg(day ORDER BY user_id, day),
         array_agg(delta ORDER BY user_id, day)
    INTO cu, cd, cn FROM deltas;
  IF cu IS NULL THEN RETURN NULL; END IF;

  -- The same per-person locks as flexapp_active_day_apply, taken in id order.
  PERFORM pg_advisory_xact_lock(hashtextextended('checkin-active:' || p, 0))
    FROM (SELECT DISTINCT p FROM unnest(cu) p ORDER BY p) people;

  -- The gaps' change: each person's stretch of days as it was and as it becomes, its (day, previous day) pairs
  -- from the first changed day on, the new ones counted +1 and the old ones -1.
  WITH ch AS (
    SELECT * FROM unnest(cu, cd, cn) AS c(user_id, day, delta)
  ), span AS (
    SELECT b.user_id, b.lo,
           coalesce((SELECT max(x.day) FROM checkin_user_days x WHERE x.user_id = b.user_id AND x.day < b.lo),
                    '-infinity') AS from_day,
           coalesce((SELECT min(x.day) FROM checkin_user_days x WHERE x.user_id = b.user_id AND x.day > b.hi),
                    'infinity') AS to_day
    FROM (SELECT user_id, min(day) AS lo, max(day) AS hi FROM ch GROUP BY 1) b
  ), was AS (
    SELECT x.user_id, x.day, x.checkins FROM span s
    JOIN checkin_user_days x ON x.user_id = s.user_id AND x.day >= s.from_day AND x.day <= s.to_day
  ), becomes AS (
    SELECT user_id, day FROM (SELECT * FROM was UNION ALL SELECT * FROM ch) t
    GROUP BY 1, 2 HAVING sum(checkins) > 0
  ), pairs AS (
    SELECT user_id, day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity') AS prev_day,
           -1 AS people
    FROM was
    UNION ALL
    SELECT user_id, day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'), 1
    FROM becomes
  ), net AS (
    SELECT p.day, p.prev_day, sum(p.people)::integer AS people
    FROM pairs p JOIN span s ON s.user_id = p.user_id AND p.day >= s.lo
    GROUP BY 1, 2 HAVING sum(p.people) <> 0
  )
  SELECT array_agg(day ORDER BY day, prev_day), array_agg(prev_day ORDER BY day, prev_day),
         array_agg(people ORDER BY day, prev_day)
    INTO gd, gp, gn FROM net;

  INSERT INTO checkin_user_days AS x (user_id, day, checkins)
    SELECT * FROM unnest(cu, cd, cn)
  ON CONFLICT (user_id, day) DO UPDATE SET checkins = x.checkins + excluded.checkins;
  DELETE FROM checkin_user_days x USING unnest(cu, cd) AS c(user_id, day)
    WHERE x.user_id = c.user_id AND x.day = c.day AND x.checkins = 0;

  IF gd IS NULL THEN RETURN NULL; END IF;
  INSERT INTO checkin_active_gaps AS g (day, prev_day, people)
    SELECT * FROM unnest(gd, gp, gn)
  ON CONFLICT (day, prev_day) DO UPDATE SET people = g.people + excluded.people;
  DELETE FROM checkin_active_gaps g USING unnest(gd, gp) AS k(day, prev_day)
    WHERE g.day = k.day AND g.prev_day = k.prev_day AND g.people = 0;
  RETURN NULL;
END $$;

CREATE TRIGGER checkins_rollup_people AFTER UPDATE ON checkins
  REFERENCING OLD TABLE AS old_checkins NEW TABLE AS new_checkins
  FOR EACH STATEMENT EXECUTE FUNCTION flexapp_checkin_people_rollup();
`.execute(db);
}

/** Back to the row trigger alone (migration 2026_11_25_1500's function), which handles a change of person itself. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER IF EXISTS checkins_rollup_people ON checkins;
DROP FUNCTION IF EXISTS flexapp_checkin_people_rollup();
CREATE OR REPLACE FUNCTION flexapp_checkin_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  SELECT time_zone INTO tz FROM checkin_rollup_settings;
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM flexapp_rollup_apply(OLD, -1, tz); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM flexapp_rollup_apply(NEW, 1, tz); END IF;
  RETURN NULL;
END $$;
`.execute(db);
}
