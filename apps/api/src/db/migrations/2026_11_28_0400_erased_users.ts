import { type Kysely, sql } from 'kysely';

/**
 * An erased person (issue 38, decision 245): the users row stays as a pseudonym so bookings and check-ins keep
 * counting; it carries no name, e-mail, password or sign-in of its own and never signs in again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users
  ADD COLUMN erased_at timestamptz,
  ADD CONSTRAINT users_erased_holds_nothing CHECK (
    erased_at IS NULL OR (email IS NULL AND password_hash IS NULL AND sso_subject IS NULL
      AND calendar_token IS NULL AND thumb IS NULL AND NOT is_active));
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT users_erased_holds_nothing, DROP COLUMN erased_at;`.execute(db);
}
