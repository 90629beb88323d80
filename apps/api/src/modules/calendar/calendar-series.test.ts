import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

// The feed's events of one series share a series link (issue 37, decision 454); each keeps its own stable UID.
const clock = manualClock('2027-03-01T07:00:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ann: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock, linkOrigin: 'https://flex.example.com' });
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'ann' });
  ann = await login(ctx.app, 'ann');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: ann }, payload: payload as object });

/** Each event's UID with the RELATED-TO values (and their RELTYPE) it carries. */
function relations(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid') as string,
    related: event
      .getAllProperties('related-to')
      .map((p) => `${String(p.getParameter('reltype') ?? '')}:${String(p.getFirstValue())}`),
  }));
}

describe('a series in the calendar feed', () => {
  it('links its dates as siblings of one series; a one-off booking has no link', async () => {
    const series = await call('POST', '/api/booking/series', {
      start_date: '2027-03-01',
      rrule: 'FREQ=DAILY;COUNT=3',
      place: { desk_id: s.deskIds[0], timetable_id: s.timetableIds[1] },
    });
    expect(series.statusCode).toBe(201);
    const { series_id: seriesId, created } = series.json() as {
      series_id: number;
      created: { booking_id: number }[];
    };
    const single = await call('POST', '/api/booking/new/', [
      { desk_id: s.deskIds[1], timetable_id: s.timetableIds[0], date: '2027-03-01' },
    ]);
    expect(single.statusCode).toBe(201);
    const { url } = (await call('GET', '/api/users/self/calendar')).json() as { url: string };
    const feed = await ctx.app.inject({ method: 'GET', url: url.slice('https://flex.example.com'.length) });
    expect(parseCalendar(feed.body).events).toHaveLength(4);
    const link = `SIBLING:series-${seriesId}@flex.example.com`;
    expect(relations(feed.body).sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      [
        ...created.map((c) => ({ uid: `booking-${c.booking_id}@flex.example.com`, related: [link] })),
        { uid: `booking-${single.json().bookings[0].id}@flex.example.com`, related: [] },
      ].sort((a, b) => a.uid.localeCompare(b.uid)),
    );
  });
});
