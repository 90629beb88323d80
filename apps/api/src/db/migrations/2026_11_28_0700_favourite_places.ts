import { type Kysely, sql } from 'kysely';

/**
 * Favourites (issue 37, decision 260): a person stars desks and meeting rooms. One row per person and place;
 * the database refuses a second star of the same place and a row naming both or neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE favourite_places (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  desk_id integer REFERENCES desks(id) ON DELETE CASCADE,
  room_id integer REFERENCES rooms(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT favourite_places_one_place CHECK ((desk_id IS NOT NULL) <> (room_id IS NOT NULL))
);
CREATE UNIQUE INDEX favourite_places_desk ON favourite_places (user_id, desk_id) WHERE desk_id IS NOT NULL;
CREATE UNIQUE INDEX favourite_places_room ON favourite_places (user_id, room_id) WHERE room_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE favourite_places;`.execute(db);
}
