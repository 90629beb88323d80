import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createUser, login, type TestContext } from '../../../test/helpers';
import { startMailTest } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';

/**
 * A display extending or ending a person's meeting changes the booking: the person gets an e-mail whose invite.ics
 * is METHOD:REQUEST (new end) or METHOD:CANCEL (ended before it began) for the same UID with the SEQUENCE the
 * database raised (decisions 371, 390), sent by the job runner to a real SMTP server on loopback.
 */
const clock = manualClock('2027-03-01T09:30:00');
const DAY = '2027-03-01';
let mailTest: Awaited<ReturnType<typeof startMailTest>>;
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let bas: number;
let display: string;

beforeAll(async () => {
  mailTest = await startMailTest(clock);
  ({ ctx } = mailTest);
}, 60_000);
afterAll(() => mailTest?.close());

const call = (url: string, authorization?: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, payload: payload as object });

const booking = (from: string, to: string) =>
  ctx.db
    .insertInto('bookings')
    .values({
      user_id: bas,
      room_id: s.meetingRoomId,
      date: DAY,
      start_at: new Date(`${DAY}T${from}:00`),
      end_at: new Date(`${DAY}T${to}:00`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The one e-mail a display action sends, as received: its kind, subject and invitation. */
async function mailOf(action: string, bookingId: number, extra: object = {}) {
  const { rows, mails } = await mailTest.mailsOf(async () => {
    const res = await call(`/api/display/room/${action}`, display, { booking_id: bookingId, ...extra });
    expect(res.statusCode).toBeLessThan(300);
  });
  expect(rows.map((r) => r.recipient)).toEqual(['bas@example.test']);
  const mail = mails[0]!;
  const [ics] = mail.parsed.attachments;
  const text = ics!.content.toString('utf8');
  const root = new ICAL.Component(ICAL.parse(text));
  const attendee = root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('attendee');
  expect(String(attendee).toLowerCase()).toBe('mailto:bas@example.test');
  return {
    kind: rows[0]!.kind,
    subject: mail.parsed.subject,
    contentMethod: (ics!.headers.get('content-type') as { params?: { method?: string } }).params?.method,
    method: root.getFirstPropertyValue('method'),
    event: parseCalendar(text).events[0],
  };
}

beforeAll(async () => {
  s = await createStructure(ctx.db);
  bas = await createUser(ctx.db, { username: 'bas', language: 'nl', first_name: 'Bas' });
  await createUser(ctx.db, { username: 'sam', staff: true });
  const staff = await login(ctx.app, 'sam');
  const { code, secret } = (await call('/api/displays/pairings')).json();
  expect((await call('/api/displays', staff, { room_id: s.meetingRoomId, code })).statusCode).toBe(201);
  display = `Display ${(await call('/api/displays/pairings/claim', undefined, { secret })).json().token}`;
});

describe("a person's meeting changed at the display", () => {
  it('extend and end now send METHOD:REQUEST with the raised SEQUENCE and the new end, in their language', async () => {
    const { id } = await booking('09:00', '10:00');
    const extended = await mailOf('extend', id, { minutes: 30 });
    expect(extended).toMatchObject({ kind: 'booking_changed', contentMethod: 'REQUEST', method: 'REQUEST' });
    expect(extended.subject).toMatch(/^Reservering gewijzigd: /);
    expect(extended.event).toMatchObject({
      uid: `booking-${id}@flex.test`,
      sequence: 1,
      start: new Date(`${DAY}T09:00:00`),
      end: new Date(`${DAY}T10:30:00`),
    });
    const ended = await mailOf('end', id);
    expect(ended).toMatchObject({ kind: 'booking_changed', method: 'REQUEST' });
    expect(ended.event).toMatchObject({
      uid: `booking-${id}@flex.test`,
      sequence: 2,
      end: new Date(`${DAY}T09:30:00`),
    });
  });

  it('end now before the meeting has begun a minute cancels it with METHOD:CANCEL', async () => {
    const { id } = await booking('09:30', '10:00');
    const cancelled = await mailOf('end', id);
    expect(cancelled).toMatchObject({ kind: 'booking_cancelled', contentMethod: 'CANCEL', method: 'CANCEL' });
    expect(cancelled.event).toMatchObject({ uid: `booking-${id}@flex.test`, sequence: 1, status: 'CANCELLED' });
  });
});
