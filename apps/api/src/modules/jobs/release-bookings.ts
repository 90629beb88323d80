import { type TAppEvent } from '@flexapp/contract';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { publishEvent } from '../../lib/events';
import { todayApiDate } from '../../lib/today';
import { type MailBooking, releasedMail, releaseTexts } from '../mail/mail-templates';
import { type MailSettings, queueMail } from '../mail/outbox';
import { createMessages } from '../messages/messages.repository';
import { notifyWatchersOfFreedDesks } from '../notifiers/desk-freed';
import { bookingEnd, bookingStart, minutes, SWEEP_LOOKBACK } from './booking-times.sql';

export type ReleaseReason = 'no_show' | 'unconfirmed';

/**
 * Releases, in one statement, every standing booking that the rule says is over for its owner at
 * `now`, and not checked in for:
 * - `no_show`: nobody checked in `afterMinutes` after the start;
 * - `unconfirmed`: the confirmation is still pending `afterMinutes` (the grace period) after the start.
 * The booking is cancelled with `released_at` and the reason (reports count it apart from
 * cancellations). The UPDATE's own WHERE decides, under row locks: two sweeps at once (two API
 * processes) release each booking once, and only the one that released it sends the messages.
 * Then, in the same transaction: a message (and e-mail) to each owner, the desk's watchers told,
 * live desk_status events.
 */
export async function releaseBookings(
  trx: Transaction<Database>,
  reason: ReleaseReason,
  afterMinutes: number,
  now: Date,
  mail: MailSettings,
): Promise<number> {
  const start = bookingStart('bk');
  const end = bookingEnd('bk');
  const unconfirmed =
    reason === 'unconfirmed'
      ? sql`exists (select 1 from booking_confirmations bc where bc.booking_id = bk.id and bc.status = 'pending')`
      : sql`true`;
  const { rows } = await sql<{
    id: number;
    user_id: number;
    desk_id: number | null;
    date: string;
    start_at: Date;
    end_at: Date;
    room_id: number;
    floor_id: number;
    building_id: number;
    desk: string | null;
    room: string;
    floor: string;
    building: string;
  }>`
    with released as (
      update bookings bk
      set cancelled_at = ${now}, released_at = ${now}, release_reason = ${reason}
      where bk.cancelled_at is null
        and ${start} <= ${now}::timestamptz - ${minutes(afterMinutes)}
        and ${start} > ${now}::timestamptz - ${SWEEP_LOOKBACK}
        and ${end} > ${now}
        and ${unconfirmed}
        and not exists (select 1 from checkins c where c.booking_id = bk.id)
        and not exists (
          select 1 from checkins c
          where c.user_id = bk.user_id and c.deactivated_at is null
            and (c.desk_id = bk.desk_id or (bk.room_id is not null and c.room_id = bk.room_id)))
      returning bk.id, bk.user_id, bk.desk_id, bk.room_id, bk.date, bk.start_at, bk.end_at
    )
    select rl.id, rl.user_id, rl.desk_id, rl.date, rl.start_at, rl.end_at, r.id as room_id, f.id as floor_id,
      b.id as building_id, d.name as desk, r.name as room, f.name as floor, b.name as building
    from released rl
    left join desks d on d.id = rl.desk_id
    join rooms r on r.id = coalesce(rl.room_id, d.room_id)
    join floors f on f.id = r.floor_id
    join buildings b on b.id = f.building_id
    order by rl.id`.execute(trx);
  if (rows.length === 0) return 0;

  const asMail = (r: (typeof rows)[number]): MailBooking => ({
    building: r.building,
    floor: r.floor,
    room: r.room,
    desk: r.desk,
    start: r.start_at,
    end: r.end_at,
  });
  await createMessages(
    trx,
    rows.map((r) => ({
      userId: r.user_id,
      kind: 'booking_released',
      texts: {
        en: releaseTexts('en', asMail(r), reason, afterMinutes),
        nl: releaseTexts('nl', asMail(r), reason, afterMinutes),
      },
      data: { booking_id: r.id, reason, date: r.date },
    })),
  );
  if (mail.enabled) {
    for (const r of rows) {
      await queueMail(trx, mail, {
        userId: r.user_id,
        kind: 'booking_released',
        render: (lang, firstName) =>
          releasedMail(lang, firstName, asMail(r), reason, afterMinutes, { origin: mail.origin }),
      });
    }
  }
  const today = todayApiDate(now);
  const deskEvents = new Map<string, TAppEvent>();
  for (const r of rows) {
    if (r.desk_id === null) continue;
    deskEvents.set(`${r.desk_id}|${r.date}`, {
      type: 'desk_status',
      desk_id: r.desk_id,
      room_id: r.room_id,
      floor_id: r.floor_id,
      building_id: r.building_id,
      date: r.date,
    });
  }
  await publishEvent(
    trx,
    ...[...new Set(rows.map((r) => r.user_id))].map((id) => ({ type: 'user_changed' as const, user_id: id })),
    ...deskEvents.values(),
  );
  await notifyWatchersOfFreedDesks(
    trx,
    rows.filter((r) => r.desk_id !== null && r.date === today).map((r) => ({ deskId: r.desk_id!, freedBy: r.user_id })),
    now,
    mail,
  );
  return rows.length;
}
