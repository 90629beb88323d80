import { type Language, toClockTime, toDisplayDate } from '@flexapp/contract';
import { escapeHtml } from '../mail';

/** What the page of a Confirm link says, in the owner's language (decision 140). */
export const confirmLinkTexts = {
  ask: { en: 'Are you coming? Confirm your booking:', nl: 'Komt u? Bevestig uw reservering:' },
  button: { en: 'Confirm', nl: 'Bevestigen' },
  done: { en: 'Your booking is confirmed. See you soon!', nl: 'Uw reservering is bevestigd. Tot straks!' },
  already: { en: 'This booking is already confirmed.', nl: 'Deze reservering is al bevestigd.' },
  invalid: { en: 'This confirmation link is not valid.', nl: 'Deze bevestigingslink is niet geldig.' },
  gone: {
    en: 'This booking no longer exists (it was cancelled or released).',
    nl: 'Deze reservering bestaat niet meer (geannuleerd of vrijgegeven).',
  },
  ended: { en: 'This booking has already ended.', nl: 'Deze reservering is al afgelopen.' },
  early: {
    en: 'This booking cannot be confirmed yet: try again within 24 hours of its start.',
    nl: 'Deze reservering kan nog niet bevestigd worden: probeer het binnen 24 uur voor het begin.',
  },
  open: { en: 'Open flexapp', nl: 'Open flexapp' },
} satisfies Record<string, Record<Language, string>>;

/** The booking the page names: its place line (as the e-mails write it), title and times. */
export interface LinkBooking {
  title: string | null;
  place: string;
  start: Date;
  end: Date;
}

/**
 * A small page of its own (no script: the strict Content-Security-Policy applies): the message, the booking,
 * and on an open confirmation a form whose one button POSTs to the link itself.
 */
export function confirmLinkPage(
  lang: Language,
  page: { message: string; booking?: LinkBooking; formAction?: string; origin: string },
): string {
  const { booking } = page;
  const details = booking
    ? `<p><strong>${escapeHtml(`${toDisplayDate(booking.start)} ${toClockTime(booking.start)}-${toClockTime(booking.end)}`)}</strong><br>
${escapeHtml(booking.place)}${booking.title ? `<br>${escapeHtml(booking.title)}` : ''}</p>`
    : '';
  const form = page.formAction
    ? `<form method="post" action="${escapeHtml(page.formAction)}">
<button type="submit" style="font: inherit; font-weight: 600; color: #fff; background: #087f5b; border: 0; border-radius: 6px; padding: .7rem 1.6rem; cursor: pointer">${confirmLinkTexts.button[lang]}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>flexapp</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #212529">
<main><h1 style="font-size: 1.4rem">flexapp</h1><p>${escapeHtml(page.message)}</p>
${details}${form}
<p><a href="${escapeHtml(page.origin)}/app/reservations" style="color: #1864ab">${confirmLinkTexts.open[lang]}</a></p></main></body></html>
`;
}
