import { type Kysely, sql } from 'kysely';

/**
 * Lobby boards (issue 41, decision 330): a display paired to a building instead of a meeting room. It reuses the
 * pairing and the device token of room displays; exactly one of room_id and building_id is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE displays ALTER COLUMN room_id DROP NOT NULL;
ALTER TABLE displays ADD COLUMN building_id integer REFERENCES buildings (id) ON DELETE CASCADE;
ALTER TABLE displays ADD CONSTRAINT displays_room_or_building CHECK ((room_id IS NULL) <> (building_id IS NULL));
CREATE INDEX displays_building_idx ON displays (building_id) WHERE building_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM displays WHERE building_id IS NOT NULL;
ALTER TABLE displays DROP CONSTRAINT IF EXISTS displays_room_or_building;
ALTER TABLE displays DROP COLUMN IF EXISTS building_id;
ALTER TABLE displays ALTER COLUMN room_id SET NOT NULL;
`.execute(db);
}
