import { WEBHOOK_URL_MAX, webhookPayloadSchema } from '@flexapp/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { expectSetupOnly, type ReceivedRequest, startReceiver, type TestReceiver } from '../../../test/receiver';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
/** A receiver on this machine: answers each request as told (`ok`, a status, or `hang` past the timeout). */
let receiver: TestReceiver;
let receiverUrl: string;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;
let staffId: number;
const clock = manualClock('2027-03-01T09:30:00');
// Long enough that a receiver answering at once is never timed out on a busy machine.
const TIMEOUT_MS = 2_000;

beforeAll(async () => {
  receiver = await startReceiver({ hangMs: TIMEOUT_MS * 3 });
  receiverUrl = `${receiver.url}/hook`;
  ctx = await createTestContext({
    clock,
    jobs: { pollingIntervalSeconds: 1, webhooks: { retryDelaySeconds: 1, retryLimit: 2, timeoutMs: TIMEOUT_MS } },
  });
  s = await createStructure(ctx.db, { desks: 2 });
  staffId = await createUser(ctx.db, { username: 'staff', staff: true });
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'henk', staff: true, language: 'nl' });
  auth = { staff: await login(ctx.app, 'staff'), ann: await login(ctx.app, 'ann'), henk: await login(ctx.app, 'henk') };
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('webhook_endpoints').execute();
  await ctx.db.deleteFrom('webhook_events').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('settings').execute();
  await ctx.db.deleteFrom('messages').execute();
  receiver.reset();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const allowPrivate = () =>
  req('PATCH', '/api/configuration/settings', 'staff', { webhooks_allow_private_addresses: true });
const register = async (events: string[] = ['booking.created', 'booking.cancelled']) => {
  await allowPrivate();
  const res = await req('POST', '/api/setup/webhooks', 'staff', { url: receiverUrl, events, description: 'Catering' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; secret: string };
};
const book = (who: string) =>
  req('POST', '/api/booking/new/', who, [
    { date: '2027-03-02', timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] },
  ]);

/** Verifies a request as a receiver would, with the standardwebhooks library, at the instant it was signed. */
function verified(secret: string, r: ReceivedRequest) {
  const signedAt = Number(r.headers['webhook-timestamp']) * 1000;
  const now = vi.spyOn(Date, 'now').mockReturnValue(signedAt);
  try {
    return new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Record<string, unknown>;
  } finally {
    now.mockRestore();
  }
}

describe('webhook endpoints in Setup', () => {
  it('registers an endpoint with a whsec_ secret shown once, lists, changes and deletes it', async () => {
    const created = await register();
    expect(created).toMatchObject({
      url: receiverUrl,
      events: ['booking.created', 'booking.cancelled'],
      enabled: true,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await req('GET', '/api/setup/webhooks', 'staff');
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, description: 'Catering' })]);
    expect(list.body).not.toContain(created.secret);
    const off = await req('PATCH', `/api/setup/webhooks/${created.id}`, 'staff', { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await req('DELETE', `/api/setup/webhooks/${created.id}`, 'staff')).statusCode).toBe(204);
    expect((await req('DELETE', `/api/setup/webhooks/${created.id}`, 'staff')).json().code).toBe('NOT_FOUND');
  });

  it('refuses what is not http(s), too long, private or loopback (unless allowed) and unknown events, translated', async () => {
    const post = (body: unknown, who = 'staff') => req('POST', '/api/setup/webhooks', who, body);
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/x', events: ['booking.created'] }, 'WEBHOOK_URL_INVALID'],
      [{ url: 'javascript:alert(1)', events: ['booking.created'] }, 'WEBHOOK_URL_INVALID'],
      [{ url: `https://example.com/${'a'.repeat(WEBHOOK_URL_MAX)}`, events: ['booking.created'] }, 'VALIDATION_ERROR'],
      [{ url: receiverUrl, events: ['booking.created'] }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ url: 'http://[::1]:9/x', events: ['booking.created'] }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ url: 'http://169.254.169.254/latest', events: ['booking.created'] }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ url: 'http://10.1.2.3/x', events: ['booking.created'] }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ url: 'http://localhost:9/x', events: ['booking.created'] }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ url: 'https://example.com/x', events: ['booking.exploded'] }, 'WEBHOOK_EVENT_UNKNOWN'],
      [{ url: 'https://example.com/x', events: [] }, 'VALIDATION_ERROR'],
      [{ events: ['booking.created'] }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const nl = await post({ url: 'https://example.com/x', events: ['nope'] }, 'henk');
    expect(nl.json()).toMatchObject({
      code: 'WEBHOOK_EVENT_UNKNOWN',
      message: expect.stringContaining('gebeurtenissen'),
    });
    await allowPrivate();
    expect((await post({ url: receiverUrl, events: ['booking.created'] })).statusCode).toBe(201);
  });

  it('is for staff only: employees 403, nobody signed in 401, tokens need setup:read / setup:write', async () => {
    const endpoint = await register();
    await expectSetupOnly(ctx, {
      routes: [
        ['GET', '/api/setup/webhooks'],
        ['POST', '/api/setup/webhooks'],
        ['PATCH', `/api/setup/webhooks/${endpoint.id}`],
        ['DELETE', `/api/setup/webhooks/${endpoint.id}`],
        ['GET', `/api/setup/webhooks/${endpoint.id}/deliveries`],
        ['POST', `/api/setup/webhooks/${endpoint.id}/deliveries/1/redeliver`],
      ],
      employee: auth.ann!,
      staffId,
      now: clock.now(),
      readUrl: '/api/setup/webhooks',
      write: { method: 'POST', url: '/api/setup/webhooks', payload: { url: receiverUrl, events: ['booking.created'] } },
    });
  });
});

describe('webhook delivery', () => {
  it('delivers a booking.created event signed as Standard Webhooks says, with ids and facts only', async () => {
    const endpoint = await register(['booking.created']);
    const res = await book('ann');
    expect(res.statusCode).toBe(201);
    await receiver.receivedCount(1);
    const [request] = receiver.received;
    expect(request!.headers['webhook-timestamp']).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    const body = verified(endpoint.secret, request!);
    const payload = webhookPayloadSchema('booking.created').strict().parse(body);
    expect(payload).toMatchObject({
      type: 'booking.created',
      version: 1,
      data: { booking_id: res.json().bookings[0].id, desk_id: s.deskIds[0], date: '2027-03-02', room_id: null },
    });
    expect(request!.body).not.toMatch(/ann|example\.test/);
    expect(() => verified('whsec_' + Buffer.alloc(32).toString('base64'), request!)).toThrow();
    await vi.waitFor(async () => {
      const log = (await req('GET', `/api/setup/webhooks/${endpoint.id}/deliveries`, 'staff')).json();
      expect(log).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          attempts: 1,
          response_status: 204,
          event_type: 'booking.created',
        }),
      ]);
    }, 20_000);
  });

  it('retries after a 500 and after a timeout with the same webhook-id, and sends again on request', async () => {
    const endpoint = await register(['booking.created']);
    receiver.answers.push(500, 'hang', 'ok');
    await book('ann');
    await receiver.receivedCount(3);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids[0]).toMatch(/^msg_/);
    expect(new Set(ids).size).toBe(1);
    for (const r of receiver.received) verified(endpoint.secret, r);
    let deliveryId = '';
    await vi.waitFor(async () => {
      const [log] = (await req('GET', `/api/setup/webhooks/${endpoint.id}/deliveries`, 'staff')).json();
      expect(log).toMatchObject({ status: 'succeeded', attempts: 3, response_status: 204 });
      deliveryId = log.id;
    });
    const again = await req('POST', `/api/setup/webhooks/${endpoint.id}/deliveries/${deliveryId}/redeliver`, 'staff');
    expect(again.statusCode).toBe(202);
    await receiver.receivedCount(4);
    expect(receiver.received[3]!.headers['webhook-id']).toBe(ids[0]);
    expect(
      (await req('POST', `/api/setup/webhooks/${endpoint.id}/deliveries/999999/redeliver`, 'staff')).statusCode,
    ).toBe(404);
  });

  it('disables an endpoint whose receiver keeps failing and tells staff; the booking never waits', async () => {
    const endpoint = await register(['booking.created']);
    receiver.answers.push('hang', 'hang', 'hang');
    const started = performance.now();
    expect((await book('ann')).statusCode).toBe(201);
    // The delivery was written with the booking; its three attempts (timeouts and backoff) take longer than this.
    expect(performance.now() - started).toBeLessThan(3 * TIMEOUT_MS + 1_000);
    expect(await ctx.db.selectFrom('webhook_deliveries').select('endpoint_id').execute()).toEqual([
      { endpoint_id: endpoint.id },
    ]);
    await vi.waitFor(
      async () => {
        const list = (await req('GET', '/api/setup/webhooks', 'staff')).json();
        expect(list).toEqual([
          expect.objectContaining({ id: endpoint.id, enabled: false, disabled_for_failures: true }),
        ]);
      },
      { timeout: 20_000, interval: 100 },
    );
    const [log] = (await req('GET', `/api/setup/webhooks/${endpoint.id}/deliveries`, 'staff')).json();
    expect(log).toMatchObject({ status: 'failed', attempts: 3, error: expect.stringContaining('timeout') });
    const messages = await ctx.db
      .selectFrom('messages')
      .select(['user_id', 'kind', 'title'])
      .orderBy('user_id')
      .execute();
    expect(messages).toEqual([
      { user_id: staffId, kind: 'webhook_disabled', title: 'A webhook was turned off' },
      { user_id: expect.any(Number), kind: 'webhook_disabled', title: 'Een webhook is uitgezet' },
    ]);
  });

  it('writes nothing for an event no enabled endpoint subscribes to', async () => {
    await register(['booking.cancelled']);
    await book('ann');
    expect(await ctx.db.selectFrom('webhook_events').select('id').execute()).toEqual([]);
  });
});
