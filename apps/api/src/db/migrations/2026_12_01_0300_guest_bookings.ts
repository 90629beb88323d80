import { type Kysely, sql } from 'kysely';

/**
 * A desk or meeting room booked for a registered guest (issue 37, decision 399): the booking is the host's (the
 * visited person's) and names the guest registration it is for. The host's "one place per slot" does not count a
 * guest's desk, so a host keeps their own desk beside their guest's. Deleting the registration deletes its bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE bookings ADD COLUMN guest_registration_id integer REFERENCES guest_registrations (id) ON DELETE CASCADE;
CREATE INDEX bookings_guest_registration_idx ON bookings (guest_registration_id)
  WHERE guest_registration_id IS NOT NULL;
DROP INDEX bookings_user_slot_key;
CREATE UNIQUE INDEX bookings_user_slot_key ON bookings (user_id, date, timetable_id)
  WHERE cancelled_at IS NULL AND guest_registration_id IS NULL;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
DELETE FROM bookings WHERE guest_registration_id IS NOT NULL;
DROP INDEX bookings_user_slot_key;
CREATE UNIQUE INDEX bookings_user_slot_key ON bookings (user_id, date, timetable_id) WHERE cancelled_at IS NULL;
ALTER TABLE bookings DROP COLUMN guest_registration_id;
`.execute(db);
}
