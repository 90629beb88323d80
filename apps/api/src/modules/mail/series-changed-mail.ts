import type { Language } from '@flexapp/contract';
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

const WORDS = {
  en: {
    subject: 'Series changed',
    intro: 'Your recurring booking has changed.',
    changed: 'Changed:',
    added: 'Added:',
    cancelled: 'Cancelled:',
    attachment: 'The attached calendar invitations update your calendar by themselves.',
    dates: (n: number) => (n === 1 ? '1 date' : `${n} dates`),
  },
  nl: {
    subject: 'Reeks gewijzigd',
    intro: 'Uw terugkerende reservering is gewijzigd.',
    changed: 'Gewijzigd:',
    added: 'Toegevoegd:',
    cancelled: 'Geannuleerd:',
    attachment: 'De bijgevoegde agenda-uitnodigingen werken uw agenda vanzelf bij.',
    dates: (n: number) => (n === 1 ? '1 datum' : `${n} datums`),
  },
} as const;

/** One e-mail for one series edit (decision 396): the dates changed, added and cancelled, each with its place. */
export function seriesChangedMail(
  lang: Language,
  firstName: string,
  changes: SeriesChanges,
  links: MailLinks,
): RenderedMail {
  const w = WORDS[lang];
  const total = changes.changed.length + changes.added.length + changes.cancelled.length;
  const section = (title: string, bookings: MailBooking[]) =>
    bookings.length === 0 ? [] : [title, ...bookings.map((b) => `${when(b)}: ${placeLine(lang, b)}`)];
  return layoutMail(lang, {
    subject: `${w.subject}: ${w.dates(total)}`,
    greeting: greeting(lang, firstName),
    paragraphs: [
      w.intro,
      ...section(w.changed, changes.changed),
      ...section(w.added, changes.added),
      ...section(w.cancelled, changes.cancelled),
      w.attachment,
    ],
    action: {
      label: lang === 'nl' ? 'Mijn reserveringen' : 'My reservations',
      url: `${links.origin}/app/reservations`,
    },
    footer: footer(lang, settingsUrl(links)),
  });
}
