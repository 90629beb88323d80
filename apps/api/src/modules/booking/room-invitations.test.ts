import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createUser, login } from '../../../test/helpers';
import { invitationOf, type MailTest, mailsOf, startMailTest } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';

/**
 * Meeting-room bookings carry the same iTIP invitations as desks (decisions 371, 404): "booking made" with
 * METHOD:REQUEST (LOCATION the room, its floor and building; the person the attendee), METHOD:CANCEL when cancelled
 * or released (apps/api/src/modules/jobs/released-invitation.test.ts), each person's e-mail choice respected; sent by the job runner to a real SMTP server on loopback.
 */
const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
let t: MailTest;
let s: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await startMailTest(clock);
  s = await createStructure(t.ctx.db, { desks: 1 });
  await createUser(t.ctx.db, { username: 'ann', language: 'en', first_name: 'Ann' });
  await createUser(t.ctx.db, { username: 'bas', language: 'nl', first_name: 'Bas' });
  for (const who of ['ann', 'bas']) auth[who] = await login(t.ctx.app, who);
}, 60_000);
afterAll(() => t?.close());

const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  t.ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const room = (from: string, to: string) => ({ date: DAY, room_id: s.meetingRoomId, time_start: from, time_end: to });

/** Books the items for `who`; answers the new bookings' ids. */
async function book(who: string, items: unknown[]): Promise<number[]> {
  const res = await api('POST', '/api/booking/new/', who, items);
  expect(res.statusCode).toBe(201);
  return (res.json().bookings as { id: number }[]).map((b) => b.id);
}

describe('invitations for meeting-room bookings', () => {
  it('invites with METHOD:REQUEST at the room and cancels with METHOD:CANCEL under the same UID', async () => {
    let id = 0;
    const made = await mailsOf(t, async () => ([id] = await book('ann', [room('10:00', '11:00')])));
    expect(made.rows.map((r) => [r.kind, r.recipient])).toEqual([['booking_made', 'ann@example.test']]);
    expect(made.mails[0]!.subject).toBe('Booking made: room Boardroom, floor Floor 1, HQ, 01-03-2027 10:00-11:00');
    expect(invitationOf(made.mails[0]!)).toMatchObject({
      method: 'REQUEST',
      contentMethod: 'REQUEST',
      uid: `booking-${id}@flex.test`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Boardroom – HQ',
      location: 'room Boardroom, floor Floor 1, HQ',
      organizer: 'mailto:flexapp@example.com',
      attendees: ['mailto:ann@example.test'],
      start: new Date(`${DAY}T10:00:00`),
      end: new Date(`${DAY}T11:00:00`),
    });

    const cancelled = await mailsOf(t, async () => {
      expect((await api('DELETE', `/api/booking/reservations/delete/${id}`, 'ann')).statusCode).toBe(204);
    });
    expect(cancelled.rows.map((r) => r.kind)).toEqual(['booking_cancelled']);
    expect(invitationOf(cancelled.mails[0]!)).toMatchObject({
      method: 'CANCEL',
      contentMethod: 'CANCEL',
      uid: `booking-${id}@flex.test`,
      sequence: 1,
      status: 'CANCELLED',
      attendees: ['mailto:ann@example.test'],
    });
  });

  it('sends one e-mail for a desk and a room booked together, both in its invitation, in the person’s language', async () => {
    let ids: number[] = [];
    const made = await mailsOf(t, async () => {
      ids = await book('bas', [
        { desk_id: s.deskIds[0], timetable_id: s.timetableIds[1], date: DAY },
        room('14:00', '15:00'),
      ]);
    });
    expect(made.rows.map((r) => [r.kind, r.recipient])).toEqual([['booking_made', 'bas@example.test']]);
    expect(made.mails[0]!.subject).toMatch(/^Reservering gemaakt: .* \(\+1\)$/);
    expect(made.mails[0]!.text).toContain('ruimte Boardroom, verdieping Floor 1, HQ');
    const invitation = invitationOf(made.mails[0]!);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.events.map((e) => [e.uid, e.location]).sort()).toEqual(
      [
        [`booking-${ids[0]}@flex.test`, expect.any(String)],
        [`booking-${ids[1]}@flex.test`, expect.any(String)],
      ].sort(),
    );
    expect(invitation.events.map((e) => e.location).sort()).toEqual([
      'ruimte Boardroom, verdieping Floor 1, HQ',
      'werkplek D1, verdieping Floor 1, HQ',
    ]);
  });

  it('sends nothing to a person who turned booking e-mails off', async () => {
    expect((await api('PUT', '/api/users/self/email-preferences', 'ann', { booking_made: false })).statusCode).toBe(
      200,
    );
    const none = await mailsOf(t, async () => {
      const [id] = await book('ann', [room('16:00', '17:00')]);
      expect((await api('DELETE', `/api/booking/reservations/delete/${id}`, 'ann')).statusCode).toBe(204);
    });
    expect(none.rows).toEqual([]);
    expect((await api('PUT', '/api/users/self/email-preferences', 'ann', { booking_made: true })).statusCode).toBe(200);
  });
});
