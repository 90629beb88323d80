import { MESSAGES_PAGE_SIZE } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { createMessage } from './messages.service';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};

const say = (userId: number, title: string) =>
  ctx.db.transaction().execute((trx) =>
    createMessage(trx, {
      at: clock.now(),
      userId,
      kind: 'test',
      texts: { en: { title, body: `${title} body` }, nl: { title: `NL ${title}`, body: '' } },
      data: { n: title },
    }),
  );

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  for (const who of ['ann', 'bas']) {
    ids[who] = await createUser(ctx.db, { username: who });
    auth[who] = await login(ctx.app, who);
  }
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, who: string | null) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {} });

describe('messages API', () => {
  it('lists the inbox newest first, in pages followed through next, with the unread count', async () => {
    for (let i = 1; i <= MESSAGES_PAGE_SIZE + 3; i++) await say(ids.ann, `m${i}`);
    await say(ids.bas, 'for bas');
    const first = (await call('GET', '/api/messages/', 'ann')).json();
    expect(first.count).toBe(MESSAGES_PAGE_SIZE + 3);
    expect(first.unread_count).toBe(MESSAGES_PAGE_SIZE + 3);
    expect(first.results).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.results[0]).toMatchObject({
      title: `m${MESSAGES_PAGE_SIZE + 3}`,
      body: `m${MESSAGES_PAGE_SIZE + 3} body`,
      read: false,
      read_at: null,
      kind: 'test',
    });
    expect(first.previous).toBeNull();
    const second = (await call('GET', new URL(first.next).pathname + new URL(first.next).search, 'ann')).json();
    expect(second.results.map((m: { title: string }) => m.title)).toEqual(['m3', 'm2', 'm1']);
    expect(second.next).toBeNull();
    expect((await call('GET', '/api/messages/unread_count', 'ann')).json()).toEqual({
      unread_count: MESSAGES_PAGE_SIZE + 3,
    });
    expect((await call('GET', '/api/messages/unread_count', 'bas')).json()).toEqual({ unread_count: 1 });
  });

  it('marks one message read (once), then all', async () => {
    const list = (await call('GET', '/api/messages/', 'ann')).json();
    const id = list.results[0].id;
    const read = await call('POST', `/api/messages/${id}/read`, 'ann');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, read: true });
    const firstReadAt = read.json().read_at;
    expect((await call('POST', `/api/messages/${id}/read`, 'ann')).json().read_at).toBe(firstReadAt);
    expect((await call('GET', '/api/messages/unread_count', 'ann')).json().unread_count).toBe(list.unread_count - 1);
    const all = (await call('POST', '/api/messages/read_all', 'ann')).json();
    expect(all).toEqual({ updated: list.unread_count - 1, unread_count: 0 });
    expect((await call('GET', `/api/messages/${id}`, 'ann')).json()).toMatchObject({ id, read: true });
    // Bas's inbox is untouched.
    expect((await call('GET', '/api/messages/unread_count', 'bas')).json().unread_count).toBe(1);
  });

  it("answers 404 for another user's message or an unknown one, 400 for bad ids or pages, 401 without sign-in", async () => {
    const basMessage = (await call('GET', '/api/messages/', 'bas')).json().results[0].id;
    expect((await call('GET', `/api/messages/${basMessage}`, 'ann')).statusCode).toBe(404);
    const refused = await call('POST', `/api/messages/${basMessage}/read`, 'ann');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await call('GET', `/api/messages/${basMessage}`, 'bas')).json().read).toBe(false);
    expect((await call('POST', '/api/messages/999999/read', 'ann')).statusCode).toBe(404);
    expect((await call('POST', '/api/messages/abc/read', 'ann')).statusCode).toBe(400);
    expect((await call('GET', '/api/messages/?page=-1', 'ann')).statusCode).toBe(400);
    expect((await call('GET', '/api/messages/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/messages/unread_count', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/messages/read_all', null)).statusCode).toBe(401);
  });
});
