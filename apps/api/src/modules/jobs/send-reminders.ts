import { toClockTime } from '@flexapp/contract';
import type { Language } from '@flexapp/contract';
import type { UrlSigner } from '../../lib/url-signer';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type MailBooking, placeLine, reminderMail, type MailSettings, queueMails } from '../mail';
import { createMessages } from '../messages';
import { bookingStart, minutes } from './booking-times.sql';

/** The signed one-tap Confirm link of a confirmation (no sign-in needed; decision 140). */
export function confirmLink(origin: string, signer: UrlSigner, confirmationId: number): string {
  return `${origin}/api/booking/reminders/${confirmationId}/confirm?sig=${signer.sign(`confirm:${confirmationId}`)}`;
}

/**
 * Reminds the owners of bookings that start within `beforeMinutes` after `now` and are still
 * unconfirmed: an inbox message and (if they want it) an e-mail with a one-tap Confirm link. The
 * UPDATE of `reminded_at` picks each confirmation once, even with two sweeps at once.
 */
export async function sendReminders(
  trx: Transaction<Database>,
  beforeMinutes: number,
  now: Date,
  opts: { mail: MailSettings; signer: UrlSigner; releaseAfterMinutes: number | null },
): Promise<number> {
  const start = bookingStart('bk');
  const { rows } = await sql<{
    confirmation_id: number;
    booking_id: number;
    user_id: number;
    date: string;
    start_at: Date;
    end_at: Date;
    desk: string | null;
    room: string;
    floor: string;
    building: string;
  }>`
    with reminded as (
      update booking_confirmations bc set reminded_at = ${now}
      from bookings bk
      where bk.id = bc.booking_id and bc.reminded_at is null and bc.status = 'pending'
        and bk.cancelled_at is null
        and ${start} > ${now} and ${start} <= ${now}::timestamptz + ${minutes(beforeMinutes)}
      returning bc.id as confirmation_id, bk.id as booking_id, bk.user_id, bk.desk_id, bk.room_id, bk.date,
        bk.start_at, bk.end_at
    )
    select rm.*, d.name as desk, r.name as room, f.name as floor, b.name as building
    from reminded rm
    left join desks d on d.id = rm.desk_id
    join rooms r on r.id = coalesce(rm.room_id, d.room_id)
    join floors f on f.id = r.floor_id
    join buildings b on b.id = f.building_id
    order by rm.confirmation_id`.execute(trx);
  if (rows.length === 0) return 0;
  const asMail = (r: (typeof rows)[number]): MailBooking => ({
    building: r.building,
    floor: r.floor,
    room: r.room,
    desk: r.desk,
    start: r.start_at,
    end: r.end_at,
  });
  const hhmm = toClockTime;
  await createMessages(
    trx,
    rows.map((r) => ({
      userId: r.user_id,
      kind: 'reminder',
      texts: {
        en: {
          title: `Reminder: confirm your booking at ${hhmm(r.start_at)}`,
          body: `${placeLine('en', asMail(r))}. Confirm it in My reservations.`,
        },
        nl: {
          title: `Herinnering: bevestig uw reservering om ${hhmm(r.start_at)}`,
          body: `${placeLine('nl', asMail(r))}. Bevestig hem bij Mijn reserveringen.`,
        },
      },
      data: { booking_id: r.booking_id, confirmation_id: r.confirmation_id, date: r.date },
    })),
    { at: now },
  );
  await queueMails(
    trx,
    opts.mail,
    rows.map((r) => {
      const releasedAt =
        opts.releaseAfterMinutes === null ? null : new Date(r.start_at.getTime() + opts.releaseAfterMinutes * 60_000);
      return {
        userId: r.user_id,
        kind: 'reminder' as const,
        render: (lang: Language, firstName: string) =>
          reminderMail(
            lang,
            firstName,
            asMail(r),
            confirmLink(opts.mail.origin, opts.signer, r.confirmation_id),
            releasedAt,
            { origin: opts.mail.origin },
          ),
      };
    }),
  );
  return rows.length;
}
