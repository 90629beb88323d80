import { type Kysely, sql } from 'kysely';

/**
 * A person's own chat channel (issue 39, decision 370): one Slack, Teams or Mattermost incoming webhook per person,
 * hearing the inbox messages of the kinds they chose. Every insert into `messages` (the sweep's bulk CTEs included)
 * writes the deliveries in the same statement through a trigger, so the message and its chat delivery exist together;
 * the job runner sends them as any other delivery (a `webhooks_queued` notification wakes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE personal_chat_channels (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('slack', 'teams', 'mattermost')),
  url text NOT NULL CHECK (char_length(url) <= 2048 AND url ~ '^https?://'),
  events text[] NOT NULL
    CHECK (cardinality(events) > 0 AND events <@ ARRAY['reminders', 'releases', 'desk_free', 'guests']),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
ALTER TABLE webhook_deliveries
  ADD COLUMN personal_channel_id integer REFERENCES personal_chat_channels(id) ON DELETE CASCADE,
  DROP CONSTRAINT webhook_deliveries_one_receiver,
  ADD CONSTRAINT webhook_deliveries_one_receiver CHECK (num_nonnulls(endpoint_id, channel_id, personal_channel_id) = 1);
CREATE INDEX webhook_deliveries_personal_channel ON webhook_deliveries (personal_channel_id, id DESC)
  WHERE personal_channel_id IS NOT NULL;

CREATE FUNCTION personal_chat_event(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'reminder' THEN 'reminders'
    WHEN 'booking_released' THEN 'releases'
    WHEN 'desk_free' THEN 'desk_free'
    WHEN 'guest_arrived' THEN 'guests'
    WHEN 'guest_registered' THEN 'guests'
  END
$$;

CREATE FUNCTION personal_chat_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  WITH wanted AS MATERIALIZED (
    SELECT m.id AS message_id, m.user_id, m.kind, m.created_at, p.id AS channel_id,
      'msg_' || replace(gen_random_uuid()::text, '-', '') AS event_id
    FROM new_messages m
    JOIN personal_chat_channels p ON p.user_id = m.user_id AND p.enabled
    WHERE personal_chat_event(m.kind) = ANY (p.events)
  ), e AS (
    INSERT INTO webhook_events (id, type, payload, created_at)
    SELECT event_id, 'inbox.message',
      jsonb_build_object('type', 'inbox.message', 'version', 1, 'timestamp', created_at,
        'data', jsonb_build_object('message_id', message_id, 'user_id', user_id, 'kind', kind)),
      created_at
    FROM wanted
    RETURNING id
  ), d AS (
    INSERT INTO webhook_deliveries (personal_channel_id, event_id, created_at)
    SELECT w.channel_id, e.id, w.created_at FROM wanted w JOIN e ON e.id = w.event_id
    RETURNING 1
  )
  SELECT count(*) INTO n FROM d;
  IF n > 0 THEN
    PERFORM pg_notify('flexapp_events', '[{"type":"webhooks_queued"}]');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER messages_personal_chat AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION personal_chat_deliveries();
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER messages_personal_chat ON messages;
DROP FUNCTION personal_chat_deliveries();
DROP FUNCTION personal_chat_event(text);
DELETE FROM webhook_deliveries WHERE personal_channel_id IS NOT NULL;
ALTER TABLE webhook_deliveries
  DROP CONSTRAINT webhook_deliveries_one_receiver,
  DROP COLUMN personal_channel_id,
  ADD CONSTRAINT webhook_deliveries_one_receiver CHECK (num_nonnulls(endpoint_id, channel_id) = 1);
DROP TABLE personal_chat_channels;`.execute(db);
}
