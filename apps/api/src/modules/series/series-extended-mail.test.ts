import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createUser, login } from '../../../test/helpers';
import { calendarPartsOf, INVITATION_ORIGIN, startMailTest } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';
import { runSweep, type SweepReport } from '../jobs/sweep';

/**
 * Dates the job runner books as they come into the booking window (10 days) send, per series and run, one e-mail
 * with one METHOD:REQUEST invite.ics holding those bookings by the UIDs of the calendar feed (decision 423),
 * delivered by the job runner to a real SMTP server on loopback. It follows the "booking made" choice; a run that
 * books nothing for a series (a second run, only a skipped date) sends nothing.
 */
const clock = manualClock('2027-03-01T07:00:00');
let t: Awaited<ReturnType<typeof startMailTest>>;
let s: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startMailTest(clock);
  s = await createStructure(t.ctx.db, { desks: 3 });
  for (const [username, language] of [
    ['ann', 'en'],
    ['bas', 'nl'],
    ['cas', 'en'],
    ['dan', 'en'],
    ['eva', 'en'],
  ] as const) {
    ids[username] = await createUser(t.ctx.db, { username, language, first_name: username });
    auth[username] = await login(t.ctx.app, username);
  }
}, 60_000);
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: string | null, payload?: unknown) =>
  t.ctx.app.inject({ method, url, headers: who ? { authorization: auth[who]! } : {}, payload: payload as object });
const desk = (i: number) => ({ desk_id: s.deskIds[i]!, timetable_id: s.timetableIds[0]! });

/** Creates a series (its own "Series booked" e-mail sent before the job runs) and answers its later dates. */
async function createSeries(who: string, start: string, rrule: string, place: ReturnType<typeof desk>) {
  let later: string[] = [];
  await t.mailsOf(async () => {
    const res = await api('POST', '/api/booking/series', who, { start_date: start, rrule, place });
    expect(res.statusCode, res.body).toBe(201);
    later = res.json().later;
  });
  return later;
}

/** A booking of someone else, written directly (their session would have expired by the day it is for). */
const holdDesk = (who: string, i: number, date: string) =>
  insertBooking(t.ctx.db, {
    userId: ids[who]!,
    deskId: s.deskIds[i]!,
    timetableId: s.timetableIds[0]!,
    date,
    start: new Date(`${date}T08:00:00`),
    end: new Date(`${date}T12:00:00`),
  });

/** One sweep at `at`, the clock moved inside the measured change so the scheduled sweep's e-mails count too. */
async function sweepAt(at: string) {
  let report!: SweepReport;
  const sent = await t.mailsOf(async () => {
    clock.set(at);
    report = await runSweep(t.ctx.app, clock.now());
  });
  return { report, ...sent };
}

describe('dates the job runner books later', () => {
  it('send one e-mail per series and run, inviting the new bookings by the UIDs of the calendar feed', async () => {
    const feed = (await api('GET', '/api/users/self/calendar', 'ann')).json().url as string;
    expect(await createSeries('ann', '2027-03-01', 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=9', desk(0))).toEqual([
      '2027-03-12',
      '2027-03-15',
      '2027-03-17',
      '2027-03-19',
    ]);
    expect(await createSeries('bas', '2027-03-02', 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4', desk(1))).toEqual(['2027-03-11']);
    expect((await api('PUT', '/api/users/self/email-preferences', 'dan', { booking_made: false })).statusCode).toBe(
      200,
    );
    expect(await createSeries('dan', '2027-03-01', 'FREQ=WEEKLY;BYDAY=MO;COUNT=3', desk(2))).toEqual(['2027-03-15']);
    expect(await createSeries('eva', '2027-03-05', 'FREQ=WEEKLY;BYDAY=FR;COUNT=2', desk(2))).toEqual(['2027-03-12']);
    await holdDesk('cas', 0, '2027-03-15');
    await holdDesk('cas', 2, '2027-03-12');

    // The horizon reaches the 17th: Ann gets the 12th and 17th (the 15th is taken), Bas the 11th, Dan the 15th
    // (e-mail off), Eva nothing (the 12th is taken).
    const run = await sweepAt('2027-03-08T00:01:00');
    expect(run.report.series_booked).toBe(4);
    expect(run.rows.map((r) => [r.kind, r.recipient])).toEqual([
      ['booking_made', 'ann@example.test'],
      ['booking_made', 'bas@example.test'],
    ]);
    const ann = run.mails.find((m) => m.to === 'ann@example.test')!;
    expect(ann.subject).toBe('2 more dates booked in your series');
    expect(ann.text).toContain('12-03-2027 08:00-12:00: desk D1, floor Floor 1, HQ');
    expect(ann.text).toContain('17-03-2027 08:00-12:00: desk D1, floor Floor 1, HQ');
    expect(ann.text).toMatch(/Not booked:\s+15-03-2027: taken/);
    expect(ann.text).toContain('1 later date is booked when it comes into the booking window.');

    const parts = calendarPartsOf(ann);
    expect(parts.map((p) => [p.filename, p.method, p.contentMethod])).toEqual([['invite.ics', 'REQUEST', 'REQUEST']]);
    const booked = await t.ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('user_id', '=', ids.ann!)
      .where('date', 'in', ['2027-03-12', '2027-03-17'])
      .orderBy('date')
      .execute();
    const invited = parts[0]!.events.map((e) => [e.uid, e.sequence, e.status, e.start]);
    expect(invited.map(([uid]) => uid)).toEqual(booked.map((b) => `booking-${b.id}@flex.test`));
    const inFeed = parseCalendar((await api('GET', feed.slice(INVITATION_ORIGIN.length), null)).body).events;
    expect(
      inFeed.filter((e) => e.start >= new Date('2027-03-11')).map((e) => [e.uid, e.sequence, e.status, e.start]),
    ).toEqual(invited);

    const bas = run.mails.find((m) => m.to === 'bas@example.test')!;
    expect([bas.subject, bas.language]).toEqual(['Nog 1 datum geboekt in uw reeks', 'nl']);
    expect(bas.text).toContain('Deze datums van uw terugkerende reservering vallen nu binnen de reserveringstermijn');
    expect(bas.text).toContain('11-03-2027 08:00-12:00: werkplek D2, verdieping Floor 1, HQ');
    expect(calendarPartsOf(bas)[0]!.events).toHaveLength(1);

    // A second run the same day books nothing and sends nothing.
    const again = await sweepAt('2027-03-08T13:00:00');
    expect(again.report.series_booked).toBe(0);
    expect(again.rows).toEqual([]);
  });
});
