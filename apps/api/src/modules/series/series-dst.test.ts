// The organisation's zone for this file: the week of the clocks going forward. Put back afterwards, since the
// next file may run in the same process.
const zoneBefore = process.env.TZ;
process.env.TZ = 'Europe/Amsterdam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 22 March 2027, 09:30 in Amsterdam; summer time starts on Sunday the 28th (decision 220). */
const clock = manualClock('2027-03-22T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 1 });
  await createUser(ctx.db, { username: 'ann' });
  auth = await login(ctx.app, 'ann');
}, 60_000);
afterAll(async () => {
  await ctx.close();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('a series across the start of summer time', () => {
  it('keeps every date and books each at the slot’s local time', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/series',
      headers: { authorization: auth },
      payload: {
        start_date: '2027-03-24',
        rrule: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=8',
        place: { desk_id: s.deskIds[0], timetable_id: s.timetableIds[0] },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().created.map((c: { date: string }) => c.date)).toEqual([
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
    ]);
    expect(res.json().later).toEqual(['2027-04-01', '2027-04-02']);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select(['date', 'start_at'])
      .where('date', 'in', ['2027-03-26', '2027-03-29'])
      .orderBy('date')
      .execute();
    // 08:00 in Amsterdam: 07:00 UTC before the change, 06:00 UTC after it.
    expect(rows.map((r) => r.start_at.toISOString())).toEqual(['2027-03-26T07:00:00.000Z', '2027-03-29T06:00:00.000Z']);
  });
});

describe('moving a series across the start of summer time (decision 395)', () => {
  it('moves each booking in place to the afternoon slot at its local time', async () => {
    await ctx.db.deleteFrom('bookings').execute();
    await ctx.db.deleteFrom('booking_series').execute();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/series',
      headers: { authorization: auth },
      payload: {
        start_date: '2027-03-26',
        rrule: 'FREQ=WEEKLY;BYDAY=FR,MO;COUNT=2',
        place: { desk_id: s.deskIds[0], timetable_id: s.timetableIds[0] },
      },
    });
    expect(created.statusCode).toBe(201);
    const ids = created.json().created.map((c: { booking_id: number }) => c.booking_id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/booking/series/${created.json().series_id}/edit`,
      headers: { authorization: auth },
      payload: {
        scope: 'all',
        date: '2027-03-26',
        place: { desk_id: s.deskIds[0], timetable_id: s.timetableIds[1] },
      },
    });
    expect(res.json().moved.map((m: { booking_id: number }) => m.booking_id)).toEqual(ids);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select(['id', 'start_at', 'ical_sequence'])
      .where('id', 'in', ids)
      .orderBy('date')
      .execute();
    // 12:00 in Amsterdam: 11:00 UTC before the change, 10:00 UTC after it.
    expect(rows.map((r) => [r.id, r.start_at.toISOString(), r.ical_sequence])).toEqual([
      [ids[0], '2027-03-26T11:00:00.000Z', 1],
      [ids[1], '2027-03-29T10:00:00.000Z', 1],
    ]);
  });
});
