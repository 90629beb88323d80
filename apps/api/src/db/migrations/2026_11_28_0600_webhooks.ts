import { type Kysely, sql } from 'kysely';

/**
 * Webhooks (issue 39, decisions 255-257): endpoints staff register, the events written in the transaction of
 * the change they report (an outbox), and one delivery per endpoint and event (or per "send again").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  url text NOT NULL CHECK (char_length(url) <= 2048 AND url ~ '^https?://'),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_for_failures boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT (enabled AND disabled_for_failures))
);
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  response_status integer,
  duration_ms integer,
  error text,
  created_at timestamptz NOT NULL,
  queued_at timestamptz,
  last_attempt_at timestamptz
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);
CREATE INDEX webhook_deliveries_unqueued ON webhook_deliveries (id) WHERE queued_at IS NULL;
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_deliveries; DROP TABLE webhook_events; DROP TABLE webhook_endpoints;`.execute(db);
}
