import { type Kysely, sql } from 'kysely';

/**
 * Retention (issue 38, decision 316). retention_twins: the pseudonymous person each person's old check-ins,
 * bookings and questionnaire answers are moved to, one per person, so counts of distinct people stay exact;
 * the link goes when the person is deleted. users.inactive_since: when the nightly job first saw the account
 * deactivated (the app's clock); reactivating clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE retention_twins (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  twin_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE RESTRICT,
  CHECK (user_id <> twin_id)
);

ALTER TABLE users ADD COLUMN inactive_since timestamptz,
  ADD CONSTRAINT users_inactive_since_inactive CHECK (inactive_since IS NULL OR NOT is_active);

CREATE FUNCTION users_clear_inactive_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active THEN NEW.inactive_since := NULL; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_inactive_since BEFORE UPDATE OF is_active ON users FOR EACH ROW
  WHEN (NEW.is_active AND NOT OLD.is_active) EXECUTE FUNCTION users_clear_inactive_since();

CREATE INDEX messages_created_idx ON messages (created_at);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at);
CREATE INDEX guest_registrations_created_idx ON guest_registrations (created_at);
CREATE INDEX bookings_retention_date_idx ON bookings (date);
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP INDEX bookings_retention_date_idx, guest_registrations_created_idx, mail_outbox_created_idx, messages_created_idx;
DROP TRIGGER users_inactive_since ON users;
DROP FUNCTION users_clear_inactive_since();
ALTER TABLE users DROP CONSTRAINT users_inactive_since_inactive, DROP COLUMN inactive_since;
DROP TABLE retention_twins;
`.execute(db);
}
