import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createUser, login, type TestContext } from '../../../test/helpers';
import { startMailTest } from '../../../test/invitations';
import type { ReceivedMail } from '../../../test/smtp';
import { manualClock } from '../../lib/clock';

/**
 * iTIP invitations (RFC 5546, decision 371) end to end: booking and cancelling through the API, the job runner sending
 * to a real SMTP server on loopback, each message parsed with mailparser and its invite.ics with ical.js: one UID,
 * METHOD:REQUEST then METHOD:CANCEL, SEQUENCE rising with every change, flexapp the organiser, the person the attendee.
 */
const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
let mailTest: Awaited<ReturnType<typeof startMailTest>>;
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;

beforeAll(async () => {
  mailTest = await startMailTest(clock);
  ({ ctx } = mailTest);
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'ann', language: 'en', first_name: 'Ann' });
  await createUser(ctx.db, { username: 'bas', language: 'nl', first_name: 'Bas' });
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas') };
}, 60_000);
afterAll(() => mailTest?.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });

/** The e-mails a change sends, all of them, as received and parsed. */
const mailsOf = async (change: () => Promise<unknown>) => (await mailTest.mailsOf(change)).mails;

/** The invitation of a received e-mail: its content type, METHOD, and the event's iTIP properties. */
function invitationOf(mail: ReceivedMail) {
  const [ics] = mail.parsed.attachments;
  expect(ics!.filename).toBe('invite.ics');
  const text = ics!.content.toString('utf8');
  const [event] = parseCalendar(text).events;
  const root = new ICAL.Component(ICAL.parse(text));
  const vevent = root.getFirstSubcomponent('vevent')!;
  const attendees = vevent.getAllProperties('attendee');
  // The scheme of a calendar address is case-insensitive (RFC 5545 3.3.3).
  const address = (v: unknown) => String(v).replace(/^mailto:/i, 'mailto:');
  return {
    method: root.getFirstPropertyValue('method'),
    contentMethod: (ics!.headers.get('content-type') as { params?: { method?: string } }).params?.method,
    uid: event!.uid,
    sequence: event!.sequence,
    status: event!.status,
    organizer: address(vevent.getFirstPropertyValue('organizer')),
    attendees: attendees.map((a) => address(a.getFirstValue())),
    start: event!.start,
    end: event!.end,
  };
}

describe('calendar invitations that update themselves', () => {
  it('invites with METHOD:REQUEST, counts a change in SEQUENCE and cancels with METHOD:CANCEL under the same UID', async () => {
    let id = 0;
    const [made, ...moreMade] = await mailsOf(async () => {
      const res = await api('POST', '/api/booking/new/', 'ann', [
        { desk_id: s.deskIds[0], timetable_id: s.timetableIds[0], date: DAY },
      ]);
      expect(res.statusCode).toBe(201);
      id = res.json().bookings[0].id;
    });
    expect(moreMade).toEqual([]);
    const request = invitationOf(made!);
    expect(request).toMatchObject({
      method: 'REQUEST',
      contentMethod: 'REQUEST',
      uid: `booking-${id}@flex.test`,
      sequence: 0,
      status: 'CONFIRMED',
      organizer: 'mailto:flexapp@example.com',
      attendees: ['mailto:ann@example.test'],
      start: new Date(`${DAY}T08:00:00`),
      end: new Date(`${DAY}T12:00:00`),
    });

    // Any change of the booking's times or place counts (the database bumps it); the feed shows the same number.
    await ctx.db
      .updateTable('bookings')
      .set({ end_at: new Date(`${DAY}T11:00:00`) })
      .where('id', '=', id)
      .execute();
    await ctx.db.updateTable('bookings').set({ title: 'no change to the event' }).where('id', '=', id).execute();
    const url = (await api('GET', '/api/users/self/calendar', 'ann')).json().url as string;
    const feed = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(parseCalendar(feed.body).events).toEqual([expect.objectContaining({ uid: request.uid, sequence: 1 })]);

    const [cancelled, ...moreCancelled] = await mailsOf(async () => {
      expect((await api('DELETE', `/api/booking/reservations/delete/${id}`, 'ann')).statusCode).toBe(204);
    });
    expect(moreCancelled).toEqual([]);
    expect(cancelled!.subject).toBe(`Booking cancelled: desk D1, floor Floor 1, HQ, 01-03-2027 08:00-11:00`);
    expect(invitationOf(cancelled!)).toMatchObject({
      method: 'CANCEL',
      contentMethod: 'CANCEL',
      uid: request.uid,
      sequence: 2,
      status: 'CANCELLED',
      organizer: 'mailto:flexapp@example.com',
      attendees: ['mailto:ann@example.test'],
    });
  });

  it('writes the cancellation in the person’s language, and none when they turned booking e-mails off', async () => {
    const book = async () => {
      const res = await api('POST', '/api/booking/new/', 'bas', [
        { desk_id: s.deskIds[1], timetable_id: s.timetableIds[1], date: DAY },
      ]);
      expect(res.statusCode).toBe(201);
      return res.json().bookings[0].id as number;
    };
    let id = 0;
    await mailsOf(async () => (id = await book()));
    const [nl] = await mailsOf(() => api('DELETE', `/api/booking/reservations/delete/${id}`, 'bas'));
    expect(nl!.subject).toMatch(/^Reservering geannuleerd: werkplek D2/);
    expect(invitationOf(nl!)).toMatchObject({ method: 'CANCEL', uid: `booking-${id}@flex.test`, sequence: 1 });

    expect(
      (await api('PUT' as 'POST', '/api/users/self/email-preferences', 'bas', { booking_made: false })).statusCode,
    ).toBe(200);
    const none = await mailsOf(async () => {
      id = await book();
      expect((await api('DELETE', `/api/booking/reservations/delete/${id}`, 'bas')).statusCode).toBe(204);
    });
    expect(none).toEqual([]);
  });
});
