import type { Language } from '@flexapp/contract';
import { z } from 'zod';
import type { RenderedMail } from './mail-layout';
import { type MailBooking, type MailLinks, releasedMail, releaseTexts } from './mail-templates';

/**
 * What the auto-release stores with each owner's message and e-mail instead of their texts (decision 033): the
 * booking's facts, written by the releasing statement itself. The texts are rendered from them when the message
 * is read and when the e-mail is sent, with the same templates as before.
 */
export const ZReleaseNotice = z.object({
  booking_id: z.number().int(),
  reason: z.enum(['no_show', 'unconfirmed']),
  date: z.string(),
  minutes: z.number().int(),
  building: z.string(),
  floor: z.string(),
  room: z.string(),
  desk: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  /** E-mails only: the greeting's name as it was when the e-mail was queued. */
  first_name: z.string().optional(),
});
export type ReleaseNotice = z.infer<typeof ZReleaseNotice>;

const bookingOf = (n: ReleaseNotice): MailBooking => ({
  building: n.building,
  floor: n.floor,
  room: n.room,
  desk: n.desk,
  start: new Date(n.start),
  end: new Date(n.end),
});

/** The inbox message's title and body, in `lang`. */
export function releaseNoticeTexts(lang: Language, data: unknown): { title: string; body: string } {
  const notice = ZReleaseNotice.parse(data);
  return releaseTexts(lang, bookingOf(notice), notice.reason, notice.minutes);
}

/** The e-mail, in `lang` (the language of its outbox row). */
export function releaseNoticeMail(lang: Language, data: unknown, links: MailLinks): RenderedMail {
  const notice = ZReleaseNotice.parse(data);
  return releasedMail(lang, notice.first_name ?? '', bookingOf(notice), notice.reason, notice.minutes, links);
}
