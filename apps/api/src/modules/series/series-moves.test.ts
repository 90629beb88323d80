import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/**
 * Moving a series, or one date of it, in place (decision 395): the kept bookings keep their ids (so their calendar
 * UIDs) and get a raised SEQUENCE; a date the new place cannot take keeps its booking and is answered skipped with
 * its reason; the preview answers the same without changing anything. Monday 1 March 2027, 07:00 (nothing begun).
 */
const clock = manualClock('2027-03-01T07:00:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  for (const who of ['ann', 'bob']) {
    await createUser(ctx.db, { username: who, first_name: who.toUpperCase(), last_name: 'Tester' });
    auth[who] = await login(ctx.app, who);
  }
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set('2027-03-01T07:00:00');
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('booking_series').execute();
  await ctx.db.updateTable('desks').set({ is_closed: false }).execute();
});

const api = (url: string, who: string | null, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: who ? { authorization: auth[who]! } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const desk = (i: number, slot = 0) => ({ desk_id: s.deskIds[i]!, timetable_id: s.timetableIds[slot]! });
const bookings = () =>
  ctx.db
    .selectFrom('bookings')
    .select(['id', 'date', 'desk_id', 'timetable_id', 'ical_sequence', 'cancelled_at'])
    .orderBy('date')
    .orderBy('id')
    .execute();

/** Ann's weekly series on desk 0, Monday, Wednesday and Friday, four times: 1, 3, 5 and 8 March. */
async function annSeries() {
  const res = await api('/api/booking/series', 'ann', {
    start_date: '2027-03-01',
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4',
    place: desk(0),
  });
  expect(res.statusCode).toBe(201);
  return res.json().series_id as number;
}

describe('moving a series to another desk', () => {
  it('previews, then moves the free dates in place and keeps the taken one where it was', async () => {
    const id = await annSeries();
    expect((await api('/api/booking/new/', 'bob', [{ date: '2027-03-05', ...desk(1) }])).statusCode).toBe(201);
    const before = await bookings();
    const body = { scope: 'all', date: '2027-03-01', place: desk(1) };
    const expected = {
      series_id: id,
      created: [],
      moved: ['2027-03-01', '2027-03-03', '2027-03-08'].map((date) => ({
        date,
        booking_id: before.find((b) => b.date === date)!.id,
      })),
      skipped: [{ date: '2027-03-05', reason: 'taken' }],
      later: [],
    };

    const preview = await api(`/api/booking/series/${id}/edit/preview`, 'ann', body);
    expect(preview.statusCode).toBe(200);
    // The preview names who holds the taken date (decision 420); the edit answers the date only.
    expect(preview.json()).toEqual({
      ...expected,
      skipped: [{ date: '2027-03-05', reason: 'taken', taken_by: 'BOB Tester', by_you: false }],
    });
    expect(await bookings()).toEqual(before);

    const edit = await api(`/api/booking/series/${id}/edit`, 'ann', body);
    expect(edit.json()).toEqual(expected);
    const after = await bookings();
    expect(after.map((b) => [b.id, b.date, b.desk_id, b.ical_sequence, b.cancelled_at])).toEqual(
      before.map((b) =>
        b.date === '2027-03-05' ? [b.id, b.date, b.desk_id, 0, null] : [b.id, b.date, s.deskIds[1], 1, null],
      ),
    );
  });

  it('a closed new desk skips every date as closed and changes nothing', async () => {
    const id = await annSeries();
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[2]!).execute();
    const before = await bookings();
    const res = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: desk(2),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      moved: [],
      skipped: ['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08'].map((date) => ({ date, reason: 'closed' })),
    });
    expect(await bookings()).toEqual(before);
  });

  it('a new rule keeps the bookings of the dates it keeps, cancels the others and books the new ones', async () => {
    const id = await annSeries();
    const before = await bookings();
    const res = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU;COUNT=4',
    });
    expect(res.statusCode).toBe(200);
    const after = await bookings();
    const idOn = (date: string) => before.find((b) => b.date === date)!.id;
    expect(after.map((b) => [b.id, b.date, b.ical_sequence, b.cancelled_at !== null])).toEqual([
      [idOn('2027-03-01'), '2027-03-01', 0, false],
      [res.json().created[0].booking_id, '2027-03-02', 0, false],
      [idOn('2027-03-03'), '2027-03-03', 1, true],
      [idOn('2027-03-05'), '2027-03-05', 1, true],
      [idOn('2027-03-08'), '2027-03-08', 0, false],
      [res.json().created[1].booking_id, '2027-03-09', 0, false],
    ]);
    expect(res.json().moved).toEqual([]);
  });
});

describe('this occurrence only', () => {
  it('moves one date to another slot and desk in place; a later move of the series leaves it', async () => {
    const id = await annSeries();
    const before = await bookings();
    const wednesday = before.find((b) => b.date === '2027-03-03')!;
    const res = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'this',
      date: '2027-03-03',
      place: desk(2, 1),
    });
    expect(res.json()).toMatchObject({ moved: [{ date: '2027-03-03', booking_id: wednesday.id }], created: [] });
    await api(`/api/booking/series/${id}/edit`, 'ann', { scope: 'all', date: '2027-03-01', place: desk(1) });
    const after = await bookings();
    expect(after.map((b) => [b.date, b.desk_id, b.timetable_id])).toEqual([
      ['2027-03-01', s.deskIds[1], s.timetableIds[0]],
      ['2027-03-03', s.deskIds[2], s.timetableIds[1]],
      ['2027-03-05', s.deskIds[1], s.timetableIds[0]],
      ['2027-03-08', s.deskIds[1], s.timetableIds[0]],
    ]);
    expect(after.find((b) => b.id === wednesday.id)!.ical_sequence).toBe(1);
  });

  it('a cancelled date stays cancelled after a move of the whole series', async () => {
    const id = await annSeries();
    await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'this', date: '2027-03-05' });
    const res = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: desk(2),
    });
    expect(res.json().moved.map((m: { date: string }) => m.date)).toEqual(['2027-03-01', '2027-03-03', '2027-03-08']);
    const live = (await bookings()).filter((b) => b.cancelled_at === null);
    expect(live.map((b) => b.date)).toEqual(['2027-03-01', '2027-03-03', '2027-03-08']);
  });
});

describe('the preview of an edit: documented errors', () => {
  it('refuses bad input, other people, unknown series and callers who are not signed in', async () => {
    const id = await annSeries();
    const url = `/api/booking/series/${id}/edit/preview`;
    const bad = await api(url, 'ann', { scope: 'sometimes', date: '2027-03-01', place: desk(1) });
    expect(bad.statusCode).toBe(400);
    expect((await api(url, 'ann', { scope: 'all', date: '2027-03-01' })).statusCode).toBe(400);
    const notADate = await api(url, 'ann', { scope: 'this', date: '2027-03-02', place: desk(1) });
    expect([notADate.statusCode, notADate.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await api(url, 'bob', { scope: 'all', date: '2027-03-01', place: desk(1) })).statusCode).toBe(403);
    expect((await api(url, null, { scope: 'all', date: '2027-03-01', place: desk(1) })).statusCode).toBe(401);
    const unknown = await api(`/api/booking/series/${id + 999}/edit/preview`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: desk(1),
    });
    expect(unknown.statusCode).toBe(404);
    clock.set('2027-03-04T07:00:00');
    const past = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: await login(ctx.app, 'ann') },
      payload: { scope: 'this', date: '2027-03-03', place: desk(1) },
    });
    expect([past.statusCode, past.json().code]).toEqual([400, 'BOOKING_PAST_DATE']);
  });
});
