import { toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

let ctx: TestContext;
let staff: string;
let employee: string;
let hostId: number;
let dutchHostId: number;
let s: Awaited<ReturnType<typeof createStructure>>;

/** The server's clock: Monday 1 March 2027, 10:15:30 (server time). */
const clock = manualClock('2027-03-01T10:15:30');
/** The form as the live clock fills it: today, now, and an end time two hours later. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@navy.example',
    company_name: 'US Navy',
    phone_number: '+31 6 1234 5678',
    desk: s.deskIds[0],
    meeting_room: null,
    date: toApiDate(clock.now()),
    time_start: '10:15:30',
    time_end: '12:15',
    visit_person: hostId,
    ...overrides,
  };
}

const post = (url: string, payload: unknown, authorization?: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
    remoteAddress: ip,
  });
const setSettings = (payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/configuration/settings', headers: { authorization: staff }, payload });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Sanne', last_name: 'Bakker' });
  await createUser(ctx.db, { username: 'worker', first_name: 'Daan', last_name: 'Visser' });
  hostId = await createUser(ctx.db, { username: 'host', first_name: 'Ada', last_name: 'Lovelace' });
  dutchHostId = await createUser(ctx.db, {
    username: 'gastheer',
    first_name: 'Jan',
    last_name: 'Jansen',
    language: 'nl',
  });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'worker');
});
afterAll(() => ctx.close());

describe('POST /api/users/register_quest/ (dashboard)', () => {
  it('creates the registration, the guest check-in at the desk and a message for the host, together', async () => {
    const res = await post('/api/users/register_quest/', form(), staff);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      guest_name: 'Grace Hopper',
      guest_company: 'US Navy',
      visit_person: { id: hostId, name: 'Ada Lovelace' },
      desk: { id: s.deskIds[0], name: 'D1' },
      meeting_room: null,
    });
    const checkin = await ctx.db
      .selectFrom('checkins')
      .selectAll()
      .where('id', '=', body.checkin_id)
      .executeTakeFirstOrThrow();
    expect(checkin).toMatchObject({
      is_guest: true,
      user_id: null,
      type: 'WORKSPACE',
      desk_id: s.deskIds[0],
      room_id: s.roomId,
      guest_name: 'Grace Hopper',
      guest_company: 'US Navy',
      guest_email: 'grace@navy.example',
      guest_phonenumber: '+31 6 1234 5678',
      visit_person_id: hostId,
    });
    expect(checkin.created.getTime()).toBe(new Date('2027-03-01T10:15:30').getTime()); // to the second (decision 419)
    expect(checkin.deactivated_at!.getTime()).toBe(new Date('2027-03-01T12:15:00').getTime());
    expect(checkin.deactivated_at!.getTime()).toBe(new Date(body.deactivated_at).getTime());
    const reg = await ctx.db
      .selectFrom('guest_registrations')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(reg).toMatchObject({
      checkin_id: body.checkin_id,
      is_public: false,
      desk_id: s.deskIds[0],
      visit_person_id: hostId,
    });
    const messages = await ctx.db.selectFrom('messages').selectAll().where('user_id', '=', hostId).execute();
    expect(messages).toHaveLength(1);
    expect(messages[0].kind).toBe('guest_registered');
    expect(messages[0].title).toBe('Your guest Grace Hopper has arrived');
    expect(messages[0].body).toContain('from US Navy');
    expect(messages[0].data).toMatchObject({ guest_registration_id: body.id, checkin_id: body.checkin_id });
    // The desk shows the guest as its holder until the end time.
    const desks = await ctx.app.inject({
      method: 'GET',
      url: `/api/buildings/rooms/${s.roomId}/desks/`,
      headers: { authorization: staff },
    });
    const desk = desks.json().find((d: { id: number }) => d.id === s.deskIds[0]);
    expect(desk.user).toEqual({ id: null, first_name: 'Grace Hopper', last_name: '' });
  });

  it('accepts the register_guest alias and a meeting room; writes the message in the host language', async () => {
    const res = await post(
      '/api/users/register_guest/',
      form({ desk: null, meeting_room: s.meetingRoomId, visit_person: dutchHostId, email: '' }),
      staff,
    );
    expect(res.statusCode).toBe(201);
    const checkin = await ctx.db
      .selectFrom('checkins')
      .selectAll()
      .where('id', '=', res.json().checkin_id)
      .executeTakeFirstOrThrow();
    expect(checkin).toMatchObject({ type: 'MEETING', desk_id: null, room_id: s.meetingRoomId, guest_email: null });
    const msg = await ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', dutchHostId)
      .executeTakeFirstOrThrow();
    expect(msg.title).toBe('Uw gast Grace Hopper is gearriveerd');
  });

  it('answers every empty field with its fill key, keyed by field', async () => {
    const res = await post(
      '/api/users/register_quest/',
      {
        first_name: ' ',
        last_name: '',
        email: '',
        company_name: '',
        phone_number: '',
        desk: null,
        meeting_room: null,
        date: form().date,
        time_start: form().time_start,
        time_end: '',
        visit_person: null,
      },
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().errors).toEqual({
      first_name: ['guest.first_name_fill'],
      last_name: ['guest.last_name_fill'],
      company_name: ['guest.company_name_fill'],
      email: ['guest.email_or_phone_fill'],
      visit_person: ['guest.visit_person_fill'],
      desk: ['required_place'],
      meeting_room: ['required_place'],
      time_end: ['time_end_required'],
    });
    expect(
      await ctx.db.selectFrom('guest_registrations').select('id').where('first_name', '=', '').execute(),
    ).toHaveLength(0);
  });

  it('checks the email pattern, the phone, and that one of them is enough', async () => {
    const bad = await post('/api/users/register_quest/', form({ email: 'grace@', phone_number: 'call me' }), staff);
    expect(bad.json().errors).toEqual({ email: ['guest.email_invalid'], phone_number: ['guest.phone_number_invalid'] });
    const phoneOnly = await post('/api/users/register_quest/', form({ email: null, desk: s.deskIds[1] }), staff);
    expect(phoneOnly.statusCode).toBe(201);
  });

  it('needs an end time later than the start', async () => {
    const earlier = await post(
      '/api/users/register_quest/',
      form({ time_start: '10:00:00', date: form().date, time_end: '09:59' }),
      staff,
    );
    expect(earlier.json().errors.time_end).toEqual(['time_end_invalid']);
    const malformed = await post('/api/users/register_quest/', form({ time_end: '25:00' }), staff);
    expect(malformed.json().errors).toEqual({ time_end: ['time_end_invalid'] });
  });

  it('refuses a start that is not now (the start is the live clock, not a choice)', async () => {
    const res = await post(
      '/api/users/register_quest/',
      form({ date: '2020-01-01', time_start: '08:00', time_end: '09:00' }),
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ time_start: ['guest.time_start_invalid'] });
  });

  it('refuses unknown people and places, a closed or occupied desk, and two places at once', async () => {
    const who = await post(
      '/api/users/register_quest/',
      form({ visit_person: 999999, desk: null, meeting_room: s.meetingRoomId }),
      staff,
    );
    expect(who.json().errors).toEqual({ visit_person: ['guest.visit_person_invalid'] });
    const desk = await post('/api/users/register_quest/', form({ desk: 999999 }), staff);
    expect(desk.json().errors).toEqual({ desk: ['guest.desk_invalid'] });
    const room = await post('/api/users/register_quest/', form({ desk: null, meeting_room: s.roomId }), staff);
    expect(room.json().errors).toEqual({ meeting_room: ['guest.meeting_room_invalid'] });
    const both = await post('/api/users/register_quest/', form({ meeting_room: s.meetingRoomId }), staff);
    expect(both.json().errors).toEqual({ meeting_room: ['guest.place_one_only'] });
    const workerId = (
      await ctx.db.selectFrom('users').select('id').where('username', '=', 'worker').executeTakeFirstOrThrow()
    ).id;
    await insertCheckin(ctx.db, { userId: workerId, deskId: s.deskIds[2], roomId: s.roomId, created: clock.now() });
    const occupied = await post('/api/users/register_quest/', form({ desk: s.deskIds[2] }), staff);
    expect(occupied.json().errors).toEqual({ desk: ['guest.desk_occupied'] });
  });

  it('bounds every text field', async () => {
    const res = await post(
      '/api/users/register_quest/',
      form({ first_name: 'x'.repeat(101), company_name: 'y'.repeat(151) }),
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ first_name: ['guest.too_long'], company_name: ['guest.too_long'] });
  });

  it('is for signed-in staff only, and only while enable_register_guest is on', async () => {
    expect((await post('/api/users/register_quest/', form())).statusCode).toBe(401);
    expect((await post('/api/users/register_quest/', form(), employee)).statusCode).toBe(403);
    await setSettings({ enable_register_guest: false });
    const off = await post('/api/users/register_quest/', form({ desk: s.deskIds[3] }), staff);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('FEATURE_DISABLED');
    await setSettings({ enable_register_guest: true });
  });
});

describe('public guest registration', () => {
  it('registers without login and without a place; ignores a place that was sent', async () => {
    const res = await post(
      '/api/public/register_guest/',
      form({ desk: s.deskIds[3], first_name: 'Public' }),
      undefined,
      '10.1.0.1',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ desk: null, meeting_room: null, guest_name: 'Public Hopper' });
    const reg = await ctx.db
      .selectFrom('guest_registrations')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(reg).toMatchObject({ is_public: true, registered_by: null, desk_id: null, checkin_id: null });
    expect(res.json().checkin_id).toBeNull();
    const msg = await ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('data', '@>', JSON.stringify({ guest_registration_id: reg.id }) as never)
      .executeTakeFirstOrThrow();
    expect(msg.user_id).toBe(hostId);
  });

  it('validates like the dashboard form except for the place', async () => {
    const res = await post('/api/public/register_guest/', { time_end: '' }, undefined, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'company_name',
      'email',
      'first_name',
      'last_name',
      'time_end',
      'time_start',
      'visit_person',
    ]);
    expect(res.json().errors.desk).toBeUndefined();
    // E-mail or phone: one rule, one message.
    expect(res.json().errors.email).toEqual(['guest.email_or_phone_fill']);
  });

  it('rejects oversized bodies and wrong types', async () => {
    const huge = await post(
      '/api/public/register_guest/',
      form({ first_name: 'x'.repeat(10_000) }),
      undefined,
      '10.1.0.3',
    );
    expect([400, 413]).toContain(huge.statusCode);
    const wrongType = await post(
      '/api/public/register_guest/',
      form({ visit_person: { id: 1 } }),
      undefined,
      '10.1.0.3',
    );
    expect(wrongType.statusCode).toBe(400);
  });

  it('limits registrations per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await post('/api/public/register_guest/', { first_name: `n${i}` }, undefined, '10.9.9.9')).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    const other = await post('/api/public/register_guest/', { first_name: 'n' }, undefined, '10.9.9.8');
    expect(other.statusCode).toBe(400);
  });

  it('looks up visiting persons by exact full name or e-mail only: id and name, at most 10 (decision 126)', async () => {
    const lookup = (q: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/public/visit_persons/?q=${encodeURIComponent(q)}`,
        remoteAddress: '10.2.0.1',
      });
    const res = await lookup('ada   LOVELACE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [{ id: hostId, name: 'Ada Lovelace' }] });
    expect((await lookup('host@example.test')).json()).toEqual({ results: [{ id: hostId, name: 'Ada Lovelace' }] });
    // Prefixes and parts of names find nobody: the directory cannot be listed.
    for (const q of ['love', 'Ada', 'Ada Lovelac', 'host@example', 'an']) {
      expect((await lookup(q)).json(), q).toEqual({ results: [] });
    }
    const short = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/visit_persons/?q=a',
      remoteAddress: '10.2.0.1',
    });
    expect(short.statusCode).toBe(400);
    for (let i = 0; i < 12; i++)
      await createUser(ctx.db, { username: `many${i}`, first_name: 'Many', last_name: 'Namesake' });
    const many = await lookup('Many Namesake');
    expect(many.json().results).toHaveLength(10);
  });

  it('refuses link-like names and companies, and marks a public registration as unverified (decision 126)', async () => {
    for (const fields of [
      { first_name: 'Reset your password at http://evil.example' },
      { last_name: 'see www.evil.example' },
      { company_name: 'evil.com' },
    ]) {
      const res = await post('/api/public/register_guest/', form(fields), undefined, '10.4.0.1');
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.values(res.json().errors).flat()).toContain('guest.no_links');
    }
    const ok = await post(
      '/api/public/register_guest/',
      form({ first_name: 'Alan', last_name: 'Turing' }),
      undefined,
      '10.4.0.2',
    );
    expect(ok.statusCode).toBe(201);
    const message = await ctx.db
      .selectFrom('messages')
      .select(['title', 'body', 'data'])
      .where('user_id', '=', hostId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('Unverified visitor: “Alan Turing”');
    expect(message.body).toContain('has not been checked');
    expect(message.data).toMatchObject({ unverified: true });
  });

  it('is closed when enable_public_register_guest is off', async () => {
    await setSettings({ enable_public_register_guest: false });
    const reg = await post('/api/public/register_guest/', form(), undefined, '10.3.0.1');
    expect(reg.statusCode).toBe(403);
    const look = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/visit_persons/?q=love',
      remoteAddress: '10.3.0.1',
    });
    expect(look.statusCode).toBe(403);
    await setSettings({ enable_public_register_guest: true });
  });
});
