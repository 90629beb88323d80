import { type Kysely, sql } from 'kysely';

/**
 * Login throttling per account across client addresses (issue 12, decision 124): each attempt names the
 * account it was for ('user:<id>' when the name or e-mail matched a user, else 'name:<typed name>'), so
 * typing the username or the e-mail counts against the same account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE login_attempts ADD COLUMN account text;
UPDATE login_attempts SET account = 'name:' || lower(username) WHERE account IS NULL;
ALTER TABLE login_attempts ALTER COLUMN account SET NOT NULL;
CREATE INDEX login_attempts_account_idx ON login_attempts (account, created_at);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS login_attempts_account_idx; ALTER TABLE login_attempts DROP COLUMN account;`.execute(
    db,
  );
}
