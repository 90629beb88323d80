import { toApiDate } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import { manualClock } from '../../lib/clock';
import {
  hearCommitted,
  packEvents,
  publishDeskStatus,
  publishEvent,
  publishOnCommit,
  type TServerEvent,
} from '../../live/events';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { openSse, type SseClient } from '../../../test/sse';
import { createMessage } from '../messages/messages.service';

/**
 * Two API processes on one database: app A (the test context's) and app B,
 * each with its own pool and its own LISTEN connection, both listening on a
 * real port so the streams are read like a browser reads them.
 */
let ctx: TestContext;
let dbB: Db;
let appB: FastifyInstance;
let urlA: string;
let urlB: string;
let s: Awaited<ReturnType<typeof createStructure>>;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};
const open: SseClient[] = [];
/** Both processes share one clock: Monday 1 March 2027, 09:30, while the morning slot (08:00-12:00) runs. */
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());

async function sse(base: string, who: string) {
  const client = await openSse(base, auth[who]);
  open.push(client);
  return client;
}

beforeAll(async () => {
  process.env.EVENTS_HEARTBEAT_MS = '300';
  ctx = await createTestContext({ clock });
  dbB = createDb(ctx.url, 5);
  appB = await buildApp({ db: dbB, jwtSecret: 'test-secret-test-secret-test-secret!', clock });
  urlA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
  s = await createStructure(ctx.db, { desks: 2 });
  for (const who of ['ann', 'bas', 'cor']) {
    ids[who] = await createUser(ctx.db, { username: who });
    auth[who] = await login(ctx.app, who);
  }
});
afterAll(async () => {
  open.forEach((c) => c.close());
  await appB.close();
  await dbB.destroy();
  await ctx.close();
  delete process.env.EVENTS_HEARTBEAT_MS;
});

describe('GET /api/events', () => {
  it('refuses a caller without a valid sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: 'JWT nonsense' } }))
        .statusCode,
    ).toBe(401);
  });

  it('delivers an event published through one process to the clients of both processes', async () => {
    const annA = await sse(urlA, 'ann');
    const annB = await sse(urlB, 'ann');
    const basB = await sse(urlB, 'bas');
    await ctx.db.transaction().execute(async (trx) => {
      await publishDeskStatus(trx, s.deskIds[0], today);
      await createMessage(trx, {
        at: clock.now(),
        userId: ids.ann,
        kind: 'test',
        texts: { en: { title: 'Hi', body: '' }, nl: { title: 'Hoi', body: '' } },
      });
    });
    for (const client of [annA, annB, basB]) {
      await client.waitFor(
        (e) => e.event === 'desk_status' && (e.data as { desk_id: number }).desk_id === s.deskIds[0],
      );
    }
    await annA.waitFor((e) => e.event === 'message');
    await annB.waitFor((e) => e.event === 'message');
    // A message event goes only to its recipient.
    // A later event arrives after anything sent before it: bas never got ann's message.
    await ctx.db.transaction().execute((trx) => publishDeskStatus(trx, s.deskIds[1], '2099-03-03'));
    await basB.waitFor((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-03-03');
    expect(basB.events.filter((e) => e.event === 'message')).toEqual([]);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const client = await sse(urlB, 'cor');
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await publishDeskStatus(trx, s.deskIds[1], today);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await ctx.db.transaction().execute((trx) => publishDeskStatus(trx, s.deskIds[0], '2099-01-01'));
    await client.waitFor((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-01-01');
    expect(
      client.events.filter(
        (e) => e.event === 'desk_status' && (e.data as { desk_id: number }).desk_id === s.deskIds[1],
      ),
    ).toEqual([]);
  });

  it("applies a job's events to each live cache once, and still streams them to every client", async () => {
    const annB = await sse(urlB, 'ann');
    const applied = { a: vi.spyOn(ctx.app.liveCache, 'apply'), b: vi.spyOn(appB.liveCache, 'apply') };
    const countOf = (spy: typeof applied.a, userId: number) =>
      spy.mock.calls.filter(([e]) => e.type === 'user_changed' && e.user_id === userId).length;
    try {
      const job: TServerEvent[] = [
        { type: 'user_changed', user_id: ids.cor },
        { type: 'desk_status', desk_id: s.deskIds[1], room_id: 1, floor_id: 1, building_id: 1, date: '2099-04-04' },
      ];
      const heard: TServerEvent[] = [];
      await ctx.db.transaction().execute((trx) => publishOnCommit(trx, job, heard));
      await hearCommitted(heard);
      // A request's change (publishEvent) is heard at once and again on delivery.
      await ctx.db.transaction().execute((trx) => publishEvent(trx, { type: 'user_changed', user_id: ids.bas }));
      await ctx.db.transaction().execute((trx) => publishDeskStatus(trx, s.deskIds[0], '2099-05-05'));
      await annB.waitFor((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-05-05');
      expect(
        annB.events.some((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-04-04'),
      ).toBe(true);
      // Each app has its own LISTEN connection, so A may be told of the last change after B's client was:
      // wait until both have heard it on delivery too (in commit order, after everything before it). Both apps
      // run in this test's process, so both also hear it at once, as it is published.
      const lastChange = (spy: typeof applied.a) =>
        spy.mock.calls.filter(([e]) => e.type === 'desk_status' && e.date === '2099-05-05').length;
      await vi.waitFor(() => expect([lastChange(applied.a), lastChange(applied.b)]).toEqual([2, 2]), {
        timeout: 5_000,
      });
      expect([countOf(applied.a, ids.cor), countOf(applied.b, ids.cor)]).toEqual([1, 1]);
      expect([countOf(applied.a, ids.bas), countOf(applied.b, ids.bas)]).toEqual([2, 2]);
    } finally {
      applied.a.mockRestore();
      applied.b.mockRestore();
    }
  });

  it("dispatches a large commit's payloads one per turn of the event loop, in order, each message to its recipient", async () => {
    const annB = await sse(urlB, 'ann');
    const basB = await sse(urlB, 'bas');
    // 600 desk changes and 40 messages in one commit: several NOTIFY payloads, arriving together.
    const events: TServerEvent[] = [];
    for (let i = 1; i <= 600; i++) {
      events.push({ type: 'desk_status', desk_id: i, room_id: 1, floor_id: 1, building_id: 1, date: '2099-06-01' });
      if (i % 15 === 0) events.push({ type: 'message', user_id: i % 30 === 0 ? ids.ann : ids.bas, message_id: i });
    }
    const payloads = packEvents(events).length;
    expect(payloads).toBeGreaterThan(5);
    // Which turn of process B's event loop each event is dispatched in: a microtask closes a turn.
    const seen: { desk: number; turn: number }[] = [];
    let turn = 0;
    let inTurn = false;
    const stop = appB.eventHub!.watch({
      send: (event) => {
        if (event.type !== 'desk_status' || event.date !== '2099-06-01') return;
        if (!inTurn) {
          inTurn = true;
          turn++;
          queueMicrotask(() => (inTurn = false));
        }
        seen.push({ desk: event.desk_id, turn });
      },
      resync: () => undefined,
    });
    try {
      await ctx.db.transaction().execute((trx) => publishEvent(trx, ...events));
      await annB.waitFor((e) => e.event === 'desk_status' && (e.data as { desk_id: number }).desk_id === 600);
      expect(seen.map((e) => e.desk)).toEqual(events.flatMap((e) => (e.type === 'desk_status' ? [e.desk_id] : [])));
      // One payload a turn: the requests of the process go in between.
      expect(new Set(seen.map((e) => e.turn)).size).toBe(payloads);
    } finally {
      stop();
    }
    await basB.waitFor((e) => e.event === 'desk_status' && (e.data as { desk_id: number }).desk_id === 600);
    for (const [client, who] of [
      [annB, ids.ann],
      [basB, ids.bas],
    ] as const) {
      const desks = client.events.filter(
        (e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-06-01',
      );
      expect(desks.map((e) => (e.data as { desk_id: number }).desk_id)).toEqual(
        Array.from({ length: 600 }, (_, i) => i + 1),
      );
      const messages = client.events.filter(
        (e) => e.event === 'message' && (e.data as { message_id: number }).message_id <= 600,
      );
      expect(messages.map((e) => (e.data as { user_id: number }).user_id)).toEqual(Array(20).fill(who));
    }
  });

  it('sends the messages of a messages event to their recipients as message events; users_changed to nobody', async () => {
    const annB = await sse(urlB, 'ann');
    const basB = await sse(urlB, 'bas');
    const applied = vi.spyOn(appB.liveCache, 'apply');
    try {
      await ctx.db.transaction().execute((trx) =>
        publishEvent(
          trx,
          { type: 'users_changed', user_ids: [ids.ann, ids.bas], bookings: true },
          {
            type: 'messages',
            to: [
              [ids.ann, 7001],
              [ids.bas, 7002],
              [ids.ann, 7003],
              [ids.cor, 7004],
            ],
          },
          { type: 'desk_status', desk_id: s.deskIds[0], room_id: 1, floor_id: 1, building_id: 1, date: '2099-07-07' },
        ),
      );
      for (const client of [annB, basB])
        await client.waitFor((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-07-07');
      const mine = (client: typeof annB) =>
        client.events.filter((e) => e.event === 'message' && (e.data as { message_id: number }).message_id > 7000);
      expect(mine(annB).map((e) => e.data)).toEqual([
        { type: 'message', user_id: ids.ann, message_id: 7001 },
        { type: 'message', user_id: ids.ann, message_id: 7003 },
      ]);
      expect(mine(basB).map((e) => e.data)).toEqual([{ type: 'message', user_id: ids.bas, message_id: 7002 }]);
      for (const client of [annB, basB])
        expect(client.events.some((e) => e.event === 'users_changed' || e.event === 'messages')).toBe(false);
      expect(applied.mock.calls.some(([e]) => e.type === 'users_changed')).toBe(true);
    } finally {
      applied.mockRestore();
    }
  });

  it("streams a streams_only event's own event to every client, and bookings_released to nobody", async () => {
    const corB = await sse(urlB, 'cor');
    const applied = vi.spyOn(appB.liveCache, 'apply');
    try {
      await ctx.db
        .transaction()
        .execute((trx) =>
          publishEvent(
            trx,
            { type: 'bookings_released', bookings: [[9001, ids.ann, s.deskIds[0], 1, '2099-08-08', 1]] },
            { type: 'streams_only', event: { type: 'desks_status', date: '2099-08-08', building_ids: [1], desks: 25 } },
          ),
        );
      const frame = await corB.waitFor((e) => e.event === 'desks_status');
      expect(frame.data).toEqual({ type: 'desks_status', date: '2099-08-08', building_ids: [1], desks: 25 });
      expect(corB.events.some((e) => e.event === 'bookings_released' || e.event === 'streams_only')).toBe(false);
      // The cache is handed both; it takes the release from the first and passes the second over (decision 033).
      await vi.waitFor(() =>
        expect(applied.mock.calls.map(([e]) => e.type)).toEqual(expect.arrayContaining(['bookings_released'])),
      );
    } finally {
      applied.mockRestore();
      corB.close();
    }
  });

  it('keeps the stream alive with heartbeats', async () => {
    const client = await sse(urlA, 'cor');
    await vi.waitFor(() => expect(client.comments.some((c) => c.startsWith('heartbeat'))).toBe(true), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('re-establishes a dropped LISTEN connection, tells clients to resync, and keeps delivering', async () => {
    const client = await sse(urlB, 'bas');
    appB.eventHub!.dropConnection();
    await client.waitFor((e) => e.event === 'resync', 8000);
    await ctx.db.transaction().execute((trx) => publishDeskStatus(trx, s.deskIds[1], '2099-02-02'));
    await client.waitFor((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-02-02');
  });

  it('ends the stream of a token that has been signed out', async () => {
    const token = await login(ctx.app, 'cor');
    const client = await openSse(urlA, token);
    open.push(client);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/logout/', headers: { authorization: token } });
    expect(res.statusCode).toBeLessThan(300);
    await client.waitFor((e) => e.event === 'unauthorized', 3000);
    await client.ended;
  });
});

describe('notifier alerts when a watched desk is freed', () => {
  it('a cancelled booking gives exactly one message per watcher, counted unread, streamed by both processes', async () => {
    const desk = s.deskIds[1];
    for (const who of ['ann', 'bas', 'cor']) {
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/notifiers/desk/${desk}/`,
            headers: { authorization: auth[who] },
          })
        ).statusCode,
      ).toBe(201);
    }
    // cor books today's morning slot at the watched desk (it runs at 09:30)
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/new/',
      headers: { authorization: auth.cor },
      payload: [{ date: today, timetable_id: s.timetableIds[0], desk_id: desk }],
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().bookings[0].id as number;
    const unread = async (who: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/messages/unread_count',
          headers: { authorization: auth[who] },
        })
      ).json().unread_count as number;
    const before = { ann: await unread('ann'), bas: await unread('bas'), cor: await unread('cor') };
    const annA = await sse(urlA, 'ann');
    const annB = await sse(urlB, 'ann');
    const basB = await sse(urlB, 'bas');
    const seenBefore = (c: SseClient) => c.events.filter((e) => e.event === 'message').length;
    const counts = [annA, annB, basB].map(seenBefore);

    // cor cancels through the endpoint: one transaction cancels, publishes and tells the watchers
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/reservations/delete/${booking}/`,
      headers: { authorization: auth.cor },
    });
    expect(cancelled.statusCode).toBe(204);

    const rows = await ctx.db
      .selectFrom('messages')
      .select(['user_id'])
      .where('kind', '=', 'desk_free')
      .where('user_id', 'in', [ids.ann, ids.bas, ids.cor])
      .execute();
    expect(rows.filter((r) => r.user_id === ids.ann)).toHaveLength(1);
    expect(rows.filter((r) => r.user_id === ids.bas)).toHaveLength(1);
    expect(rows.filter((r) => r.user_id === ids.cor)).toHaveLength(0);
    expect(await unread('ann')).toBe(before.ann + 1);
    expect(await unread('bas')).toBe(before.bas + 1);
    expect(await unread('cor')).toBe(before.cor);

    for (const client of [annA, annB, basB])
      await client.waitFor((e) => e.event === 'desk_status' && (e.data as { desk_id: number }).desk_id === desk);
    await annA.waitFor((e) => e.event === 'message' && (e.data as { user_id: number }).user_id === ids.ann);
    await annB.waitFor((e) => e.event === 'message' && (e.data as { user_id: number }).user_id === ids.ann);
    await basB.waitFor((e) => e.event === 'message' && (e.data as { user_id: number }).user_id === ids.bas);
    // A later, distinct event reaches each stream after everything the cancellation sent: once it is
    // there, a second message event would have been too.
    await ctx.db.transaction().execute((trx) => publishDeskStatus(trx, s.deskIds[0], '2099-12-31'));
    for (const client of [annA, annB, basB])
      await client.waitFor((e) => e.event === 'desk_status' && (e.data as { date: string }).date === '2099-12-31');
    expect([annA, annB, basB].map(seenBefore)).toEqual(counts.map((n) => n + 1));

    const inbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/messages/', headers: { authorization: auth.ann } })
    ).json();
    expect(inbox.results[0]).toMatchObject({
      kind: 'desk_free',
      title: 'Desk D2 on floor Floor 1 is free',
      read: false,
      data: { desk_id: desk, date: today },
    });
  });

  it('closing an app with open streams ends them instead of hanging', async () => {
    const dbC = createDb(ctx.url, 2);
    const appC = await buildApp({ db: dbC, jwtSecret: 'test-secret-test-secret-test-secret!', clock });
    const url = await appC.listen({ port: 0, host: '127.0.0.1' });
    const client = await openSse(url, auth.ann);
    const client2 = await openSse(url, auth.bas);
    await appC.close();
    await client.ended;
    await client2.ended;
    expect(appC.eventHub!.size).toBe(0);
    await dbC.destroy();
  });
});
