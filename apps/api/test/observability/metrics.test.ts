import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/config/env';
import { manualClock } from '../../src/lib/clock';
import { saveSettings } from '../../src/modules/configuration';
import { runSweep } from '../../src/modules/jobs/sweep';
import { createStructure } from '../fixtures';
import { createTestContext, createUser, login, TEST_JWT_SECRET, type TestContext } from '../helpers';
import { promtool, promtoolMissing } from './promtool';

/** Monday 1 March 2027, slots 08:00-12:00 and 12:00-17:00. */
const DAY = '2027-03-01';
const clock = manualClock(`${DAY}T07:00:00`);
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'bas' });
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas') };
  await ctx.app.eventHub!.listening;
}, 60_000);
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const item = (desk: number, slot: number) => ({
  desk_id: s.deskIds[desk],
  timetable_id: s.timetableIds[slot],
  date: DAY,
});
const at = (hhmm: string) => clock.set(`${DAY}T${hhmm}:00`);

/** The value of one sample of a scrape (`name{labels}` exactly as written), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts the bookings made, released and checked in, and passes promtool', async () => {
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
    const made = await api('POST', '/api/booking/new/', 'ann', [item(0, 0), item(0, 1)]);
    expect(made.statusCode).toBe(201);
    expect((await api('POST', '/api/booking/new/', 'bas', [item(1, 0)])).statusCode).toBe(201);
    // Refused: the desk is taken; nothing is counted.
    expect((await api('POST', '/api/booking/new/', 'bas', [item(0, 0)])).statusCode).toBeGreaterThanOrEqual(400);
    const afternoon = made.json().bookings[1].id;
    expect((await api('DELETE', `/api/booking/reservations/delete/${afternoon}`, 'ann')).statusCode).toBe(204);
    at('08:05');
    expect((await api('POST', '/api/checkins/', 'bas', { desk: s.deskIds[1] })).statusCode).toBe(201);
    // Already checked in there: answered 200, not a new check-in.
    expect((await api('POST', '/api/checkins/', 'bas', { desk: s.deskIds[1] })).statusCode).toBe(200);
    at('08:15');
    // Ann's morning booking: nobody checked in 15 minutes after its start.
    expect((await runSweep(ctx.app, clock.now())).released_no_show).toBe(1);

    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'flexapp_bookings_made_total')).toBe(3);
    expect(sample(text, 'flexapp_bookings_released_total{by="owner"}')).toBe(1);
    expect(sample(text, 'flexapp_bookings_released_total{by="sweep"}')).toBe(1);
    expect(sample(text, 'flexapp_checkins_total')).toBe(1);
    const routeCount = (method: string, route: string, status: number) =>
      sample(text, `http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`);
    expect(routeCount('POST', '/api/booking/new', 201)).toBe(2);
    // By route pattern: the booking's id never becomes a label.
    expect(routeCount('DELETE', '/api/booking/reservations/delete/:id', 204)).toBe(1);
    expect(text).not.toContain(`/delete/${afternoon}`);
    expect(sample(text, 'flexapp_event_listener_up')).toBe(1);
    expect(sample(text, 'flexapp_db_pool_max')).toBe(60);
    expect(sample(text, 'flexapp_db_pool_waiting')).toBe(0);
    expect(sample(text, 'flexapp_live_streams_open')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    const missing = promtoolMissing();
    if (missing) return console.warn(`promtool check metrics skipped: ${missing}`);
    // Exit 1: the text does not parse; 3: it parses, with lint findings, which only prom-client's own
    // process gauges named *_total (nodejs_active_handles_total…) may have.
    const check = promtool(['check', 'metrics'], text);
    expect(check.output).not.toMatch(/error/i);
    expect([0, 3]).toContain(check.status);
    const findings = check.output.split('\n').filter((l) => l.trim() !== '');
    expect(findings.filter((l) => !/^nodejs_active_\w+_total non-counter metrics/.test(l))).toEqual([]);
  });

  it('counts the live cache lookups by read and outcome, and its hit ratio (decision 327)', async () => {
    const scrape = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    const lookups = (text: string, outcome: string) =>
      sample(text, `flexapp_live_cache_lookups_total{read="floor-desks",outcome="${outcome}"}`) ?? 0;
    const url = `/api/floors/${s.floorId}/desks?date_query=${DAY}`;
    const before = await scrape();
    // The first asks the database, the second is answered from the cache (nothing changed in between).
    expect((await api('GET', url, 'ann')).statusCode).toBe(200);
    expect((await api('GET', url, 'ann')).statusCode).toBe(200);
    const after = await scrape();
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(1);
    const ratio = sample(after, 'flexapp_live_cache_hit_ratio')!;
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(1);
  });

  it('shows the LISTEN connection going down', async () => {
    const hub = ctx.app.eventHub!;
    hub.dropConnection();
    const down = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(sample(down.body, 'flexapp_event_listener_up')).toBe(0);
  });
});

describe('who may read /metrics', () => {
  const scrape = (app = ctx.app, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers loopback callers; without METRICS_TOKEN others get 404 in the API error shape', async () => {
    expect((await scrape(ctx.app, '::1')).statusCode).toBe(200);
    const remote = await scrape(ctx.app, '10.1.2.3');
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(remote.body).not.toContain('flexapp_');
    // Through a proxy on this host: not loopback, whoever sent it.
    expect((await scrape(ctx.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape(ctx.app, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('with METRICS_TOKEN answers others presenting it, and refuses a wrong or missing token with 403', async () => {
    const token = 'metrics-token-for-the-test-0123456789';
    const app = await buildApp({ db: ctx.db, jwtSecret: TEST_JWT_SECRET, metricsToken: token });
    try {
      const ok = await scrape(app, '10.1.2.3', { authorization: `Bearer ${token}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('flexapp_bookings_made_total');
      for (const authorization of [undefined, `Bearer ${token}x`, `Basic ${token}`, 'Bearer ']) {
        const refused = await scrape(app, '10.1.2.3', authorization ? { authorization } : {});
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN');
      }
      expect((await scrape(app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('with METRICS_ENABLED=false has no /metrics at all, and the app answers as before (decision 376)', async () => {
    expect(readEnv({ METRICS_ENABLED: 'false' }).METRICS_ENABLED).toBe('false');
    expect(readEnv({}).METRICS_ENABLED).toBe('true');
    expect(() => readEnv({ METRICS_ENABLED: 'off' })).toThrow(/METRICS_ENABLED="off"/);
    const app = await buildApp({ db: ctx.db, jwtSecret: TEST_JWT_SECRET, metrics: false });
    try {
      const token = 'metrics-token-for-the-test-0123456789';
      for (const res of [await scrape(app), await scrape(app, '10.1.2.3', { authorization: `Bearer ${token}` })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      const floor = await app.inject({
        method: 'GET',
        url: `/api/floors/${s.floorId}/desks?date_query=${DAY}`,
        headers: { authorization: await login(app, 'bas') },
      });
      expect(floor.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
