import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailSettings } from '../mail';
import { notifyWatchersOfFreedDesks } from '../notifiers';
import { bookingEnd, SWEEP_LOOKBACK } from './booking-times.sql';

/**
 * Ends that free a desk without anyone clicking: a booked slot ending, a guest's timed check-in
 * ending (or signed out by staff). Each end is marked handled once (the UPDATE decides, so two
 * sweeps tell it once) and the desk's watchers are told, as a cancellation tells them, when the
 * desk is free now.
 */
export async function handleEnds(trx: Transaction<Database>, now: Date, mail: MailSettings): Promise<number> {
  const end = bookingEnd('bk');
  const { rows: slots } = await sql<{ desk_id: number; user_id: number }>`
    update bookings bk set end_handled_at = ${now}
    where bk.cancelled_at is null and bk.end_handled_at is null
      and ${end} <= ${now} and ${end} > ${now}::timestamptz - ${SWEEP_LOOKBACK}
    returning bk.desk_id, bk.user_id`.execute(trx);
  const { rows: guests } = await sql<{ desk_id: number }>`
    update checkins c set end_handled_at = ${now}
    where c.is_guest and c.end_handled_at is null and c.desk_id is not null
      and c.deactivated_at <= ${now} and c.deactivated_at > ${now}::timestamptz - ${SWEEP_LOOKBACK}
    returning c.desk_id`.execute(trx);
  const freed = [
    ...slots.filter((s) => s.desk_id !== null).map((s) => ({ deskId: s.desk_id, freedBy: s.user_id })),
    ...guests.map((g) => ({ deskId: g.desk_id })),
  ];
  return notifyWatchersOfFreedDesks(trx, freed, now, mail);
}
