import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { adaptiveCardProblems } from '../../../test/adaptive-card';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { expectSetupOnly, guestRegistration, startReceiver, type TestReceiver } from '../../../test/receiver';
import { manualClock } from '../../lib/clock';
import { recordBookingEvents } from '.';

// Chat channels (decisions 270, 271): Setup's routes and the exact JSON each platform receives.
let ctx: TestContext;
let receiver: TestReceiver;
let receiverUrl: string;
let s: Awaited<ReturnType<typeof createStructure>>;
let other: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;
let hostId: number;
let staffId: number;
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());

beforeAll(async () => {
  receiver = await startReceiver();
  receiverUrl = receiver.url;
  ctx = await createTestContext({ clock, jobs: { pollingIntervalSeconds: 1, webhooks: { timeoutMs: 2000 } } });
  s = await createStructure(ctx.db, { desks: 2 });
  other = await createStructure(ctx.db, { building: 'Annex', desks: 1 });
  staffId = await createUser(ctx.db, { username: 'staff', staff: true });
  await createUser(ctx.db, { username: 'ann', first_name: 'Ann <b>', last_name: 'Smith' });
  hostId = await createUser(ctx.db, { username: 'host', first_name: 'Henk', last_name: 'de Vries' });
  await createUser(ctx.db, { username: 'henk', staff: true, language: 'nl' });
  auth = { staff: await login(ctx.app, 'staff'), ann: await login(ctx.app, 'ann'), henk: await login(ctx.app, 'henk') };
  await req('PATCH', '/api/configuration/settings', 'staff', { webhooks_allow_private_addresses: true });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('chat_channels').execute();
  await ctx.db.deleteFrom('webhook_events').execute();
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  receiver.reset();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const addChannel = async (body: Record<string, unknown>) => {
  const res = await req('POST', '/api/setup/chat-channels', 'staff', {
    building_id: s.buildingId,
    events: ['arrivals', 'releases', 'guests'],
    language: 'en',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const checkIn = async (desk: number) => {
  const res = await req('POST', '/api/checkins/', 'ann', { desk });
  expect(res.statusCode).toBe(201);
};
const deskName = (id: number) =>
  ctx.db.selectFrom('desks').select('name').where('id', '=', id).executeTakeFirstOrThrow();

describe('chat channels in Setup', () => {
  it('adds, lists, changes and deletes a building’s channel', async () => {
    const created = await addChannel({ platform: 'slack', url: `${receiverUrl}/slack` });
    expect(created).toMatchObject({
      building_id: s.buildingId,
      platform: 'slack',
      events: ['arrivals', 'releases', 'guests'],
      language: 'en',
      show_first_names: false,
      enabled: true,
    });
    expect((await req('GET', '/api/setup/chat-channels', 'staff')).json()).toEqual([created]);
    const changed = await req('PATCH', `/api/setup/chat-channels/${created.id}`, 'staff', {
      language: 'nl',
      events: ['guests'],
    });
    expect(changed.json()).toMatchObject({ language: 'nl', events: ['guests'] });
    expect((await req('DELETE', `/api/setup/chat-channels/${created.id}`, 'staff')).statusCode).toBe(204);
    expect((await req('DELETE', `/api/setup/chat-channels/${created.id}`, 'staff')).json().code).toBe('NOT_FOUND');
  });

  it('refuses bad input with 400 and a stable code, translated', async () => {
    const good = {
      building_id: s.buildingId,
      platform: 'teams',
      url: 'https://example.com/x',
      events: ['arrivals'],
      language: 'en',
    };
    const cases: [unknown, string][] = [
      [{ ...good, url: 'ftp://example.com/x' }, 'WEBHOOK_URL_INVALID'],
      [{ ...good, url: 'http://10.1.2.3/x' }, 'WEBHOOK_ADDRESS_REFUSED'],
      [{ ...good, url: `https://example.com/${'a'.repeat(2048)}` }, 'VALIDATION_ERROR'],
      [{ ...good, platform: 'discord' }, 'VALIDATION_ERROR'],
      [{ ...good, events: ['bookings'] }, 'VALIDATION_ERROR'],
      [{ ...good, events: [] }, 'VALIDATION_ERROR'],
      [{ ...good, language: 'de' }, 'VALIDATION_ERROR'],
      [{ ...good, building_id: 999_999 }, 'VALIDATION_ERROR'],
      [{ ...good, extra: 1 }, 'VALIDATION_ERROR'],
    ];
    await req('PATCH', '/api/configuration/settings', 'staff', { webhooks_allow_private_addresses: false });
    try {
      for (const [body, code] of cases) {
        const res = await req('POST', '/api/setup/chat-channels', 'staff', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().code).toBe(code);
      }
      const nl = await req('POST', '/api/setup/chat-channels', 'henk', { ...good, url: 'ftp://x' });
      expect(nl.json().message).not.toEqual(
        (await req('POST', '/api/setup/chat-channels', 'staff', { ...good, url: 'ftp://x' })).json().message,
      );
    } finally {
      await req('PATCH', '/api/configuration/settings', 'staff', { webhooks_allow_private_addresses: true });
    }
  });

  it('is for staff only: employees 403, nobody signed in 401, tokens need setup:read / setup:write', async () => {
    const { id } = await addChannel({ platform: 'slack', url: `${receiverUrl}/slack` });
    await expectSetupOnly(ctx, {
      routes: [
        ['GET', '/api/setup/chat-channels'],
        ['POST', '/api/setup/chat-channels'],
        ['PATCH', `/api/setup/chat-channels/${id}`],
        ['DELETE', `/api/setup/chat-channels/${id}`],
      ],
      employee: auth.ann!,
      staffId,
      now: clock.now(),
      readUrl: '/api/setup/chat-channels',
      write: { method: 'DELETE', url: `/api/setup/chat-channels/${id}` },
    });
  });
});

describe('chat messages', () => {
  it('sends Slack Block Kit for an arrival, without a name unless the channel shows first names', async () => {
    await addChannel({ platform: 'slack', url: `${receiverUrl}/slack`, events: ['arrivals'] });
    await checkIn(s.deskIds[0]!);
    await receiver.receivedCount(1);
    const desk = (await deskName(s.deskIds[0]!)).name;
    expect(receiver.received[0]).toMatchObject({ path: '/slack' });
    expect(receiver.received[0]!.headers['webhook-signature']).toBeUndefined();
    expect(receiver.received[0]!.json).toEqual({
      text: `Check-in: Someone checked in at ${desk}.`,
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: `*Check-in*\nSomeone checked in at ${desk}.` } }],
    });
  });

  it('sends a Mattermost attachment in Dutch with the first name only, escaped', async () => {
    await addChannel({
      platform: 'mattermost',
      url: `${receiverUrl}/mm`,
      events: ['arrivals'],
      language: 'nl',
      show_first_names: true,
    });
    await checkIn(s.deskIds[0]!);
    await receiver.receivedCount(1);
    const desk = (await deskName(s.deskIds[0]!)).name;
    expect(receiver.received[0]!.json).toEqual({
      attachments: [
        {
          fallback: `Check-in: Ann <b> is ingecheckt bij ${desk}.`,
          title: 'Check-in',
          text: `Ann &lt;b&gt; is ingecheckt bij ${desk}.`,
        },
      ],
    });
    expect(JSON.stringify(receiver.received[0]!.json)).not.toContain('Smith');
  });

  it('sends a Teams Adaptive Card 1.4 for a release that the adaptivecards library parses without errors', async () => {
    await addChannel({ platform: 'teams', url: `${receiverUrl}/teams`, events: ['releases'] });
    const booked = await req('POST', '/api/booking/new/', 'ann', [
      { date: today, timetable_id: s.timetableIds[0], desk_id: s.deskIds[1] },
    ]);
    expect(booked.statusCode).toBe(201);
    await ctx.db
      .transaction()
      .execute((trx) => recordBookingEvents(trx, 'booking.released', [booked.json().bookings[0].id], clock.now()));
    await receiver.receivedCount(1);
    const desk = (await deskName(s.deskIds[1]!)).name;
    const body = receiver.received[0]!.json as { attachments: { content: Record<string, unknown> }[] };
    expect(body).toEqual({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            lang: 'en',
            body: [
              { type: 'TextBlock', text: 'Released', weight: 'Bolder', size: 'Medium', wrap: true },
              {
                type: 'RichTextBlock',
                inlines: [{ type: 'TextRun', text: `${desk} is free again: a booking for ${today} was released.` }],
              },
            ],
          },
        },
      ],
    });
    expect(adaptiveCardProblems(body.attachments[0]!.content)).toEqual({ problems: [], version: '1.4' });
  });

  it('tells a guest’s arrival (host’s first name at most) and only to the channels of the event’s building', async () => {
    await addChannel({ platform: 'slack', url: `${receiverUrl}/hq`, events: ['guests'], show_first_names: true });
    await addChannel({
      platform: 'slack',
      url: `${receiverUrl}/annex`,
      events: ['guests'],
      building_id: other.buildingId,
    });
    await addChannel({ platform: 'slack', url: `${receiverUrl}/arrivals-only`, events: ['arrivals'] });
    const guest = await req(
      'POST',
      '/api/users/register_guest/',
      'staff',
      guestRegistration(s.deskIds[1]!, hostId, today),
    );
    expect(guest.statusCode).toBe(201);
    await receiver.receivedCount(1);
    // The outbox wrote one delivery only: nothing else is on its way.
    const deliveries = await ctx.db.selectFrom('webhook_deliveries').select('channel_id').execute();
    expect(deliveries).toHaveLength(1);
    expect(receiver.received.map((r) => r.path)).toEqual(['/hq']);
    expect(receiver.received[0]!.json).toEqual({
      text: 'Guest: A guest of Henk has arrived.',
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '*Guest*\nA guest of Henk has arrived.' } }],
    });
    expect(JSON.stringify(receiver.received[0]!.json)).not.toMatch(/Grace|Hopper|navy|Vries/);
  });
});
