import { type Kysely, sql } from 'kysely';

/**
 * Service accounts (issue 39, decision 211): a users row that only API tokens act as. No password, no single
 * sign-on, no e-mail; anonymous, so no colleague search or people list shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users
  ADD COLUMN service_account boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT users_service_account_signs_in_never CHECK (
    NOT service_account OR (password_hash IS NULL AND sso_subject IS NULL AND email IS NULL AND anonymous));
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM users WHERE service_account;
ALTER TABLE users DROP CONSTRAINT users_service_account_signs_in_never, DROP COLUMN service_account;
`.execute(db);
}
