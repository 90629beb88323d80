import { type Kysely, sql } from 'kysely';

/**
 * Roles beyond employee and staff (issue 36, decision 301): a role given to one person or to one group, with the
 * buildings it covers (none for the analyst, who sees the whole organisation). Deleting the person, the group or
 * a building removes what pointed at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE role_assignments (
  id serial PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('location_admin', 'reception', 'analyst')),
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  group_id integer REFERENCES groups(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT role_assignments_one_holder CHECK ((user_id IS NOT NULL) <> (group_id IS NOT NULL))
);
CREATE UNIQUE INDEX role_assignments_user_role ON role_assignments (user_id, role) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX role_assignments_group_role ON role_assignments (group_id, role) WHERE group_id IS NOT NULL;
CREATE TABLE role_assignment_buildings (
  assignment_id integer NOT NULL REFERENCES role_assignments(id) ON DELETE CASCADE,
  building_id integer NOT NULL REFERENCES buildings(id) ON DELETE CASCADE,
  PRIMARY KEY (assignment_id, building_id)
);
CREATE INDEX role_assignment_buildings_building ON role_assignment_buildings (building_id);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE role_assignment_buildings; DROP TABLE role_assignments;`.execute(db);
}
