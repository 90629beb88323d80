import { type Language, toDisplayDate, toClockTime } from '@flexapp/contract';
import { layoutMail, type RenderedMail } from './mail-layout';

/** A booked place as the e-mails describe it. */
export interface MailPlace {
  building: string;
  floor: string;
  desk: string | null;
  room: string;
}

/** A booking as the e-mails describe it: its place and its start and end. */
export interface MailBooking extends MailPlace {
  start: Date;
  end: Date;
}

const hhmm = toClockTime;
export const when = (b: { start: Date; end: Date }) => `${toDisplayDate(b.start)} ${hhmm(b.start)}-${hhmm(b.end)}`;

export function placeLine(lang: Language, p: MailPlace): string {
  const place = p.desk
    ? lang === 'nl'
      ? `werkplek ${p.desk}`
      : `desk ${p.desk}`
    : lang === 'nl'
      ? `ruimte ${p.room}`
      : `room ${p.room}`;
  return lang === 'nl' ? `${place}, verdieping ${p.floor}, ${p.building}` : `${place}, floor ${p.floor}, ${p.building}`;
}

export const greeting = (lang: Language, firstName: string) =>
  lang === 'nl' ? `Beste ${firstName},` : `Dear ${firstName},`;
export const footer = (lang: Language, settingsUrl: string) =>
  lang === 'nl'
    ? `U ontvangt deze e-mail van flexapp. Kies welke e-mails u wilt ontvangen onder Instellingen: ${settingsUrl}`
    : `You get this e-mail from flexapp. Choose which e-mails you receive in Settings: ${settingsUrl}`;
const accountFooter = (lang: Language) =>
  lang === 'nl' ? 'Deze e-mail gaat over uw flexapp-account.' : 'This e-mail is about your flexapp account.';

export interface MailLinks {
  /** The app's origin, e.g. https://flex.example.com */
  origin: string;
}

export const settingsUrl = (links: MailLinks) => `${links.origin}/app/settings`;

export function bookingMadeMail(
  lang: Language,
  firstName: string,
  bookings: MailBooking[],
  links: MailLinks,
  /** The colleague who booked in the reader's name (decision 355). */
  bookedBy?: string,
): RenderedMail {
  const first = bookings[0];
  const more = bookings.length > 1 ? ` (+${bookings.length - 1})` : '';
  return layoutMail(lang, {
    subject:
      lang === 'nl'
        ? `Reservering gemaakt: ${placeLine(lang, first)}, ${when(first)}${more}`
        : `Booking made: ${placeLine(lang, first)}, ${when(first)}${more}`,
    greeting: greeting(lang, firstName),
    paragraphs: [
      bookedBy
        ? lang === 'nl'
          ? `${bookedBy} heeft op uw naam gereserveerd:`
          : `${bookedBy} made a booking in your name:`
        : lang === 'nl'
          ? 'Uw reservering is gemaakt:'
          : 'Your booking is made:',
      ...bookings.map((b) => `${when(b)}: ${placeLine(lang, b)}`),
      lang === 'nl'
        ? 'De bijlage (invite.ics) zet de reservering in uw agenda.'
        : 'The attachment (invite.ics) puts the booking in your calendar.',
    ],
    action: {
      label: lang === 'nl' ? 'Mijn reserveringen' : 'My reservations',
      url: `${links.origin}/app/reservations`,
    },
    footer: footer(lang, settingsUrl(links)),
  });
}

/** The words of a one-booking notice: subject prefix, first sentence and what the attachment does. */
type NoticeWords = Record<Language, { subject: string; sentence: string; attachment: string }>;

/** One booking's notice with its calendar attachment: the shape the cancelled and changed e-mails share. */
function bookingNoticeMail(
  words: NoticeWords,
  lang: Language,
  firstName: string,
  booking: MailBooking,
  links: MailLinks,
): RenderedMail {
  const w = words[lang];
  return layoutMail(lang, {
    subject: `${w.subject}: ${placeLine(lang, booking)}, ${when(booking)}`,
    greeting: greeting(lang, firstName),
    paragraphs: [`${w.sentence}: ${when(booking)}, ${placeLine(lang, booking)}.`, w.attachment],
    action: {
      label: lang === 'nl' ? 'Mijn reserveringen' : 'My reservations',
      url: `${links.origin}/app/reservations`,
    },
    footer: footer(lang, settingsUrl(links)),
  });
}

/** The cancellation of a booking, carrying the iTIP CANCEL that removes it from the calendar (decision 371). */
export const bookingCancelledMail = (lang: Language, firstName: string, booking: MailBooking, links: MailLinks) =>
  bookingNoticeMail(
    {
      en: {
        subject: 'Booking cancelled',
        sentence: 'Your booking is cancelled',
        attachment: 'The attachment (invite.ics) takes the booking out of your calendar.',
      },
      nl: {
        subject: 'Reservering geannuleerd',
        sentence: 'Uw reservering is geannuleerd',
        attachment: 'De bijlage (invite.ics) haalt de reservering uit uw agenda.',
      },
    },
    lang,
    firstName,
    booking,
    links,
  );

/** A booking's times or place changed: the attachment (METHOD:REQUEST, raised SEQUENCE) updates it (decision 390). */
export const bookingChangedMail = (lang: Language, firstName: string, booking: MailBooking, links: MailLinks) =>
  bookingNoticeMail(
    {
      en: {
        subject: 'Booking changed',
        sentence: 'Your booking has changed',
        attachment: 'The attachment (invite.ics) updates the booking in your calendar.',
      },
      nl: {
        subject: 'Reservering gewijzigd',
        sentence: 'Uw reservering is gewijzigd',
        attachment: 'De bijlage (invite.ics) werkt de reservering in uw agenda bij.',
      },
    },
    lang,
    firstName,
    booking,
    links,
  );

export function reminderMail(
  lang: Language,
  firstName: string,
  booking: MailBooking,
  confirmUrl: string,
  releasedIfUnconfirmed: Date | null,
  links: MailLinks,
): RenderedMail {
  const paragraphs = [
    lang === 'nl'
      ? `Uw reservering begint binnenkort: ${when(booking)}, ${placeLine(lang, booking)}.`
      : `Your booking starts soon: ${when(booking)}, ${placeLine(lang, booking)}.`,
    lang === 'nl'
      ? 'Komt u? Bevestig dan met één tik op de knop hieronder.'
      : 'Are you coming? Confirm with one tap on the button below.',
  ];
  if (releasedIfUnconfirmed)
    paragraphs.push(
      lang === 'nl'
        ? `Zonder bevestiging wordt de plek om ${hhmm(releasedIfUnconfirmed)} vrijgegeven.`
        : `Without a confirmation the place is released at ${hhmm(releasedIfUnconfirmed)}.`,
    );
  return layoutMail(lang, {
    subject:
      lang === 'nl'
        ? `Herinnering: bevestig uw reservering van ${when(booking)}`
        : `Reminder: confirm your booking of ${when(booking)}`,
    greeting: greeting(lang, firstName),
    paragraphs,
    action: { label: lang === 'nl' ? 'Bevestigen' : 'Confirm', url: confirmUrl },
    footer: footer(lang, settingsUrl(links)),
  });
}

export type ReleaseReason = 'no_show' | 'unconfirmed';

export function releaseTexts(lang: Language, booking: MailBooking, reason: ReleaseReason, minutes: number) {
  const title =
    lang === 'nl'
      ? `Uw reservering van ${placeLine(lang, booking)} is vrijgegeven`
      : `Your booking of ${placeLine(lang, booking)} was released`;
  const body =
    reason === 'no_show'
      ? lang === 'nl'
        ? `${when(booking)}: er was ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} na het begin nog niet ingecheckt, dus de plek is vrijgegeven voor anderen.`
        : `${when(booking)}: nobody had checked in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} after the start, so the place was released for others.`
      : lang === 'nl'
        ? `${when(booking)}: de reservering was niet bevestigd, dus de plek is vrijgegeven voor anderen.`
        : `${when(booking)}: the booking was not confirmed, so the place was released for others.`;
  return { title, body };
}

export function releasedMail(
  lang: Language,
  firstName: string,
  booking: MailBooking,
  reason: ReleaseReason,
  minutes: number,
  links: MailLinks,
): RenderedMail {
  const { title, body } = releaseTexts(lang, booking, reason, minutes);
  return layoutMail(lang, {
    subject: title,
    greeting: greeting(lang, firstName),
    paragraphs: [body],
    action: { label: lang === 'nl' ? 'Werkplek zoeken' : 'Find a desk', url: `${links.origin}/app/find_desk` },
    footer: footer(lang, settingsUrl(links)),
  });
}

export function deskFreeMail(
  lang: Language,
  firstName: string,
  texts: { title: string; body: string },
  links: MailLinks,
): RenderedMail {
  return layoutMail(lang, {
    subject: texts.title,
    greeting: greeting(lang, firstName),
    paragraphs: [texts.body],
    action: { label: lang === 'nl' ? 'Werkplek zoeken' : 'Find a desk', url: `${links.origin}/app/find_desk` },
    footer: footer(lang, settingsUrl(links)),
  });
}

export function guestArrivedMail(
  lang: Language,
  firstName: string,
  guest: { name: string; company: string | null },
  at: Date,
  links: MailLinks,
): RenderedMail {
  const who = guest.company ? `${guest.name} (${guest.company})` : guest.name;
  return layoutMail(lang, {
    subject: lang === 'nl' ? `Uw gast ${guest.name} is aangekomen` : `Your guest ${guest.name} has arrived`,
    greeting: greeting(lang, firstName),
    paragraphs: [
      lang === 'nl'
        ? `${who} is om ${hhmm(at)} aangekomen en is voor u ingecheckt.`
        : `${who} arrived at ${hhmm(at)} and is checked in to visit you.`,
    ],
    footer: footer(lang, settingsUrl(links)),
  });
}

export function accountCreatedMail(
  lang: Language,
  firstName: string,
  username: string,
  links: MailLinks,
  /** Imported accounts have no password: their people sign in with the organisation's account. */
  withPassword = true,
): RenderedMail {
  return layoutMail(lang, {
    subject: lang === 'nl' ? 'Er is een flexapp-account voor u aangemaakt' : 'A flexapp account was created for you',
    greeting: greeting(lang, firstName),
    paragraphs: [
      withPassword
        ? lang === 'nl'
          ? `Uw gebruikersnaam is ${username}. Uw wachtwoord krijgt u van de beheerder die het account aanmaakte.`
          : `Your user name is ${username}. The administrator who created the account gives you your password.`
        : lang === 'nl'
          ? `Uw gebruikersnaam is ${username}. Log in met het account van uw organisatie (single sign-on), of vraag de beheerder om een wachtwoord.`
          : `Your user name is ${username}. Sign in with your organisation's account (single sign-on), or ask the administrator for a password.`,
    ],
    action: { label: lang === 'nl' ? 'Inloggen' : 'Sign in', url: `${links.origin}/login` },
    footer: accountFooter(lang),
  });
}

export function passwordResetMail(lang: Language, firstName: string, username: string, links: MailLinks): RenderedMail {
  return layoutMail(lang, {
    subject: lang === 'nl' ? 'Uw flexapp-wachtwoord is opnieuw ingesteld' : 'Your flexapp password was reset',
    greeting: greeting(lang, firstName),
    paragraphs: [
      lang === 'nl'
        ? `Een beheerder heeft het wachtwoord van ${username} opnieuw ingesteld. Het nieuwe wachtwoord krijgt u van die beheerder. Was dit niet de bedoeling? Neem dan contact met hen op.`
        : `An administrator reset the password of ${username}. That administrator gives you the new password. Not expected? Please contact them.`,
    ],
    action: { label: lang === 'nl' ? 'Inloggen' : 'Sign in', url: `${links.origin}/login` },
    footer: accountFooter(lang),
  });
}
