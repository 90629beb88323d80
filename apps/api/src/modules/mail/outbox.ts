import { DEFAULT_EMAIL_PREFERENCES, type Language, type TEmailKind } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { publishEvent, writeInChunks } from '../../live';
import { jsonRows } from '../../lib/json-rows';
import type { RenderedMail } from './mail-layout';

/** What the app knows about sending e-mail (env SMTP_URL, MAIL_FROM, PUBLIC_URL). */
export interface MailSettings {
  /** False without SMTP_URL: nothing is written to the outbox, the in-app inbox works as before. */
  enabled: boolean;
  /** Origin of the links in e-mails and of the calendar URL. */
  origin: string;
  /** The sender (MAIL_FROM): the organiser of calendar invitations (decision 371). */
  from?: { name: string; email: string };
}

/** MAIL_FROM (`name <address>` or a bare address) as a name and an address. */
export function mailSender(from: string | undefined): { name: string; email: string } {
  const text = from ?? 'flexapp <no-reply@localhost>';
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  return named
    ? { name: named[1]!.trim() || 'flexapp', email: named[2]!.trim() }
    : { name: 'flexapp', email: text.trim() };
}

/**
 * Account e-mails are not a preference: they go out whenever the person has an address. A booking's cancellation
 * follows the choice for "booking made": it takes out of the calendar what that one put in (decision 371); a change
 * of its times updates it (decision 390).
 */
export type MailKind = TEmailKind | 'account_created' | 'password_reset' | 'booking_cancelled' | 'booking_changed';

export interface QueuedMail {
  userId: number;
  kind: MailKind;
  render: (lang: Language, firstName: string) => RenderedMail;
  /** An iCalendar file attached as invite.ics, in the recipient's language, for their address. */
  icsFor?: (lang: Language, recipient: { email: string; name: string }) => string;
}

/** Whether a person wants this kind of e-mail: their own choice, else the default. */
export function wantsEmail(preferences: Record<string, boolean>, kind: MailKind): boolean {
  if (kind === 'account_created' || kind === 'password_reset') return true;
  if (kind === 'booking_cancelled' || kind === 'booking_changed') return wantsEmail(preferences, 'booking_made');
  return typeof preferences[kind] === 'boolean' ? preferences[kind] : DEFAULT_EMAIL_PREFERENCES[kind];
}

/** A recipient as the outbox reads them. */
interface Recipient {
  email: string | null;
  language: Language;
  first_name: string;
  email_preferences: Record<string, boolean>;
  is_active: boolean;
}

/**
 * The outbox row of an e-mail, rendered in the recipient's language; null when they get none (no
 * address, deactivated, or this kind turned off).
 */
function outboxRow(item: QueuedMail, user: Recipient) {
  if (!user.email || !user.is_active || !wantsEmail(user.email_preferences, item.kind)) return null;
  const rendered = item.render(user.language, user.first_name);
  return {
    user_id: item.userId,
    kind: item.kind,
    recipient: user.email,
    language: user.language,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    ics: item.icsFor?.(user.language, { email: user.email, name: user.first_name }) ?? null,
  };
}

/**
 * Writes an e-mail to the outbox, rendered in the recipient's language, in the transaction that
 * causes it (so it exists exactly when the change does). The job runner delivers it after the
 * commit (a `mail_queued` event wakes it) and retries while the mail server is unreachable: the
 * change itself never waits for or fails on the mail server. Nothing is written when e-mail is off,
 * the person has no address, is deactivated, or turned this kind off.
 */
export async function queueMail(db: DbOrTrx, mail: MailSettings, item: QueuedMail): Promise<boolean> {
  if (!mail.enabled) return false;
  const user = await db
    .selectFrom('users')
    .select(['email', 'language', 'first_name', 'email_preferences', 'is_active'])
    .where('id', '=', item.userId)
    .executeTakeFirst();
  const row = user && outboxRow(item, user);
  if (!row) return false;
  await db.insertInto('mail_outbox').values(row).execute();
  await publishEvent(db, { type: 'mail_queued' });
  return true;
}

/** E-mails a statement (a few kilobytes each): a sweep's thousands go in a few statements (decision 033). */
const MAIL_ROWS = 500;

/**
 * queueMail for many e-mails at once (the sweep): one query for the recipients, a few inserts, one
 * event. Returns how many were written.
 */
export async function queueMails(db: DbOrTrx, mail: MailSettings, items: QueuedMail[]): Promise<number> {
  if (!mail.enabled || items.length === 0) return 0;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'first_name', 'email_preferences', 'is_active'])
    .where(sql<boolean>`id = any(${[...new Set(items.map((i) => i.userId))]}::int[])`)
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  // MAIL_ROWS e-mails a statement, written while the next ones are rendered (decision 033).
  const values = await writeInChunks(
    items,
    MAIL_ROWS,
    (item) => {
      const user = byId.get(item.userId);
      const row = user && outboxRow(item, user);
      return row ? [JSON.stringify(row)] : [];
    },
    async (rendered) => {
      await sql`
        insert into mail_outbox (user_id, kind, recipient, language, subject, text_body, html_body, ics)
        select user_id, kind, recipient, language, subject, text_body, html_body, ics
        from json_to_recordset(${jsonRows(rendered)}) as x(user_id int, kind text, recipient text,
          language text, subject text, text_body text, html_body text, ics text)`.execute(db);
      return rendered;
    },
  );
  if (values.length > 0) await publishEvent(db, { type: 'mail_queued' });
  return values.length;
}
