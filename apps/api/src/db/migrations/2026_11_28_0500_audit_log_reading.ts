import { type Kysely, sql } from 'kysely';

/**
 * The activity log a person can read (issue 38, decision 250): each entry knows the building it concerns
 * (the "which building" filter; a plain number, so an entry outlives its building), and the log pages by
 * keyset (created_at, id) newest first, overall and per building, person and kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE audit_log ADD COLUMN building_id integer;
UPDATE audit_log a SET building_id = CASE a.entity_type
  WHEN 'building' THEN a.entity_id
  WHEN 'floor' THEN (SELECT f.building_id FROM floors f WHERE f.id = a.entity_id)
  WHEN 'room' THEN (SELECT f.building_id FROM rooms r JOIN floors f ON f.id = r.floor_id WHERE r.id = a.entity_id)
  WHEN 'desk' THEN (SELECT f.building_id FROM desks d JOIN rooms r ON r.id = d.room_id
                    JOIN floors f ON f.id = r.floor_id WHERE d.id = a.entity_id)
END
WHERE a.entity_id IS NOT NULL;
CREATE INDEX audit_log_page_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_building_page_idx ON audit_log (building_id, created_at DESC, id DESC) WHERE building_id IS NOT NULL;
CREATE INDEX audit_log_user_page_idx ON audit_log (user_id, created_at DESC, id DESC) WHERE user_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX audit_log_user_page_idx, audit_log_building_page_idx, audit_log_page_idx;
ALTER TABLE audit_log DROP COLUMN building_id;
`.execute(db);
}
