import { type Kysely, sql } from 'kysely';

/**
 * API tokens (issue 39, decision 210): a person's personal access tokens. Only the SHA-256 of a token is kept;
 * `hint` is its first characters, to recognise it in a list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  hint text NOT NULL,
  token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
  rate_limit integer NOT NULL DEFAULT 600 CHECK (rate_limit BETWEEN 1 AND 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_user ON api_tokens (user_id) WHERE revoked_at IS NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE api_tokens;`.execute(db);
}
