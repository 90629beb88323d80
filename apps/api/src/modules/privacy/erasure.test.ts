import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { erasePerson } from './index';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let staffId: number;
let employee: string;
let s: Awaited<ReturnType<typeof createStructure>>;

const call = (authorization: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
const erase = (auth: string | undefined, id: number, confirm: string) =>
  call(auth, 'POST', `/api/setup/users/${id}/erase`, { confirm });
const at = (time: string) => new Date(`2027-03-01T${time}`);

/** Every text and JSON column of every table (all schemas but the system's). */
async function columns() {
  const { rows } = await sql<{ s: string; t: string; c: string }>`
    select c.table_schema as s, c.table_name as t, c.column_name as c
    from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(ctx.db);
  return rows;
}

/** Where `needle` still occurs, as table.column, case-insensitively. */
async function occurrences(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const col of await columns()) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(`${col.s}.${col.t}`)}
      where ${sql.ref(col.c)}::text ilike ${`%${needle}%`}`.execute(ctx.db);
    if (Number(rows[0]!.n) > 0) found.push(`${col.t}.${col.c}`);
  }
  return found;
}

/** Every row of every public table, as sorted JSON texts: a picture of the whole database. */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = [...new Set((await columns()).filter((c) => c.s === 'public').map((c) => c.t))];
  const out: Record<string, string[]> = {};
  for (const t of tables) {
    const { rows } = await sql<{
      j: string;
    }>`select row_to_json(snapshot_row)::text as j from ${sql.table(t)} snapshot_row`.execute(ctx.db);
    out[t] = rows.map((r) => r.j).sort();
  }
  return out;
}

/** A person with a trace in every corner: bookings, check-ins, messages, watches, guests, log, e-mail, tokens. */
async function personWithHistory(username: string, first: string, last: string, d = 0) {
  const id = await createUser(ctx.db, { username, first_name: first, last_name: last });
  const email = `${username}@example.test`;
  await login(ctx.app, username); // a session and a sign-in attempt
  await ctx.db
    .updateTable('users')
    .set({ calendar_token: `cal-${username}`, status: 'Working' })
    .where('id', '=', id)
    .execute();
  // Staff edit them (activity-log lines naming them field by field).
  const current = (await call(staff, 'GET', `/api/setup/users/${id}`)).json();
  await call(staff, 'PATCH', `/api/setup/users/${id}`, { version: current.version, last_name: last, language: 'nl' });
  const past = await insertBooking(ctx.db, {
    userId: id,
    deskId: s.deskIds[d]!,
    timetableId: s.timetableIds[0]!,
    date: '2027-02-26',
    start: new Date('2027-02-26T08:00:00'),
    end: new Date('2027-02-26T12:00:00'),
  });
  await ctx.db
    .updateTable('bookings')
    .set({ title: `${first}'s focus time` })
    .where('id', '=', past)
    .execute();
  // Today's afternoon at desk 2, which a colleague watches: released, the colleague is told.
  const future = await insertBooking(ctx.db, {
    userId: id,
    deskId: s.deskIds[d + 1]!,
    timetableId: s.timetableIds[1]!,
    date: '2027-03-01',
    start: at('12:00:00'),
    end: at('17:00:00'),
  });
  await insertCheckin(ctx.db, {
    userId: id,
    deskId: s.deskIds[d]!,
    roomId: s.roomId,
    created: new Date('2027-02-26T08:05:00'),
    ended: new Date('2027-02-26T11:55:00'),
  });
  await insertCheckin(ctx.db, { userId: id, deskId: s.deskIds[d + 2]!, roomId: s.roomId, created: at('08:30:00') });
  await ctx.db
    .insertInto('notifiers')
    .values({ user_id: id, desk_id: s.deskIds[d]!, created_at: clock.now() })
    .execute();
  await ctx.db
    .insertInto('messages')
    .values({
      user_id: id,
      kind: 'notice',
      title: `Hello ${first} ${last}`,
      body: 'Welcome',
      data: '{}',
      created_at: clock.now(),
    })
    .execute();
  // A colleague's message and e-mail that name them.
  await ctx.db
    .insertInto('messages')
    .values({
      user_id: staffId,
      kind: 'notice',
      title: `${first} ${last} booked for you`,
      body: `Ask ${email} or @${username}.`,
      data: JSON.stringify({ by: `${first} ${last}`, email }),
      created_at: clock.now(),
    })
    .execute();
  await ctx.db
    .insertInto('mail_outbox')
    .values({
      user_id: id,
      kind: 'notice',
      recipient: email,
      language: 'en',
      subject: `Hi ${first}`,
      text_body: `Dear ${first} ${last}`,
      html_body: `<p>Dear ${first} ${last}</p>`,
      created_at: clock.now(),
    })
    .execute();
  await ctx.db
    .insertInto('mail_outbox')
    .values({
      user_id: staffId,
      kind: 'notice',
      recipient: 'boss@example.test',
      language: 'en',
      subject: `About ${first} ${last}`,
      text_body: `${username} <${email}>`,
      html_body: `<p>${username}</p>`,
      created_at: clock.now(),
    })
    .execute();
  // A guest they hosted, registered and checked in.
  const guest = await ctx.db
    .insertInto('checkins')
    .values({
      user_id: null,
      type: 'MEETING',
      desk_id: null,
      room_id: s.meetingRoomId,
      created: at('09:00:00'),
      is_guest: true,
      guest_name: 'Gus Guest',
      guest_company: 'Acme',
      visit_person_id: id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('guest_registrations')
    .values({
      first_name: 'Gus',
      last_name: 'Guest',
      company_name: 'Acme',
      email: 'gus@example.test',
      room_id: s.meetingRoomId,
      date: '2027-03-01',
      time_start: '09:00',
      time_end: '12:00',
      visit_person_id: id,
      registered_by: id,
      checkin_id: guest.id,
      created_at: clock.now(),
    })
    .execute();
  await ctx.db
    .insertInto('questionnaire_responses')
    .values({
      question_id: await questionId(),
      answer_id: await answerId(),
      user_id: id,
      additional_info: `${first} ${last} here`,
      created_at: clock.now(),
    })
    .execute();
  return { id, email, future, past };
}

let question: { q: number; a: number } | undefined;
async function ensureQuestion() {
  if (question) return question;
  const qn = await ctx.db
    .insertInto('questionnaires')
    .values({ name: 'Mood', created_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const q = await ctx.db
    .insertInto('questions')
    .values({ questionnaire_id: qn.id, title: 'How?' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await ctx.db
    .insertInto('question_answers')
    .values({ question_id: q.id, answer: 'Fine' })
    .returning('id')
    .executeTakeFirstOrThrow();
  question = { q: q.id, a: a.id };
  return question;
}
const questionId = async () => (await ensureQuestion()).q;
const answerId = async () => (await ensureQuestion()).a;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  staffId = await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Bo', last_name: 'Boss' });
  staff = await login(ctx.app, 'boss');
  await createUser(ctx.db, { username: 'emma', first_name: 'Emma', last_name: 'Employee' });
  employee = await login(ctx.app, 'emma');
  s = await createStructure(ctx.db, { desks: 6 });
});
afterAll(() => ctx.close());

describe('erasure', () => {
  it('leaves no name, e-mail or username in any column of any table, and keeps the counts', async () => {
    const watcher = await createUser(ctx.db, { username: 'wanda', first_name: 'Wanda', last_name: 'Watcher' });
    await ctx.db
      .insertInto('notifiers')
      .values({ user_id: watcher, desk_id: s.deskIds[1]!, created_at: clock.now() })
      .execute();
    const p = await personWithHistory('zquixwort', 'Zebulon', 'Quixwort');
    for (const needle of ['Zebulon Quixwort', p.email, 'zquixwort']) expect(await occurrences(needle)).not.toEqual([]);
    const bookingsBefore = await ctx.db.selectFrom('bookings').select('id').where('user_id', '=', p.id).execute();
    const checkinsBefore = await ctx.db.selectFrom('checkins').select('id').where('user_id', '=', p.id).execute();

    const res = await erase(staff, p.id, 'zquixwort');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: p.id, pseudonym: `erased-${p.id}`, released_bookings: 1 });

    for (const needle of ['Zebulon Quixwort', p.email, 'zquixwort'])
      expect(await occurrences(needle), needle).toEqual([]);
    // Counts stay: the same bookings and check-ins, now under the pseudonymous id.
    expect(await ctx.db.selectFrom('bookings').select('id').where('user_id', '=', p.id).execute()).toEqual(
      bookingsBefore,
    );
    expect(await ctx.db.selectFrom('checkins').select('id').where('user_id', '=', p.id).execute()).toEqual(
      checkinsBefore,
    );
    const future = await ctx.db.selectFrom('bookings').selectAll().where('id', '=', p.future).executeTakeFirstOrThrow();
    expect(future.cancelled_at).not.toBeNull();
    const told = await ctx.db.selectFrom('messages').select('kind').where('user_id', '=', watcher).execute();
    expect(told.map((m) => m.kind)).toContain('desk_free');
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: `erased-${p.id}`, email: null, password_hash: null, is_active: false });
    for (const table of ['sessions', 'notifiers', 'messages', 'api_tokens'] as const)
      expect(await ctx.db.selectFrom(table).select('id').where('user_id', '=', p.id).execute(), table).toEqual([]);
    expect(
      (await call(undefined, 'POST', '/api/users/login/', { username: 'zquixwort', password: 'secret' })).statusCode,
    ).toBe(401);
    const log = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.erase')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: staffId, entity_id: p.id });
    expect((await erase(staff, p.id, `erased-${p.id}`)).json().code).toBe('ALREADY_ERASED');
  });

  it('changes nothing when it fails midway', async () => {
    const p = await personWithHistory('yolanda', 'Yolanda', 'Ypsilon', 3);
    await sql`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`.execute(ctx.db);
    await sql`create trigger refuse_outbox_delete before delete on mail_outbox for each row execute function refuse_delete()`.execute(
      ctx.db,
    );
    try {
      const before = await snapshot();
      expect((await erase(staff, p.id, 'yolanda')).statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_outbox_delete on mail_outbox; drop function refuse_delete()`.execute(ctx.db);
    }
    expect((await erase(staff, p.id, 'yolanda')).statusCode).toBe(200);
  });

  it('refuses oneself, a wrong confirmation, the last staff person, and bad input', async () => {
    const x = await createUser(ctx.db, { username: 'xavier', first_name: 'Xavier', last_name: 'X' });
    const self = await erase(staff, staffId, 'boss');
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('ERASE_SELF');
    const wrong = await erase(staff, x, 'Xavier');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().code).toBe('ERASE_CONFIRMATION_MISMATCH');
    expect((await call(staff, 'POST', `/api/setup/users/${x}/erase`, {})).statusCode).toBe(400);
    expect((await call(staff, 'POST', `/api/setup/users/${x}/erase`, { confirm: 'xavier', extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await call(staff, 'POST', '/api/setup/users/abc/erase', { confirm: 'x' })).statusCode).toBe(400);
    expect((await erase(staff, 999_999, 'nobody')).statusCode).toBe(404);
    // A service account (staff by its token) cannot erase the only staff person.
    const made = await call(staff, 'POST', '/api/setup/service-accounts', { name: 'HR sync', scopes: ['setup:write'] });
    const last = await erase(`Bearer ${made.json().token.token}`, staffId, 'boss');
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_STAFF_ACCOUNT');
    expect(last.json().message).toBe('This is the last staff account; it cannot be erased.');
    expect(
      (await ctx.db.selectFrom('users').select('username').where('id', '=', x).executeTakeFirstOrThrow()).username,
    ).toBe('xavier');
  });

  it('is for staff only: 401 signed out, 403 for an employee', async () => {
    const x = await createUser(ctx.db, { username: 'victor', first_name: 'Victor', last_name: 'V' });
    expect((await erase(undefined, x, 'victor')).statusCode).toBe(401);
    const res = await erase(employee, x, 'victor');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('needs no typed confirmation from a machine caller (SCIM), the same refusals otherwise', async () => {
    const w = await createUser(ctx.db, { username: 'walter', first_name: 'Walter', last_name: 'W' });
    expect(await erasePerson(ctx.app, staffId, w, null)).toEqual({
      id: w,
      pseudonym: `erased-${w}`,
      released_bookings: 0,
    });
    await expect(erasePerson(ctx.app, staffId, staffId, null)).rejects.toMatchObject({ code: 'ERASE_SELF' });
  });

  it('erasing a booker keeps the colleague’s booking, booked_by on the pseudonym; their own booked-for is released (decision 406)', async () => {
    const booker = await createUser(ctx.db, {
      username: 'quentin',
      first_name: 'Quentin',
      last_name: 'Qualmbooker',
      staff: true,
    });
    const colleague = await createUser(ctx.db, { username: 'olga', first_name: 'Olga', last_name: 'Other' });
    const [quentin, olga] = [await login(ctx.app, 'quentin'), await login(ctx.app, 'olga')];
    const desk = (i: number) => [{ date: '2027-03-04', timetable_id: s.timetableIds[1], desk_id: s.deskIds[i] }];
    const forOlga = await call(quentin, 'POST', `/api/booking/for/${colleague}`, desk(4));
    expect(forOlga.statusCode, forOlga.body).toBe(201);
    const forQuentin = await call(staff, 'POST', `/api/booking/for/${booker}`, desk(5));
    expect(forQuentin.statusCode, forQuentin.body).toBe(201);
    const [olgas, quentins] = [forOlga.json().bookings[0].id as number, forQuentin.json().bookings[0].id as number];
    expect(await occurrences('Quentin Qualmbooker')).toContain('messages.title');

    expect((await erase(staff, booker, 'quentin')).json()).toMatchObject({ id: booker, released_bookings: 1 });
    const booking = (id: number) =>
      ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await booking(olgas)).toMatchObject({ user_id: colleague, booked_by: booker, cancelled_at: null });
    expect(await booking(quentins)).toMatchObject({ user_id: booker, booked_by: staffId });
    expect((await booking(quentins)).cancelled_at).not.toBeNull();
    for (const needle of ['Quentin Qualmbooker', 'quentin@example.test', 'quentin', 'Qualmbooker'])
      expect(await occurrences(needle), needle).toEqual([]);
    const told = await ctx.db
      .selectFrom('messages')
      .select('title')
      .where('user_id', '=', colleague)
      .where('kind', '=', 'booked_for_you')
      .execute();
    expect(told).toEqual([{ title: `erased-${booker} booked for you` }]);
    // The colleague's export names the booker by the pseudonym's name only.
    const exported = (await call(olga, 'GET', '/api/users/self/export')).json();
    expect(exported.bookings).toEqual([
      expect.objectContaining({ id: olgas, booked_by: booker, booked_by_name: `Erased person ${booker}` }),
    ]);
  });
});
