import type { DbOrTrx } from '../../db/database';
import { bookingsCalendar, calendarBookingsQuery } from '../calendar';
import { mailSender, type MailSettings, queueMail, seriesChangedMail } from '../mail';

/** The bookings one series edit touched, by what happened to them (decision 396). */
export interface SeriesTouched {
  changed: number[];
  added: number[];
  cancelled: number[];
}

const calendarName = (lang: string) => (lang === 'nl' ? 'flexapp-reeks' : 'flexapp series');

/**
 * One e-mail for one series edit (decision 396), written in the edit's transaction: the dates changed, added and
 * cancelled, with one iCalendar object per METHOD attached: REQUEST for the kept bookings (same UID, the SEQUENCE
 * the database raised) and the new ones, CANCEL for the removed ones. Nothing touched, nothing sent.
 */
export async function queueSeriesChangedMail(db: DbOrTrx, mail: MailSettings, userId: number, touched: SeriesTouched) {
  if (!mail.enabled) return;
  const ids = [...touched.changed, ...touched.added, ...touched.cancelled];
  if (ids.length === 0) return;
  const rows = await calendarBookingsQuery(db).where('bk.id', 'in', ids).orderBy('bk.start_at').execute();
  const pick = (which: number[]) => rows.filter((r) => which.includes(r.id));
  const changed = pick(touched.changed);
  const added = pick(touched.added);
  const cancelled = pick(touched.cancelled);
  const host = new URL(mail.origin).hostname;
  await queueMail(db, mail, {
    userId,
    kind: 'booking_changed',
    render: (lang, firstName) =>
      seriesChangedMail(lang, firstName, { changed, added, cancelled }, { origin: mail.origin }),
    icsFor: (lang, attendee) => {
      const opts = {
        lang,
        host,
        name: calendarName(lang),
        parties: { organizer: mail.from ?? mailSender(undefined), attendee },
        url: `${mail.origin}/app/reservations`,
      };
      const requests = [...changed, ...added].sort((a, b) => a.start.getTime() - b.start.getTime());
      return [
        requests.length > 0 ? bookingsCalendar(requests, { ...opts, method: 'REQUEST' }) : '',
        cancelled.length > 0 ? bookingsCalendar(cancelled, { ...opts, method: 'CANCEL' }) : '',
      ].join('');
    },
  });
}
