import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock';
import { createTestContext, type TestContext } from '../helpers';

/** The job runner's figures on /metrics: runs timed by queue and outcome, the queues' counts. */
let ctx: TestContext;

beforeAll(async () => {
  // The schedule fires once a year: the only sweep is the one the test queues.
  ctx = await createTestContext({
    clock: manualClock('2027-03-01T08:20:00'),
    jobs: { sweepCron: '0 0 1 1 *', pollingIntervalSeconds: 0.5 },
  });
}, 60_000);
afterAll(() => ctx.close());

const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('job metrics', () => {
  it('times every sweep this process ran and reads the queues', async () => {
    const scrape = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    const before = sample(await scrape(), 'flexapp_job_duration_seconds_count{queue="sweep",outcome="completed"}') ?? 0;
    const waiting = ctx.app.jobs!.nextSweep();
    await ctx.app.jobs!.triggerSweep();
    await waiting;
    const text = await scrape();
    expect(sample(text, 'flexapp_job_duration_seconds_count{queue="sweep",outcome="completed"}')).toBe(before + 1);
    expect(sample(text, 'flexapp_job_runner_up')).toBe(1);
    for (const state of ['queued', 'active', 'failed'])
      expect(sample(text, `flexapp_jobs{queue="sweep",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'flexapp_email_deliveries_total{outcome="failed"}')).toBe(0);
  });
});
