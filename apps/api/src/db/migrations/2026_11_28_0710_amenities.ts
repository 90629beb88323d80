import { type Kysely, sql } from 'kysely';

/**
 * Amenities (issue 37, decision 261): staff name them in English and Dutch (each name unique, case aside) and
 * assign them to desks and meeting rooms; one row per amenity and place, naming exactly one place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE amenities (
  id serial PRIMARY KEY,
  name_en text NOT NULL CHECK (length(trim(name_en)) > 0),
  name_nl text NOT NULL CHECK (length(trim(name_nl)) > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX amenities_name_en ON amenities (lower(name_en));
CREATE UNIQUE INDEX amenities_name_nl ON amenities (lower(name_nl));
CREATE TABLE place_amenities (
  id serial PRIMARY KEY,
  amenity_id integer NOT NULL REFERENCES amenities(id) ON DELETE CASCADE,
  desk_id integer REFERENCES desks(id) ON DELETE CASCADE,
  room_id integer REFERENCES rooms(id) ON DELETE CASCADE,
  CONSTRAINT place_amenities_one_place CHECK ((desk_id IS NOT NULL) <> (room_id IS NOT NULL))
);
CREATE UNIQUE INDEX place_amenities_desk ON place_amenities (amenity_id, desk_id) WHERE desk_id IS NOT NULL;
CREATE UNIQUE INDEX place_amenities_room ON place_amenities (amenity_id, room_id) WHERE room_id IS NOT NULL;
CREATE INDEX place_amenities_desk_id ON place_amenities (desk_id) WHERE desk_id IS NOT NULL;
CREATE INDEX place_amenities_room_id ON place_amenities (room_id) WHERE room_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE place_amenities; DROP TABLE amenities;`.execute(db);
}
