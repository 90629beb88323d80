import { DEFAULT_EMAIL_PREFERENCES, type TAppEvent } from '@flexapp/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  deskChangeEvents,
  messageEvents,
  publishOnCommit,
  releasedEvents,
  streamsOnly,
  type TServerEvent,
} from '../../live';
import { todayApiDate } from '../../lib/today';
import type { MailSettings } from '../mail';
import { notifyWatchersOfFreedDesks } from '../notifiers';
import { recordBookingEvents } from '../webhooks';
import { bookingEnd, bookingStart, minutes, SWEEP_LOOKBACK } from './booking-times.sql';

export type ReleaseReason = 'no_show' | 'unconfirmed';

/**
 * A released booking as the releasing statement returns it: owner, desk (null: a room), room, floor, building,
 * date, message, booking, slot (null: a room).
 */
type ReleasedRow = [number, number | null, number, number, number, string, number, number, number | null];

/**
 * Bookings released per transaction: many no-shows go in a few short transactions with a pause between
 * (runSweep), so the booking endpoints keep their latency while the sweep runs (decision 033; bench 140).
 */
export const RELEASE_BATCH = 5000;

/**
 * Releases, in one statement (at most `batch` at a time), the standing bookings that the rule says is over for its owner at
 * `now`, and not checked in for:
 * - `no_show`: nobody checked in `afterMinutes` after the start;
 * - `unconfirmed`: the confirmation is still pending `afterMinutes` (the grace period) after the start.
 * The booking is cancelled with `released_at` and the reason (reports count it apart from
 * cancellations). The rows are locked (FOR UPDATE SKIP LOCKED, re-checked on the newest
 * version) and the UPDATE's own WHERE decides: two sweeps at once (two API processes) release each
 * booking once, and only the one that released it sends the messages.
 * The same statement writes a message (and e-mail) to each owner, as the booking's facts (decision 033); then, in
 * the same transaction, the desk's watchers are told,
 * the released bookings (bookings_released, which the live caches take out of their answers; decision 033) and the
 * live desk events (deskChangeEvents), heard by every process after the commit (this one through `heard`).
 */
export async function releaseBookings(
  trx: Transaction<Database>,
  reason: ReleaseReason,
  afterMinutes: number,
  now: Date,
  mail: MailSettings,
  { batch = RELEASE_BATCH, heard }: { batch?: number; heard: TServerEvent[] },
): Promise<number> {
  const start = bookingStart('bk');
  const end = bookingEnd('bk');
  const unconfirmed =
    reason === 'unconfirmed'
      ? sql`exists (select 1 from booking_confirmations bc where bc.booking_id = bk.id and bc.status = 'pending')`
      : sql`true`;
  // The owners' messages and e-mails are written by this statement too, as the booking's facts (`notice`): their
  // texts are rendered when read and when sent (decision 033). The released bookings come back as one JSON
  // document (json_agg), parsed at once rather than row by row, so the event loop is not held.
  // Each message's id is drawn in `told` (from the column's own sequence, in booking order), so the answer joins
  // no two CTEs: the planner cannot estimate a CTE's rows from statistics that do not know them yet (decision 033).
  const { rows: result } = await sql<{ released: ReleasedRow[]; mails: number }>`
    with due as (
      select bk.id from bookings bk
      where bk.cancelled_at is null
        -- A walk-up booking was made at the door, by someone there (decision 216): never a no-show.
        and bk.user_id is not null
        -- A guest's place (decision 399) is held by the guest's check-in and ends with the visit: never a no-show.
        and bk.guest_registration_id is null
        and ${start} <= ${now}::timestamptz - ${minutes(afterMinutes)}
        and ${start} > ${now}::timestamptz - ${SWEEP_LOOKBACK}
        and ${end} > ${now}
        and ${unconfirmed}
        -- One index probe a booking, as a subquery the planner keeps (decision 033): never an anti join, which may
        -- read the booking index of every check-in ever made.
        and (select 1 from checkins c where c.booking_id = bk.id limit 1) is null
        and not exists (
          select 1 from checkins c
          where c.desk_id = bk.desk_id and c.deactivated_at is null and c.user_id = bk.user_id)
        and not exists (
          select 1 from checkins c
          where bk.room_id is not null and c.room_id = bk.room_id and c.deactivated_at is null and c.user_id = bk.user_id)
      order by bk.id
      limit ${batch}
      for update of bk skip locked
    ), released as (
      update bookings bk
      set cancelled_at = ${now}, released_at = ${now}, release_reason = ${reason}
      from due
      where bk.id = due.id and bk.cancelled_at is null
      returning bk.id, bk.user_id, bk.desk_id, bk.room_id, bk.date, bk.start_at, bk.end_at, bk.timetable_id
    ), told as (
      select rl.id, rl.user_id, rl.desk_id, r.id as room_id, f.id as floor_id, b.id as building_id, rl.date,
        rl.timetable_id,
        nextval('messages_id_seq'::regclass)::int as message_id,
        jsonb_build_object('booking_id', rl.id, 'reason', ${reason}::text, 'date', rl.date,
          'minutes', ${afterMinutes}::int, 'building', b.name, 'floor', f.name, 'room', r.name, 'desk', d.name,
          'start', rl.start_at, 'end', rl.end_at) as notice,
        u.email, u.language, u.first_name, u.is_active, u.email_preferences
      from released rl
      join users u on u.id = rl.user_id
      left join desks d on d.id = rl.desk_id
      join rooms r on r.id = coalesce(rl.room_id, d.room_id)
      join floors f on f.id = r.floor_id
      join buildings b on b.id = f.building_id
      order by rl.id
    ), inbox as (
      insert into messages (id, user_id, kind, data, created_at)
      select message_id, user_id, 'booking_released', notice, ${now}::timestamptz from told
    ), mails as (
      -- wantsEmail in SQL: the person's own choice for this kind, else the default.
      insert into mail_outbox (user_id, kind, recipient, language, data, created_at)
      select user_id, 'booking_released', email, language, notice || jsonb_build_object('first_name', first_name),
        ${now}::timestamptz
      from told
      where ${mail.enabled} and coalesce(email, '') <> '' and is_active
        and case jsonb_typeof(email_preferences->'booking_released')
          when 'boolean' then (email_preferences->>'booking_released')::boolean
          else ${DEFAULT_EMAIL_PREFERENCES.booking_released} end
      order by id
      returning id
    )
    select coalesce(json_agg(json_build_array(t.user_id, t.desk_id, t.room_id, t.floor_id, t.building_id, t.date,
        t.message_id, t.id, t.timetable_id) order by t.id), '[]') as released,
      (select count(*) from mails)::int as mails
    from told t`.execute(trx);
  const { released, mails } = result[0];
  if (released.length === 0) return 0;
  const rows = released.map(
    ([user_id, desk_id, room_id, floor_id, building_id, date, message_id, id, timetable_id]) => ({
      id,
      user_id,
      desk_id,
      room_id,
      floor_id,
      building_id,
      date,
      message_id,
      timetable_id,
    }),
  );

  const today = todayApiDate(now);
  const deskEvents = deskChangeEvents(
    rows.flatMap((r) =>
      r.desk_id === null
        ? []
        : [
            {
              desk_id: r.desk_id,
              room_id: r.room_id,
              floor_id: r.floor_id,
              building_id: r.building_id,
              date: r.date,
            },
          ],
    ),
  );
  // A released meeting room is free again for the open apps' room lists: a room_status a room and date.
  const roomEvents = new Map<string, TAppEvent>();
  for (const r of rows)
    if (r.desk_id === null)
      roomEvents.set(`${r.room_id}|${r.date}`, {
        type: 'room_status',
        room_id: r.room_id,
        floor_id: r.floor_id,
        building_id: r.building_id,
        date: r.date,
      });
  // One round trip for every event of the batch, heard by every process after the commit. The live caches take
  // the released bookings out of their answers (bookings_released); the desk and room events are for the open
  // apps.
  await publishOnCommit(
    trx,
    [
      ...messageEvents(rows.map((r) => ({ id: r.message_id, user_id: r.user_id }))),
      ...releasedEvents(rows.map((r) => [r.id, r.user_id, r.desk_id, r.building_id, r.date, r.timetable_id])),
      ...streamsOnly([...deskEvents, ...roomEvents.values()]),
      ...(mails > 0 ? [{ type: 'mail_queued' as const }] : []),
    ],
    heard,
  );
  await recordBookingEvents(
    trx,
    'booking.released',
    rows.map((r) => r.id),
    now,
  );
  await notifyWatchersOfFreedDesks(
    trx,
    rows.filter((r) => r.desk_id !== null && r.date === today).map((r) => ({ deskId: r.desk_id!, freedBy: r.user_id })),
    now,
    mail,
  );
  return rows.length;
}
