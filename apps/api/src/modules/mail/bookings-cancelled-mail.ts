import type { Language } from '@flexapp/contract';
import { layoutMail, type RenderedMail } from './mail-layout';
import { footer, greeting, type MailBooking, type MailLinks, placeLine, settingsUrl, when } from './mail-templates';

const WORDS = {
  en: {
    subject: 'Booking cancelled',
    intro: 'These bookings of yours are cancelled:',
    attachment: 'The attachment (invite.ics) takes them out of your calendar.',
  },
  nl: {
    subject: 'Reservering geannuleerd',
    intro: 'Deze reserveringen van u zijn geannuleerd:',
    attachment: 'De bijlage (invite.ics) haalt ze uit uw agenda.',
  },
} as const;

/**
 * Staff released a person's bookings (a place or slot removed or changed in Setup): one e-mail listing them, with
 * the staff action's reason, carrying one METHOD:CANCEL for all of them (decision 417).
 */
export function bookingsCancelledMail(
  lang: Language,
  firstName: string,
  bookings: MailBooking[],
  reason: string,
  links: MailLinks,
): RenderedMail {
  const w = WORDS[lang];
  const first = bookings[0]!;
  const more = bookings.length > 1 ? ` (+${bookings.length - 1})` : '';
  return layoutMail(lang, {
    subject: `${w.subject}: ${placeLine(lang, first)}, ${when(first)}${more}`,
    greeting: greeting(lang, firstName),
    paragraphs: [reason, w.intro, ...bookings.map((b) => `${when(b)}: ${placeLine(lang, b)}`), w.attachment],
    action: {
      label: lang === 'nl' ? 'Mijn reserveringen' : 'My reservations',
      url: `${links.origin}/app/reservations`,
    },
    footer: footer(lang, settingsUrl(links)),
  });
}
