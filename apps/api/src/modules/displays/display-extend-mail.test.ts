import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { lastOutboxId, sentSince } from '../../../test/outbox';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { manualClock } from '../../lib/clock';

/**
 * A display extending a person's meeting changes the booking's end: the person gets an e-mail whose invite.ics is
 * METHOD:REQUEST for the same UID with the SEQUENCE the database raised and the new end (decisions 371, 390), sent
 * by the job runner to a real SMTP server on loopback.
 */
const clock = manualClock('2027-03-01T09:30:00');
const DAY = '2027-03-01';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    clock,
    smtpUrl: smtp.url,
    mailFrom: 'flexapp <flexapp@example.com>',
    linkOrigin: 'http://flex.test',
    jobs: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const call = (url: string, authorization?: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, payload: payload as object });

describe('a meeting extended at the display', () => {
  it('sends the person METHOD:REQUEST with the raised SEQUENCE and the new end, in their language', async () => {
    const s = await createStructure(ctx.db);
    const bas = await createUser(ctx.db, { username: 'bas', language: 'nl', first_name: 'Bas' });
    await createUser(ctx.db, { username: 'sam', staff: true });
    const staff = await login(ctx.app, 'sam');
    const { id } = await ctx.db
      .insertInto('bookings')
      .values({
        user_id: bas,
        room_id: s.meetingRoomId,
        date: DAY,
        start_at: new Date(`${DAY}T09:00:00`),
        end_at: new Date(`${DAY}T10:00:00`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { code, secret } = (await call('/api/displays/pairings')).json();
    expect((await call('/api/displays', staff, { room_id: s.meetingRoomId, code })).statusCode).toBe(201);
    const display = `Display ${(await call('/api/displays/pairings/claim', undefined, { secret })).json().token}`;

    const before = await lastOutboxId(ctx.db);
    const received = smtp.received.length;
    const res = await call('/api/display/room/extend', display, { booking_id: id, minutes: 30 });
    expect(res.statusCode).toBe(200);
    const rows = await sentSince(ctx.db, before);
    expect(rows.map((r) => [r.kind, r.recipient])).toEqual([['booking_changed', 'bas@example.test']]);
    await smtp.waitFor(received + 1);

    const mail = smtp.received[received]!;
    expect(mail.parsed.subject).toMatch(/^Reservering gewijzigd: /);
    const [ics] = mail.parsed.attachments;
    expect((ics!.headers.get('content-type') as { params?: { method?: string } }).params?.method).toBe('REQUEST');
    const text = ics!.content.toString('utf8');
    const root = new ICAL.Component(ICAL.parse(text));
    expect(root.getFirstPropertyValue('method')).toBe('REQUEST');
    const attendee = root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('attendee');
    expect(String(attendee).toLowerCase()).toBe('mailto:bas@example.test');
    expect(parseCalendar(text).events).toEqual([
      expect.objectContaining({
        uid: `booking-${id}@flex.test`,
        sequence: 1,
        start: new Date(`${DAY}T09:00:00`),
        end: new Date(`${DAY}T10:30:00`),
      }),
    ]);
  });
});
