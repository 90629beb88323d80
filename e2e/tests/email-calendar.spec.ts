import ICAL from 'ical.js';
import { SMTP_PORT } from '../playwright.config';
import { api, apiToken, findDesk, timetables } from './booking-support';
import { startSmtp } from './smtp-support';
import { expect, expectPath, signIn, test } from './support';
import { signOut } from './variants';

// E-mail and calendar from the employee app's Settings, on a phone, in English and in Dutch:
// turn on reminder e-mails, book in the app, the booking e-mail reaches the test's SMTP server
// (with the invitation attached), and the calendar address shown in Settings serves the booking.
test.use({ viewport: { width: 360, height: 740 } });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

const cases = [
  {
    who: 'employee' as const,
    desk: 'U2.09',
    address: 'employee@example.com',
    t: {
      settings: 'Settings',
      reminders: 'Reminders to confirm a booking',
      saved: 'Your e-mail choices are saved.',
      calendarUrl: 'Your calendar address',
      free: 'Free',
      bookNow: 'Book now (1)',
      booked: 'Your booking is saved.',
      subject: /^Booking made: desk U2\.09, floor /,
      language: 'en',
      location: /^desk U2\.09, floor /,
    },
  },
  {
    who: 'employee2' as const,
    desk: 'U2.10',
    address: 'employee2@example.com',
    t: {
      settings: 'Instellingen',
      reminders: 'Herinneringen om een reservering te bevestigen',
      saved: 'Uw e-mailkeuzes zijn opgeslagen.',
      calendarUrl: 'Uw agenda-adres',
      free: 'Vrij',
      bookNow: 'Nu reserveren (1)',
      booked: 'Uw reservering is opgeslagen.',
      subject: /^Reservering gemaakt: werkplek U2\.10, verdieping /,
      language: 'nl',
      location: /^werkplek U2\.10, verdieping /,
    },
  },
];

// The languages are steps of one test in one context (decision 455), each with its own person and desk: the Dutch
// person signs in after the English one signed out.
test('reminder e-mails on in Settings, a booking e-mailed with its invitation, the calendar address serves it (en, nl)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const c of cases) {
    await test.step(c.t.language, async () => {
      const token = await apiToken(request, c.who);
      // A clean start: reminder e-mails off, no booking of this person on the chosen day.
      await request.put('/api/users/self/email-preferences', {
        headers: { authorization: token },
        data: { reminder: false, booking_made: true },
      });
      const desk = await findDesk(request, token, (d) => d.name === c.desk);
      const slots = await timetables(request, token, desk.id);
      const day = Object.keys(slots)[4];
      const mine = (
        await api<{ list: Record<string, { id: number }[]> }>(request, token, 'GET', 'booking/reservations/me/')
      ).body.list;
      for (const r of mine[day] ?? []) await api(request, token, 'DELETE', `booking/reservations/delete/${r.id}/`);

      if (c !== cases[0]) await signOut(page);
      await signIn(page, c.who);
      await expectPath(page, '/app');
      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { name: c.t.settings, level: 1 })).toBeVisible();
      const reminders = page.getByRole('switch', { name: c.t.reminders });
      await expect(reminders).not.toBeChecked();
      await reminders.click();
      await expect(page.getByText(c.t.saved)).toBeVisible();
      await expect(reminders).toBeChecked();
      await page.screenshot({ path: `.tmp/shots/settings-email-${c.t.language}.png`, fullPage: true });
      const saved = await request.get('/api/users/self/email-preferences', { headers: { authorization: token } });
      expect((await saved.json()).kinds.reminder).toBe(true);
      const calendarUrl = await page.getByRole('textbox', { name: c.t.calendarUrl }).inputValue();
      expect(calendarUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

      // Book in the app.
      const slot = slots[day].find((s) => s.time === '08:00-12:00') ?? slots[day][0];
      await page.goto(`/app/booking_time_slots/${desk.id}?date=${day}`);
      await page.getByRole('button', { name: `${slot.time} ${c.t.free}` }).click();
      await page.getByRole('button', { name: c.t.bookNow }).click();
      await expectPath(page, '/app/reservations');
      await expect(page.getByText(c.t.booked)).toBeVisible();
      const booking = (
        await api<{ list: Record<string, { id: number; desk: { id: number } | null }[]> }>(
          request,
          token,
          'GET',
          'booking/reservations/me/',
        )
      ).body.list[day].find((r) => r.desk?.id === desk.id)!;
      const uid = new RegExp(`^booking-${booking.id}@`);

      // The e-mail reaches the SMTP server: to this person, in their language, with the invitation.
      await expect
        .poll(() => smtp.received.filter((m) => m.to === c.address && c.t.subject.test(m.subject)).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const mail = smtp.received.find((m) => m.to === c.address && c.t.subject.test(m.subject))!;
      expect(mail.language).toBe(c.t.language);
      const invite = mail.parsed.attachments.find((a) => a.filename === 'invite.ics')!;
      const inviteEvent = new ICAL.Event(
        new ICAL.Component(ICAL.parse(invite.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
      );
      expect(inviteEvent.uid).toMatch(uid);

      // The calendar address from Settings serves the booking, without signing in.
      const feed = await request.get(calendarUrl);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const events = new ICAL.Component(ICAL.parse(await feed.text()))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      const event = events.find((e) => uid.test(e.uid))!;
      expect(event.uid).toBe(inviteEvent.uid);
      expect(event.location).toMatch(c.t.location);

      // Clean up for the next run.
      await api(request, token, 'DELETE', `booking/reservations/delete/${booking.id}/`);
    });
  }
});
