import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestContext, createUser, login, TEST_JWT_SECRET, type TestContext } from '../helpers';

/** An app on the test database whose log lines (JSON) are collected. */
let ctx: TestContext;
let app: FastifyInstance;
let lines: Record<string, unknown>[];
let annId: number;
let token: string;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  ctx = await createTestContext();
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ db: ctx.db, jwtSecret: TEST_JWT_SECRET, logger: { level: 'info', stream } });
  await app.ready();
  annId = await createUser(ctx.db, { username: 'annlogged', first_name: 'Annabel', last_name: 'Lognamed' });
  token = await login(app, 'annlogged');
}, 60_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});
beforeEach(() => {
  lines.length = 0;
});

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request logs and ids', () => {
  it('writes one JSON line per request: id, method, route pattern, status, duration, user id, nothing personal', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/booking/reservations/me/?secret=hunter2',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      reqId: id,
      method: 'GET',
      route: '/api/booking/reservations/me',
      status: 200,
      user_id: annId,
    });
    expect(logged[0].duration_ms).toEqual(expect.any(Number));
    const text = JSON.stringify(logged[0]);
    for (const personal of ['annlogged', 'Annabel', 'Lognamed', 'hunter2', '127.0.0.1', token.split(' ').pop()!])
      expect(text).not.toContain(personal);
  });

  it('puts the request id in every error body, as in the header and the log line', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ code: 'NOT_FOUND', request_id: notFound.headers['x-request-id'] });
    const unauthorised = await app.inject({ method: 'GET', url: '/api/booking/reservations/me/' });
    expect(unauthorised.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      request_id: unauthorised.headers['x-request-id'],
    });
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/booking/new/',
      headers: { authorization: token },
      payload: [{ desk_id: 'x' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: expect.any(Object) });
    expect(invalid.json().request_id).toBe(invalid.headers['x-request-id']);
    const logged = requestLines();
    expect(logged.map((l) => [l.reqId, l.route, l.status])).toEqual([
      [notFound.headers['x-request-id'], null, 404],
      [unauthorised.headers['x-request-id'], '/api/booking/reservations/me', 401],
      [invalid.headers['x-request-id'], '/api/booking/new', 400],
    ]);
    expect(logged[2].user_id).toBe(annId);
  });

  it("keeps a proxy's X-Request-ID when it is a plain token, and replaces any other", async () => {
    const passed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'haproxy-7f3a:12' },
    });
    expect(passed.headers['x-request-id']).toBe('haproxy-7f3a:12');
    for (const bad of ['two words', 'x'.repeat(129), 'line\\nbreak'])
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } })).headers[
          'x-request-id'
        ],
      ).toMatch(UUID);
    expect(requestLines()[0]).toMatchObject({ reqId: 'haproxy-7f3a:12', route: '/api/health' });
  });

  it('writes no request lines above info (LOG_LEVEL=warn)', async () => {
    const quiet: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        quiet.push(String(chunk));
        done();
      },
    });
    const warnApp = await buildApp({ db: ctx.db, jwtSecret: TEST_JWT_SECRET, logger: { level: 'warn', stream } });
    try {
      expect((await warnApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(quiet).toEqual([]);
    } finally {
      await warnApp.close();
    }
  });
});
