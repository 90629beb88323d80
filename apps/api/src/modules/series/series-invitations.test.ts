import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarPartsOf, type MailTestWithPeople, startMailTestWithPeople } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';

/**
 * A series edit's calendar updates (decision 396), sent by the job runner to a real SMTP server on loopback and read
 * with mailparser and ical.js: one e-mail per edit; kept occurrences keep their UID with a raised SEQUENCE
 * (METHOD:REQUEST, invite.ics), removed ones METHOD:CANCEL (cancel.ics), new ones REQUEST with SEQUENCE 0.
 */
const clock = manualClock('2027-03-01T07:00:00');
let { t, s, auth } = {} as MailTestWithPeople;

beforeAll(async () => {
  ({ t, s, auth } = await startMailTestWithPeople(clock, [
    { username: 'ann', language: 'en', first_name: 'Ann' },
    { username: 'bas', language: 'nl', first_name: 'Bas' },
    { username: 'cas', language: 'en', first_name: 'Cas' },
  ]));
}, 60_000);
afterAll(() => t?.close());

const api = (url: string, who: string, payload: unknown) =>
  t.ctx.app.inject({ method: 'POST', url, headers: { authorization: auth[who]! }, payload: payload as object });
const desk = (i: number, slot = 0) => ({ desk_id: s.deskIds[i]!, timetable_id: s.timetableIds[slot]! });
const uid = (id: number) => `booking-${id}@flex.test`;

/** A series of four dates; its "Series booked" e-mail (decision 416) is sent before the edits under test. */
async function seriesOf(who: string, place = desk(0)) {
  let res!: Awaited<ReturnType<typeof api>>;
  const booked = await t.mailsOf(async () => {
    res = await api('/api/booking/series', who, {
      start_date: '2027-03-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4',
      place,
    });
  });
  expect(res.statusCode).toBe(201);
  expect(booked.rows.map((r) => r.kind)).toEqual(['booking_made']);
  const idOn = new Map<string, number>(
    res.json().created.map((c: { date: string; booking_id: number }) => [c.date, c.booking_id]),
  );
  return { id: res.json().series_id as number, idOn: (date: string) => idOn.get(date)! };
}

describe('series edits update calendars', () => {
  it('keeps UIDs across a move and a rule change, raises SEQUENCE, cancels removed dates, in one e-mail each', async () => {
    const { id, idOn } = await seriesOf('ann');
    const cas = await t.mailsOf(() => api('/api/booking/new/', 'cas', [{ date: '2027-03-05', ...desk(1) }]));
    expect(cas.rows.map((r) => r.recipient)).toEqual(['cas@example.test']);

    const preview = await t.mailsOf(() =>
      api(`/api/booking/series/${id}/edit/preview`, 'ann', { scope: 'all', date: '2027-03-01', place: desk(1) }),
    );
    expect(preview.rows).toEqual([]);

    const move = await t.mailsOf(() =>
      api(`/api/booking/series/${id}/edit`, 'ann', { scope: 'all', date: '2027-03-01', place: desk(1) }),
    );
    expect(move.rows.map((r) => [r.kind, r.recipient])).toEqual([['booking_changed', 'ann@example.test']]);
    const [moved] = move.mails;
    expect(moved!.subject).toBe('Series changed: 3 dates');
    expect(moved!.text).toContain('Changed:');
    const moveParts = calendarPartsOf(moved!);
    expect(moveParts.map((p) => [p.filename, p.method, p.contentMethod])).toEqual([
      ['invite.ics', 'REQUEST', 'REQUEST'],
    ]);
    expect(moveParts[0]!.events.map((e) => [e.uid, e.sequence, e.location])).toEqual(
      ['2027-03-01', '2027-03-03', '2027-03-08'].map((d) => [uid(idOn(d)), 1, 'desk D2, floor Floor 1, HQ']),
    );

    // Monday and Tuesday now: Wednesday (moved before) and Friday (left on desk 0) are cancelled, two dates added.
    const rule = await t.mailsOf(() =>
      api(`/api/booking/series/${id}/edit`, 'ann', {
        scope: 'all',
        date: '2027-03-01',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU;COUNT=4',
      }),
    );
    expect(rule.mails).toHaveLength(1);
    const ruleParts = calendarPartsOf(rule.mails[0]!);
    expect(ruleParts.map((p) => [p.filename, p.method, p.contentMethod])).toEqual([
      ['invite.ics', 'REQUEST', 'REQUEST'],
      ['cancel.ics', 'CANCEL', 'CANCEL'],
    ]);
    const added = ruleParts[0]!.events;
    expect(added.map((e) => [e.sequence, e.status])).toEqual([
      [0, 'CONFIRMED'],
      [0, 'CONFIRMED'],
    ]);
    expect(added.map((e) => e.uid)).not.toContain(uid(idOn('2027-03-01')));
    expect(ruleParts[1]!.events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [uid(idOn('2027-03-03')), 2, 'CANCELLED'],
      [uid(idOn('2027-03-05')), 1, 'CANCELLED'],
    ]);
    expect(rule.mails[0]!.text).toMatch(/Added:[\s\S]*Cancelled:/);
  });

  it('"only this one" sends one update for that date, in the person’s language', async () => {
    const { id, idOn } = await seriesOf('bas', desk(2));
    const one = await t.mailsOf(() =>
      api(`/api/booking/series/${id}/edit`, 'bas', { scope: 'this', date: '2027-03-03', place: desk(2, 1) }),
    );
    expect(one.mails.map((m) => [m.to, m.subject, m.language])).toEqual([
      ['bas@example.test', 'Reeks gewijzigd: 1 datum', 'nl'],
    ]);
    const [part] = calendarPartsOf(one.mails[0]!);
    expect(part!.events.map((e) => [e.uid, e.sequence, e.start.toISOString()])).toEqual([
      [uid(idOn('2027-03-03')), 1, new Date('2027-03-03T12:00:00').toISOString()],
    ]);
  });

  it('cancelling this and the following sends one e-mail with METHOD:CANCEL for those dates', async () => {
    const { id, idOn } = await seriesOf('cas', desk(2, 1));
    const cancel = await t.mailsOf(() =>
      api(`/api/booking/series/${id}/cancel`, 'cas', { scope: 'following', date: '2027-03-05' }),
    );
    expect(cancel.mails.map((m) => m.subject)).toEqual(['Series changed: 2 dates']);
    const parts = calendarPartsOf(cancel.mails[0]!);
    expect(parts.map((p) => [p.filename, p.method, p.contentMethod])).toEqual([['invite.ics', 'CANCEL', 'CANCEL']]);
    expect(parts[0]!.events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [uid(idOn('2027-03-05')), 1, 'CANCELLED'],
      [uid(idOn('2027-03-08')), 1, 'CANCELLED'],
    ]);
  });
});
