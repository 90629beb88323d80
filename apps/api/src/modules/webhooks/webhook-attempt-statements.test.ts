import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { startReceiver, type TestReceiver } from '../../../test/receiver';
import { createDb, type Db, poolOf } from '../../db/database';
import { manualClock } from '../../lib/clock';
import { attemptDelivery } from './webhook-delivery';

/**
 * A delivery attempt's cost on the database (decision 432): an attempt to an endpoint sends two statements, the read
 * of what to send and the write of its outcome; the setting for private addresses comes from its worker.
 */
let ctx: TestContext;
let receiver: TestReceiver;
/** A database handle of its own that records every statement its one connection sends. */
let counted: Db;
const statements: string[] = [];
let endpointId: number;

beforeAll(async () => {
  receiver = await startReceiver();
  ctx = await createTestContext({ clock: manualClock('2027-03-01T09:30:00') });
  await createUser(ctx.db, { username: 'staff', staff: true });
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
  endpointId = created.json<{ id: number }>().id;
  counted = createDb(ctx.url, 1);
  poolOf(counted).on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    vi.spyOn(client, 'query').mockImplementation(((...args: unknown[]) => {
      const text = args[0];
      statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return query(...args);
    }) as typeof client.query);
  });
}, 60_000);
afterAll(async () => {
  await counted?.destroy();
  await ctx?.close();
  await receiver?.close();
});
beforeEach(() => {
  statements.length = 0;
  receiver.reset();
});

/** A pending delivery already handed to the job runner (queued), so the app's own worker never takes it. */
async function pendingDelivery(eventId: string): Promise<string> {
  const at = ctx.app.clock.now();
  await ctx.db
    .insertInto('webhook_events')
    .values({
      id: eventId,
      type: 'booking.created',
      payload: JSON.stringify({ type: 'booking.created', version: 1, timestamp: at.toISOString(), data: {} }),
      created_at: at,
    })
    .execute();
  const row = await ctx.db
    .insertInto('webhook_deliveries')
    .values({ endpoint_id: endpointId, event_id: eventId, created_at: at, queued_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const attempt = (deliveryId: string, allowPrivateAddresses: boolean) =>
  attemptDelivery(counted, {
    deliveryId,
    last: false,
    now: ctx.app.clock.now(),
    timeoutMs: 5_000,
    allowPrivateAddresses,
  });

const deliveryOf = (id: string) =>
  ctx.db
    .selectFrom('webhook_deliveries')
    .select(['status', 'attempts', 'response_status', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

it('delivers with two statements: the read of what to send and the write of its outcome', async () => {
  const id = await pendingDelivery('msg_statements_ok');
  await expect(attempt(id, true)).resolves.toBe('succeeded');
  expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(['msg_statements_ok']);
  expect(await deliveryOf(id)).toEqual({ status: 'succeeded', attempts: 1, response_status: 204, error: null });
  expect(statements).toHaveLength(2);
  expect(statements[0]).toMatch(/^select/i);
  expect(statements[1]).toMatch(/^update "webhook_deliveries"/i);
});

it('records a failure to retry with the same two statements', async () => {
  const id = await pendingDelivery('msg_statements_retry');
  receiver.answers.push(500);
  await expect(attempt(id, true)).resolves.toBe('retry');
  expect(await deliveryOf(id)).toEqual({ status: 'pending', attempts: 1, response_status: 500, error: 'HTTP 500' });
  expect(statements).toHaveLength(2);
});

it('refuses a private address when the worker read the setting as off, without reaching the receiver', async () => {
  const id = await pendingDelivery('msg_statements_refused');
  await expect(attempt(id, false)).resolves.toBe('retry');
  expect(receiver.received).toHaveLength(0);
  expect(await deliveryOf(id)).toMatchObject({ status: 'pending', attempts: 1, error: 'WEBHOOK_ADDRESS_REFUSED' });
});
