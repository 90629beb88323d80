import { errorMessages } from '@flexapp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { runRetention } from './index';
import { RETENTION_BATCH } from './retention.repository';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100). */
const clock = manualClock('2027-03-01T09:30:00');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

let ctx: TestContext;
let staff: string;
let employee: string;
let s: Awaited<ReturnType<typeof createStructure>>;

const patch = (auth: string | undefined, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/configuration/settings',
    payload,
    headers: auth ? { authorization: auth } : {},
  });
const count = async (table: 'checkins' | 'bookings' | 'messages' | 'mail_outbox' | 'audit_log', userId?: number) => {
  let q = ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Bo', last_name: 'Boss' });
  staff = await login(ctx.app, 'boss');
  await createUser(ctx.db, { username: 'emma', first_name: 'Emma', last_name: 'Employee' });
  employee = await login(ctx.app, 'emma');
  s = await createStructure(ctx.db, { desks: 3 });
});
afterAll(() => ctx.close());

describe('retention settings (decision 315)', () => {
  it('takes whole days from 1, or null to keep; refuses 0, negative and fractions with VALIDATION_ERROR', async () => {
    for (const bad of [0, -3, 1.5, 'ten'] as const) {
      const res = await patch(staff, { retention_messages_days: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().errors)).toEqual(['retention_messages_days']);
    }
    expect((await patch(staff, { retention_mail_days: 0 })).json().message).toBe(errorMessages.VALIDATION_ERROR.en);
    const ok = await patch(staff, { retention_messages_days: 1, retention_guests_days: null });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().retention).toMatchObject({ retention_messages_days: 1, retention_guests_days: null });
    expect(ok.json().retention.retention_checkins_days).toBe(730);
    expect((await patch(employee, { retention_messages_days: 5 })).statusCode).toBe(403);
    expect((await patch(undefined, { retention_messages_days: 5 })).statusCode).toBe(401);
  });
});

describe('the nightly retention run (decision 316)', () => {
  it('anonymises and deletes what is older, in batches, leaves the rest, and logs one line with counts', async () => {
    await patch(staff, {
      retention_checkins_days: 30,
      retention_guests_days: 30,
      retention_messages_days: 30,
      retention_mail_days: 30,
      retention_activity_days: 30,
      retention_questionnaire_days: 30,
      retention_deactivated_accounts_days: 30,
    });
    const ann = await createUser(ctx.db, { username: 'annold', first_name: 'Annabel', last_name: 'Oldfield' });
    // More old check-ins than one batch holds: the run goes on until none are left.
    await sql`insert into checkins (user_id, type, desk_id, room_id, created, deactivated_at)
      select ${ann}, 'WORKSPACE', ${s.deskIds[0]!}, ${s.roomId},
             ${daysAgo(40)}::timestamptz - make_interval(mins => i), ${daysAgo(40)}::timestamptz - make_interval(mins => i - 1)
      from generate_series(1, ${RETENTION_BATCH + 20}) i`.execute(ctx.db);
    const recent = await insertCheckin(ctx.db, {
      userId: ann,
      deskId: s.deskIds[1]!,
      roomId: s.roomId,
      created: daysAgo(2),
      ended: daysAgo(2),
    });
    // An old check-in still open is left alone (it is not over).
    const open = await insertCheckin(ctx.db, {
      userId: ann,
      deskId: s.deskIds[2]!,
      roomId: s.roomId,
      created: daysAgo(35),
    });
    const oldBooking = await insertBooking(ctx.db, {
      userId: ann,
      deskId: s.deskIds[0]!,
      timetableId: s.timetableIds[0]!,
      date: '2027-01-04',
      start: new Date('2027-01-04T08:00:00'),
      end: new Date('2027-01-04T12:00:00'),
    });
    await ctx.db.updateTable('bookings').set({ title: 'Annabel focus' }).where('id', '=', oldBooking).execute();
    const newBooking = await insertBooking(ctx.db, {
      userId: ann,
      deskId: s.deskIds[0]!,
      timetableId: s.timetableIds[0]!,
      date: '2027-02-26',
      start: new Date('2027-02-26T08:00:00'),
      end: new Date('2027-02-26T12:00:00'),
    });
    for (const at of [daysAgo(31), daysAgo(1)]) {
      await ctx.db
        .insertInto('messages')
        .values({ user_id: ann, kind: 'notice', title: 'Hi', body: 'x', data: '{}', created_at: at })
        .execute();
      await ctx.db
        .insertInto('mail_outbox')
        .values({
          user_id: ann,
          kind: 'notice',
          recipient: 'annold@example.test',
          language: 'en',
          subject: 'Hi',
          text_body: 'x',
          html_body: 'x',
          created_at: at,
          sent_at: at,
        })
        .execute();
      await ctx.db
        .insertInto('audit_log')
        .values({
          user_id: ann,
          action: 'privacy_changed',
          entity_type: 'user',
          entity_id: ann,
          details: '{}',
          created_at: at,
        })
        .execute();
    }
    const guest = await ctx.db
      .insertInto('checkins')
      .values({
        user_id: null,
        type: 'MEETING',
        room_id: s.meetingRoomId,
        created: daysAgo(45),
        deactivated_at: daysAgo(45),
        is_guest: true,
        guest_name: 'Gustav Gast',
        guest_company: 'Acme',
        guest_email: 'gustav@example.test',
        visit_person_id: ann,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('guest_registrations')
      .values({
        first_name: 'Gustav',
        last_name: 'Gast',
        company_name: 'Acme',
        email: 'gustav@example.test',
        room_id: s.meetingRoomId,
        date: '2027-01-14',
        time_start: '09:00',
        time_end: '10:00',
        visit_person_id: ann,
        checkin_id: guest.id,
        created_at: daysAgo(45),
      })
      .execute();
    const gone = await createUser(ctx.db, { username: 'leftlong', first_name: 'Lefty', last_name: 'Longago' });
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', gone).execute();

    const first = await runRetention(ctx.app);
    expect(first).toMatchObject({
      checkins: RETENTION_BATCH + 21, // the guest's check-in too: its host was Annabel
      bookings: 1,
      guest_registrations: 1,
      guest_checkins: 1,
      messages: 1,
      emails: 1,
      accounts: 0, // first seen deactivated tonight: erased once 30 days have passed
    });
    expect(first.activity_log).toBeGreaterThanOrEqual(1);
    const twin = await ctx.db
      .selectFrom('retention_twins')
      .innerJoin('users', 'users.id', 'retention_twins.twin_id')
      .selectAll('users')
      .where('retention_twins.user_id', '=', ann)
      .executeTakeFirstOrThrow();
    expect(twin).toMatchObject({ first_name: 'Anonymous', last_name: 'person', is_active: false, email: null });
    expect(twin.username).not.toContain('ann');
    // Nobody to manage: Setup's list of people does not show twins.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/setup/users?status=all&limit=100',
      headers: { authorization: staff },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results.map((u: { id: number }) => u.id)).not.toContain(twin.id);
    expect(listed.json().results.map((u: { id: number }) => u.id)).toContain(ann);
    // Annabel keeps only what is younger (and the open one); her old rows are the twin's.
    const mine = await ctx.db.selectFrom('checkins').select('id').where('user_id', '=', ann).orderBy('id').execute();
    expect(mine.map((r) => r.id)).toEqual([recent, open].sort((a, b) => a - b));
    expect(await count('checkins', twin.id)).toBe(RETENTION_BATCH + 20);
    const booking = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', oldBooking)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ user_id: twin.id, title: null });
    expect(
      (await ctx.db.selectFrom('bookings').select('user_id').where('id', '=', newBooking).executeTakeFirstOrThrow())
        .user_id,
    ).toBe(ann);
    const g = await ctx.db.selectFrom('checkins').selectAll().where('id', '=', guest.id).executeTakeFirstOrThrow();
    expect(g).toMatchObject({ guest_name: 'Guest', guest_company: null, guest_email: null, visit_person_id: twin.id });
    expect(await ctx.db.selectFrom('guest_registrations').select('id').execute()).toEqual([]);
    expect(await count('messages', ann)).toBe(1);
    expect(await count('mail_outbox', ann)).toBe(1);
    // The check-ins report's bodies no longer name her for the old rows.
    const bodies = await sql<{
      n: string;
    }>`select count(*) as n from checkin_activities a join checkins c on c.id = a.checkin_id
      where c.user_id = ${twin.id} and a.body like '%Annabel%'`.execute(ctx.db);
    expect(Number(bodies.rows[0]!.n)).toBe(0);

    const line = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'retention.run')
      .executeTakeFirstOrThrow();
    expect(line.user_id).toBeNull();
    expect(line.details).toEqual({ ...first });

    // Nothing is left to do the same night; a month later the deactivated account is erased.
    const again = await runRetention(ctx.app);
    expect(Object.entries(again).filter(([key, n]) => key !== 'activity_log' && n !== 0)).toEqual([]);
    clock.advance(31 * DAY);
    try {
      const later = await runRetention(ctx.app);
      expect(later.accounts).toBe(1);
      const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', gone).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: `erased-${gone}`, email: null });
      // The activity log's own period: the two lines of a month ago are gone, this run's line stays.
      const lines = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'retention.run').execute();
      expect(lines.map((l) => l.details)).toEqual([{ ...later }]);
    } finally {
      clock.set('2027-03-01T09:30:00');
    }
  });

  it('keeps a category whose period is null, and clears the mark of a reactivated account', async () => {
    await patch(staff, { retention_messages_days: null, retention_deactivated_accounts_days: 1 });
    const old = await createUser(ctx.db, { username: 'kept', first_name: 'Kept', last_name: 'Person' });
    await ctx.db
      .insertInto('messages')
      .values({ user_id: old, kind: 'notice', title: 'Hi', body: 'x', data: '{}', created_at: daysAgo(3000) })
      .execute();
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', old).execute();
    expect((await runRetention(ctx.app)).messages).toBe(0);
    expect(await count('messages', old)).toBe(1);
    const marked = await ctx.db
      .selectFrom('users')
      .select('inactive_since')
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    expect(marked.inactive_since).toEqual(clock.now());
    await ctx.db.updateTable('users').set({ is_active: true }).where('id', '=', old).execute();
    const cleared = await ctx.db
      .selectFrom('users')
      .select('inactive_since')
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    expect(cleared.inactive_since).toBeNull();
  });
});
