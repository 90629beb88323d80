import { DAY_OF_WEEK_ALL } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { serverTimeZone } from '../../lib/time-zone';
import { seedDemo } from '../../seed';
import { checkinStats } from './checkin-stats.repository';
import {
  activeUsers,
  activeUsersDirect,
  checkinDurations,
  checkinDurationsDirect,
  checkinSummaries,
  checkinSummariesDirect,
} from './dashboard-reports.repository';
import type { RangeScope } from './dashboard-scope.sql';
import { roomUsage } from './dashboard-usage.repository';

// The year-long reports the bench measures (scenario 160) read the per-building, per-month and active-day
// roll-ups (decision 335); on the seeded organisation they must give exactly what the check-ins give.
const now = new Date(2026, 2, 18, 10, 30);
const tz = serverTimeZone();
let ctx: TestContext;
let buildingId: number;

beforeAll(async () => {
  ctx = await createTestContext({ clock: manualClock(now) });
  await seedDemo(ctx.db, { now });
  buildingId = (await ctx.db.selectFrom('buildings').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

describe('the year-long reports on the seeded organisation', () => {
  it('equal the check-ins themselves for the last 12 months, a part-month range and one building', async () => {
    const scopes: RangeScope[] = [
      { start_date: '2025-03-01', end_date: '2026-02-28', day_of_week: DAY_OF_WEEK_ALL },
      { start_date: '2025-09-12', end_date: '2026-03-18', day_of_week: DAY_OF_WEEK_ALL },
      { start_date: '2025-03-01', end_date: '2026-02-28', day_of_week: DAY_OF_WEEK_ALL, building_id: buildingId },
    ];
    for (const scope of scopes) {
      const label = JSON.stringify(scope);
      const active = await activeUsers(ctx.db, scope, tz);
      expect(active, label).toEqual(await activeUsersDirect(ctx.db, scope, tz));
      expect(active.active_users, label).toBeGreaterThan(50);
      expect(await checkinDurations(ctx.db, scope, tz, 'WORKSPACE'), label).toEqual(
        await checkinDurationsDirect(ctx.db, scope, tz, 'WORKSPACE'),
      );
      expect(await checkinSummaries(ctx.db, scope, tz), label).toEqual(await checkinSummariesDirect(ctx.db, scope, tz));
      expect(await roomUsage(ctx.db, scope, tz, undefined, 'desc', 5), label).toEqual(
        await roomUsage(ctx.db, scope, tz, undefined, 'desc', 5, { direct: true }),
      );
      const stats = { ...scope, start_time: '00:00', end_time: '23:59' };
      expect(await checkinStats(ctx.db, stats, tz, 'asc'), label).toEqual(
        await checkinStats(ctx.db, stats, tz, 'asc', { direct: true }),
      );
    }
  });
});
