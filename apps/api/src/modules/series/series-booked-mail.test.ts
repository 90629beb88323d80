import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarPartsOf, type MailTestWithPeople, startMailTestWithPeople } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';

/**
 * Creating a series sends one "Series booked" e-mail (decision 416), delivered by the job runner to a real SMTP server
 * on loopback: the booked dates, the skipped ones with their reason, and one METHOD:REQUEST invite.ics with a VEVENT
 * per booking, whose UIDs a later edit updates. It follows the "booking made" choice; nothing booked, nothing sent.
 */
const clock = manualClock('2027-03-01T07:00:00');
let { t, s, auth } = {} as MailTestWithPeople;

beforeAll(async () => {
  ({ t, s, auth } = await startMailTestWithPeople(clock, [
    { username: 'ann', language: 'en', first_name: 'Ann' },
    { username: 'bas', language: 'nl', first_name: 'Bas' },
    { username: 'cas', language: 'en', first_name: 'Cas' },
    { username: 'dan', language: 'en', first_name: 'Dan' },
    { username: 'eva', language: 'en', first_name: 'Eva' },
  ]));
}, 60_000);
afterAll(() => t?.close());

const api = (method: 'POST' | 'PUT', url: string, who: string, payload: unknown) =>
  t.ctx.app.inject({ method, url, headers: { authorization: auth[who]! }, payload: payload as object });
const desk = (i: number, slot = 0) => ({ desk_id: s.deskIds[i]!, timetable_id: s.timetableIds[slot]! });
const uid = (id: number) => `booking-${id}@flex.test`;
type Created = { date: string; booking_id: number }[];

/** Creates a series from Monday 2027-03-01 (Monday, Wednesday, Friday) and answers the response and its e-mails. */
async function createSeries(who: string, place: ReturnType<typeof desk>, count: number, start = '2027-03-01') {
  let res!: Awaited<ReturnType<typeof api>>;
  const sent = await t.mailsOf(async () => {
    res = await api('POST', '/api/booking/series', who, {
      start_date: start,
      rrule: `FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=${count}`,
      place,
    });
  });
  expect(res.statusCode).toBe(201);
  return { body: res.json() as { series_id: number; created: Created; skipped: unknown[] }, ...sent };
}

describe('creating a series sends one e-mail with the dates', () => {
  it('lists the booked and skipped dates, invites every booking by its UID; an edit updates the same UIDs', async () => {
    const taken = await t.mailsOf(() => api('POST', '/api/booking/new/', 'cas', [{ date: '2027-03-05', ...desk(0) }]));
    expect(taken.rows.map((r) => r.recipient)).toEqual(['cas@example.test']);

    const { body, rows, mails } = await createSeries('ann', desk(0), 4);
    expect(body.skipped).toEqual([{ date: '2027-03-05', reason: 'taken' }]);
    expect(rows.map((r) => [r.kind, r.recipient])).toEqual([['booking_made', 'ann@example.test']]);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Series booked: 3 dates');
    expect(mail!.text).toContain('01-03-2027 08:00-12:00: desk D1, floor Floor 1, HQ');
    expect(mail!.text).toMatch(/Not booked:\s+05-03-2027: taken/);
    const parts = calendarPartsOf(mail!);
    expect(parts.map((p) => [p.filename, p.method, p.contentMethod])).toEqual([['invite.ics', 'REQUEST', 'REQUEST']]);
    expect(parts[0]!.events.map((e) => [e.uid, e.sequence, e.status])).toEqual(
      body.created.map((c) => [uid(c.booking_id), 0, 'CONFIRMED']),
    );

    const edit = await t.mailsOf(() =>
      api('POST', `/api/booking/series/${body.series_id}/edit`, 'ann', {
        scope: 'all',
        date: '2027-03-01',
        place: desk(1),
      }),
    );
    expect(edit.mails).toHaveLength(1);
    const [request] = calendarPartsOf(edit.mails[0]!);
    expect(request!.method).toBe('REQUEST');
    const sequenceOf = new Map(request!.events.map((e) => [e.uid, e.sequence]));
    expect(body.created.map((c) => sequenceOf.get(uid(c.booking_id)))).toEqual([1, 1, 1]);
  });

  it('is in the person’s language and tells how many later dates are booked as they come', async () => {
    const { body, mails } = await createSeries('bas', desk(2), 6);
    expect(body.created).toHaveLength(5);
    expect(mails.map((m) => [m.to, m.subject, m.language])).toEqual([
      ['bas@example.test', 'Reeks geboekt: 5 datums', 'nl'],
    ]);
    expect(mails[0]!.text).toContain('Uw terugkerende reservering is gemaakt:');
    expect(mails[0]!.text).toContain('1 latere datum wordt geboekt zodra die binnen de reserveringstermijn valt.');
    expect(calendarPartsOf(mails[0]!)[0]!.events.map((e) => e.uid)).toEqual(body.created.map((c) => uid(c.booking_id)));
  });

  it('follows the "booking made" choice, and sends nothing when no date was booked', async () => {
    const off = await api('PUT', '/api/users/self/email-preferences', 'dan', { booking_made: false });
    expect(off.statusCode).toBe(200);
    const quiet = await createSeries('dan', desk(2, 1), 4);
    expect(quiet.body.created).toHaveLength(4);
    expect(quiet.rows).toEqual([]);

    // Dan holds the one date of Eva's series.
    const none = await createSeries('eva', desk(2, 1), 1, '2027-03-01');
    expect(none.body.created).toEqual([]);
    expect(none.body.skipped).toEqual([{ date: '2027-03-01', reason: 'taken' }]);
    expect(none.rows).toEqual([]);
  });
});
