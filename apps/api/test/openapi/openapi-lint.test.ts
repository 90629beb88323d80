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
});
