import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { Clock } from '../src/lib/clock';
import { createStructure } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import { parseCalendar } from './ical';
import { lastOutboxId, sentSince } from './outbox';
import { signedInPeople, type TestPerson } from './people';
import { type ReceivedMail, startSmtpServer } from './smtp';

/** The origin of links and of the invitations' UIDs in these tests (`booking-<id>@flex.test`). */
export const INVITATION_ORIGIN = 'http://flex.test';

export type MailTest = {
  ctx: TestContext;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The e-mails a change sends (`mailsOf` below, on this test's server). */
  mailsOf: (change: () => Promise<unknown>) => ReturnType<typeof mailsOf>;
  close: () => Promise<void>;
};

/**
 * A test context whose e-mails the job runner sends to a real SMTP server on loopback (mailparser parses each),
 * flexapp <flexapp@example.com> the sender and the organiser of invitations (decision 371).
 */
export async function startMailTest(clock: Clock): Promise<MailTest> {
  const smtp = await startSmtpServer();
  const ctx = await createTestContext({
    clock,
    smtpUrl: smtp.url,
    mailFrom: 'flexapp <flexapp@example.com>',
    linkOrigin: INVITATION_ORIGIN,
    jobs: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
  });
  return {
    ctx,
    smtp,
    mailsOf: (change) => mailsOf({ ctx, smtp }, change),
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

/** A mail test with one building of three desks (`s`) and these people signed in (`auth`, by user name). */
export async function startMailTestWithPeople(clock: Clock, people: TestPerson[]) {
  const t = await startMailTest(clock);
  const s = await createStructure(t.ctx.db, { desks: 3 });
  return { t, s, auth: await signedInPeople(t.ctx, people) };
}
export type MailTestWithPeople = Awaited<ReturnType<typeof startMailTestWithPeople>>;

/**
 * The e-mails a change sends, all of them: its outbox rows once every one is sent, as received and parsed (so
 * "exactly these" needs no pause; apps/api/test/outbox.ts).
 */
export async function mailsOf(t: Pick<MailTest, 'ctx' | 'smtp'>, change: () => Promise<unknown>) {
  const before = await lastOutboxId(t.ctx.db);
  const received = t.smtp.received.length;
  await change();
  const rows = await sentSince(t.ctx.db, before);
  await t.smtp.waitFor(received + rows.length);
  return { rows, mails: t.smtp.received.slice(received) };
}

/** The scheme of a calendar address is case-insensitive (RFC 5545 3.3.3). */
const address = (v: unknown) => String(v).replace(/^mailto:/i, 'mailto:');

/**
 * The invitation of a received e-mail, read with ical.js after the wire-format checks of parseCalendar: the
 * attachment's name and MIME method, the calendar's METHOD and PRODID, the first event's iTIP properties and all
 * the events.
 */
export function invitationOf(mail: ReceivedMail) {
  const [ics] = mail.parsed.attachments;
  expect(ics!.filename).toBe('invite.ics');
  const text = ics!.content.toString('utf8');
  const { events } = parseCalendar(text);
  const event = events[0];
  const root = new ICAL.Component(ICAL.parse(text));
  const vevent = root.getFirstSubcomponent('vevent')!;
  return {
    method: root.getFirstPropertyValue('method'),
    contentMethod: (ics!.headers.get('content-type') as { params?: { method?: string } }).params?.method,
    prodid: String(root.getFirstPropertyValue('prodid')),
    uid: event!.uid,
    sequence: event!.sequence,
    status: event!.status,
    summary: event!.summary,
    location: event!.location,
    organizer: address(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((a) => address(a.getFirstValue())),
    start: event!.start,
    end: event!.end,
    events,
  };
}

/**
 * Every text/calendar part of a received e-mail, parsed with ical.js: its file name, the MIME `method` parameter,
 * the object's METHOD and its events (UID, SEQUENCE, STATUS, start, end). A series edit sends one part per METHOD
 * (decision 396).
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
