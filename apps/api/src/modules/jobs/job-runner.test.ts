import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';

/** The real scheduled path: pg-boss's cron queues the sweep, its worker runs it on the app's clock. */
const clock = manualClock('2027-03-01T08:20:00');
let ctx: TestContext;

beforeAll(async () => {
  // Every second instead of every minute, so the test sees the schedule fire within seconds.
  ctx = await createTestContext({
    clock,
    jobs: { sweepCron: '* * * * * *', cronIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
  });
});
afterAll(() => ctx.close());

describe('job runner', () => {
  it('starts with the app, schedules the sweep and runs it with the app clock', async () => {
    const s = await createStructure(ctx.db, { desks: 1 });
    const user = await createUser(ctx.db, { username: 'ann' });
    const booking = await insertBooking(ctx.db, {
      userId: user,
      deskId: s.deskIds[0],
      timetableId: s.timetableIds[0],
      date: '2027-03-01',
      start: new Date('2027-03-01T08:00:00'),
      end: new Date('2027-03-01T12:00:00'),
    });
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
    expect(ctx.app.jobs).not.toBeNull();
    const schedules = await ctx.app.jobs!.boss.getSchedules('sweep');
    expect(schedules.map((x) => x.cron)).toEqual(['* * * * * *']);
    // A scheduled sweep may already be running from before the setting changed; one of the next few releases it.
    let report = await ctx.app.jobs!.nextSweep();
    for (let i = 0; i < 5 && report.released_no_show === 0; i++) report = await ctx.app.jobs!.nextSweep();
    expect(report.released_no_show).toBe(1);
    const row = await ctx.db.selectFrom('bookings').selectAll().where('id', '=', booking).executeTakeFirstOrThrow();
    // Released at the app's (pinned) instant, not the machine's.
    expect(row.released_at).toEqual(new Date('2027-03-01T08:20:00'));
    expect(row.release_reason).toBe('no_show');
  });

  it('runs a sweep queued on demand (triggerSweep)', async () => {
    const waiting = ctx.app.jobs!.nextSweep();
    await ctx.app.jobs!.triggerSweep();
    const report = await waiting;
    expect(report).toMatchObject({ released_no_show: 0, reminded: 0 });
  });
});
