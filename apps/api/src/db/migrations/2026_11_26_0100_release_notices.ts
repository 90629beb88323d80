import { type Kysely, sql } from 'kysely';

/**
 * The auto-release writes what happened, not the words (decision 033): the releasing statement itself puts each
 * owner's message and e-mail in, as the booking's facts (`data`), and their texts are rendered when they are read
 * (the inbox, in the reader's language) and when the e-mail is sent (in the language of its row). Only kinds with
 * such a renderer may leave their texts empty, and a row without texts must carry the facts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE messages
  ALTER COLUMN title DROP NOT NULL,
  ADD CONSTRAINT messages_text_or_notice CHECK (title IS NOT NULL OR kind = 'booking_released');
ALTER TABLE mail_outbox
  ALTER COLUMN subject DROP NOT NULL,
  ALTER COLUMN text_body DROP NOT NULL,
  ALTER COLUMN html_body DROP NOT NULL,
  ADD COLUMN data jsonb,
  ADD CONSTRAINT mail_outbox_text_or_notice CHECK (
    (subject IS NOT NULL AND text_body IS NOT NULL AND html_body IS NOT NULL)
    OR (subject IS NULL AND text_body IS NULL AND html_body IS NULL AND kind = 'booking_released' AND data IS NOT NULL));
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM messages WHERE title IS NULL;
DELETE FROM mail_outbox WHERE subject IS NULL;
ALTER TABLE messages DROP CONSTRAINT messages_text_or_notice, ALTER COLUMN title SET NOT NULL;
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_text_or_notice,
  DROP COLUMN data,
  ALTER COLUMN subject SET NOT NULL,
  ALTER COLUMN text_body SET NOT NULL,
  ALTER COLUMN html_body SET NOT NULL;
`.execute(db);
}
