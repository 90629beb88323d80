import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createUser, login, type TestContext } from '../../../test/helpers';
import { calendarPartsOf, invitationOf, type MailTest, startMailTest } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';

/**
 * Bookings staff release (a place or a time slot removed in Setup) e-mail their owners one METHOD:CANCEL per staff
 * action, with each booking's UID and the SEQUENCE the database raised; a leaving person (deactivated, erased) and
 * a person who turned booking e-mails off get none (decision 417).
 */
const clock = manualClock('2027-03-01T09:30:00');
let t: MailTest;
let ctx: TestContext;
let staff: string;

beforeAll(async () => {
  t = await startMailTest(clock);
  ctx = t.ctx;
  await createUser(ctx.db, { username: 'boss', staff: true });
  staff = await login(ctx.app, 'boss');
}, 60_000);
afterAll(() => t?.close());

const call = (method: 'DELETE' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/setup${url}`, payload, headers: { authorization: staff } });

/** A morning booking of `userId` at a desk on `date` (after the clock's now). */
const book = (userId: number, deskId: number, timetableId: number, date: string, from = '08:00', to = '12:00') =>
  insertBooking(ctx.db, {
    userId,
    deskId,
    timetableId,
    date,
    start: new Date(`${date}T${from}:00`),
    end: new Date(`${date}T${to}:00`),
  });

const person = (username: string, language: 'en' | 'nl' = 'en') =>
  createUser(ctx.db, { username, language, first_name: username });

const cancelledIn = (id: number) =>
  ctx.db.selectFrom('bookings').select('cancelled_at').where('id', '=', id).executeTakeFirstOrThrow();

describe('bookings released by staff', () => {
  it('deleting a desk sends each owner a CANCEL with their booking’s UID and the raised SEQUENCE, in their language', async () => {
    const s = await createStructure(ctx.db, { building: 'North', desks: 1 });
    const ann = await person('ann');
    const bas = await person('bas', 'nl');
    const annBooking = await book(ann, s.deskIds[0]!, s.timetableIds[0]!, '2027-03-02');
    const basBooking = await book(bas, s.deskIds[0]!, s.timetableIds[0]!, '2027-03-03');

    const { rows, mails } = await t.mailsOf(async () => {
      const res = await call('DELETE', `/desks/${s.deskIds[0]}?release=true`);
      expect(res.json()).toEqual({ deleted: true, released_bookings: 2 });
    });

    expect(rows.map((r) => [r.kind, r.recipient]).sort()).toEqual([
      ['booking_cancelled', 'ann@example.test'],
      ['booking_cancelled', 'bas@example.test'],
    ]);
    for (const [id, to, lang, subject, location, reason] of [
      [
        annBooking,
        'ann@example.test',
        'EN',
        'Booking cancelled: desk D1, floor Floor 1, North',
        'desk D1, floor Floor 1, North',
        'The desk "D1" was removed from the workplace.',
      ],
      [
        basBooking,
        'bas@example.test',
        'NL',
        'Reservering geannuleerd: werkplek D1, verdieping Floor 1, North',
        'werkplek D1, verdieping Floor 1, North',
        'De werkplek "D1" is verwijderd.',
      ],
    ] as const) {
      const mail = mails.find((m) => m.envelopeTo.includes(to))!;
      expect(mail.parsed.subject).toContain(subject);
      expect(mail.parsed.text).toContain(reason);
      const invitation = invitationOf(mail);
      expect(invitation).toMatchObject({
        contentMethod: 'CANCEL',
        method: 'CANCEL',
        organizer: 'mailto:flexapp@example.com',
        uid: `booking-${id}@flex.test`,
        sequence: 1,
        status: 'CANCELLED',
        location,
        attendees: [`mailto:${to}`],
      });
      expect(invitation.events).toHaveLength(1);
      expect(invitation.prodid).toContain(`//${lang}`);
    }
  });

  it('deleting a time slot sends one e-mail per owner, listing their bookings with one CANCEL for all of them', async () => {
    const s = await createStructure(ctx.db, { building: 'South', desks: 2 });
    const cor = await person('cor');
    const first = await book(cor, s.deskIds[0]!, s.timetableIds[1]!, '2027-03-02', '12:00', '17:00');
    const second = await book(cor, s.deskIds[1]!, s.timetableIds[1]!, '2027-03-04', '12:00', '17:00');

    const { rows, mails } = await t.mailsOf(() => call('DELETE', `/timetables/${s.timetableIds[1]}?release=true`));

    expect(rows.map((r) => r.recipient)).toEqual(['cor@example.test']);
    const [mail] = mails;
    expect(mail!.parsed.subject).toContain('(+1)');
    expect(mail!.parsed.text).toContain('The time slot "Afternoon" was removed.');
    const parts = calendarPartsOf(mail!);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ filename: 'invite.ics', method: 'CANCEL', contentMethod: 'CANCEL' });
    expect(parts[0]!.events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [`booking-${first}@flex.test`, 1, 'CANCELLED'],
      [`booking-${second}@flex.test`, 1, 'CANCELLED'],
    ]);
  });

  it('a person who turned booking e-mails off gets none; the inbox still tells them', async () => {
    const s = await createStructure(ctx.db, { building: 'East', desks: 1 });
    const dee = await person('dee');
    await ctx.db
      .updateTable('users')
      .set({ email_preferences: JSON.stringify({ booking_made: false }) })
      .where('id', '=', dee)
      .execute();
    const id = await book(dee, s.deskIds[0]!, s.timetableIds[0]!, '2027-03-02');

    const { rows } = await t.mailsOf(() => call('DELETE', `/desks/${s.deskIds[0]}?release=true`));

    expect(rows).toEqual([]);
    expect((await cancelledIn(id)).cancelled_at).not.toBeNull();
    const inbox = await ctx.db.selectFrom('messages').select('kind').where('user_id', '=', dee).execute();
    expect(inbox.map((m) => m.kind)).toEqual(['booking_released']);
  });

  it('a deactivated or erased person gets no e-mail for the bookings released with them', async () => {
    const s = await createStructure(ctx.db, { building: 'West', desks: 2 });
    const eve = await person('eve');
    const fay = await person('fay');
    const eveBooking = await book(eve, s.deskIds[0]!, s.timetableIds[0]!, '2027-03-02');
    const fayBooking = await book(fay, s.deskIds[1]!, s.timetableIds[0]!, '2027-03-02');

    const deactivated = await t.mailsOf(async () => {
      const res = await call('POST', `/users/${eve}/deactivate`);
      expect(res.json()).toMatchObject({ released_bookings: 1 });
    });
    const erased = await t.mailsOf(async () => {
      expect((await call('POST', `/users/${fay}/erase`, { confirm: 'fay' })).statusCode).toBe(200);
    });

    expect(deactivated.rows).toEqual([]);
    expect(erased.rows).toEqual([]);
    expect((await cancelledIn(eveBooking)).cancelled_at).not.toBeNull();
    expect((await cancelledIn(fayBooking)).cancelled_at).not.toBeNull();
  });

  it('closing a desk releases no booking and sends no e-mail', async () => {
    const s = await createStructure(ctx.db, { building: 'Annex', desks: 1 });
    const gus = await person('gus');
    const id = await book(gus, s.deskIds[0]!, s.timetableIds[0]!, '2027-03-02');
    const { version } = await ctx.db
      .selectFrom('desks')
      .select('version')
      .where('id', '=', s.deskIds[0]!)
      .executeTakeFirstOrThrow();

    const { rows } = await t.mailsOf(async () => {
      expect((await call('PATCH', `/desks/${s.deskIds[0]}`, { version, is_closed: true })).statusCode).toBe(200);
    });

    expect(rows).toEqual([]);
    expect((await cancelledIn(id)).cancelled_at).toBeNull();
  });
});
