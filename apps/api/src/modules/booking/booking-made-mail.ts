import type { DbOrTrx } from '../../db/database';
import { calendarBookingsQuery, bookingsCalendar } from '../calendar';
import { bookingMadeMail, type MailSettings, queueMail } from '../mail';

/**
 * The "booking made" e-mail: the new bookings listed, and an invitation (.ics, the same events with
 * the same UIDs as the calendar feed) attached. Written in the booking's transaction.
 */
export async function queueBookingMadeMail(db: DbOrTrx, mail: MailSettings, userId: number, bookingIds: number[]) {
  if (bookingIds.length === 0) return;
  const bookings = await calendarBookingsQuery(db).where('bk.id', 'in', bookingIds).orderBy('bk.start_at').execute();
  const host = new URL(mail.origin).hostname;
  await queueMail(db, mail, {
    userId,
    kind: 'booking_made',
    render: (lang, firstName) => bookingMadeMail(lang, firstName, bookings, { origin: mail.origin }),
    icsFor: (lang) =>
      bookingsCalendar(bookings, {
        lang,
        host,
        name: lang === 'nl' ? 'flexapp-reservering' : 'flexapp booking',
        url: `${mail.origin}/app/reservations`,
      }),
  });
}
