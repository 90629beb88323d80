import type { DbOrTrx } from '../../db/database';
import { recordActivity } from '../activity';
import { createMessage } from '../messages';

/**
 * What a booking made in someone's name writes in its transaction (decision 355): the activity log names both,
 * and the owner finds a message in their inbox saying who booked what for them.
 */
export async function tellBookedFor(
  trx: DbOrTrx,
  opts: {
    ownerId: number;
    booker: { id: number; name: string };
    bookings: { id: number; date: string; time: string }[];
    at: Date;
  },
): Promise<void> {
  const { name } = opts.booker;
  const ids = opts.bookings.map((b) => b.id);
  await recordActivity(trx, {
    userId: opts.booker.id,
    action: 'booking.book_for',
    entityType: 'user',
    entityId: opts.ownerId,
    details: { booking_ids: ids },
    at: opts.at,
  });
  const when = opts.bookings.map((b) => `${b.date} ${b.time}`).join(', ');
  await createMessage(trx, {
    userId: opts.ownerId,
    kind: 'booked_for_you',
    texts: {
      en: { title: `${name} booked for you`, body: `${name} made a booking in your name: ${when}.` },
      nl: { title: `${name} heeft voor u gereserveerd`, body: `${name} heeft op uw naam gereserveerd: ${when}.` },
    },
    data: { booking_ids: ids, booked_by: opts.booker.id },
    at: opts.at,
  });
}
