import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { buildReportFixture, REPORT_NOW } from './dashboard-reports.fixture';

/** Aggregate-only analytics (issue 38, decision 317) over the hand-computed report fixture. */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof buildReportFixture>>;
let staff: string;
let employee: string;

const RANGE = 'start_date=2026-10-01&end_date=2026-10-31';
const NAMES = ['Ann One', 'Bob Two', 'Cas Three', 'Wim Worker', 'Bea Boss', 'Too cold'];
const call = (auth: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });

beforeAll(async () => {
  const clock = manualClock(REPORT_NOW);
  ctx = await createTestContext({ clock });
  fx = await buildReportFixture(ctx.db, clock.now());
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'worker');
  // October's desk bookings: HQ D1 by all five people, D2 by two, D3 by one.
  const { boss, worker, u1, u2, u3 } = fx.users;
  const book = (userId: number, desk: number, day: string) =>
    insertBooking(ctx.db, {
      userId,
      deskId: fx.hq.deskIds[desk]!,
      timetableId: fx.hq.timetableIds[0]!,
      date: day,
      start: new Date(`${day}T08:00:00`),
      end: new Date(`${day}T12:00:00`),
    });
  for (const [i, u] of [boss, worker, u1, u2, u3].entries())
    await book(u, 0, `2026-10-${String(5 + i).padStart(2, '0')}`);
  await book(u1, 1, '2026-10-13');
  await book(u2, 1, '2026-10-14');
  await book(u3, 2, '2026-10-15');
});
afterAll(() => ctx.close());

describe('aggregate-only analytics (decision 317)', () => {
  it('is a staff setting with a threshold from 2 to 100, default 5', async () => {
    const config = (await call(undefined, 'GET', '/api/configuration/config')).json();
    expect(config.analytics).toEqual({ aggregate_only_analytics: false, aggregate_min_group_size: 5 });
    for (const bad of [1, 0, 101, 2.5]) {
      const res = await call(staff, 'PATCH', '/api/configuration/settings', { aggregate_min_group_size: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await call(employee, 'PATCH', '/api/configuration/settings', { aggregate_only_analytics: true })).statusCode,
    ).toBe(403);
    expect(
      (await call(undefined, 'PATCH', '/api/configuration/settings', { aggregate_only_analytics: true })).statusCode,
    ).toBe(401);
  });

  it('an analyst always reads in aggregate-only mode, even while the setting is off (decision 346)', async () => {
    const assign = async (username: string, role: 'analyst' | 'location_admin', buildingId?: number) => {
      const userId = await createUser(ctx.db, { username });
      const { id } = await ctx.db
        .insertInto('role_assignments')
        .values({ role, user_id: userId, created_at: new Date(REPORT_NOW) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (buildingId)
        await ctx.db
          .insertInto('role_assignment_buildings')
          .values({ assignment_id: id, building_id: buildingId })
          .execute();
      return login(ctx.app, username);
    };
    const analyst = await assign('analyst', 'analyst');
    const admin = await assign('hq-admin', 'location_admin', fx.hq.buildingId);

    for (const url of [
      `/api/reports/latest_checkins?${RANGE}`,
      `/api/reports/checkin_activities?${RANGE}`,
      `/api/booking/list/all?${RANGE}`,
    ]) {
      const res = await call(analyst, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('AGGREGATE_ONLY_ANALYTICS');
      expect((await call(staff, 'GET', url)).statusCode, url).toBe(200);
    }
    const summary = await call(analyst, 'GET', `/api/reports/bookings/all.all.all.0/summary?${RANGE}`);
    expect(summary.json()).toMatchObject({ unique_users: 5, total_bookings: 8, users: [] });
    expect(summary.json().desks.at(-1)).toMatchObject({ desk: 0, desk__name: 'other' });
    for (const url of [`/api/reports/desk_usage?${RANGE}`, '/api/reports/questionnaires?month=2026-10']) {
      const res = await call(analyst, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      for (const name of NAMES) expect(res.body, `${url} ${name}`).not.toContain(name);
    }

    // A location admin is no analyst: their own building's people, no other building, no organisation-wide list.
    const own = `building_id=${fx.hq.buildingId}&${RANGE}`;
    expect((await call(admin, 'GET', `/api/reports/latest_checkins?${own}`)).statusCode).toBe(200);
    const other = await call(admin, 'GET', `/api/reports/latest_checkins?building_id=${fx.annex.buildingId}&${RANGE}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'BUILDING_NOT_PERMITTED',
      message: 'You may do this for your own buildings only: choose one of them.',
    });
    const ownSummary = await call(admin, 'GET', `/api/reports/bookings/${fx.hq.buildingId}.all.all.0/summary?${RANGE}`);
    expect(ownSummary.json().users).toHaveLength(5);
    // `all` is all of their buildings, here the one (decision 418).
    const all = await call(admin, 'GET', `/api/reports/bookings/all.all.all.0/summary?${RANGE}`);
    expect(all.json()).toEqual(ownSummary.json());
    const annex = `/api/reports/bookings/all.all.all.0/summary?building_id=${fx.annex.buildingId}&${RANGE}`;
    expect((await call(admin, 'GET', annex)).json().code).toBe('BUILDING_NOT_PERMITTED');
    const questionnaires = await call(admin, 'GET', '/api/reports/questionnaires?month=2026-10');
    expect(questionnaires.json().code).toBe('FORBIDDEN');
  });

  it('shows people while off, then counts and rates only: lists of people refused, small groups folded', async () => {
    const before = (await call(staff, 'GET', `/api/reports/bookings/all.all.all.0/summary?${RANGE}`)).json();
    expect(before.users).toHaveLength(5);
    expect((await call(staff, 'GET', `/api/reports/latest_checkins?${RANGE}`)).statusCode).toBe(200);

    const on = await call(staff, 'PATCH', '/api/configuration/settings', { aggregate_only_analytics: true });
    expect(on.statusCode, on.body).toBe(200);

    for (const url of [
      `/api/reports/latest_checkins?${RANGE}`,
      `/api/reports/checkin_activities?${RANGE}`,
      `/api/reports/checkin_activities?${RANGE}&format=csv`,
      `/api/booking/list/all?${RANGE}`,
    ]) {
      const res = await call(staff, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'AGGREGATE_ONLY_ANALYTICS',
        message: 'Aggregate-only analytics is on: reports show counts and rates only, not people.',
      });
    }
    const summary = (await call(staff, 'GET', `/api/reports/bookings/all.all.all.0/summary?${RANGE}`)).json();
    expect(summary).toMatchObject({ unique_users: 5, total_bookings: 8, users: [] });
    expect(summary.desks).toEqual([
      { desk: fx.hq.deskIds[0], desk__name: expect.any(String), total_users: 5, total_unique_users: 5 },
      { desk: 0, desk__name: 'other', total_users: 3, total_unique_users: 3 },
    ]);
    // A larger threshold folds every desk.
    await call(staff, 'PATCH', '/api/configuration/settings', { aggregate_min_group_size: 6 });
    const folded = (await call(staff, 'GET', `/api/reports/bookings/all.all.all.0/summary?${RANGE}`)).json();
    expect(folded.desks).toEqual([{ desk: 0, desk__name: 'other', total_users: 8, total_unique_users: 8 }]);

    // No name (nor a remark) in any report that stays.
    const counts = [
      '/api/reports/checkin_durations?' + RANGE,
      '/api/reports/checkin_summaries?' + RANGE,
      '/api/reports/active_users?' + RANGE,
      '/api/reports/no_shows?' + RANGE,
      '/api/reports/user_counts',
      '/api/reports/room_usage?' + RANGE,
      '/api/reports/desk_usage?' + RANGE,
      '/api/reports/questionnaires?month=2026-10',
      `/api/reports/bookings/all.all.all.0?${RANGE}`,
      `/api/reports/bookings/all.all.all.0/summary?${RANGE}`,
    ];
    for (const url of counts) {
      const res = await call(staff, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      for (const name of NAMES) expect(res.body, `${url} ${name}`).not.toContain(name);
    }
    await call(staff, 'PATCH', '/api/configuration/settings', { aggregate_only_analytics: false });
    const remarks = (await call(staff, 'GET', '/api/reports/questionnaires?month=2026-10')).body;
    expect(remarks).toContain('Too cold');
  });
});
