import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';
import { bookingsCalendar, calendarBookingsQuery } from '../calendar';
import { mailSender, type MailSettings, ZReleaseNotice } from '../mail';

const calendarName = (lang: string) => (lang === 'nl' ? 'flexapp-reservering' : 'flexapp booking');

/**
 * The iTIP cancellation (METHOD:CANCEL) of a released booking's e-mail, made when the e-mail is sent: the sweep's
 * statement writes the notice's facts only (decision 033), the booking's UID and the SEQUENCE the database bumped on
 * releasing come from the booking itself (decisions 371, 389). Other rows without an invitation get none.
 */
export async function releasedBookingIcs(
  db: DbOrTrx,
  mail: MailSettings,
  row: Selectable<Database['mail_outbox']>,
): Promise<string | null> {
  if (row.kind !== 'booking_released') return null;
  const notice = ZReleaseNotice.safeParse(row.data);
  if (!notice.success) return null;
  const booking = await calendarBookingsQuery(db).where('bk.id', '=', notice.data.booking_id).executeTakeFirst();
  if (!booking) return null;
  return bookingsCalendar([booking], {
    lang: row.language,
    host: new URL(mail.origin).hostname,
    name: calendarName(row.language),
    method: 'CANCEL',
    parties: {
      organizer: mail.from ?? mailSender(undefined),
      attendee: { email: row.recipient, name: notice.data.first_name ?? '' },
    },
    url: `${mail.origin}/app/reservations`,
  });
}
