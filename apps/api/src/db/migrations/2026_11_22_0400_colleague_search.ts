import { type Kysely, sql } from 'kysely';

/**
 * Colleague search (issue 4): case- and accent-insensitive matching of
 * "first last" served by a trigram index. `flexapp_search_text` is an
 * IMMUTABLE wrapper around unaccent (the extension's own function is only
 * STABLE, so it cannot appear in an index); the query uses the very same
 * expression, so the planner can use the index for `LIKE '%text%'`.
 * The partial btree serves the ordered pages of findable colleagues; the last
 * two indexes serve the colleague status (pending bookings not checked in),
 * which otherwise scans every check-in.
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
CREATE INDEX users_name_order_idx ON users (last_name, first_name, id) WHERE is_active AND NOT anonymous;
-- The colleague status reads pending bookings per user and whether each was checked in.
CREATE INDEX IF NOT EXISTS checkins_booking_idx ON checkins (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS bookings_user_pending_idx ON bookings (user_id, end_at) WHERE cancelled_at IS NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX IF EXISTS bookings_user_pending_idx;
DROP INDEX IF EXISTS checkins_booking_idx;
DROP INDEX IF EXISTS users_name_order_idx;
DROP INDEX IF EXISTS users_name_search_idx;
DROP FUNCTION IF EXISTS flexapp_search_text(text);
`.execute(db);
}
