import ICAL from 'ical.js';
import type { ManualClock } from '../src/lib/clock';
import { createTestContext, type TestContext } from './helpers';
import { parseCalendar } from './ical';
import { lastOutboxId, sentSince } from './outbox';
import { type ReceivedMail, startSmtpServer } from './smtp';

/**
 * The invitation tests' one setup (decisions 371, 389, 390, 396): a real SMTP server on loopback, a test context
 * sending to it through the job runner, flexapp@example.com the sender and http://flex.test the links' origin.
 */
export async function startMailTest(clock: ManualClock) {
  const smtp = await startSmtpServer();
  const ctx: TestContext = await createTestContext({
    clock,
    smtpUrl: smtp.url,
    mailFrom: 'flexapp <flexapp@example.com>',
    linkOrigin: 'http://flex.test',
    jobs: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
  });
  /** The e-mails a change sends, all of them (its outbox rows, once every one is sent), as received and parsed. */
  async function mailsOf(change: () => Promise<unknown>) {
    const before = await lastOutboxId(ctx.db);
    const received = smtp.received.length;
    await change();
    const rows = await sentSince(ctx.db, before);
    await smtp.waitFor(received + rows.length);
    return { rows, mails: smtp.received.slice(received) };
  }
  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  return { smtp, ctx, mailsOf, close };
}

/**
 * Every text/calendar part of a received e-mail, parsed with ical.js: its file name, the MIME `method` parameter,
 * the object's METHOD and its events (UID, SEQUENCE, STATUS, start, end).
 */
export function calendarPartsOf(mail: ReceivedMail) {
  return mail.parsed.attachments
    .filter((a) => a.contentType === 'text/calendar')
    .map((a) => {
      const text = a.content.toString('utf8');
      const root = new ICAL.Component(ICAL.parse(text));
      return {
        filename: a.filename,
        contentMethod: (a.headers.get('content-type') as { params?: { method?: string } }).params?.method,
        method: root.getFirstPropertyValue('method') as string,
        events: parseCalendar(text).events,
      };
    });
}
