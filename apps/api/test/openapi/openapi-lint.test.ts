import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

const configPath = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));

describe('the OpenAPI document at /api/docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
  });
  afterAll(() => ctx.close());

  it("passes Redocly's recommended ruleset with no error and no warning", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const config = await loadConfig({ configPath });
    const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
    const totals = getTotals(problems);
    if (totals.errors + totals.warnings > 0) formatProblems(problems, { totals, version: 'test', format: 'stylish' });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('lists Replica-Age on the success answers of the routes that read the replica, and only there (decision 375)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    type Operation = { responses: Record<string, { headers?: Record<string, { schema?: { type?: string } }> }> };
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const withHeader = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.responses['200']?.headers?.['Replica-Age']?.schema?.type === 'integer')
        .map(([method]) => `${method} ${path}`),
    );
    expect(withHeader).toEqual(
      expect.arrayContaining([
        'get /api/booking/list/all',
        'get /api/reports/bookings/{scope}',
        'get /api/reports/checkin_activities',
        'post /api/checkins/stats',
        'get /api/reports/room_usage',
      ]),
    );
    // Reads that must see their own writes stay on the primary and never say so.
    expect(withHeader.filter((op) => !/\/(reports|booking\/list|checkins\/stats)\b/.test(op))).toEqual([]);
    expect(paths['/api/booking/list/all']?.get?.responses['400']?.headers).toBeUndefined();
  });
});
