import type { DbOrTrx } from '../../db/database';
import { bookingsCalendar, calendarBookingsQuery } from '../calendar';
import { bookingsCancelledMail, mailSender, type MailSettings, queueMail } from '../mail';

const calendarName = (lang: string) => (lang === 'nl' ? 'flexapp-reservering' : 'flexapp booking');

/**
 * The e-mail to one owner whose bookings a staff action released (decision 417): the bookings listed with the
 * action's reason, and one METHOD:CANCEL object with each booking's UID and the SEQUENCE the database raised on
 * cancelling (decision 371). Follows the person's "booking made" choice; written in the action's transaction.
 */
export async function queueReleasedBookingsMail(
  db: DbOrTrx,
  mail: MailSettings,
  userId: number,
  bookingIds: number[],
  reason: { en: string; nl: string },
) {
  if (!mail.enabled || bookingIds.length === 0) return;
  const bookings = await calendarBookingsQuery(db).where('bk.id', 'in', bookingIds).orderBy('bk.start_at').execute();
  if (bookings.length === 0) return;
  const host = new URL(mail.origin).hostname;
  await queueMail(db, mail, {
    userId,
    kind: 'booking_cancelled',
    render: (lang, firstName) =>
      bookingsCancelledMail(lang, firstName, bookings, reason[lang], { origin: mail.origin }),
    icsFor: (lang, attendee) =>
      bookingsCalendar(bookings, {
        lang,
        host,
        name: calendarName(lang),
        method: 'CANCEL',
        parties: { organizer: mail.from ?? mailSender(undefined), attendee },
        url: `${mail.origin}/app/reservations`,
      }),
  });
}
