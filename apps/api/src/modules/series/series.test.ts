import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { runSweep } from '../jobs/sweep';

/** Monday 1 March 2027, 09:30; the booking horizon is 10 days (1-10 March). Decision 220. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  for (const who of ['ann', 'bob', 'cas']) {
    ids[who] = await createUser(ctx.db, { username: who, first_name: who.toUpperCase(), last_name: 'Tester' });
    auth[who] = await login(ctx.app, who);
  }
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set('2027-03-01T09:30:00');
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('booking_series').execute();
  await ctx.db.updateTable('floors').set({ booking_limit: null }).execute();
  await ctx.db.updateTable('desks').set({ is_closed: false }).execute();
});

const api = (url: string, who: string | null, payload?: unknown, method: 'POST' | 'DELETE' | 'GET' = 'POST') =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who] } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const desk = (i: number, slot = 0) => ({ desk_id: s.deskIds[i], timetable_id: s.timetableIds[slot] });
const series = (rrule: string, place: object = desk(0), start_date = '2027-03-01') => ({ start_date, rrule, place });
const bookOne = (who: string, date: string, place: object = desk(0)) =>
  api('/api/booking/new/', who, [{ date, ...place }]);
const liveBookings = (where: { userId?: number; deskId?: number } = {}) => {
  let q = ctx.db
    .selectFrom('bookings')
    .select(['id', 'date', 'user_id', 'desk_id', 'series_id'])
    .where('cancelled_at', 'is', null)
    .orderBy('date');
  if (where.userId) q = q.where('user_id', '=', where.userId);
  if (where.deskId) q = q.where('desk_id', '=', where.deskId);
  return q.execute();
};

describe('series rules (RRULE text)', () => {
  it.each([
    ['garbage', 'SERIES_RULE_INVALID'],
    ['FREQ=HOURLY;COUNT=3', 'SERIES_RULE_INVALID'],
    ['FREQ=WEEKLY;INTERVAL=0;COUNT=3', 'SERIES_RULE_INVALID'],
    ['FREQ=WEEKLY;BYDAY=XX;COUNT=2', 'SERIES_RULE_INVALID'],
    ['FREQ=MONTHLY;COUNT=3', 'SERIES_RULE_INVALID'],
    ['FREQ=WEEKLY;BYHOUR=9;COUNT=3', 'SERIES_RULE_INVALID'],
    ['DTSTART:20270301\nFREQ=DAILY;COUNT=2', 'SERIES_RULE_INVALID'],
    ['FREQ=WEEKLY;BYDAY=MO', 'SERIES_NO_END'],
    ['FREQ=DAILY;COUNT=10000', 'SERIES_TOO_LONG'],
    ['FREQ=DAILY;UNTIL=20290101', 'SERIES_TOO_LONG'],
  ])('%s -> 400 %s with a translated message', async (rrule, code) => {
    for (const url of ['/api/booking/series/preview', '/api/booking/series']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: auth.ann, 'accept-language': 'nl' },
        payload: series(rrule),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await liveBookings()).toEqual([]);
  });

  it('refuses a malformed body, a start in the past, and callers who are not signed in', async () => {
    expect((await api('/api/booking/series', 'ann', { rrule: 'FREQ=DAILY;COUNT=2' })).statusCode).toBe(400);
    const past = await api('/api/booking/series', 'ann', series('FREQ=DAILY;COUNT=2', desk(0), '2027-02-26'));
    expect(past.json().code).toBe('BOOKING_PAST_DATE');
    expect((await api('/api/booking/series', null, series('FREQ=DAILY;COUNT=2'))).statusCode).toBe(401);
    expect((await api('/api/booking/series/preview', null, series('FREQ=DAILY;COUNT=2'))).statusCode).toBe(401);
    expect(
      (
        await api(
          '/api/booking/series',
          'ann',
          series('FREQ=DAILY;COUNT=2', { desk_id: 99999, timetable_id: s.timetableIds[0] }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('daily on working days skips the weekend; monthly on the first Monday', async () => {
    const daily = await api('/api/booking/series/preview', 'ann', series('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=7'));
    expect(daily.json().occurrences.map((o: { date: string }) => o.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-08',
      '2027-03-09',
    ]);
    const monthly = await api('/api/booking/series/preview', 'ann', series('FREQ=MONTHLY;BYDAY=1MO;COUNT=3'));
    expect(monthly.json().occurrences.map((o: { date: string; state: string }) => [o.date, o.state])).toEqual([
      ['2027-03-01', 'free'],
      ['2027-04-05', 'later'],
      ['2027-05-03', 'later'],
    ]);
  });
});

describe('preview and create', () => {
  it('shows each date as free, taken (by whom), over the limit or later; creating books the free ones', async () => {
    expect((await bookOne('bob', '2027-03-03')).statusCode).toBe(201);
    // The floor allows one desk booking a slot: cas holds another desk on the 8th.
    await ctx.db.updateTable('floors').set({ booking_limit: 1 }).execute();
    expect((await bookOne('cas', '2027-03-08', desk(3))).statusCode).toBe(201);
    expect((await bookOne('ann', '2027-03-10', desk(2))).statusCode).toBe(201);
    const req = series('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6');

    const preview = await api('/api/booking/series/preview', 'ann', req);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().occurrences).toEqual([
      { date: '2027-03-01', state: 'free', taken_by: null, by_you: false },
      { date: '2027-03-03', state: 'taken', taken_by: 'BOB Tester', by_you: false },
      { date: '2027-03-08', state: 'over_limit', taken_by: null, by_you: false },
      { date: '2027-03-10', state: 'taken', taken_by: null, by_you: true },
      { date: '2027-03-15', state: 'later', taken_by: null, by_you: false },
      { date: '2027-03-17', state: 'later', taken_by: null, by_you: false },
    ]);
    expect(await liveBookings({ userId: ids.ann })).toHaveLength(1);

    const created = await api('/api/booking/series', 'ann', req);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.created.map((c: { date: string }) => c.date)).toEqual(['2027-03-01']);
    expect(body.skipped).toEqual([
      { date: '2027-03-03', reason: 'taken' },
      { date: '2027-03-08', reason: 'over_limit' },
      { date: '2027-03-10', reason: 'taken' },
    ]);
    expect(body.later).toEqual(['2027-03-15', '2027-03-17']);
    const mine = (await liveBookings({ userId: ids.ann })).filter((b) => b.series_id === body.series_id);
    expect(mine.map((b) => [b.id, b.date])).toEqual([[body.created[0].booking_id, '2027-03-01']]);
    const list = (await api('/api/booking/reservations/me', 'ann', undefined, 'GET')).json().list;
    expect(list['2027-03-01'][0].series_id).toBe(body.series_id);
    expect(list['2027-03-10'][0].series_id).toBeNull();
  });

  it('a closed desk makes every date closed; a room series skips the clashing date as taken', async () => {
    await ctx.db.updateTable('desks').set({ is_closed: true }).where('id', '=', s.deskIds[1]).execute();
    const closed = await api('/api/booking/series', 'ann', series('FREQ=DAILY;COUNT=2', desk(1)));
    expect(closed.json().skipped).toEqual([
      { date: '2027-03-01', reason: 'closed' },
      { date: '2027-03-02', reason: 'closed' },
    ]);
    const room = { room_id: s.meetingRoomId, time_start: '10:00', time_end: '11:00', title: 'Weekly' };
    expect((await bookOne('bob', '2027-03-08', { ...room, time_start: '10:30', time_end: '12:00' })).statusCode).toBe(
      201,
    );
    const res = await api('/api/booking/series', 'ann', series('FREQ=WEEKLY;COUNT=2', room));
    expect(res.statusCode).toBe(201);
    expect(res.json().created.map((c: { date: string }) => c.date)).toEqual(['2027-03-01']);
    expect(res.json().skipped).toEqual([{ date: '2027-03-08', reason: 'taken' }]);
  });

  it('a skipped day can be booked again by hand once it is free', async () => {
    expect((await bookOne('bob', '2027-03-02')).statusCode).toBe(201);
    const res = (await api('/api/booking/series', 'ann', series('FREQ=DAILY;COUNT=3'))).json();
    expect(res.skipped).toEqual([{ date: '2027-03-02', reason: 'taken' }]);
    await ctx.db.updateTable('bookings').set({ cancelled_at: new Date() }).where('user_id', '=', ids.bob).execute();
    expect((await bookOne('ann', '2027-03-02')).statusCode).toBe(201);
  });
});

describe('two people booking series over the same desk at once', () => {
  it('gives every date to exactly one of them and books no desk twice', async () => {
    const req = series('FREQ=DAILY;COUNT=10', desk(2));
    const [a, b] = await Promise.all([
      api('/api/booking/series', 'ann', req),
      api('/api/booking/series', 'bob', series('FREQ=DAILY;INTERVAL=2;COUNT=5', desk(2))),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await liveBookings({ deskId: s.deskIds[2] });
    const dates = rows.map((r) => r.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toHaveLength(10);
    const won = (res: typeof a) => res.json().created.map((c: { date: string }) => c.date);
    const lost = (res: typeof a) => res.json().skipped.map((c: { date: string }) => c.date);
    expect([...won(a), ...won(b)].sort()).toEqual(dates);
    // Each date the one lost, the other won.
    for (const d of lost(a)) expect(won(b)).toContain(d);
    for (const d of lost(b)) expect(won(a)).toContain(d);
  });
});

describe('edit and cancel', () => {
  async function weekdays(place = desk(0)) {
    const res = await api('/api/booking/series', 'ann', series('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=8', place));
    expect(res.statusCode).toBe(201);
    return res.json().series_id as number;
  }

  it('an edit of the whole series keeps deleted occurrences deleted (one way or the other)', async () => {
    const id = await weekdays();
    const cancelOne = await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'this', date: '2027-03-03' });
    expect(cancelOne.json()).toEqual({ cancelled: 1 });
    // The 4th cancelled as a single reservation, from My reservations.
    const fourth = (await liveBookings({ userId: ids.ann })).find((b) => b.date === '2027-03-04')!;
    expect((await api(`/api/booking/reservations/delete/${fourth.id}`, 'ann', undefined, 'DELETE')).statusCode).toBe(
      204,
    );

    const edit = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: desk(1),
    });
    expect(edit.statusCode).toBe(200);
    const rows = await liveBookings({ userId: ids.ann });
    // Today's slot (08:00-12:00) has begun: it stays where it was; the 3rd and 4th stay deleted.
    expect(rows.map((r) => [r.date, r.desk_id])).toEqual([
      ['2027-03-01', s.deskIds[0]],
      ...['2027-03-02', '2027-03-05', '2027-03-08', '2027-03-09', '2027-03-10'].map((d) => [d, s.deskIds[1]]),
    ]);
  });

  it('edits this and the following: the series is cut and a new one carries the exceptions on', async () => {
    clock.set('2027-03-01T07:00:00');
    const id = await weekdays();
    await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'this', date: '2027-03-08' });
    const res = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'following',
      date: '2027-03-04',
      place: desk(3, 1),
    });
    expect(res.statusCode).toBe(200);
    const next = res.json().series_id;
    expect(next).not.toBe(id);
    const rows = await liveBookings({ userId: ids.ann });
    expect(rows.map((r) => [r.date, r.desk_id, r.series_id])).toEqual([
      ['2027-03-01', s.deskIds[0], id],
      ['2027-03-02', s.deskIds[0], id],
      ['2027-03-03', s.deskIds[0], id],
      ['2027-03-04', s.deskIds[3], next],
      ['2027-03-05', s.deskIds[3], next],
      ['2027-03-09', s.deskIds[3], next],
      ['2027-03-10', s.deskIds[3], next],
    ]);
    const old = await ctx.db.selectFrom('booking_series').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(old.last_date).toBe('2027-03-03');
    expect(old.rrule).toContain('UNTIL=20270303');
  });

  it('edits one occurrence: it moves, stays with the series, and a later edit of all leaves it', async () => {
    clock.set('2027-03-01T07:00:00');
    const id = await weekdays();
    const moved = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'this',
      date: '2027-03-03',
      place: desk(3),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().moved.map((c: { date: string }) => c.date)).toEqual(['2027-03-03']);
    expect(moved.json().created).toEqual([]);
    const noRule = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'this',
      date: '2027-03-04',
      rrule: 'FREQ=DAILY;COUNT=2',
    });
    expect(noRule.json().code).toBe('SERIES_RULE_INVALID');
    await api(`/api/booking/series/${id}/edit`, 'ann', { scope: 'all', date: '2027-03-01', place: desk(1) });
    const rows = await liveBookings({ userId: ids.ann });
    expect(rows.find((r) => r.date === '2027-03-03')).toMatchObject({ desk_id: s.deskIds[3], series_id: id });
    expect(rows.filter((r) => r.desk_id === s.deskIds[1])).toHaveLength(7);
  });

  it('cancels this and the following, or all; someone else may not', async () => {
    clock.set('2027-03-01T07:00:00');
    const id = await weekdays();
    expect(
      (await api(`/api/booking/series/${id}/cancel`, 'bob', { scope: 'all', date: '2027-03-01' })).statusCode,
    ).toBe(403);
    expect(
      (await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'this', date: '2027-03-06' })).statusCode,
    ).toBe(404);
    expect(
      (await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'sometimes', date: '2027-03-02' })).statusCode,
    ).toBe(400);
    const following = await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'following', date: '2027-03-08' });
    expect(following.json()).toEqual({ cancelled: 3 });
    expect((await liveBookings({ userId: ids.ann })).map((r) => r.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    const all = await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'all', date: '2027-03-01' });
    expect(all.json()).toEqual({ cancelled: 5 });
    expect(await liveBookings({ userId: ids.ann })).toEqual([]);
    expect(
      (await api(`/api/booking/series/${id}/cancel`, 'ann', { scope: 'all', date: '2027-03-01' })).statusCode,
    ).toBe(404);
  });

  it('"away from … to …" cancels every own booking in the range and keeps the series off those days', async () => {
    clock.set('2027-03-01T07:00:00');
    await api('/api/booking/series', 'ann', series('FREQ=WEEKLY;BYDAY=TU;COUNT=4'));
    expect((await bookOne('ann', '2027-03-03', desk(1))).statusCode).toBe(201);
    expect((await bookOne('bob', '2027-03-03', desk(2))).statusCode).toBe(201);
    const reversed = await api('/api/booking/away', 'ann', { from: '2027-03-10', to: '2027-03-02' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().code).toBe('DATE_RANGE_REVERSED');
    const away = await api('/api/booking/away', 'ann', { from: '2027-03-02', to: '2027-03-16' });
    expect(away.json()).toEqual({ cancelled: 3 });
    expect(await liveBookings({ userId: ids.ann })).toEqual([]);
    expect(await liveBookings({ userId: ids.bob })).toHaveLength(1);
    // The 16th comes into the horizon on the 7th; the job leaves it, and books the 23rd later.
    clock.set('2027-03-14T07:00:00');
    await runSweep(ctx.app, clock.now());
    expect((await liveBookings({ userId: ids.ann })).map((r) => r.date)).toEqual(['2027-03-23']);
  });
});

describe('the job books on as days come into the horizon', () => {
  it('books each new date once, however often it runs', async () => {
    const res = (await api('/api/booking/series', 'ann', series('FREQ=WEEKLY;BYDAY=MO,TH;COUNT=6'))).json();
    expect(res.later).toEqual(['2027-03-11', '2027-03-15', '2027-03-18']);
    clock.set('2027-03-02T00:01:00');
    expect((await runSweep(ctx.app, clock.now())).series_booked).toBe(1);
    expect((await runSweep(ctx.app, clock.now())).series_booked).toBe(0);
    // Bob holds the 15th when the job comes to it (written directly: his session would have expired by now).
    await insertBooking(ctx.db, {
      userId: ids.bob,
      deskId: s.deskIds[0],
      timetableId: s.timetableIds[0],
      date: '2027-03-15',
      start: new Date('2027-03-15T08:00:00'),
      end: new Date('2027-03-15T12:00:00'),
    });
    clock.set('2027-03-06T00:01:00');
    expect((await runSweep(ctx.app, clock.now())).series_booked).toBe(0);
    clock.set('2027-03-09T00:01:00');
    const [first, second] = await Promise.all([runSweep(ctx.app, clock.now()), runSweep(ctx.app, clock.now())]);
    expect(first.series_booked + second.series_booked).toBe(1);
    const mine = await liveBookings({ userId: ids.ann });
    expect(mine.map((b) => b.date)).toEqual(['2027-03-01', '2027-03-04', '2027-03-08', '2027-03-11', '2027-03-18']);
    const skipped = await ctx.db
      .selectFrom('booking_series_dates')
      .select(['date', 'state', 'reason'])
      .where('state', '=', 'skipped')
      .execute();
    expect(skipped).toEqual([{ date: '2027-03-15', state: 'skipped', reason: 'taken' }]);
    const row = await ctx.db
      .selectFrom('booking_series')
      .selectAll()
      .where('id', '=', res.series_id)
      .executeTakeFirstOrThrow();
    expect(row.booked_through).toBe('2027-03-18');
  });
});

describe('GET booking/series/:id (decision 356)', () => {
  it("shows one's own series for the edit screen; someone else's is 403, unknown 404, a bad id 400", async () => {
    const made = await api('/api/booking/series', 'ann', series('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().series_id as number;
    const detail = await api(`/api/booking/series/${id}`, 'ann', undefined, 'GET');
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      id,
      rrule: expect.stringContaining('BYDAY=MO,WE'),
      start_date: '2027-03-01',
      last_date: '2027-03-10',
      place: desk(0),
      building_id: s.buildingId,
    });
    expect((await api(`/api/booking/series/${id}`, null, undefined, 'GET')).statusCode).toBe(401);
    expect((await api(`/api/booking/series/${id}`, 'bob', undefined, 'GET')).json().code).toBe('FORBIDDEN');
    expect((await api('/api/booking/series/999999', 'ann', undefined, 'GET')).statusCode).toBe(404);
    expect((await api('/api/booking/series/x', 'ann', undefined, 'GET')).statusCode).toBe(400);
  });
});
