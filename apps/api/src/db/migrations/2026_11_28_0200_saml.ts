import { type Kysely, sql } from 'kysely';

/**
 * SAML 2.0 sign-in (issue 36, decision 235): the one identity provider staff configured, the AuthnRequests we
 * sent (InResponseTo), the assertion IDs already used (replay, kept until the assertion expires) and the
 * one-time codes that hand a finished sign-in from the ACS to the browser app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE saml_identity_provider (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  entity_id text NOT NULL CHECK (length(entity_id) BETWEEN 1 AND 2000),
  sso_url text NOT NULL CHECK (sso_url ~ '^https?://'),
  certificates text[] NOT NULL CHECK (cardinality(certificates) >= 1),
  metadata_url text CHECK (metadata_url ~ '^https?://'),
  attribute_email text NOT NULL,
  attribute_first_name text NOT NULL,
  attribute_last_name text NOT NULL,
  attribute_language text NOT NULL,
  attribute_groups text NOT NULL,
  just_in_time boolean NOT NULL,
  only_sso boolean NOT NULL,
  break_glass_username text CHECK (length(break_glass_username) BETWEEN 1 AND 150),
  CHECK (NOT only_sso OR break_glass_username IS NOT NULL),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE saml_requests (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL
);
CREATE INDEX saml_requests_created_at ON saml_requests (created_at);
CREATE TABLE saml_used_assertions (
  assertion_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX saml_used_assertions_expires_at ON saml_used_assertions (expires_at);
CREATE TABLE saml_handoffs (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TABLE saml_handoffs;
DROP TABLE saml_used_assertions;
DROP TABLE saml_requests;
DROP TABLE saml_identity_provider;
`.execute(db);
}
