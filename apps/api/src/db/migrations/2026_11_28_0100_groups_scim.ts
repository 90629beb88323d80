import { type Kysely, sql } from 'kysely';

/**
 * Groups and SCIM provisioning (issue 36, decisions 230-231). A group belongs to one source (an identity
 * provider's SCIM or sign-in claims, or made by hand); its name is unique within that source. Later rules
 * (neighbourhoods, role mappings) reference groups by id. `users.external_id` is the provider's SCIM externalId;
 * `users.scim_deleted_at` marks a person the provider deleted (kept, inactive, for the history; decision 232).
 * SCIM tokens belong to no person: only their SHA-256 is kept, as for API tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE groups (
  id serial PRIMARY KEY,
  display_name text NOT NULL CHECK (char_length(btrim(display_name)) BETWEEN 1 AND 200),
  external_id text CHECK (external_id IS NULL OR char_length(external_id) BETWEEN 1 AND 200),
  source text NOT NULL CHECK (source IN ('scim', 'oidc', 'saml', 'manual')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT groups_source_display_name UNIQUE (source, display_name)
);
CREATE UNIQUE INDEX groups_source_external_id ON groups (source, external_id) WHERE external_id IS NOT NULL;
CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user ON group_members (user_id);
ALTER TABLE users ADD COLUMN external_id text CONSTRAINT users_external_id_key UNIQUE
  CHECK (external_id IS NULL OR char_length(external_id) BETWEEN 1 AND 200),
  ADD COLUMN scim_deleted_at timestamptz,
  ADD CONSTRAINT users_scim_deleted_inactive CHECK (scim_deleted_at IS NULL OR NOT is_active);
CREATE TABLE scim_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  hint text NOT NULL,
  token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE scim_tokens;
ALTER TABLE users DROP COLUMN external_id, DROP COLUMN scim_deleted_at;
DROP TABLE group_members;
DROP TABLE groups;
`.execute(db);
}
