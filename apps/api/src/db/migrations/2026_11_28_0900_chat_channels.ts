import { type Kysely, sql } from 'kysely';

/**
 * Chat channels (issue 39, decision 270): a building's Slack, Teams or Mattermost incoming webhook for arrivals,
 * releases and guests. Their messages are deliveries of the webhook outbox: a delivery goes to an endpoint or to
 * a channel, never both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE chat_channels (
  id serial PRIMARY KEY,
  building_id integer NOT NULL REFERENCES buildings(id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('slack', 'teams', 'mattermost')),
  url text NOT NULL CHECK (char_length(url) <= 2048 AND url ~ '^https?://'),
  events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY['arrivals', 'releases', 'guests']),
  language text NOT NULL CHECK (language IN ('en', 'nl')),
  show_first_names boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_channels_building ON chat_channels (building_id);
ALTER TABLE webhook_deliveries
  ALTER COLUMN endpoint_id DROP NOT NULL,
  ADD COLUMN channel_id integer REFERENCES chat_channels(id) ON DELETE CASCADE,
  ADD CONSTRAINT webhook_deliveries_one_receiver CHECK (num_nonnulls(endpoint_id, channel_id) = 1);
CREATE INDEX webhook_deliveries_channel ON webhook_deliveries (channel_id, id DESC) WHERE channel_id IS NOT NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM webhook_deliveries WHERE channel_id IS NOT NULL;
ALTER TABLE webhook_deliveries DROP COLUMN channel_id, ALTER COLUMN endpoint_id SET NOT NULL;
DROP TABLE chat_channels;`.execute(db);
}
