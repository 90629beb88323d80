import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: an .mjs module of the build, without types
import { buildOptions } from '../../build-options.mjs';
import { freePort } from '../../src/db/embedded';
import { createTestContext, createUser, TEST_JWT_SECRET, type TestContext } from '../helpers';
import { type ReceivedSpan, startOtlpReceiver } from './otlp-receiver';

/**
 * Tracing as production runs it: the bundle built as `npm run build` builds it, started with
 * `node --import observability/tracing.js server.js`, exporting to an OTLP receiver on loopback.
 */
const apiDir = fileURLToPath(new URL('../../', import.meta.url));
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let outdir: string;
let child: ChildProcess | undefined;
let url: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, { username: 'traced' });
  receiver = await startOtlpReceiver();
  // Inside apps/api, so the bundle's npm imports resolve as dist/'s do (.tmp/ is ignored by git).
  await mkdir(path.join(apiDir, '.tmp'), { recursive: true });
  outdir = await mkdtemp(path.join(apiDir, '.tmp', 'tracing-'));
  await build(buildOptions(outdir));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(
    process.execPath,
    ['--import', path.join(outdir, 'observability/tracing.js'), path.join(outdir, 'server.js')],
    {
      env: {
        ...process.env,
        DATABASE_URL: ctx.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        DATA_DIR: outdir,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_SERVICE_NAME: 'flexapp-test',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the traced API process did not start');
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await receiver?.close();
  if (outdir) await rm(outdir, { recursive: true, force: true });
  await ctx?.close();
});

const isSql = (s: ReceivedSpan) =>
  s.attributes['db.system'] === 'postgresql' || s.attributes['db.system.name'] === 'postgresql';

/** The spans of a trace, once its server span and SQL spans have arrived (at most 20 s). */
async function traceOf(traceId: string): Promise<ReceivedSpan[]> {
  for (let i = 0; i < 200; i++) {
    const trace = receiver.spans.filter((s) => s.traceId === traceId);
    if (trace.some((s) => s.kind === 2) && trace.some(isSql)) return trace;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no trace ${traceId} with SQL spans: ${receiver.spans.length} spans received`);
}

describe('OpenTelemetry tracing', () => {
  it("exports one trace per request, with the request's SQL statements in it", async () => {
    const login = await fetch(`${url}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'traced', password: 'secret' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const res = await fetch(`${url}/api/booking/reservations/me/`, {
      headers: { authorization: `JWT ${token}`, traceparent },
    });
    expect(res.status).toBe(200);
    // The caller's traceparent names the trace: the request's spans join it.
    const trace = await traceOf('0af7651916cd43dd8448eb211c80319c');
    const server = trace.find((s) => s.kind === 2 && s.scope.includes('http'))!;
    expect(server.attributes['http.route']).toBe('/api/booking/reservations/me');
    const sql = trace.filter(isSql);
    const statements = sql.map((s) => String(s.attributes['db.statement'] ?? s.attributes['db.query.text'] ?? ''));
    // The session check and the reservations query, as statements with placeholders, never the values.
    expect(statements.some((q) => /from "?bookings"?/i.test(q))).toBe(true);
    expect(statements.some((q) => /sessions/i.test(q))).toBe(true);
    expect(statements.join('\n')).not.toContain(token);
    // Fastify's own spans (the route handler) are in the same trace.
    expect(trace.some((s) => s.scope.includes('fastify'))).toBe(true);
    // Every SQL span hangs under a span of this trace.
    const ids = new Set(trace.map((s) => s.spanId));
    expect(sql.every((s) => s.parentSpanId !== undefined && ids.has(s.parentSpanId))).toBe(true);
  });
});
