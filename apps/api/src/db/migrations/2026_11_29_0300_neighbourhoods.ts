import { type Kysely, sql } from 'kysely';

/**
 * Neighbourhoods (issue 37, decision 310): a named, coloured set of desks, rooms and floors, given to groups, with a
 * rule: only those groups, or those groups first and everyone from a set time before the day, on chosen weekdays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE neighbourhoods (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  colour text NOT NULL CHECK (colour ~ '^#[0-9a-fA-F]{6}$'),
  access text NOT NULL CHECK (access IN ('groups_only', 'groups_first')),
  open_days_before smallint CHECK (open_days_before BETWEEN 0 AND 14),
  open_time time,
  weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT neighbourhoods_opening CHECK (
    (access = 'groups_first') = (open_days_before IS NOT NULL AND open_time IS NOT NULL)
    AND (access = 'groups_only') = (open_days_before IS NULL AND open_time IS NULL)
  )
);
CREATE UNIQUE INDEX neighbourhoods_name ON neighbourhoods (lower(name));
CREATE TABLE neighbourhood_places (
  id serial PRIMARY KEY,
  neighbourhood_id integer NOT NULL REFERENCES neighbourhoods(id) ON DELETE CASCADE,
  desk_id integer REFERENCES desks(id) ON DELETE CASCADE,
  room_id integer REFERENCES rooms(id) ON DELETE CASCADE,
  floor_id integer REFERENCES floors(id) ON DELETE CASCADE,
  CONSTRAINT neighbourhood_places_one_place CHECK (num_nonnulls(desk_id, room_id, floor_id) = 1)
);
CREATE UNIQUE INDEX neighbourhood_places_desk ON neighbourhood_places (neighbourhood_id, desk_id) WHERE desk_id IS NOT NULL;
CREATE UNIQUE INDEX neighbourhood_places_room ON neighbourhood_places (neighbourhood_id, room_id) WHERE room_id IS NOT NULL;
CREATE UNIQUE INDEX neighbourhood_places_floor ON neighbourhood_places (neighbourhood_id, floor_id) WHERE floor_id IS NOT NULL;
CREATE INDEX neighbourhood_places_desk_id ON neighbourhood_places (desk_id) WHERE desk_id IS NOT NULL;
CREATE INDEX neighbourhood_places_room_id ON neighbourhood_places (room_id) WHERE room_id IS NOT NULL;
CREATE INDEX neighbourhood_places_floor_id ON neighbourhood_places (floor_id) WHERE floor_id IS NOT NULL;
CREATE TABLE neighbourhood_groups (
  neighbourhood_id integer NOT NULL REFERENCES neighbourhoods(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  PRIMARY KEY (neighbourhood_id, group_id)
);
CREATE INDEX neighbourhood_groups_group_id ON neighbourhood_groups (group_id);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE neighbourhood_groups; DROP TABLE neighbourhood_places; DROP TABLE neighbourhoods;`.execute(db);
}
