import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/**
 * Who holds a taken date in a series preview and in an edit's preview (decision 420): named as the floor map names
 * holders (decision 251's showsHolder): a colleague by name, a private holder to nobody but staff and themself.
 * Monday 1 March 2027, 09:30; the horizon is 1-10 March.
 */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let focusRoom: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  focusRoom = (
    await ctx.db
      .insertInto('rooms')
      .values({ floor_id: s.floorId, name: 'Focus', type: 'MEETING', capacity: 4 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const who of ['ann', 'bob', 'cas']) {
    await createUser(ctx.db, { username: who, first_name: who.toUpperCase(), last_name: 'Tester' });
    auth[who] = await login(ctx.app, who);
  }
  await createUser(ctx.db, { username: 'sam', first_name: 'Sam', last_name: 'Staff', staff: true });
  auth.sam = await login(ctx.app, 'sam');
  // Cas keeps their bookings private.
  await ctx.db.updateTable('users').set({ private_bookings: true }).where('username', '=', 'cas').execute();
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set('2027-03-01T09:30:00');
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('booking_series').execute();
});

const api = (url: string, who: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: who ? { authorization: auth[who]! } : {},
    payload: payload as object,
  });
const desk = (i: number) => ({ desk_id: s.deskIds[i]!, timetable_id: s.timetableIds[1]! });
const room = (roomId: number, time_start: string, time_end: string) => ({ room_id: roomId, time_start, time_end });
const book = async (who: string, items: object[]) =>
  expect((await api('/api/booking/new/', who, items)).statusCode).toBe(201);
/** Mondays and Wednesdays from 1 March: 1, 3, 8 and 10 March. */
const RULE = 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4';
const taken = (body: { skipped: { reason: string }[] }) => body.skipped.filter((x) => x.reason === 'taken');

describe('a series preview names who holds a taken date', () => {
  it('names a colleague, not a private holder; staff see the private holder as on the floor map', async () => {
    await book('bob', [{ date: '2027-03-03', ...desk(1) }]);
    await book('cas', [{ date: '2027-03-08', ...desk(1) }]);
    const req = { start_date: '2027-03-01', rrule: RULE, place: desk(1) };
    const states = async (who: string) => {
      const res = await api('/api/booking/series/preview', who, req);
      expect(res.statusCode).toBe(200);
      return res.json().occurrences;
    };

    expect(await states('ann')).toEqual([
      { date: '2027-03-01', state: 'free', taken_by: null, by_you: false },
      { date: '2027-03-03', state: 'taken', taken_by: 'BOB Tester', by_you: false },
      { date: '2027-03-08', state: 'taken', taken_by: null, by_you: false },
      { date: '2027-03-10', state: 'free', taken_by: null, by_you: false },
    ]);
    expect((await states('sam'))[2]).toEqual({
      date: '2027-03-08',
      state: 'taken',
      taken_by: 'CAS Tester',
      by_you: false,
    });
    expect((await states('cas'))[2]).toEqual({ date: '2027-03-08', state: 'taken', taken_by: null, by_you: true });
  });
});

describe('an edit preview names who holds a date it cannot move', () => {
  it('moving a desk series: the colleague by name, the private holder as taken only; nothing is written', async () => {
    const made = await api('/api/booking/series', 'ann', { start_date: '2027-03-01', rrule: RULE, place: desk(0) });
    expect(made.statusCode).toBe(201);
    const id = made.json().series_id as number;
    await book('bob', [{ date: '2027-03-03', ...desk(1) }]);
    await book('cas', [{ date: '2027-03-08', ...desk(1) }]);
    const before = await ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute();

    const res = await api(`/api/booking/series/${id}/edit/preview`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: desk(1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().moved.map((m: { date: string }) => m.date)).toEqual(['2027-03-01', '2027-03-10']);
    expect(res.json().skipped).toEqual([
      { date: '2027-03-03', reason: 'taken', taken_by: 'BOB Tester', by_you: false },
      { date: '2027-03-08', reason: 'taken', taken_by: null, by_you: false },
    ]);
    expect(await ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute()).toEqual(before);

    // The edit itself answers the same dates, without names (the preview is where the person decides).
    const edit = await api(`/api/booking/series/${id}/edit`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: desk(1),
    });
    expect(edit.json().skipped).toEqual([
      { date: '2027-03-03', reason: 'taken' },
      { date: '2027-03-08', reason: 'taken' },
    ]);
  });

  it('moving a room series to another room or time: the holder of the overlap, never the series itself', async () => {
    const made = await api('/api/booking/series', 'ann', {
      start_date: '2027-03-01',
      rrule: RULE,
      place: room(s.meetingRoomId, '10:00', '11:00'),
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().series_id as number;
    // The edit screen reads the series' building to offer its rooms (decision 421).
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/series/${id}`,
      headers: { authorization: auth.ann! },
    });
    expect(detail.json()).toMatchObject({ place: room(s.meetingRoomId, '10:00', '11:00'), building_id: s.buildingId });
    await book('bob', [{ date: '2027-03-03', ...room(focusRoom, '10:30', '11:30') }]);
    await book('bob', [{ date: '2027-03-08', ...room(s.meetingRoomId, '11:00', '12:00') }]);

    const toFocus = await api(`/api/booking/series/${id}/edit/preview`, 'ann', {
      scope: 'following',
      date: '2027-03-03',
      place: room(focusRoom, '10:00', '11:00'),
    });
    expect(toFocus.statusCode).toBe(200);
    expect(taken(toFocus.json())).toEqual([
      { date: '2027-03-03', reason: 'taken', taken_by: 'BOB Tester', by_you: false },
    ]);

    // Half an hour later in the same room: Ann's own 10:00-11:00 on the 8th overlaps, but it is the date moved.
    const later = await api(`/api/booking/series/${id}/edit/preview`, 'ann', {
      scope: 'all',
      date: '2027-03-01',
      place: room(s.meetingRoomId, '10:30', '11:30'),
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().moved.map((m: { date: string }) => m.date)).toEqual(['2027-03-01', '2027-03-03', '2027-03-10']);
    expect(taken(later.json())).toEqual([
      { date: '2027-03-08', reason: 'taken', taken_by: 'BOB Tester', by_you: false },
    ]);
  });

  it('is refused to someone else (403) and to a caller who is not signed in (401)', async () => {
    const made = await api('/api/booking/series', 'ann', { start_date: '2027-03-01', rrule: RULE, place: desk(0) });
    const url = `/api/booking/series/${made.json().series_id}/edit/preview`;
    const body = { scope: 'all', date: '2027-03-01', place: desk(1) };
    const other = await api(url, 'sam', body);
    expect([other.statusCode, other.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await api(url, null, body)).statusCode).toBe(401);
    expect(
      (await api('/api/booking/series/preview', null, { start_date: '2027-03-01', rrule: RULE, place: desk(1) }))
        .statusCode,
    ).toBe(401);
  });
});
