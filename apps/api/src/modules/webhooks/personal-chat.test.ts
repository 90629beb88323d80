import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { adaptiveCardProblems } from '../../../test/adaptive-card';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { startReceiver, type TestReceiver } from '../../../test/receiver';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from '../jobs/sweep';
import { createApiToken } from '../tokens';

// A person's own chat channel (decision 370): Settings' routes, and their inbox messages in the platform's format.
const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
let ctx: TestContext;
let receiver: TestReceiver;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  receiver = await startReceiver();
  ctx = await createTestContext({ clock, jobs: { pollingIntervalSeconds: 1, webhooks: { timeoutMs: 2000 } } });
  s = await createStructure(ctx.db, { desks: 2 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', language: 'en' }),
    bas: await createUser(ctx.db, { username: 'bas', language: 'nl' }),
  };
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas') };
  await saveSettings(ctx.db, { webhooks_allow_private_addresses: true }, null);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(async () => {
  clock.set(`${DAY}T07:00:00`);
  await ctx.db.deleteFrom('personal_chat_channels').execute();
  await ctx.db.deleteFrom('webhook_events').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('messages').execute();
  receiver.reset();
});

const path = '/api/users/self/chat-channel';
const req = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const setChannel = async (who: string, body: Record<string, unknown>) => {
  const res = await req('PUT', path, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const book = async (who: string, desk: number) => {
  const res = await req('POST', '/api/booking/new/', who, [
    { desk_id: s.deskIds[desk], timetable_id: s.timetableIds[0], date: DAY },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().bookings[0].id as number;
};
const personalDeliveries = () =>
  ctx.db
    .selectFrom('webhook_deliveries')
    .select('personal_channel_id')
    .where('personal_channel_id', 'is not', null)
    .execute();

describe('one’s own chat channel in Settings', () => {
  it('sets, reads, replaces and removes the one channel of a person; nobody else sees it', async () => {
    expect((await req('GET', path, 'ann')).json()).toEqual({ channel: null });
    const set = await setChannel('ann', { platform: 'slack', url: `${receiver.url}/a`, events: ['reminders'] });
    expect(set).toEqual({
      platform: 'slack',
      url: `${receiver.url}/a`,
      events: ['reminders'],
      enabled: true,
      created_at: clock.now().toISOString(),
    });
    expect((await req('GET', path, 'ann')).json()).toEqual({ channel: set });
    expect((await req('GET', path, 'bas')).json()).toEqual({ channel: null });
    const replaced = await setChannel('ann', {
      platform: 'teams',
      url: `${receiver.url}/b`,
      events: ['releases', 'releases', 'desk_free'],
      enabled: false,
    });
    expect(replaced).toMatchObject({ platform: 'teams', events: ['releases', 'desk_free'], enabled: false });
    expect(await ctx.db.selectFrom('personal_chat_channels').select('id').execute()).toHaveLength(1);
    expect((await req('DELETE', path, 'ann')).statusCode).toBe(204);
    const again = await req('DELETE', path, 'ann');
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses bad input with 400 and a stable code, translated', async () => {
    const good = { platform: 'slack', url: 'https://example.com/x', events: ['reminders'] };
    const cases: [unknown, string][] = [
      [{ ...good, url: 'ftp://example.com/x' }, 'WEBHOOK_URL_INVALID'],
      [{ ...good, url: 'http://127.0.0.1/x' }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ ...good, url: `https://example.com/${'a'.repeat(2048)}` }, 'VALIDATION_ERROR'],
      [{ ...good, platform: 'discord' }, 'VALIDATION_ERROR'],
      [{ ...good, events: ['arrivals'] }, 'VALIDATION_ERROR'],
      [{ ...good, events: [] }, 'VALIDATION_ERROR'],
      [{ ...good, user_id: ids.bas }, 'VALIDATION_ERROR'],
      [null, 'VALIDATION_ERROR'],
    ];
    await saveSettings(ctx.db, { webhooks_allow_private_addresses: false }, null);
    try {
      for (const [body, code] of cases) {
        const res = await req('PUT', path, 'ann', body);
        expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
        expect(res.json().code).toBe(code);
      }
      const en = (await req('PUT', path, 'ann', { ...good, url: 'ftp://x' })).json();
      const nl = (await req('PUT', path, 'bas', { ...good, url: 'ftp://x' })).json();
      expect(nl.code).toBe(en.code);
      expect(nl.message).not.toBe(en.message);
    } finally {
      await saveSettings(ctx.db, { webhooks_allow_private_addresses: true }, null);
    }
    expect(await ctx.db.selectFrom('personal_chat_channels').select('id').execute()).toEqual([]);
  });

  it('answers 401 to nobody signed in and 403 to every API token, whatever its scopes', async () => {
    const token = await createApiToken(
      ctx.db,
      clock.now(),
      { id: ids.ann!, isStaff: false },
      { name: 'all', scopes: ['profile:read', 'profile:write', 'bookings:read', 'bookings:write'] },
    );
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await ctx.app.inject({ method, url: path, payload: {} })).statusCode).toBe(401);
      const bearer = { authorization: `Bearer ${token.token}` };
      expect((await ctx.app.inject({ method, url: path, headers: bearer, payload: {} })).statusCode).toBe(403);
    }
  });
});

describe('one’s own messages in one’s own channel', () => {
  it('sends a reminder to Slack with the signed Confirm link, whose page confirms by POST', async () => {
    await saveSettings(ctx.db, { reminder_minutes: 30 }, null);
    try {
      await setChannel('ann', { platform: 'slack', url: `${receiver.url}/ann`, events: ['reminders'] });
      await book('ann', 0);
      clock.set(`${DAY}T07:30:00`);
      expect((await runSweep(ctx.app, clock.now())).reminded).toBe(1);
      expect(await personalDeliveries()).toHaveLength(1);
      await receiver.receivedCount(1);
      const body = receiver.received[0]!.json as { blocks: { elements?: { url: string }[] }[] };
      const link = body.blocks[1]!.elements![0]!.url;
      const confirmation = await ctx.db.selectFrom('booking_confirmations').select('id').executeTakeFirstOrThrow();
      expect(link).toBe(
        `${ctx.app.mail.origin}/api/booking/reminders/${confirmation.id}/confirm?sig=${ctx.app.urlSigner.sign(`confirm:${confirmation.id}`)}`,
      );
      expect(receiver.received[0]).toMatchObject({ path: '/ann' });
      expect(body).toEqual({
        text: 'Reminder: confirm your booking at 08:00: desk D1, floor Floor 1, HQ. Confirm it in My reservations.',
        blocks: [
          {
            type: 'section',
            text: {
              type: 'mrkdwn',
              text: '*Reminder: confirm your booking at 08:00*\ndesk D1, floor Floor 1, HQ. Confirm it in My reservations.',
            },
          },
          {
            type: 'actions',
            elements: [{ type: 'button', text: { type: 'plain_text', text: 'Confirm' }, url: link, style: 'primary' }],
          },
        ],
      });
      const url = new URL(link);
      const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(page.statusCode).toBe(200);
      const confirmed = await ctx.app.inject({ method: 'POST', url: url.pathname + url.search });
      expect(confirmed.statusCode).toBe(200);
      const after = await ctx.db.selectFrom('booking_confirmations').select('status').executeTakeFirstOrThrow();
      expect(after.status).not.toBe('pending');
    } finally {
      await saveSettings(ctx.db, { reminder_minutes: 0 }, null);
    }
  });

  it('sends a Dutch release notice as a Teams Adaptive Card; other kinds, other people and a channel turned off get none', async () => {
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
    try {
      await setChannel('bas', { platform: 'teams', url: `${receiver.url}/bas`, events: ['releases'] });
      await setChannel('ann', { platform: 'slack', url: `${receiver.url}/ann`, events: ['releases'], enabled: false });
      await book('bas', 0);
      await book('ann', 1);
      clock.set(`${DAY}T08:15:00`);
      expect((await runSweep(ctx.app, clock.now())).released_no_show).toBe(2);
      // Written with the messages: bas's one delivery, none for ann's channel that is off.
      expect(await personalDeliveries()).toHaveLength(1);
      await receiver.receivedCount(1);
      expect(receiver.received.map((r) => r.path)).toEqual(['/bas']);
      const inbox = (await req('GET', '/api/messages/', 'bas')).json().results[0] as { title: string; body: string };
      expect(inbox.title).toMatch(/vrijgegeven/);
      const body = receiver.received[0]!.json as { attachments: { content: Record<string, unknown> }[] };
      expect(body.attachments[0]!.content).toEqual({
        $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
        type: 'AdaptiveCard',
        version: '1.4',
        lang: 'nl',
        body: [
          { type: 'TextBlock', text: inbox.title, weight: 'Bolder', size: 'Medium', wrap: true },
          { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: inbox.body }] },
        ],
      });
      expect(adaptiveCardProblems(body.attachments[0]!.content).problems).toEqual([]);
    } finally {
      await saveSettings(ctx.db, { auto_release_minutes: 0 }, null);
    }
  });
});
