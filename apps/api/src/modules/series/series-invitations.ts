import type { Language, TSeriesResult } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { bookingsCalendar, calendarBookingsQuery } from '../calendar';
import {
  mailSender,
  type MailSettings,
  queueMail,
  seriesBookedMail,
  seriesChangedMail,
  seriesExtendedMail,
} from '../mail';

/** The bookings one series edit touched, by what happened to them (decision 396). */
export interface SeriesTouched {
  changed: number[];
  added: number[];
  cancelled: number[];
}

type CalendarRow = Awaited<ReturnType<ReturnType<typeof calendarBookingsQuery>['execute']>>[number];

const calendarName = (lang: string) => (lang === 'nl' ? 'flexapp-reeks' : 'flexapp series');
const byStart = (a: CalendarRow, b: CalendarRow) => a.start.getTime() - b.start.getTime();

async function calendarRows(db: DbOrTrx, ids: number[]) {
  return calendarBookingsQuery(db).where('bk.id', 'in', ids).orderBy('bk.start_at').execute();
}

/**
 * The attachment of a series e-mail (decisions 396, 416): one iCalendar object per METHOD, each occurrence a VEVENT
 * with its booking's UID and SEQUENCE; an empty METHOD is left out.
 */
function seriesIcs(mail: MailSettings, requests: CalendarRow[], cancels: CalendarRow[]) {
  const host = new URL(mail.origin).hostname;
  return (lang: Language, attendee: { email: string; name: string }) => {
    const opts = {
      lang,
      host,
      name: calendarName(lang),
      parties: { organizer: mail.from ?? mailSender(undefined), attendee },
      url: `${mail.origin}/app/reservations`,
    };
    return [
      requests.length > 0 ? bookingsCalendar(requests, { ...opts, method: 'REQUEST' }) : '',
      cancels.length > 0 ? bookingsCalendar(cancels, { ...opts, method: 'CANCEL' }) : '',
    ].join('');
  };
}

/**
 * One e-mail for one series edit (decision 396), written in the edit's transaction: the dates changed, added and
 * cancelled, with one iCalendar object per METHOD attached: REQUEST for the kept bookings (same UID, the SEQUENCE
 * the database raised) and the new ones, CANCEL for the removed ones. Nothing touched, nothing sent.
 */
export async function queueSeriesChangedMail(db: DbOrTrx, mail: MailSettings, userId: number, touched: SeriesTouched) {
  if (!mail.enabled) return;
  const ids = [...touched.changed, ...touched.added, ...touched.cancelled];
  if (ids.length === 0) return;
  const rows = await calendarRows(db, ids);
  const pick = (which: number[]) => rows.filter((r) => which.includes(r.id));
  const changed = pick(touched.changed);
  const added = pick(touched.added);
  const cancelled = pick(touched.cancelled);
  await queueMail(db, mail, {
    userId,
    kind: 'booking_changed',
    render: (lang, firstName) =>
      seriesChangedMail(lang, firstName, { changed, added, cancelled }, { origin: mail.origin }),
    icsFor: seriesIcs(mail, [...changed, ...added].sort(byStart), cancelled),
  });
}

type BookedTemplate = typeof seriesBookedMail;

/**
 * One e-mail with the dates a series booked, following the person's "booking made" choice: the booked dates, the
 * skipped ones with their reason, and one METHOD:REQUEST object with a VEVENT per booking (UID `booking-<id>@host`,
 * its SEQUENCE), so a later edit updates the same calendar entries. Nothing booked, nothing sent.
 */
async function queueBookedMail(
  db: DbOrTrx,
  mail: MailSettings,
  userId: number,
  result: Pick<TSeriesResult, 'created' | 'skipped' | 'later'>,
  template: BookedTemplate,
) {
  if (!mail.enabled || result.created.length === 0) return;
  const created = await calendarRows(
    db,
    result.created.map((c) => c.booking_id),
  );
  const booked = { created, skipped: result.skipped, later: result.later.length };
  await queueMail(db, mail, {
    userId,
    kind: 'booking_made',
    render: (lang, firstName) => template(lang, firstName, booked, { origin: mail.origin }),
    icsFor: seriesIcs(mail, created, []),
  });
}

/** One e-mail for a new series (decision 416), written in the creating transaction. */
export async function queueSeriesBookedMail(db: DbOrTrx, mail: MailSettings, userId: number, result: TSeriesResult) {
  await queueBookedMail(db, mail, userId, result, seriesBookedMail);
}

/**
 * One e-mail for the dates one job run booked for one series as they came into the booking window (decision 423),
 * written in that series' transaction of the run; a run that booked nothing for it sends nothing.
 */
export async function queueSeriesExtendedMail(
  db: DbOrTrx,
  mail: MailSettings,
  userId: number,
  result: Pick<TSeriesResult, 'created' | 'skipped' | 'later'>,
) {
  await queueBookedMail(db, mail, userId, result, seriesExtendedMail);
}
