import { EVENTS_CHANNEL } from '@flexapp/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackEvents } from '../../lib/events';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { createMessage } from './messages.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

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
        await createMessage(trx, { userId: lotte, kind: 'test', texts });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const id = await ctx.db
      .transaction()
      .execute((trx) => createMessage(trx, { userId: lotte, kind: 'test', texts, data: { desk_id: 1 } }));

    await new Promise((r) => setTimeout(r, 200));
    await listener.end();
    const stored = await ctx.db.selectFrom('messages').selectAll().where('user_id', '=', lotte).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      title: 'Werkplek A1 is vrij',
      body: 'nl body',
      data: { desk_id: 1 },
      read_at: null,
    });
    expect(received).toEqual([{ type: 'message', user_id: lotte, message_id: id }]);
  });
});
