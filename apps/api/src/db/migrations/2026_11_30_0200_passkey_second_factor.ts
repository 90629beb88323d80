import { type Kysely, sql } from 'kysely';

/** A passkey as the second step of a password sign-in (decision 350): its challenges name the person. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE passkey_challenges
  DROP CONSTRAINT passkey_challenges_purpose_check,
  DROP CONSTRAINT passkey_challenges_check,
  ADD CONSTRAINT passkey_challenges_purpose_check CHECK (purpose IN ('register', 'sign_in', 'second_factor')),
  ADD CONSTRAINT passkey_challenges_check CHECK ((purpose = 'sign_in') = (user_id IS NULL));`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM passkey_challenges WHERE purpose = 'second_factor';
ALTER TABLE passkey_challenges
  DROP CONSTRAINT passkey_challenges_purpose_check,
  DROP CONSTRAINT passkey_challenges_check,
  ADD CONSTRAINT passkey_challenges_purpose_check CHECK (purpose IN ('register', 'sign_in')),
  ADD CONSTRAINT passkey_challenges_check CHECK ((purpose = 'register') = (user_id IS NOT NULL));`.execute(db);
}
