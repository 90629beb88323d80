import { type Kysely, sql } from 'kysely';

/**
 * The check-in activity bodies (migration 2026_11_23_0100) look up the person's and the visited person's names by
 * id, one index lookup per check-in, instead of joining all users (decision 430): the trigger refreshes a few
 * hundred bodies per statement (a retention batch, a renamed person), where the join read every user (a full
 * index scan and a hash of the users table, 40,000 rows on the large data set) for each refresh. Same JSON.
 */
const view = (names: 'lookups' | 'joins') => sql`
CREATE OR REPLACE VIEW checkin_activity_bodies AS
SELECT c.id AS checkin_id, c.created, row_to_json(entity)::text AS body
FROM checkins c
LEFT JOIN desks d ON d.id = c.desk_id
LEFT JOIN rooms r ON r.id = COALESCE(c.room_id, d.room_id)
${names === 'joins' ? sql`LEFT JOIN users u ON u.id = c.user_id LEFT JOIN users v ON v.id = c.visit_person_id` : sql``}
CROSS JOIN LATERAL (
  SELECT c.id, c.desk_id AS desk, d.name AS desk_name, r.id AS room, r.name AS room_name, c.type,
    c.user_id AS "user",
    ${
      names === 'joins'
        ? sql`CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END`
        : sql`(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = c.user_id)`
    } AS user_name,
    c.is_guest AS guest, c.guest_name, c.guest_company, c.guest_email, c.guest_phonenumber,
    ${
      names === 'joins'
        ? sql`CASE WHEN v.id IS NULL THEN NULL ELSE v.first_name || ' ' || v.last_name END`
        : sql`(SELECT v.first_name || ' ' || v.last_name FROM users v WHERE v.id = c.visit_person_id)`
    } AS visit_person,
    to_char(c.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
    to_char(c.deactivated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deactivated_at
) entity`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await view('lookups').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await view('joins').execute(db);
}
