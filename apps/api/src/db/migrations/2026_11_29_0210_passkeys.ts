import { type Kysely, sql } from 'kysely';

/** Passkeys (WebAuthn, issue 36, decision 307): a person's named credentials, and the challenges they answer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE passkeys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1400),
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  UNIQUE (user_id, name)
);
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((purpose = 'register') = (user_id IS NOT NULL))
);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE passkey_challenges, passkeys`.execute(db);
}
