import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveSettings } from '../src/modules/configuration';
import { recordWebhookEvents } from '../src/modules/webhooks';
import { manualClock } from '../src/lib/clock';
import { startApiProcess } from './api-process';
import { createTestContext, type TestContext } from './helpers';
import { startReceiver, type TestReceiver } from './receiver';

/**
 * Webhook delivery across real server processes on one database (issue 39, decision 257): two API processes deliver
 * each event once (counted at a real receiver, the duplicate rate printed), and deliveries interrupted by kill -9 all
 * arrive after a restart, a repeat only with the same webhook-id.
 */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let receiver: TestReceiver;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  receiver = await startReceiver({ hangMs: 60_000 });
  await saveSettings(ctx.db, { webhooks_allow_private_addresses: true }, null);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('webhook_endpoints').execute();
  await ctx.db.deleteFrom('webhook_events').execute();
  receiver.reset();
});

const until = async (what: () => Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** An endpoint at the receiver for booking.created, written as Setup writes it. */
const subscribe = () =>
  ctx.db
    .insertInto('webhook_endpoints')
    .values({
      url: `${receiver.url}/hook`,
      events: ['booking.created'],
      secret: 'whsec_dGVzdA==',
      created_at: clock.now(),
    })
    .execute();

/** `n` booking.created events in batches of `batch`, each batch in its own transaction (as bookings write them). */
async function writeEvents(n: number, batch: number) {
  for (let i = 0; i < n; i += batch) {
    await ctx.db.transaction().execute((trx) =>
      recordWebhookEvents(
        trx,
        Array.from({ length: Math.min(batch, n - i) }, (_, k) => ({
          type: 'booking.created' as const,
          data: {
            booking_id: i + k + 1,
            user_id: 1,
            desk_id: 1,
            room_id: 1,
            building_id: 1,
            date: '2027-03-01',
            start: '2027-03-01T08:00:00.000Z',
            end: '2027-03-01T12:00:00.000Z',
          },
        })),
        clock.now(),
      ),
    );
  }
  return (await ctx.db.selectFrom('webhook_events').select('id').execute()).map((e) => e.id);
}

const pendingDeliveries = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '!=', 'succeeded')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('webhooks across API processes', () => {
  it('two processes deliver each of 200 events once', { timeout: 180_000 }, async () => {
    await subscribe();
    const env = { FLEXAPP_NOW: clock.now().toISOString() };
    const [a, b] = await Promise.all([startApiProcess(ctx.url, env), startApiProcess(ctx.url, env)]);
    try {
      const ids = await writeEvents(200, 20);
      await receiver.receivedCount(200, 120_000);
      await until(async () => (await pendingDeliveries()) === 0);
      const received = receiver.received.map((r) => String(r.headers['webhook-id']));
      const duplicates = received.length - new Set(received).size;
      console.log(
        `two processes: ${received.length} requests for ${ids.length} events, duplicate rate ${duplicates / ids.length}`,
      );
      expect(new Set(received)).toEqual(new Set(ids));
      expect(duplicates).toBe(0);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it(
    'kill -9 mid-delivery loses nothing: after a restart every event arrives, repeats with the same webhook-id',
    {
      timeout: 180_000,
    },
    async () => {
      await subscribe();
      const env = {
        FLEXAPP_NOW: clock.now().toISOString(),
        JOB_TIMEOUT_SECONDS: '3',
        WEBHOOK_RETRY_DELAY_SECONDS: '1',
      };
      const first = await startApiProcess(ctx.url, env);
      // The receiver takes the first requests and does not answer: those deliveries are in flight when the process dies.
      receiver.answers.push(...Array.from({ length: 5 }, () => 'hang' as const));
      const ids = await writeEvents(40, 10);
      await receiver.receivedCount(1);
      await first.kill();
      const beforeRestart = receiver.received.length;
      expect(await pendingDeliveries()).toBeGreaterThan(0);

      receiver.answers.length = 0;
      const second = await startApiProcess(ctx.url, env);
      try {
        await until(async () => (await pendingDeliveries()) === 0, 120_000);
        const received = receiver.received.map((r) => String(r.headers['webhook-id']));
        console.log(
          `kill -9: ${beforeRestart} requests before the kill, ${received.length} in all for ${ids.length} events, ` +
            `${received.length - new Set(received).size} repeated`,
        );
        expect(new Set(received)).toEqual(new Set(ids));
        // Every request carried an event's own id: a repeat is the same event again, never a new one.
        expect(received.every((id) => ids.includes(id))).toBe(true);
      } finally {
        await second.stop();
      }
    },
  );
});
