import { type Kysely, sql } from 'kysely';

/**
 * The iCalendar SEQUENCE of a booking's invitation (issue 39, decision 371): 0 when made, one more whenever its
 * place or times change or it is cancelled or released, whoever changes it (the database counts, so every path that
 * updates a booking bumps it). Invitations, cancellations and the calendar feed all carry this number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE bookings ADD COLUMN ical_sequence integer NOT NULL DEFAULT 0;
CREATE FUNCTION bookings_ical_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.start_at, NEW.end_at, NEW.desk_id, NEW.room_id, NEW.cancelled_at IS NULL)
     IS DISTINCT FROM (OLD.start_at, OLD.end_at, OLD.desk_id, OLD.room_id, OLD.cancelled_at IS NULL) THEN
    NEW.ical_sequence := OLD.ical_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER bookings_ical_sequence BEFORE UPDATE OF start_at, end_at, desk_id, room_id, cancelled_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_ical_sequence();
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP TRIGGER bookings_ical_sequence ON bookings;
DROP FUNCTION bookings_ical_sequence();
ALTER TABLE bookings DROP COLUMN ical_sequence;`.execute(db);
}
