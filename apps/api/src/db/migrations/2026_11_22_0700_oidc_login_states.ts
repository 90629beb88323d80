import { type Kysely, sql } from 'kysely';

/**
 * Single sign-on login attempts: the OpenID Connect state, nonce and PKCE code
 * verifier live in the database (not in memory), so any API process can finish
 * a flow another one started. A state is used once and expires after 10 minutes.
 * Also a per-client counter table for the public guest form's rate limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE oidc_login_states (
  state text PRIMARY KEY CHECK (length(state) BETWEEN 20 AND 200),
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX oidc_login_states_created_idx ON oidc_login_states (created_at);

CREATE TABLE public_request_counters (
  bucket text NOT NULL,
  client text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, client, window_start)
);
CREATE INDEX guest_registrations_visit_person_idx ON guest_registrations (visit_person_id, created_at);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX IF EXISTS guest_registrations_visit_person_idx;
DROP TABLE IF EXISTS public_request_counters, oidc_login_states;
`.execute(db);
}
