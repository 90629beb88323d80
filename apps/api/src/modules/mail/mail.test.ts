import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { lastOutboxId, sentSince } from '../../../test/outbox';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from '../jobs/sweep';

/**
 * E-mail end to end: the app with its job runner (pg-boss) sends through nodemailer to a real SMTP
 * server on loopback; each message is parsed with mailparser and its recipient, subject, language,
 * links and attachment are checked.
 */
const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
const ORIGIN = 'http://flex.test';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    clock,
    smtpUrl: smtp.url,
    mailFrom: 'flexapp <flexapp@example.com>',
    linkOrigin: ORIGIN,
    jobs: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
  });
  s = await createStructure(ctx.db, { desks: 4 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', language: 'en', first_name: 'Ann' }),
    bas: await createUser(ctx.db, { username: 'bas', language: 'nl', first_name: 'Bas' }),
    staff: await createUser(ctx.db, { username: 'boss', staff: true }),
  };
  auth = { ann: await login(ctx.app, 'ann'), bas: await login(ctx.app, 'bas'), staff: await login(ctx.app, 'boss') };
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(async () => {
  clock.set(`${DAY}T07:00:00`);
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('settings').execute();
  await ctx.db.updateTable('users').set({ email_preferences: '{}' }).execute();
  smtp.state.refuse = false;
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: string | null, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: auth[who] } : {}, payload: payload as object });
async function book(who: string, desk: number, slot = 0) {
  const res = await api('POST', '/api/booking/new/', who, [
    { desk_id: s.deskIds[desk], timetable_id: s.timetableIds[slot], date: DAY },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().bookings[0].id as number;
}
const nextMail = async () => {
  const n = smtp.received.length + 1;
  await smtp.waitFor(n);
  return smtp.received[n - 1];
};

describe('booking made', () => {
  it('sends the booker an English e-mail with text, HTML, a link and an invitation (.ics) attached', async () => {
    const waiting = nextMail();
    const id = await book('ann', 0);
    const mail = await waiting;
    expect(mail.envelopeTo).toEqual(['ann@example.test']);
    expect(mail.to).toBe('ann@example.test');
    expect(mail.parsed.from?.text).toContain('flexapp@example.com');
    expect(mail.subject).toBe('Booking made: desk D1, floor Floor 1, HQ, 01-03-2027 08:00-12:00');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Dear Ann,');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.links).toContain(`${ORIGIN}/app/reservations`);
    const [ics] = mail.parsed.attachments;
    expect(ics.filename).toBe('invite.ics');
    expect(ics.contentType).toBe('text/calendar');
    const calendar = parseCalendar(ics.content.toString('utf8'));
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: `booking-${id}@flex.test`,
        location: 'desk D1, floor Floor 1, HQ',
        status: 'CONFIRMED',
        start: new Date(`${DAY}T08:00:00`),
        end: new Date(`${DAY}T12:00:00`),
      }),
    ]);
  });

  it('writes in the recipient language (Dutch)', async () => {
    const waiting = nextMail();
    await book('bas', 1);
    const mail = await waiting;
    expect(mail.to).toBe('bas@example.test');
    expect(mail.subject).toBe('Reservering gemaakt: werkplek D2, verdieping Floor 1, HQ, 01-03-2027 08:00-12:00');
    expect(mail.language).toBe('nl');
    expect(mail.text).toContain('Beste Bas,');
    expect(parseCalendar(mail.parsed.attachments[0].content.toString()).events[0].location).toBe(
      'werkplek D2, verdieping Floor 1, HQ',
    );
  });

  it('sends nothing of a kind the person turned off', async () => {
    const off = await api('PUT', '/api/users/self/email-preferences', 'ann', { booking_made: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().kinds.booking_made).toBe(false);
    const before = await ctx.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await book('ann', 0);
    const after = await ctx.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('a mail server that refuses never fails the booking; the e-mail is retried until it goes through', async () => {
    smtp.state.refuse = true;
    const id = await book('ann', 2);
    const row = () =>
      ctx.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'booking_made')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await row()).last_error).toContain('try again later'), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await row()).sent_at).toBeNull();
    const waiting = nextMail();
    smtp.state.refuse = false;
    const mail = await waiting;
    expect(mail.parsed.attachments[0].content.toString()).toContain(`booking-${id}@flex.test`);
    expect((await row()).attempts).toBeGreaterThanOrEqual(2);
  });
});

describe('by the clock', () => {
  it('a reminder carries a Confirm link: opening it shows the booking, its button confirms without signing in, in the owner language', async () => {
    await saveSettings(ctx.db, { reminder_minutes: 60 }, null);
    await api('PUT', '/api/users/self/email-preferences', 'bas', { reminder: true, booking_made: false });
    await book('bas', 0);
    clock.set(`${DAY}T07:00:00`);
    const waiting = nextMail();
    expect((await runSweep(ctx.app, clock.now())).reminded).toBe(1);
    await ctx.app.jobs!.dispatchMail();
    const mail = await waiting;
    expect(mail.to).toBe('bas@example.test');
    expect(mail.subject).toBe('Herinnering: bevestig uw reservering van 01-03-2027 08:00-12:00');
    const confirm = mail.links.find((l) => l.includes('/confirm?sig='))!;
    expect(confirm).toMatch(new RegExp(`^${ORIGIN}/api/booking/reminders/\\d+/confirm\\?sig=`));
    expect(mail.text).toContain(`Bevestigen: ${confirm}`);
    const path = confirm.slice(ORIGIN.length);
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    // A tampered signature is refused (a page for a browser, the API's JSON error otherwise).
    const forged = path.replace(/sig=.*/, 'sig=forged');
    const bad = await ctx.app.inject({ method: 'GET', url: forged, headers: browser });
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain('Deze bevestigingslink is niet geldig.');
    const badJson = await ctx.app.inject({ method: 'GET', url: forged });
    expect([badJson.statusCode, badJson.json().code]).toEqual([403, 'LINK_INVALID']);
    // Opening the link (a person, or a mail scanner fetching every link) changes nothing: it shows the booking
    // and a Confirm button that posts to the link itself.
    const opened = await ctx.app.inject({ method: 'GET', url: path, headers: browser });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('Komt u? Bevestig uw reservering:');
    expect(opened.body).toContain('01-03-2027 08:00-12:00');
    expect(opened.body).toContain(`<form method="post" action="${path.replace(/&/g, '&amp;')}">`);
    expect(opened.body).toContain('>Bevestigen</button>');
    const fetched = await ctx.app.inject({ method: 'GET', url: path });
    expect(fetched.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    const before = (await api('GET', '/api/booking/reservations/me/', 'bas')).json();
    expect(before.list[DAY][0].open_confirmation.status).toBe('pending');
    // The button: the form's POST (an empty urlencoded body) confirms; twice is fine.
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Uw reservering is bevestigd');
    expect(res.body).not.toContain('<form');
    const again = await ctx.app.inject({ method: 'POST', url: path });
    expect([again.statusCode, again.json().status]).toEqual([200, 'waiting']);
    const reopened = await ctx.app.inject({ method: 'GET', url: path, headers: browser });
    expect(reopened.body).toContain('Deze reservering is al bevestigd.');
    expect(reopened.body).not.toContain('<form');
    const forgedPost = await ctx.app.inject({ method: 'POST', url: forged });
    expect([forgedPost.statusCode, forgedPost.json().code]).toEqual([403, 'LINK_INVALID']);
    const list = (await api('GET', '/api/booking/reservations/me/', 'bas')).json();
    expect(list.list[DAY][0].open_confirmation.status).toBe('waiting');
  });

  it('a released booking and the freed desk reach the owner and the watchers by e-mail', async () => {
    await saveSettings(ctx.db, { auto_release_minutes: 20 }, null);
    await api('PUT', '/api/users/self/email-preferences', 'ann', { booking_made: false });
    await book('ann', 3);
    await api('POST', `/api/notifiers/desk/${s.deskIds[3]}/`, 'bas');
    await api('PUT', '/api/users/self/email-preferences', 'bas', { booking_made: false });
    clock.set(`${DAY}T08:20:00`);
    const n = smtp.received.length;
    const last = await lastOutboxId(ctx.db);
    expect((await runSweep(ctx.app, clock.now())).released_no_show).toBe(1);
    await ctx.app.jobs!.dispatchMail();
    const sent = await sentSince(ctx.db, last);
    const got = smtp.received.slice(n).sort((a, b) => a.to.localeCompare(b.to));
    expect(got.map((m) => m.to)).toEqual(sent.map((r) => r.recipient).sort());
    expect(got.map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.test', 'Your booking of desk D4, floor Floor 1, HQ was released'],
      ['bas@example.test', 'Werkplek D4 op verdieping Floor 1 is vrij'],
    ]);
    expect(got[0].links).toContain(`${ORIGIN}/app/find_desk`);
  });
  it("renders a released owner's e-mail when it is sent, in their language, and only for those who want it", async () => {
    await saveSettings(ctx.db, { auto_release_minutes: 20 }, null);
    await api('PUT', '/api/users/self/email-preferences', 'bas', { booking_made: false, booking_released: true });
    await api('PUT', '/api/users/self/email-preferences', 'ann', { booking_made: false, booking_released: false });
    await book('bas', 0);
    await book('ann', 1);
    clock.set(`${DAY}T08:20:00`);
    const n = smtp.received.length;
    const last = await lastOutboxId(ctx.db);
    expect((await runSweep(ctx.app, clock.now())).released_no_show).toBe(2);
    // The releasing statement wrote the facts, not the words: one row, for Bas only (Ann turned this kind off).
    const rows = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '>', last).execute();
    expect(rows.map((r) => [r.kind, r.recipient, r.language, r.subject, r.html_body])).toEqual([
      ['booking_released', 'bas@example.test', 'nl', null, null],
    ]);
    expect(rows[0].data).toMatchObject({ first_name: 'Bas', reason: 'no_show', minutes: 20, desk: 'D1' });
    await ctx.app.jobs!.dispatchMail();
    const sent = await sentSince(ctx.db, last);
    const got = smtp.received.slice(n);
    expect(got.map((m) => m.to)).toEqual(sent.map((r) => r.recipient));
    expect(got.map((m) => [m.to, m.language, m.subject])).toEqual([
      ['bas@example.test', 'nl', 'Uw reservering van werkplek D1, verdieping Floor 1, HQ is vrijgegeven'],
    ]);
    expect(got[0].text).toContain('Beste Bas,');
    expect(got[0].text).toContain(
      '01-03-2027 08:00-12:00: er was 20 minuten na het begin nog niet ingecheckt, dus de plek is vrijgegeven voor anderen.',
    );
    expect(got[0].links).toContain(`${ORIGIN}/app/find_desk`);
    expect(got[0].text).toContain(`${ORIGIN}/app/settings`);
  });
});

describe('watched desks', () => {
  it('a check-out that frees a watched desk e-mails the watcher', async () => {
    clock.set(`${DAY}T09:00:00`);
    auth.ann = await login(ctx.app, 'ann');
    auth.bas = await login(ctx.app, 'bas');
    await api('POST', `/api/notifiers/desk/${s.deskIds[2]}/`, 'bas');
    const checkin = await api('POST', '/api/checkins/', 'ann', { desk: s.deskIds[2] });
    expect(checkin.statusCode).toBe(201);
    const waiting = nextMail();
    const out = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/checkins/${checkin.json().id}`,
      headers: { authorization: auth.ann },
    });
    expect(out.statusCode).toBeLessThan(300);
    const mail = await waiting;
    expect([mail.to, mail.subject]).toEqual(['bas@example.test', 'Werkplek D3 op verdieping Floor 1 is vrij']);
    expect(mail.links).toContain(`${ORIGIN}/app/find_desk`);
  });
});

describe('people and accounts', () => {
  it('a guest arriving is e-mailed to the host', async () => {
    clock.set(`${DAY}T10:00:00`);
    auth.staff = await login(ctx.app, 'boss');
    const waiting = nextMail();
    const res = await api('POST', '/api/users/register_guest/', 'staff', {
      first_name: 'Gina',
      last_name: 'Guest',
      company_name: 'Acme',
      email: 'gina@acme.example',
      date: DAY,
      time_start: '10:00',
      time_end: '12:00',
      meeting_room: s.meetingRoomId,
      visit_person: ids.bas,
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waiting;
    expect(mail.to).toBe('bas@example.test');
    expect(mail.subject).toBe('Uw gast Gina Guest is aangekomen');
  });

  it('an account created by staff and a password reset by staff are e-mailed (without the password)', async () => {
    clock.set(`${DAY}T10:00:00`);
    auth.staff = await login(ctx.app, 'boss');
    let waiting = nextMail();
    const created = await api('POST', '/api/setup/users', 'staff', {
      username: 'newbie',
      first_name: 'Nina',
      last_name: 'New',
      email: 'nina@example.com',
      language: 'nl',
      password: 'a-long-password-1',
      is_staff: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    let mail = await waiting;
    expect([mail.to, mail.subject]).toEqual(['nina@example.com', 'Er is een flexapp-account voor u aangemaakt']);
    expect(mail.text).toContain('newbie');
    expect(mail.text).not.toContain('a-long-password-1');
    expect(mail.links).toContain(`${ORIGIN}/login`);
    waiting = nextMail();
    const reset = await api('POST', `/api/setup/users/${created.json().id}/password`, 'staff', {
      password: 'another-long-password-2',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    mail = await waiting;
    expect([mail.to, mail.subject]).toEqual(['nina@example.com', 'Uw flexapp-wachtwoord is opnieuw ingesteld']);
    expect(mail.text).not.toContain('another-long-password-2');
  });
});

describe('CSV import', () => {
  it('e-mails each imported person who has an address: sign in with the organisation account', async () => {
    clock.set(`${DAY}T10:00:00`);
    auth.staff = await login(ctx.app, 'boss');
    const n = smtp.received.length;
    const last = await lastOutboxId(ctx.db);
    const csv =
      'first_name,last_name,username,email,language\nIda,Import,ida,ida@example.com,en\nJoop,Import,joop,,nl\n';
    const res = await api('POST', '/api/setup/users/import', 'staff', { csv });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(2);
    const sent = await sentSince(ctx.db, last);
    const got = smtp.received.slice(n);
    expect(got.map((m) => m.to)).toEqual(sent.map((r) => r.recipient));
    expect(got.map((m) => [m.to, m.subject])).toEqual([['ida@example.com', 'A flexapp account was created for you']]);
    expect(got[0].text).toContain("Sign in with your organisation's account");
  });
});

describe('GET/PUT users/self/email-preferences', () => {
  it('answers the address, whether mail is on, and each kind (booking e-mails on by default, reminders off)', async () => {
    const res = await api('GET', '/api/users/self/email-preferences', 'ann');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'ann@example.test',
      mail_enabled: true,
      kinds: { booking_made: true, reminder: false, booking_released: true, desk_free: true, guest_arrived: true },
    });
  });

  it('refuses bad input and callers who are not signed in', async () => {
    expect((await api('GET', '/api/users/self/email-preferences', null)).statusCode).toBe(401);
    expect((await api('PUT', '/api/users/self/email-preferences', null, { reminder: true })).statusCode).toBe(401);
    const unknown = await api('PUT', '/api/users/self/email-preferences', 'ann', { spam: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    const notBool = await api('PUT', '/api/users/self/email-preferences', 'ann', { reminder: 'yes' });
    expect(notBool.statusCode).toBe(400);
  });
});
