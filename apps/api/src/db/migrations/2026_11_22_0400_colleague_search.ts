import { type Kysely, sql } from 'kysely';

/**
 * Colleague search (issue 4): case- and accent-insensitive matching of
 * "first last" served by a trigram index. `flexapp_search_text` is an
 * IMMUTABLE wrapper around unaccent (the extension's own function is only
 * STABLE, so it cannot appear in an index); the query uses the very same
 * expression, so the planner can use the index for `LIKE '%text%'`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE OR REPLACE FUNCTION flexapp_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
CREATE INDEX users_name_search_idx ON users
  USING gin (flexapp_search_text(first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX users_name_order_idx ON users (last_name, first_name, id);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX IF EXISTS users_name_order_idx;
DROP INDEX IF EXISTS users_name_search_idx;
DROP FUNCTION IF EXISTS flexapp_search_text(text);
`.execute(db);
}
