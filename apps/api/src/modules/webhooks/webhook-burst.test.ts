import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { startReceiver, type TestReceiver } from '../../../test/receiver';
import { manualClock } from '../../lib/clock';
import { recordWebhookEvents } from './webhook-events';

/**
 * A burst of webhook events drains back to back (decision 409): the worker fetches again at once while its fetches
 * come back full. The polling interval here is 5 s and a fetch takes 10: 60 events one fetch a poll would take at
 * least 25 s after the first, more than the 20 s the receiver waits.
 */
let ctx: TestContext;
let receiver: TestReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
  ctx = await createTestContext({
    clock: manualClock('2027-03-01T09:30:00'),
    jobs: { pollingIntervalSeconds: 5, webhooks: { retryDelaySeconds: 1, timeoutMs: 5_000 } },
  });
  await createUser(ctx.db, { username: 'staff', staff: true });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

it('delivers a burst of 60 events back to back, each once', async () => {
  const staff = { authorization: await login(ctx.app, 'staff') };
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/configuration/settings',
    headers: staff,
    payload: { webhooks_allow_private_addresses: true },
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/setup/webhooks',
    headers: staff,
    payload: { url: `${receiver.url}/hook`, events: ['booking.created'] },
  });
  expect(created.statusCode).toBe(201);
  const at = ctx.app.clock.now();
  await ctx.db.transaction().execute((trx) =>
    recordWebhookEvents(
      trx,
      Array.from({ length: 60 }, (_, i) => ({
        type: 'booking.created' as const,
        data: {
          booking_id: i + 1,
          user_id: 1,
          desk_id: 1,
          room_id: null,
          building_id: 1,
          date: '2027-03-02',
          start: '2027-03-02T08:00:00.000Z',
          end: '2027-03-02T12:00:00.000Z',
        },
      })),
      at,
    ),
  );
  await receiver.receivedCount(60, 20_000);
  // Every delivery recorded as succeeded at its first attempt: nothing more can arrive.
  await vi.waitFor(
    async () => {
      const done = await ctx.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      if (Number(done.n) < 60) throw new Error(`${done.n} of 60 recorded`);
    },
    { timeout: 10_000, interval: 50 },
  );
  const attempts = await ctx.db.selectFrom('webhook_deliveries').select('attempts').execute();
  expect(attempts.map((a) => a.attempts)).toEqual(Array(60).fill(1));
  const ids = receiver.received.map((r) => r.headers['webhook-id']);
  expect(ids).toHaveLength(60);
  expect(new Set(ids).size).toBe(60);
});
