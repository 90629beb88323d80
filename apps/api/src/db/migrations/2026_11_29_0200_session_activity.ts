import { type Kysely, sql } from 'kysely';

/** One's own sessions (issue 36, decision 305): the browser that signed in and when the session was last used. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN user_agent text CHECK (length(user_agent) <= 512)`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz`.execute(db);
  await sql`UPDATE sessions SET last_seen_at = created_at`.execute(db);
  await sql`ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL, ALTER COLUMN last_seen_at SET DEFAULT now()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN last_seen_at, DROP COLUMN user_agent`.execute(db);
}
