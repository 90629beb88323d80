import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { buildReportFixture, REPORT_NOW } from './dashboard-reports.fixture';

// Expected numbers computed by hand from the table in dashboard-reports.fixture.ts.
let ctx: TestContext;
let staff: string;
let employee: string;
let fx: Awaited<ReturnType<typeof buildReportFixture>>;

beforeAll(async () => {
  const clock = manualClock(REPORT_NOW);
  ctx = await createTestContext({ clock });
  fx = await buildReportFixture(ctx.db, clock.now());
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'worker');
});
afterAll(() => ctx.close());

const post = async (payload: Record<string, unknown>, query = '?sort=asc', auth = staff) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkins/stats/${query}`,
    headers: { authorization: auth },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
};
const FIRST_WEEK = { start_date: '2026-10-05', end_date: '2026-10-06' };

describe('POST /checkins/stats/', () => {
  it('answers check-ins and occupied desks per day, and the occupancy', async () => {
    const res = await post(FIRST_WEEK);
    expect(res.status).toBe(200);
    // Oct 5: A1, A2, A6 (3 desks); Oct 6: A3 (D1) and A4 (meeting). 4 open desks (Annex D2 is closed).
    expect(res.body).toEqual({
      total: [
        { day: '2026-10-05', count: 3, occupied_desks: 3 },
        { day: '2026-10-06', count: 2, occupied_desks: 1 },
      ],
      desks: 4,
      days: 2,
      checkins: 5,
      average_occupancy: 50, // (3/4 + 1/4) / 2
      peak_occupancy: 75,
      peak_day: '2026-10-05',
    });
  });

  it('sort=asc runs from the first day, otherwise from the last', async () => {
    const desc = await post(FIRST_WEEK, '');
    expect(desc.body.total.map((d: { day: string }) => d.day)).toEqual(['2026-10-06', '2026-10-05']);
  });

  it('building, floor and room narrow the days and the desk count', async () => {
    const hq = await post({ ...FIRST_WEEK, building: fx.hq.buildingId });
    expect(hq.body.total).toEqual([
      { day: '2026-10-05', count: 2, occupied_desks: 2 },
      { day: '2026-10-06', count: 2, occupied_desks: 1 },
    ]);
    expect(hq.body).toMatchObject({ desks: 3, average_occupancy: 50, peak_occupancy: 66.7 });
    const annexFloor = await post({ ...FIRST_WEEK, floor: fx.annex.floorId });
    expect(annexFloor.body).toMatchObject({ desks: 1, checkins: 1, peak_occupancy: 100 });
    const boardroom = await post({ ...FIRST_WEEK, room: fx.hq.meetingRoomId, building: 'all' });
    expect(boardroom.body).toMatchObject({ desks: 0, checkins: 1, average_occupancy: 0, peak_day: null });
  });

  it('the time window keeps check-ins created inside it (end minute included)', async () => {
    const late = await post({ ...FIRST_WEEK, start_time: '09:30', end_time: '23:59' });
    expect(late.body.total.map((d: { count: number }) => d.count)).toEqual([1, 1]); // A2 and A4
    const early = await post({ ...FIRST_WEEK, start_time: '00:00', end_time: '09:00' });
    expect(early.body.total.map((d: { count: number }) => d.count)).toEqual([2, 1]); // A6 08:00, A1 09:00; A3 09:00
  });

  it('the weekday filter keeps only those days', async () => {
    const tuesdays = await post({ start_date: '2026-10-01', end_date: '2026-10-31', day_of_week: 2 });
    expect(tuesdays.body.total.map((d: { day: string }) => d.day)).toEqual([
      '2026-10-06',
      '2026-10-13',
      '2026-10-20',
      '2026-10-27',
    ]);
    expect(tuesdays.body).toMatchObject({ days: 4, checkins: 2, peak_day: '2026-10-06' });
    const mondays = await post({ start_date: '2026-10-01', end_date: '2026-10-31', day_of_week: 1 });
    expect(mondays.body.checkins).toBe(4);
    expect(mondays.body.average_occupancy).toBe(25); // Oct 5 3/4, Oct 12 1/4, Oct 19 and 26 0: 100/4
  });

  it('is for staff only', async () => {
    expect((await post(FIRST_WEEK, '?sort=asc', employee)).status).toBe(403);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/checkins/stats/', payload: FIRST_WEEK });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad dates, times and weekdays with 400', async () => {
    const bad = [
      { start_date: '2026-10-32', end_date: '2026-10-31' },
      { start_date: '2026-10-06', end_date: '2026-10-05' },
      { end_date: '2026-10-05' },
      { ...FIRST_WEEK, start_time: '25:00' },
      { ...FIRST_WEEK, start_time: '12:00', end_time: '11:00' },
      { ...FIRST_WEEK, day_of_week: -1 },
      { ...FIRST_WEEK, building: 'x' },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await post(FIRST_WEEK, '?sort=sideways')).status).toBe(400);
  });
});
