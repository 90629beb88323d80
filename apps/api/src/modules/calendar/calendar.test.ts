import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from '../jobs/sweep';

const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ clock, linkOrigin: 'https://flex.example.com' });
  s = await createStructure(ctx.db, { desks: 3, building: 'HQ; "North", Amsterdam' });
  await createUser(ctx.db, { username: 'ann', language: 'en' });
  await createUser(ctx.db, { username: 'bas', language: 'nl' });
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas') };
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string | null) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {} });
const feedPath = (url: string) => url.slice('https://flex.example.com'.length);

describe('calendar subscription', () => {
  it('gives each person a private URL that serves their bookings as iCalendar without signing in', async () => {
    const a = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/new/',
      headers: { authorization: auth.ann },
      payload: [
        { desk_id: s.deskIds[0], timetable_id: s.timetableIds[0], date: DAY },
        { desk_id: s.deskIds[1], timetable_id: s.timetableIds[1], date: DAY },
      ],
    });
    expect(a.statusCode).toBe(201);
    const [morning, afternoon] = a.json().bookings.map((b: { id: number }) => b.id);
    const res = await api('GET', '/api/users/self/calendar', 'ann');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^https:\/\/flex\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same URL every time until reset.
    expect((await api('GET', '/api/users/self/calendar', 'ann')).json().url).toBe(url);

    const feed = await api('GET', feedPath(url), null);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = parseCalendar(feed.body);
    expect(events.map((e) => e.uid)).toEqual([
      `booking-${morning}@flex.example.com`,
      `booking-${afternoon}@flex.example.com`,
    ]);
    // Escaping (RFC 5545: ; , and \ in TEXT) survives the round trip through a real parser.
    expect(events[0]).toMatchObject({
      location: 'desk D1, floor Floor 1, HQ; "North", Amsterdam',
      status: 'CONFIRMED',
      start: new Date(`${DAY}T08:00:00`),
      end: new Date(`${DAY}T12:00:00`),
      sequence: 0,
    });
    expect(feed.body).toContain('LOCATION:desk D1\\, floor Floor 1\\, HQ\\; "North"\\, Amsterdam');
    // Times are UTC (no VTIMEZONE needed).
    expect(feed.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // Cancelled and released bookings stay in the feed marked CANCELLED, with the same UID.
    expect((await api('DELETE', `/api/booking/reservations/delete/${afternoon}/`, 'ann')).statusCode).toBe(204);
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
    clock.set(`${DAY}T08:15:00`);
    await runSweep(ctx.app, clock.now());
    const after = parseCalendar((await api('GET', feedPath(url), null)).body).events;
    expect(after.map((e) => [e.uid, e.status, e.sequence, e.summary])).toEqual([
      [`booking-${morning}@flex.example.com`, 'CANCELLED', 1, 'Desk D1 (Released)'],
      [`booking-${afternoon}@flex.example.com`, 'CANCELLED', 1, 'Desk D2 (Cancelled)'],
    ]);
  });

  it('is private: each person sees only their own bookings; Dutch for Dutch speakers', async () => {
    const { url } = (await api('GET', '/api/users/self/calendar', 'bas')).json();
    const feed = await api('GET', feedPath(url), null);
    expect(feed.statusCode).toBe(200);
    expect(parseCalendar(feed.body)).toEqual({ name: 'Mijn flexapp-reserveringen', events: [] });
  });

  it('reset gives a new URL and the old one stops working', async () => {
    const old = (await api('GET', '/api/users/self/calendar', 'ann')).json().url;
    const reset = await api('POST', '/api/users/self/calendar/reset', 'ann');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).not.toBe(old);
    const gone = await api('GET', feedPath(old), null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    expect((await api('GET', feedPath(reset.json().url), null)).statusCode).toBe(200);
  });

  it('refuses malformed tokens and callers who are not signed in', async () => {
    expect((await api('GET', '/api/calendar/short.ics', null)).statusCode).toBe(400);
    expect((await api('GET', `/api/calendar/${'x'.repeat(43)}.ics`, null)).statusCode).toBe(404);
    expect((await api('GET', '/api/users/self/calendar', null)).statusCode).toBe(401);
    expect((await api('POST', '/api/users/self/calendar/reset', null)).statusCode).toBe(401);
  });
});
