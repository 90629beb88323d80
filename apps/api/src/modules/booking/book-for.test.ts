import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { lastOutboxId } from '../../../test/outbox';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { bookingMadeMail } from '../mail';

/** Booking for a colleague (issue 37, decision 355) on the app's clock: Monday 1 March 2027, 09:30. */
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};

beforeAll(async () => {
  // E-mail on (no job runner): the outbox rows show what each person is sent.
  ctx = await createTestContext({ clock, smtpUrl: 'smtp://127.0.0.1:9', linkOrigin: 'http://flex.test' });
  s = await createStructure(ctx.db, { desks: 4 });
  ids.ann = await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Jansen' });
  ids.bea = await createUser(ctx.db, { username: 'bea', first_name: 'Bea', last_name: 'Bakker', language: 'nl' });
  ids.carl = await createUser(ctx.db, { username: 'carl', first_name: 'Carl', last_name: 'Smit' });
  ids.gone = await createUser(ctx.db, { username: 'gone', first_name: 'Bert', last_name: 'Weg' });
  ids.boss = await createUser(ctx.db, { username: 'boss', first_name: 'Rita', last_name: 'Receptie', staff: true });
  await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', ids.gone).execute();
  const group = async (name: string, members: number[]) => {
    const g = await ctx.db
      .insertInto('groups')
      .values({ display_name: name, source: 'manual', external_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('group_members')
      .values(members.map((user_id) => ({ group_id: g.id, user_id })))
      .execute();
    return g.id;
  };
  await group('Team Sales', [ids.ann, ids.bea, ids.gone]);
  ids.finance = await group('Team Finance', [ids.ann]);
  for (const who of ['ann', 'bea', 'carl', 'boss']) auth[who] = await login(ctx.app, who);
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who] } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const desk = (date: string, n: number, slot = 0) => [
  { date, timetable_id: s.timetableIds[slot], desk_id: s.deskIds[n] },
];
const bookFor = (who: string, colleague: number, items: unknown) =>
  call('POST', `/api/booking/for/${colleague}`, who, items);

describe('POST booking/for/:id', () => {
  it("makes the colleague's booking: theirs to see and cancel, booked_by the booker, logged and told", async () => {
    const date = addDays(today, 1);
    const res = await bookFor('ann', ids.bea, desk(date, 0));
    expect(res.statusCode, res.body).toBe(201);
    const [made] = res.json().bookings as { id: number }[];
    const row = await ctx.db
      .selectFrom('bookings')
      .select(['user_id', 'booked_by'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: ids.bea, booked_by: ids.ann });

    const theirs = (await call('GET', '/api/booking/reservations/me', 'bea')).json().list[date];
    expect(theirs).toMatchObject([{ id: made.id, booked_by: { id: ids.ann, name: 'Ann Jansen' } }]);
    expect((await call('GET', '/api/booking/reservations/me', 'ann')).json().list[date]).toBeUndefined();

    const log = await ctx.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'entity_type', 'entity_id', 'details'])
      .where('action', '=', 'booking.book_for')
      .execute();
    expect(log).toEqual([
      {
        user_id: ids.ann,
        action: 'booking.book_for',
        entity_type: 'user',
        entity_id: ids.bea,
        details: { booking_ids: [made.id] },
      },
    ]);
    const inbox = await ctx.db
      .selectFrom('messages')
      .select(['kind', 'title', 'body'])
      .where('user_id', '=', ids.bea)
      .execute();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ kind: 'booked_for_you', title: 'Ann Jansen heeft voor u gereserveerd' });
    expect(inbox[0].body).toMatch(
      new RegExp(`^Ann Jansen heeft op uw naam gereserveerd: ${date} \\d\\d:\\d\\d-\\d\\d:\\d\\d\\.$`),
    );

    expect((await call('DELETE', `/api/booking/reservations/delete/${made.id}`, 'ann')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/booking/reservations/delete/${made.id}`, 'bea')).statusCode).toBe(204);
  });

  it('reads every rule for the colleague: one desk per slot for them, their neighbourhood groups', async () => {
    const date = addDays(today, 2);
    expect((await bookFor('ann', ids.bea, desk(date, 1))).statusCode).toBe(201);
    const second = await bookFor('ann', ids.bea, desk(date, 2));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ERROR_CONFLICT_BOOKING');
    // The booker's own slot is free: her own booking there is fine.
    expect((await call('POST', '/api/booking/new/', 'ann', desk(date, 2))).statusCode).toBe(201);

    const held = await call('POST', '/api/setup/neighbourhoods', 'boss', {
      name: 'Finance corner',
      colour: '#2F9E44',
      access: 'groups_only',
      open_days_before: null,
      open_time: null,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      desk_ids: [s.deskIds[3]],
      room_ids: [],
      floor_ids: [],
      group_ids: [ids.finance],
    });
    expect(held.statusCode, held.body).toBe(201);
    const later = addDays(today, 3);
    const refused = await bookFor('ann', ids.bea, desk(later, 3));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NEIGHBOURHOOD_RESERVED');
    expect((await call('POST', '/api/booking/new/', 'ann', desk(later, 3))).statusCode).toBe(201);
    const none = await ctx.db.selectFrom('bookings').select('id').where('date', '=', later).execute();
    expect(none).toHaveLength(1);
  });

  it('is for staff for anyone, for others only in their groups; documented errors and bad input', async () => {
    const date = addDays(today, 4);
    expect((await bookFor('', ids.bea, desk(date, 0))).statusCode).toBe(401);
    const outside = await bookFor('carl', ids.bea, desk(date, 0));
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({
      code: 'BOOK_FOR_NOT_ALLOWED',
      message: 'You can only book for colleagues in one of your groups.',
    });
    expect((await bookFor('ann', ids.carl, desk(date, 0))).json().code).toBe('BOOK_FOR_NOT_ALLOWED');
    const self = await bookFor('ann', ids.ann, desk(date, 0));
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('BOOK_FOR_SELF');
    for (const nobody of [ids.gone, 999_999]) {
      const res = await bookFor('ann', nobody, desk(date, 0));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NO_EXISTS');
    }
    for (const [url, body] of [
      ['/api/booking/for/abc', desk(date, 0)],
      ['/api/booking/for/0', desk(date, 0)],
      [`/api/booking/for/${ids.bea}`, []],
      [`/api/booking/for/${ids.bea}`, [{ date: '2027-02-30', timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] }]],
    ] as const) {
      const res = await call('POST', url, 'ann', body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const past = await bookFor('ann', ids.bea, desk(addDays(today, -1), 0));
    expect(past.json().code).toBe('BOOKING_PAST_DATE');

    const byStaff = await bookFor('boss', ids.carl, [
      { date, room_id: s.meetingRoomId, time_start: '10:00', time_end: '11:00' },
    ]);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    const room = await ctx.db
      .selectFrom('bookings')
      .select(['user_id', 'booked_by', 'room_id'])
      .where('id', '=', byStaff.json().bookings[0].id)
      .executeTakeFirstOrThrow();
    expect(room).toEqual({ user_id: ids.carl, booked_by: ids.boss, room_id: s.meetingRoomId });
  });

  it('two people booking one colleague into two desks at the same moment give one booking', async () => {
    const date = addDays(today, 5);
    const answers = await Promise.all([
      bookFor('ann', ids.bea, desk(date, 0)),
      bookFor('boss', ids.bea, desk(date, 1)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('ERROR_CONFLICT_BOOKING');
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('date', '=', date)
      .where('user_id', '=', ids.bea)
      .execute();
    expect(rows).toHaveLength(1);
    const told = await ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'booking.book_for')
      .where('entity_id', '=', ids.bea)
      .execute();
    expect(told.filter((t) => (t.details as { booking_ids: number[] }).booking_ids[0] === rows[0].id)).toHaveLength(1);
  });
});

describe('POST booking/for/:id with a meeting room (decision 398)', () => {
  const room = (date: string, from: string, to: string) => [
    { date, room_id: s.meetingRoomId, time_start: from, time_end: to, title: 'Planning' },
  ];
  const mailsSince = (afterId: string) =>
    ctx.db
      .selectFrom('mail_outbox')
      .select(['user_id', 'kind', 'subject', 'text_body'])
      .where('id', '>', afterId)
      .execute();

  it("books the room in the colleague's name: theirs to see and cancel, logged, told in the inbox and by e-mail", async () => {
    const date = addDays(today, 1);
    const before = await lastOutboxId(ctx.db);
    const res = await bookFor('ann', ids.bea, room(date, '13:00', '14:00'));
    expect(res.statusCode, res.body).toBe(201);
    const [made] = res.json().bookings as { id: number }[];
    expect(res.json().bookings).toEqual([
      { id: made.id, date, time: '13:00-14:00', timetable_id: null, desk_id: null, room_id: s.meetingRoomId },
    ]);
    const row = await ctx.db
      .selectFrom('bookings')
      .select(['user_id', 'booked_by', 'room_id', 'title'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: ids.bea, booked_by: ids.ann, room_id: s.meetingRoomId, title: 'Planning' });

    const theirs = (await call('GET', '/api/booking/reservations/me', 'bea')).json().list[date];
    expect(theirs).toMatchObject([{ id: made.id, booked_by: { id: ids.ann, name: 'Ann Jansen' } }]);
    expect((await call('GET', '/api/booking/reservations/me', 'ann')).json().list[date]).toBeUndefined();

    const log = await ctx.db
      .selectFrom('audit_log')
      .select(['user_id', 'entity_id', 'details'])
      .where('action', '=', 'booking.book_for')
      .execute();
    expect(log.filter((l) => (l.details as { booking_ids: number[] }).booking_ids.includes(made.id))).toEqual([
      { user_id: ids.ann, entity_id: ids.bea, details: { booking_ids: [made.id] } },
    ]);
    const inbox = await ctx.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', ids.bea)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(inbox).toEqual({
      kind: 'booked_for_you',
      body: `Ann Jansen heeft op uw naam gereserveerd: ${date} 13:00-14:00.`,
    });
    const mails = await mailsSince(before);
    expect(mails.map((m) => [m.user_id, m.kind])).toEqual([[ids.bea, 'booking_made']]);
    expect(mails[0].subject).toMatch(/^Reservering gemaakt: ruimte /);
    expect(mails[0].text_body).toContain('Ann Jansen heeft op uw naam gereserveerd:');

    expect((await call('DELETE', `/api/booking/reservations/delete/${made.id}`, 'ann')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/booking/reservations/delete/${made.id}`, 'bea')).statusCode).toBe(204);
  });

  it('refuses people outside the booker’s groups and people with no group, booking nothing', async () => {
    const date = addDays(today, 2);
    for (const [who, colleague] of [
      ['carl', ids.bea],
      ['ann', ids.carl],
    ] as const) {
      const res = await bookFor(who, colleague, room(date, '13:00', '14:00'));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('BOOK_FOR_NOT_ALLOWED');
    }
    expect((await bookFor('', ids.bea, room(date, '13:00', '14:00'))).statusCode).toBe(401);
    const bad = await bookFor('ann', ids.bea, room(date, '14:00', '13:00'));
    expect(bad.statusCode).toBe(400);
    const none = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('room_id', '=', s.meetingRoomId)
      .where('date', '=', date)
      .execute();
    expect(none).toEqual([]);
  });

  it('two bookers taking one room slot for two colleagues at the same moment give one booking', async () => {
    const date = addDays(today, 3);
    const answers = await Promise.all([
      bookFor('ann', ids.bea, room(date, '13:00', '14:00')),
      bookFor('boss', ids.carl, room(date, '13:30', '14:30')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('ERROR_CONFLICT_BOOKING');
    const rows = await ctx.db
      .selectFrom('bookings')
      .select(['id', 'user_id'])
      .where('room_id', '=', s.meetingRoomId)
      .where('date', '=', date)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(1);
    const winner = rows[0];
    const told = await ctx.db
      .selectFrom('messages')
      .select(['user_id', 'data'])
      .where('kind', '=', 'booked_for_you')
      .where('user_id', 'in', [ids.bea, ids.carl])
      .execute();
    const about = (id: number) => told.filter((m) => (m.data as { booking_ids: number[] }).booking_ids.includes(id));
    expect(about(winner.id).map((m) => m.user_id)).toEqual([winner.user_id]);
  });
});

describe('GET booking/colleagues', () => {
  it('lists the people one may book for: group members for everyone, all active people for staff', async () => {
    expect((await call('GET', '/api/booking/colleagues')).statusCode).toBe(401);
    const names = async (who: string, query = '') =>
      ((await call('GET', `/api/booking/colleagues${query}`, who)).json().colleagues as { name: string }[]).map(
        (c) => c.name,
      );
    expect(await names('ann')).toEqual(['Bea Bakker']);
    expect(await names('carl')).toEqual([]);
    expect(await names('boss')).toEqual(['Ann Jansen', 'Bea Bakker', 'Carl Smit']);
    expect(await names('boss', '?q=bakk')).toEqual(['Bea Bakker']);
    expect(await names('boss', '?q=%25')).toEqual([]);
    expect(await names('boss', '?limit=1')).toEqual(['Ann Jansen']);
    for (const bad of ['?limit=0', '?limit=51', `?q=${'x'.repeat(101)}`]) {
      const res = await call('GET', `/api/booking/colleagues${bad}`, 'ann');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the booking-made e-mail', () => {
  it('names the colleague who booked, in the reader’s language', () => {
    const booking = {
      building: 'HQ',
      floor: 'Floor 1',
      desk: 'A1',
      room: 'Open',
      start: new Date('2027-03-02T08:00:00'),
      end: new Date('2027-03-02T12:00:00'),
    };
    const links = { origin: 'http://flex.test' };
    expect(bookingMadeMail('en', 'Bea', [booking], links, 'Ann <Jansen>').html).toContain(
      'Ann &lt;Jansen&gt; made a booking in your name:',
    );
    expect(bookingMadeMail('nl', 'Bea', [booking], links, 'Ann Jansen').text).toContain(
      'Ann Jansen heeft op uw naam gereserveerd:',
    );
    expect(bookingMadeMail('en', 'Bea', [booking], links).text).toContain('Your booking is made:');
  });
});
