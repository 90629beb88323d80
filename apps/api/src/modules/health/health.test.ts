import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

/** GET /api/health/live and /api/health/ready (issue 35 item 1, issue 40; decision 192). */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: { pollingIntervalSeconds: 1 } });
}, 60_000);
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { status: string; not_ready?: string[] } };
};

/** Asks /ready until it answers 200 (the people index loads, LISTEN connects, in the background). */
async function untilReady(deadlineMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const res = await get('/api/health/ready');
    if (res.status === 200 || Date.now() - started > deadlineMs) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('health', () => {
  it('is not ready while a migration is missing, and says so', async () => {
    // Asked first in this file: the migrations are checked until seen complete.
    const name = '2026_11_26_0100_release_notices';
    const { rows } = await sql<{ timestamp: string }>`
      DELETE FROM kysely_migration WHERE name = ${name} RETURNING timestamp`.execute(ctx.db);
    expect(rows).toHaveLength(1);
    const missing = await get('/api/health/ready');
    expect(missing.status).toBe(503);
    expect(missing.body.status).toBe('unavailable');
    expect(missing.body.not_ready).toContain('migrations');
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${rows[0]!.timestamp})`.execute(ctx.db);
    expect(await untilReady()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers live, ready and the existing /api/health as before', async () => {
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await untilReady()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('is not ready while the event listener is down, naming it, and ready again once it is back', async () => {
    const hub = ctx.app.eventHub!;
    await hub.stop();
    expect(await get('/api/health/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', not_ready: ['event listener'] },
    });
    expect((await get('/api/health/live')).status).toBe(200);
    hub.start();
    expect(await untilReady()).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
