import type { DbOrTrx } from '../../db/database';
import { calendarBookingsQuery, bookingsCalendar } from '../calendar';
import { bookingMadeMail, type MailSettings, queueMail } from '../mail';

/**
 * The "booking made" e-mail: the new bookings listed, and an invitation (.ics, the same events with
 * the same UIDs as the calendar feed) attached. Written in the booking's transaction. `bookedBy`: the name of
 * the colleague who booked in the user's name (decision 355), told in the e-mail.
 */
export async function queueBookingMadeMail(
  db: DbOrTrx,
  mail: MailSettings,
  userId: number,
  bookingIds: number[],
  bookedBy?: string,
) {
  if (bookingIds.length === 0) return;
  const bookings = await calendarBookingsQuery(db).where('bk.id', 'in', bookingIds).orderBy('bk.start_at').execute();
  const host = new URL(mail.origin).hostname;
  await queueMail(db, mail, {
    userId,
    kind: 'booking_made',
    render: (lang, firstName) => bookingMadeMail(lang, firstName, bookings, { origin: mail.origin }, bookedBy),
    icsFor: (lang) =>
      bookingsCalendar(bookings, {
        lang,
        host,
        name: lang === 'nl' ? 'flexapp-reservering' : 'flexapp booking',
        url: `${mail.origin}/app/reservations`,
      }),
  });
}
