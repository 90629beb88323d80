import type { Language } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { calendarBookingsQuery, bookingsCalendar } from '../calendar';
import {
  bookingCancelledMail,
  bookingChangedMail,
  bookingMadeMail,
  mailSender,
  type MailSettings,
  queueMail,
} from '../mail';

type CalendarBooking = Parameters<typeof bookingsCalendar>[0][number];

const calendarName = (lang: string) => (lang === 'nl' ? 'flexapp-reservering' : 'flexapp booking');

/** The iTIP invitation of these bookings (decision 371), per attendee: flexapp's address the organiser. */
function invitation(mail: MailSettings, bookings: CalendarBooking[], method: 'REQUEST' | 'CANCEL') {
  const host = new URL(mail.origin).hostname;
  return (lang: Language, attendee: { email: string; name: string }) =>
    bookingsCalendar(bookings, {
      lang,
      host,
      name: calendarName(lang),
      method,
      parties: { organizer: mail.from ?? mailSender(undefined), attendee },
      url: `${mail.origin}/app/reservations`,
    });
}

/**
 * The "booking made" e-mail: the new bookings listed, and an iTIP invitation (RFC 5546 METHOD:REQUEST, decision 371)
 * attached: the same events with the same UIDs and SEQUENCE as the calendar feed, flexapp's address the organiser
 * and the person the attendee. Written in the booking's transaction. `bookedBy`: the name of the colleague who
 * booked in the user's name (decision 355), told in the e-mail.
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
  await queueMail(db, mail, {
    userId,
    kind: 'booking_made',
    render: (lang, firstName) => bookingMadeMail(lang, firstName, bookings, { origin: mail.origin }, bookedBy),
    icsFor: invitation(mail, bookings, 'REQUEST'),
  });
}

/**
 * The cancellation of a booking: an e-mail with METHOD:CANCEL for the same UID and the SEQUENCE the database bumped
 * on cancelling, so calendar clients remove the entry by themselves (decision 371). Written in the cancel's transaction.
 */
export async function queueBookingCancelledMail(db: DbOrTrx, mail: MailSettings, userId: number, bookingId: number) {
  const booking = await calendarBookingsQuery(db).where('bk.id', '=', bookingId).executeTakeFirst();
  if (!booking) return;
  await queueMail(db, mail, {
    userId,
    kind: 'booking_cancelled',
    render: (lang, firstName) => bookingCancelledMail(lang, firstName, booking, { origin: mail.origin }),
    icsFor: invitation(mail, [booking], 'CANCEL'),
  });
}

/**
 * A booking's times or place changed in place (a display extending or ending the meeting): an e-mail with
 * METHOD:REQUEST for the same UID and the SEQUENCE the database raised, so calendar clients move the entry
 * (decisions 371, 390). Written in the change's transaction.
 */
export async function queueBookingChangedMail(db: DbOrTrx, mail: MailSettings, userId: number, bookingId: number) {
  const booking = await calendarBookingsQuery(db).where('bk.id', '=', bookingId).executeTakeFirst();
  if (!booking) return;
  await queueMail(db, mail, {
    userId,
    kind: 'booking_changed',
    render: (lang, firstName) => bookingChangedMail(lang, firstName, booking, { origin: mail.origin }),
    icsFor: invitation(mail, [booking], 'REQUEST'),
  });
}
