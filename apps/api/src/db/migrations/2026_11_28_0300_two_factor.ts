import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in (issue 36, decision 240). `user_totp`: a person's authenticator secret, encrypted
 * (AES-256-GCM, key from the server secret), unconfirmed until a first code proves the app has it;
 * `last_used_step` is the RFC 6238 time step of the last accepted code (a code is accepted once).
 * `user_recovery_codes`: the SHA-256 of each one-time recovery code. `sign_in_challenges`: a correct password
 * waiting for its second factor, named by the SHA-256 of the challenge the browser holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL
);
CREATE TABLE user_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash bytea NOT NULL CHECK (octet_length(code_hash) = 32),
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);
CREATE TABLE sign_in_challenges (
  challenge_hash bytea PRIMARY KEY CHECK (octet_length(challenge_hash) = 32),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  remember_me boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges (expires_at);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sign_in_challenges; DROP TABLE user_recovery_codes; DROP TABLE user_totp;`.execute(db);
}
