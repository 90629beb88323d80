import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import type { MailSettings } from '../mail';
import { createMessage } from '../messages';
import { notifyWatchersDeskFree } from '../notifiers';
import { recordBookingEvents } from '../webhooks';
import { queueReleasedBookingsMail } from './release-mail';
import { type BookingScope, cancelFutureBookings } from './release.repository';

/**
 * Cancels the future bookings in scope and tells each owner in their inbox
 * (one message per owner, listing the dates), in the caller's transaction.
 * With `mail` each owner also gets one e-mail with METHOD:CANCEL for their bookings (decision 417); the callers
 * releasing a leaving person's own bookings (deactivation, erasure) pass none.
 */
export async function releaseFutureBookings(
  db: DbOrTrx,
  scope: BookingScope,
  opts: {
    staffId: number | null;
    now: Date;
    reason: { en: string; nl: string };
    notifyWatchers?: boolean;
    mail?: MailSettings;
  },
): Promise<number> {
  const rows = await cancelFutureBookings(db, scope, opts.staffId, opts.now);
  // Each released booking is a booking.cancelled webhook event (decision 450).
  await recordBookingEvents(
    db,
    'booking.cancelled',
    rows.map((r) => r.id),
    opts.now,
  );
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  for (const [userId, bookings] of byUser) {
    const list = bookings
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((b) => `${b.date.slice(8, 10)}-${b.date.slice(5, 7)}-${b.date.slice(0, 4)} ${b.place ?? ''}`.trim())
      .join(', ');
    await createMessage(db, {
      at: opts.now,
      userId,
      kind: 'booking_released',
      texts: {
        en: { title: 'Your booking was cancelled', body: `${opts.reason.en} Cancelled: ${list}.` },
        nl: { title: 'Uw reservering is geannuleerd', body: `${opts.reason.nl} Geannuleerd: ${list}.` },
      },
      data: { booking_ids: bookings.map((b) => b.id) },
    });
    if (opts.mail)
      await queueReleasedBookingsMail(
        db,
        opts.mail,
        userId,
        bookings.map((b) => b.id),
        opts.reason,
      );
  }
  // Desks that stay in use and are free again today: their watchers hear it (notifiers module).
  if (opts.notifyWatchers) {
    const today = todayApiDate(opts.now);
    const desks = new Set(rows.filter((r) => r.desk_id !== null && r.date === today).map((r) => r.desk_id!));
    for (const deskId of desks) await notifyWatchersDeskFree(db, deskId, opts.now);
  }
  return rows.length;
}
