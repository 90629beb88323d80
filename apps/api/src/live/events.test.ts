import { EVENTS_CHANNEL } from '@flexapp/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../lib/clock';
import { createTestContext, type TestContext } from '../../test/helpers';
import {
  DESK_EVENTS_EACH,
  deskChangeEvents,
  hearCommitted,
  messageEvents,
  onPublished,
  PEOPLE_EVENTS_EACH,
  packEvents,
  publishEvent,
  publishOnCommit,
  type TServerEvent,
  unpackEvents,
  userChangeEvents,
} from './events';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: manualClock('2027-03-01T09:30:00') });
});
afterAll(() => ctx.close());

/** A sweep's worth of events: a message, a user_changed and a desk_status for each of `n` people. */
const sweepEvents = (n: number): TServerEvent[] =>
  Array.from({ length: n }, (_, i) => [
    { type: 'message' as const, user_id: i + 1, message_id: 100_000 + i },
    { type: 'user_changed' as const, user_id: i + 1 },
    { type: 'desk_status' as const, desk_id: i + 1, room_id: 7, floor_id: 3, building_id: 1, date: '2027-03-01' },
  ]).flat();

describe('packEvents', () => {
  it('packs events in order into payloads PostgreSQL accepts, each event once', () => {
    const events = sweepEvents(2647);
    const payloads = packEvents([...events, events[0], events[5]]);
    expect(payloads.length).toBeLessThan(150);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => unpackEvents(p).events)).toEqual(events);
    const marked = packEvents(events, 'process-a');
    for (const p of marked) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(marked.map(unpackEvents).every((n) => n.heardBy === 'process-a')).toBe(true);
    expect(marked.flatMap((p) => unpackEvents(p).events)).toEqual(events);
  });

  it('reads a lone event and ignores a payload that is not JSON', () => {
    expect(unpackEvents('{"type":"mail_queued"}')).toEqual({ events: [{ type: 'mail_queued' }] });
    expect(unpackEvents('not json')).toEqual({ events: [] });
    expect(unpackEvents(undefined)).toEqual({ events: [] });
  });
});

describe('deskChangeEvents', () => {
  const change = (desk_id: number, building_id: number, date = '2026-11-26') => ({
    desk_id,
    room_id: 10 + building_id,
    floor_id: 20 + building_id,
    building_id,
    date,
  });

  it('tells up to DESK_EVENTS_EACH desks of a date one by one, each desk once', () => {
    const changes = Array.from({ length: DESK_EVENTS_EACH }, (_, i) => change(i + 1, 1));
    const events = deskChangeEvents([...changes, change(1, 1)]);
    expect(events).toHaveLength(DESK_EVENTS_EACH);
    expect(events[0]).toEqual({
      type: 'desk_status',
      desk_id: 1,
      room_id: 11,
      floor_id: 21,
      building_id: 1,
      date: '2026-11-26',
    });
  });

  it('tells more desks of a date as one desks_status naming their buildings, date by date', () => {
    const many = Array.from({ length: DESK_EVENTS_EACH + 1 }, (_, i) => change(i + 1, i % 2 === 0 ? 7 : 3));
    const events = deskChangeEvents([...many, change(99, 5, '2026-11-27')]);
    expect(events).toEqual([
      { type: 'desks_status', date: '2026-11-26', building_ids: [3, 7], desks: DESK_EVENTS_EACH + 1 },
      { type: 'desk_status', desk_id: 99, room_id: 15, floor_id: 25, building_id: 5, date: '2026-11-27' },
    ]);
  });
});

describe('userChangeEvents and messageEvents', () => {
  it('tell up to PEOPLE_EVENTS_EACH people one by one, each person once', () => {
    const ids = Array.from({ length: PEOPLE_EVENTS_EACH }, (_, i) => i + 1);
    expect(userChangeEvents([...ids, 1], { bookings: true })).toEqual(
      ids.map((id) => ({ type: 'user_changed', user_id: id, bookings: true })),
    );
    expect(messageEvents([{ user_id: 4, id: 40 }])).toEqual([{ type: 'message', user_id: 4, message_id: 40 }]);
  });

  it('tell more in a few events, each fitting a NOTIFY payload, naming everybody once and in order', () => {
    // Ids of 8 and 9 digits: the longest a payload has to carry here.
    const ids = Array.from({ length: 3_927 }, (_, i) => 10_000_000 + i);
    const changed = userChangeEvents([...ids, ...ids.slice(0, 9)], { checkin: true });
    expect(changed).toHaveLength(8);
    expect(changed.every((e) => e.type === 'users_changed' && e.checkin === true && e.bookings === undefined)).toBe(
      true,
    );
    expect(changed.flatMap((e) => (e.type === 'users_changed' ? e.user_ids : []))).toEqual(ids);
    const messages = messageEvents(ids.map((id, i) => ({ user_id: id, id: 100_000_000 + i })));
    expect(messages).toHaveLength(16);
    expect(messages.flatMap((e) => (e.type === 'messages' ? e.to : []))).toEqual(
      ids.map((id, i) => [id, 100_000_000 + i]),
    );
    for (const event of [...changed, ...messages])
      for (const p of packEvents([event], 'a-process-id-of-thirty-six-chars-xx')) {
        expect(Buffer.byteLength(p)).toBeLessThan(8000);
        expect(unpackEvents(p).events).toEqual([event]);
      }
  });
});

describe('publishEvent', () => {
  it('delivers 8,000 events of one transaction to a listener on commit, in about a hundred notifications', async () => {
    const listener = new pg.Client({ connectionString: ctx.url });
    await listener.connect();
    const received: TServerEvent[] = [];
    let notifications = 0;
    listener.on('notification', (n) => {
      notifications++;
      received.push(...unpackEvents(n.payload).events);
    });
    await listener.query(`listen ${EVENTS_CHANNEL}`);
    const events = sweepEvents(2667);
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await publishEvent(trx, ...events);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await ctx.db.transaction().execute((trx) => publishEvent(trx, ...events));
    // A later, distinct event is heard after everything committed before it: once it is there, any
    // notification of the rolled-back transaction would have been too.
    const marker: TServerEvent = { type: 'user_changed', user_id: 999_999 };
    await ctx.db.transaction().execute((trx) => publishEvent(trx, marker));
    await vi.waitFor(() => expect(received.at(-1)).toEqual(marker), { timeout: 10_000, interval: 20 });
    await listener.end();
    expect(received).toEqual([...events, marker]);
    expect(notifications - 1).toBeLessThan(150);
  });
});

describe('publishOnCommit', () => {
  it('tells this process only when the caller hands over the committed events, not during the transaction', async () => {
    const local: TServerEvent[] = [];
    const stop = onPublished((e) => local.push(e));
    try {
      const heard: TServerEvent[] = [];
      const event: TServerEvent = { type: 'user_changed', user_id: 42 };
      await ctx.db.transaction().execute(async (trx) => {
        await publishOnCommit(trx, [event], heard);
        expect(local).toEqual([]);
      });
      expect(local).toEqual([]);
      await hearCommitted(heard);
      expect(local).toEqual([event]);
      // publishEvent, for requests, tells this process at once.
      await ctx.db.transaction().execute(async (trx) => {
        await publishEvent(trx, { type: 'user_changed', user_id: 43 });
        expect(local).toHaveLength(2);
      });
    } finally {
      stop();
    }
  });
});
