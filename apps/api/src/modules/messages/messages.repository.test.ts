import { EVENTS_CHANNEL } from '@flexapp/contract';
import pg from 'pg';
import type { PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../lib/clock';
import { type TServerEvent, unpackEvents } from '../../live/events';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { createMessage, createMessages } from './messages.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: manualClock('2027-03-01T08:15:00Z') });
});
afterAll(() => ctx.close());

/** The app's clock at the change: every message is dated by it, not by the database. */
const at = new Date('2027-03-01T08:15:00Z');
const texts = {
  en: { title: 'Desk A1 is free', body: 'en body' },
  nl: { title: 'Werkplek A1 is vrij', body: 'nl body' },
};

describe('createMessage', () => {
  it('writes the message in the recipient language and notifies on commit only', async () => {
    const lotte = await createUser(ctx.db, { username: 'lotte', language: 'nl' });
    const listener = new pg.Client({ connectionString: ctx.url });
    await listener.connect();
    const received: unknown[] = [];
    listener.on('notification', (n) => received.push(...unpackEvents(n.payload).events));
    await listener.query(`listen ${EVENTS_CHANNEL}`);

    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await createMessage(trx, { userId: lotte, kind: 'test', texts, at });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const id = await ctx.db
      .transaction()
      .execute((trx) => createMessage(trx, { userId: lotte, kind: 'test', texts, data: { desk_id: 1 }, at }));

    // A later, distinct message is heard after everything committed before it: once it is there,
    // a notification of the rolled-back message would have been too.
    const marker = await createUser(ctx.db, { username: 'lotte-marker' });
    const markerId = await ctx.db
      .transaction()
      .execute((trx) => createMessage(trx, { userId: marker, kind: 'test', texts, at }));
    const markerEvent = { type: 'message', user_id: marker, message_id: markerId };
    await vi.waitFor(() => expect(received).toContainEqual(markerEvent), { timeout: 5000, interval: 20 });
    await listener.end();
    const stored = await ctx.db.selectFrom('messages').selectAll().where('user_id', '=', lotte).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      title: 'Werkplek A1 is vrij',
      body: 'nl body',
      data: { desk_id: 1 },
      read_at: null,
      created_at: at,
    });
    expect(received).toEqual([{ type: 'message', user_id: lotte, message_id: id }, markerEvent]);
  });
});

describe('createMessages', () => {
  it('writes thousands in their recipients’ languages, rendering only that language, text kept exactly', async () => {
    const en = await createUser(ctx.db, { username: 'many-en', language: 'en' });
    const nl = await createUser(ctx.db, { username: 'many-nl', language: 'nl' });
    const rendered: string[] = [];
    // Quotes, backslashes, a line break, accents and an emoji: the rows go as JSON (lib/json-rows).
    const odd = 'Desk "A\\1" —\nwerkplek é 🪑';
    const messages = Array.from({ length: 2_345 }, (_, i) => ({
      userId: i % 2 === 0 ? en : nl,
      kind: 'bulk',
      texts: (lang: 'en' | 'nl') => {
        rendered.push(lang);
        return { title: `${lang} ${i}`, body: odd };
      },
      data: { n: i, note: odd },
    }));
    const events: TServerEvent[] = [];
    const written = await ctx.db.transaction().execute((trx) => createMessages(trx, messages, { events, at }));
    expect(written).toBe(2_345);
    expect(rendered).toHaveLength(2_345);
    const stored = await ctx.db
      .selectFrom('messages')
      .select(['id', 'user_id', 'title', 'body', 'data', 'created_at'])
      .where('kind', '=', 'bulk')
      .orderBy('id')
      .execute();
    expect(stored.map((m) => m.title)).toEqual(messages.map((_, i) => `${i % 2 === 0 ? 'en' : 'nl'} ${i}`));
    expect(stored.every((m) => m.body === odd)).toBe(true);
    expect(stored.every((m) => m.created_at.getTime() === at.getTime())).toBe(true);
    expect(stored[1234]!.data).toEqual({ n: 1234, note: odd });
    // Told in `messages` events of at most 250 (decision 033), together naming every message once, in order.
    expect(events.map((e) => e.type)).toEqual(Array(Math.ceil(2_345 / 250)).fill('messages'));
    expect(events.every((e) => e.type === 'messages' && e.to.length <= 250)).toBe(true);
    expect(events.flatMap((e) => (e.type === 'messages' ? e.to : []))).toEqual(stored.map((m) => [m.user_id, m.id]));
  });
  it('sends each thousand to PostgreSQL before rendering the next, keeping their order', async () => {
    const en = await createUser(ctx.db, { username: 'overlap-en', language: 'en' });
    const log: string[] = [];
    const messages = Array.from({ length: 2_500 }, (_, i) => ({
      userId: en,
      kind: 'overlap',
      texts: (lang: 'en' | 'nl') => {
        if (i % 1000 === 0) log.push(`render ${i}`);
        return { title: `${lang} ${i}`, body: 'b' };
      },
    }));
    // Every statement the transaction sends, in the order they are sent.
    const sent = {
      transformQuery: (args: PluginTransformQueryArgs) => {
        if (args.node.kind === 'RawNode') log.push('insert');
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs) => args.result,
    };
    const events: TServerEvent[] = [];
    await ctx.db.transaction().execute((trx) => createMessages(trx.withPlugin(sent), messages, { events, at }));
    expect(log).toEqual(['render 0', 'insert', 'render 1000', 'insert', 'render 2000', 'insert']);
    const stored = await ctx.db
      .selectFrom('messages')
      .select('title')
      .where('kind', '=', 'overlap')
      .orderBy('id')
      .execute();
    expect(stored.map((m) => m.title)).toEqual(messages.map((_, i) => `en ${i}`));
    expect(events.flatMap((e) => (e.type === 'messages' ? e.to : [])).length).toBe(2_500);
  });

  it('fails as a whole when an insert fails while the next thousand is rendered, writing nothing', async () => {
    const en = await createUser(ctx.db, { username: 'failing-en', language: 'en' });
    const nobody = 2_000_000_000;
    let rendered = 0;
    const messages = Array.from({ length: 2_500 }, (_, i) => ({
      // The first message names nobody: the first insert fails on its foreign key.
      userId: i === 0 ? nobody : en,
      kind: 'failing',
      texts: () => {
        rendered++;
        // Slow enough that the failure comes back while the second thousand is rendered.
        const until = performance.now() + 0.3;
        while (performance.now() < until);
        return { title: 't', body: 'b' };
      },
    }));
    const languages = new Map<number, 'en' | 'nl'>([
      [nobody, 'en'],
      [en, 'en'],
    ]);
    await expect(
      ctx.db.transaction().execute((trx) => createMessages(trx, messages, { languages, at })),
    ).rejects.toMatchObject({ code: '23503' });
    expect(rendered).toBeGreaterThan(1000);
    const stored = await ctx.db.selectFrom('messages').select('id').where('kind', '=', 'failing').execute();
    expect(stored).toEqual([]);
  });
});

describe('release notices (decision 033)', () => {
  it('only a booking_released message may leave its text to be rendered when read, and an e-mail needs its facts', async () => {
    const user = await createUser(ctx.db, { username: 'notice-check' });
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'written',
        (e: { code?: string }) => e.code,
      );
    expect(
      await code(
        ctx.db.insertInto('messages').values({ user_id: user, kind: 'desk_free', title: null, data: '{}' }).execute(),
      ),
    ).toBe('23514');
    const mail = { user_id: user, recipient: 'x@example.test', language: 'en' as const };
    const outbox = (row: { kind: string; data: string | null; subject?: string }) =>
      code(
        ctx.db
          .insertInto('mail_outbox')
          .values({ ...mail, ...row })
          .execute(),
      );
    expect(await outbox({ kind: 'booking_released', data: null })).toBe('23514');
    expect(await outbox({ kind: 'desk_free', data: '{}' })).toBe('23514');
    expect(await outbox({ kind: 'booking_released', subject: 'half', data: '{}' })).toBe('23514');
    expect(await outbox({ kind: 'booking_released', data: '{}' })).toBe('written');
    await ctx.db.deleteFrom('mail_outbox').where('user_id', '=', user).execute();
  });
});
