import type { Language } from '@flexapp/contract';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { deskChangeEvents, publishOnCommit, type TServerEvent, userChangeEvents } from '../../lib/events';
import { todayApiDate } from '../../lib/today';
import { type MailBooking, releasedMail, releaseTexts } from '../mail/mail-templates';
import { type MailSettings, queueMails } from '../mail/outbox';
import { createMessages } from '../messages/messages.repository';
import { notifyWatchersOfFreedDesks } from '../notifiers/desk-freed';
import { bookingEnd, bookingStart, minutes, SWEEP_LOOKBACK } from './booking-times.sql';

export type ReleaseReason = 'no_show' | 'unconfirmed';

/**
 * Bookings released per transaction. A morning's no-shows of a large organisation are released in a
 * few short transactions with a pause between (runSweep), so the booking endpoints keep their
 * latency while it runs (bench scenario 140).
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
 * Then, in the same transaction: a message (and e-mail) to each owner, the desk's watchers told,
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
  // Small rows of cheap types (numbers, not timestamps to parse; the place names apart, once a room):
  // node-postgres parses them as they arrive, a socket read at a time, between the requests of this
  // process. As one JSON value, or as rows of 14 columns, 4,000 of them held the event loop for 30-40 ms
  // (decision 156).
  const { rows } = await sql<{
    id: number;
    user_id: number;
    desk_id: number | null;
    room_id: number;
    date: string;
    start_ms: number;
    end_ms: number;
    desk: string | null;
    language: Language;
  }>`
    with due as (
      select bk.id from bookings bk
      where bk.cancelled_at is null
        and ${start} <= ${now}::timestamptz - ${minutes(afterMinutes)}
        and ${start} > ${now}::timestamptz - ${SWEEP_LOOKBACK}
        and ${end} > ${now}
        and ${unconfirmed}
        and not exists (select 1 from checkins c where c.booking_id = bk.id)
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
      returning bk.id, bk.user_id, bk.desk_id, bk.room_id, bk.date, bk.start_at, bk.end_at
    )
    select rl.id, rl.user_id, rl.desk_id, coalesce(rl.room_id, d.room_id) as room_id, rl.date,
      round(extract(epoch from rl.start_at) * 1000)::float8 as start_ms, round(extract(epoch from rl.end_at) * 1000)::float8 as end_ms,
      d.name as desk, u.language
    from released rl
    join users u on u.id = rl.user_id
    left join desks d on d.id = rl.desk_id
    order by rl.id`.execute(trx);
  if (rows.length === 0) return 0;
  const places = new Map(
    (
      await trx
        .selectFrom('rooms as r')
        .innerJoin('floors as f', 'f.id', 'r.floor_id')
        .innerJoin('buildings as b', 'b.id', 'f.building_id')
        .select([
          'r.id',
          'r.name as room',
          'f.id as floor_id',
          'f.name as floor',
          'b.id as building_id',
          'b.name as building',
        ])
        .where(sql<boolean>`r.id = any(${[...new Set(rows.map((r) => r.room_id))]}::int[])`)
        .execute()
    ).map((p) => [p.id, p]),
  );
  const placeOf = (r: (typeof rows)[number]) => places.get(r.room_id)!;

  const asMail = (r: (typeof rows)[number]): MailBooking => ({
    building: placeOf(r).building,
    floor: placeOf(r).floor,
    room: placeOf(r).room,
    desk: r.desk,
    start: new Date(r.start_ms),
    end: new Date(r.end_ms),
  });
  const events: TServerEvent[] = [];
  await createMessages(
    trx,
    rows.map((r) => ({
      userId: r.user_id,
      kind: 'booking_released',
      texts: (lang: Language) => releaseTexts(lang, asMail(r), reason, afterMinutes),
      data: { booking_id: r.id, reason, date: r.date },
    })),
    { languages: new Map(rows.map((r) => [r.user_id, r.language])), events },
  );
  await queueMails(
    trx,
    mail,
    rows.map((r) => ({
      userId: r.user_id,
      kind: 'booking_released' as const,
      render: (lang: Language, firstName: string) =>
        releasedMail(lang, firstName, asMail(r), reason, afterMinutes, { origin: mail.origin }),
    })),
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
              floor_id: placeOf(r).floor_id,
              building_id: placeOf(r).building_id,
              date: r.date,
            },
          ],
    ),
  );
  // One round trip for every event of the batch, heard by every process after the commit.
  await publishOnCommit(
    trx,
    [
      ...events,
      ...userChangeEvents(
        rows.map((r) => r.user_id),
        { bookings: true },
      ),
      ...deskEvents,
    ],
    heard,
  );
  await notifyWatchersOfFreedDesks(
    trx,
    rows.filter((r) => r.desk_id !== null && r.date === today).map((r) => ({ deskId: r.desk_id!, freedBy: r.user_id })),
    now,
    mail,
  );
  return rows.length;
}
