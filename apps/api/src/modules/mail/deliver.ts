import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { RenderedMail } from './mail-layout';
import type { MailLinks } from './mail-templates';
import { releaseNoticeMail } from './release-notice';

export type MailTransport = Transporter<SMTPTransport.SentMessageInfo>;

/** A nodemailer SMTP transport for SMTP_URL (smtp:// or smtps://, user and password in the URL). */
export const smtpTransport = (url: string): MailTransport =>
  nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);

/** An outbox row's texts: as written, or rendered now from its facts (a release notice, decision 033). */
export function outboxTexts(row: Selectable<Database['mail_outbox']>, links: MailLinks): RenderedMail {
  if (row.subject !== null && row.text_body !== null && row.html_body !== null)
    return { subject: row.subject, text: row.text_body, html: row.html_body };
  return releaseNoticeMail(row.language, row.data, links);
}

/** The iCalendar METHOD of an attachment (PUBLISH, or REQUEST / CANCEL for an invitation; decision 371). */
const methodOf = (ics: string) => /^METHOD:([A-Z]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';

/**
 * The attachments of an outbox row's iCalendar text: one text/calendar part per VCALENDAR object, since a METHOD
 * holds for a whole object and a series edit sends REQUEST and CANCEL together (decision 396). The first is
 * invite.ics, a CANCEL cancel.ics.
 */
export function calendarParts(ics: string) {
  const objects = ics.match(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR\r?\n?/g) ?? [ics];
  return objects.map((content, i) => {
    const method = methodOf(content);
    const name = i === 0 ? 'invite' : method === 'CANCEL' ? 'cancel' : `invite-${i + 1}`;
    return { filename: `${name}.ics`, content, contentType: `text/calendar; charset=utf-8; method=${method}` };
  });
}

/** The invitation of an outbox row written without one (a release notice: its CANCEL is made when sent; 389). */
export type OutboxIcs = (row: Selectable<Database['mail_outbox']>) => Promise<string | null>;

/**
 * Sends one outbox e-mail. A mail server that refuses or cannot be reached throws: the job runner
 * retries the job later. A row already sent (a retry after the process died between sending and
 * recording) is not sent again.
 */
export async function deliverMail(
  db: Db,
  transport: MailTransport,
  from: string,
  links: MailLinks,
  id: string,
  icsOf?: OutboxIcs,
): Promise<boolean> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.sent_at) return false;
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  try {
    const texts = outboxTexts(row, links);
    const ics = row.ics ?? (await icsOf?.(row)) ?? null;
    await transport.sendMail({
      from,
      to: row.recipient,
      subject: texts.subject,
      text: texts.text,
      html: texts.html,
      headers: { 'Content-Language': row.language },
      attachments: ics ? calendarParts(ics) : [],
    });
  } catch (err) {
    await db
      .updateTable('mail_outbox')
      .set({ last_error: err instanceof Error ? err.message.slice(0, 500) : String(err) })
      .where('id', '=', id)
      .execute();
    throw err;
  }
  await db.updateTable('mail_outbox').set({ sent_at: new Date(), last_error: null }).where('id', '=', id).execute();
  return true;
}
