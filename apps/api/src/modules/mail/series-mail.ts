import { type Language, type TSkipReason, toDisplayDate } from '@flexapp/contract';
import { layoutMail, type RenderedMail } from './mail-layout';
import { footer, greeting, type MailBooking, type MailLinks, placeLine, settingsUrl, when } from './mail-templates';

/** What one edit of a series did to its bookings (decision 396). */
export interface SeriesChanges {
  /** Kept bookings whose place or times changed. */
  changed: MailBooking[];
  /** Bookings made by the edit. */
  added: MailBooking[];
  /** Bookings the edit cancelled. */
  cancelled: MailBooking[];
}

/** What creating a series did (decision 416): the bookings made, the dates skipped and the dates booked later. */
export interface SeriesBooked {
  created: MailBooking[];
  skipped: { date: string; reason: TSkipReason }[];
  /** Dates after the booking horizon, booked as they come into it. */
  later: number;
}

const WORDS = {
  en: {
    changedSubject: 'Series changed',
    changedIntro: 'Your recurring booking has changed.',
    changed: 'Changed:',
    added: 'Added:',
    cancelled: 'Cancelled:',
    attachment: 'The attached calendar invitations update your calendar by themselves.',
    bookedSubject: 'Series booked',
    bookedIntro: 'Your recurring booking is made:',
    skipped: 'Not booked:',
    later: (n: number) =>
      n === 1
        ? '1 later date is booked when it comes into the booking window.'
        : `${n} later dates are booked as they come into the booking window.`,
    bookedAttachment: 'The attachment (invite.ics) puts every booked date in your calendar.',
    dates: (n: number) => (n === 1 ? '1 date' : `${n} dates`),
    extendedSubject: (n: number) =>
      n === 1 ? '1 more date booked in your series' : `${n} more dates booked in your series`,
    extendedIntro: 'These dates of your recurring booking came into the booking window and are booked:',
    extendedAttachment: 'The attachment (invite.ics) puts these dates in your calendar.',
    action: 'My reservations',
  },
  nl: {
    changedSubject: 'Reeks gewijzigd',
    changedIntro: 'Uw terugkerende reservering is gewijzigd.',
    changed: 'Gewijzigd:',
    added: 'Toegevoegd:',
    cancelled: 'Geannuleerd:',
    attachment: 'De bijgevoegde agenda-uitnodigingen werken uw agenda vanzelf bij.',
    bookedSubject: 'Reeks geboekt',
    bookedIntro: 'Uw terugkerende reservering is gemaakt:',
    skipped: 'Niet geboekt:',
    later: (n: number) =>
      n === 1
        ? '1 latere datum wordt geboekt zodra die binnen de reserveringstermijn valt.'
        : `${n} latere datums worden geboekt zodra ze binnen de reserveringstermijn vallen.`,
    bookedAttachment: 'De bijlage (invite.ics) zet elke geboekte datum in uw agenda.',
    dates: (n: number) => (n === 1 ? '1 datum' : `${n} datums`),
    extendedSubject: (n: number) =>
      n === 1 ? 'Nog 1 datum geboekt in uw reeks' : `Nog ${n} datums geboekt in uw reeks`,
    extendedIntro:
      'Deze datums van uw terugkerende reservering vallen nu binnen de reserveringstermijn en zijn geboekt:',
    extendedAttachment: 'De bijlage (invite.ics) zet deze datums in uw agenda.',
    action: 'Mijn reserveringen',
  },
} as const;

/** Why a date was not booked, in the words of the app's series screens. */
const REASONS: Record<Language, Record<TSkipReason, string>> = {
  en: {
    taken: 'taken',
    over_limit: 'building or floor full',
    closed: 'closed',
    past: 'passed',
    deleted: 'deleted by you',
    reserved: 'reserved for another team',
  },
  nl: {
    taken: 'bezet',
    over_limit: 'gebouw of verdieping vol',
    closed: 'gesloten',
    past: 'voorbij',
    deleted: 'door u verwijderd',
    reserved: 'gereserveerd voor een ander team',
  },
};

/** A titled list of lines, left out when it has none. */
const section = (title: string, lines: string[]) => (lines.length === 0 ? [] : [title, ...lines]);
const bookingLines = (lang: Language, bookings: MailBooking[]) =>
  bookings.map((b) => `${when(b)}: ${placeLine(lang, b)}`);

/** The booked dates with their place, the skipped ones with their reason, and how many come later. */
function bookedLines(lang: Language, booked: SeriesBooked) {
  const w = WORDS[lang];
  const skipped = booked.skipped.map((s) => `${toDisplayDate(s.date)}: ${REASONS[lang][s.reason]}`);
  return [
    ...bookingLines(lang, booked.created),
    ...section(w.skipped, skipped),
    ...(booked.later > 0 ? [w.later(booked.later)] : []),
  ];
}

/** The shape every series e-mail shares: the subject, the paragraphs, My reservations, the footer. */
function seriesMail(
  lang: Language,
  firstName: string,
  subject: string,
  paragraphs: string[],
  links: MailLinks,
): RenderedMail {
  const w = WORDS[lang];
  return layoutMail(lang, {
    subject,
    greeting: greeting(lang, firstName),
    paragraphs,
    action: { label: w.action, url: `${links.origin}/app/reservations` },
    footer: footer(lang, settingsUrl(links)),
  });
}

/** One e-mail for one series edit (decision 396): the dates changed, added and cancelled, each with its place. */
export function seriesChangedMail(
  lang: Language,
  firstName: string,
  changes: SeriesChanges,
  links: MailLinks,
): RenderedMail {
  const w = WORDS[lang];
  const total = changes.changed.length + changes.added.length + changes.cancelled.length;
  return seriesMail(
    lang,
    firstName,
    `${w.changedSubject}: ${w.dates(total)}`,
    [
      w.changedIntro,
      ...section(w.changed, bookingLines(lang, changes.changed)),
      ...section(w.added, bookingLines(lang, changes.added)),
      ...section(w.cancelled, bookingLines(lang, changes.cancelled)),
      w.attachment,
    ],
    links,
  );
}

/**
 * One e-mail for a new series (decision 416): "Series booked: N dates" (N the dates booked), each booked date with its
 * place, the skipped dates with their reason, and how many later dates are booked as they come into the horizon.
 */
export function seriesBookedMail(
  lang: Language,
  firstName: string,
  booked: SeriesBooked,
  links: MailLinks,
): RenderedMail {
  const w = WORDS[lang];
  return seriesMail(
    lang,
    firstName,
    `${w.bookedSubject}: ${w.dates(booked.created.length)}`,
    [w.bookedIntro, ...bookedLines(lang, booked), w.bookedAttachment],
    links,
  );
}

/**
 * One e-mail for the dates the job runner booked in one run for one series (decision 423): "N more dates booked in
 * your series", each with its place, the dates of that run it skipped with their reason, and the later dates.
 */
export function seriesExtendedMail(
  lang: Language,
  firstName: string,
  booked: SeriesBooked,
  links: MailLinks,
): RenderedMail {
  const w = WORDS[lang];
  return seriesMail(
    lang,
    firstName,
    w.extendedSubject(booked.created.length),
    [w.extendedIntro, ...bookedLines(lang, booked), w.extendedAttachment],
    links,
  );
}
