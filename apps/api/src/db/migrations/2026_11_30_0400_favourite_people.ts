import { type Kysely, sql } from 'kysely';

/**
 * People I follow (issue 37, decision 360): a source of "who" in the who-is-in week, beside my groups.
 * One row per follower and followed person; nobody follows themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE favourite_people (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, person_id),
  CONSTRAINT favourite_people_not_self CHECK (user_id <> person_id)
);
CREATE INDEX favourite_people_person_idx ON favourite_people (person_id);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS favourite_people;`.execute(db);
}
