import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { SMTP_PORT } from '../playwright.config';
import { api, apiToken, findDesk, isFree, timetables } from './booking-support';
import { startSmtp } from './smtp-support';
import { accounts, expect, expectPath, newContextOnServerClock, serverNow, signIn, test } from './support';
import { signOut } from './variants';

// A no-show released by the clock (issue 14, decisions 140 and 033), in Chromium: the sweep releases a booking
// nobody checked in for, and its owner finds it in Messages, in their own language, and gets the e-mail at the
// test's SMTP server. The sweep writes the booking's facts; the words are rendered when the inbox is read and
// when the e-mail is sent. It sets auto_release_minutes for everyone, so it runs in the `settings` project.

type Slot = Awaited<ReturnType<typeof timetables>>[string][number];
type Reservation = { id: number; time: string };
type Person = 'employee' | 'employee2';

const people = {
  employee: {
    lang: 'en',
    first: 'Dear Daan,',
    viewport: { width: 820, height: 1180 },
    heading: 'Messages',
    title: (desk: string, floor: string, building: string) =>
      `Your booking of desk ${desk}, floor ${floor}, ${building} was released`,
    body: 'nobody had checked in 1 minute after the start, so the place was released for others.',
  },
  employee2: {
    lang: 'nl',
    first: 'Beste Emma,',
    viewport: { width: 360, height: 740 },
    heading: 'Berichten',
    title: (desk: string, floor: string, building: string) =>
      `Uw reservering van werkplek ${desk}, verdieping ${floor}, ${building} is vrijgegeven`,
    body: 'er was 1 minuut na het begin nog niet ingecheckt, dus de plek is vrijgegeven voor anderen.',
  },
} as const;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** HH:MM of the server's clock, `plus` minutes on. */
const clockAt = (now: Date, plus = 0) =>
  new Date(now.getTime() + plus * 60_000).toLocaleTimeString('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  });

test('a no-show released by the clock reaches its owner in Messages and by e-mail, in their language', async ({
  browser,
  request,
  baseURL,
}) => {
  // The sweep runs once a minute (pg-boss looks every 30 s): the release takes up to a minute and a half.
  test.setTimeout(240_000);
  const staff = await apiToken(request, 'staff');
  const setAutoRelease = (minutes: number) =>
    request.patch('/api/configuration/settings', {
      headers: { authorization: staff },
      data: { auto_release_minutes: minutes },
    });
  const now = serverNow(baseURL!);
  // A slot that started at least a minute ago and ends well after the sweep: the owner never checks in.
  const started = (s: Slot) => s.time.slice(0, 5) <= clockAt(now, -1) && s.time.slice(6, 11) > clockAt(now, 10);

  const booked: Record<Person, { token: string; id: number; desk: Awaited<ReturnType<typeof findDesk>> }> = {} as never;
  // Desks no other journey books: U2.21-U2.27 for one, U2.28-U2.34 for the other.
  const desksOf = (from: number) => Array.from({ length: 7 }, (_, i) => `U2.${from + i}`);
  const names: Record<Person, string[]> = { employee: desksOf(21), employee2: desksOf(28) };
  try {
    for (const who of ['employee', 'employee2'] as const) {
      const token = await apiToken(request, who);
      await request.put('/api/users/self/email-preferences', {
        headers: { authorization: token },
        data: { booking_made: false, booking_released: true },
      });
      // The person's own bookings of today's started slots go first, so that the slot is free for them.
      const mine = (
        await api<{ list: Record<string, Reservation[]> }>(request, token, 'GET', 'booking/reservations/me/')
      ).body.list;
      let found: { desk: Awaited<ReturnType<typeof findDesk>>; today: string; slot: Slot } | undefined;
      for (const name of names[who]) {
        if (found) break;
        const desk = await findDesk(request, token, (d) => d.name === name);
        if (desk.is_closed) continue;
        const slots = await timetables(request, token, desk.id);
        const today = Object.keys(slots)[0]!;
        for (const r of mine[today] ?? [])
          if (slots[today]!.some((s) => started(s) && s.time === r.time))
            await api(request, token, 'DELETE', `booking/reservations/delete/${r.id}/`);
        const slot = (await timetables(request, token, desk.id))[today]!.find((s) => started(s) && isFree(s));
        if (slot) found = { desk, today, slot };
      }
      expect(found, `a started slot free for ${who} at ${clockAt(now)}`).toBeTruthy();
      const made = await api<{ bookings: { id: number }[] }>(request, token, 'POST', 'booking/new/', [
        { date: found!.today, timetable_id: found!.slot.timetable.id, desk_id: found!.desk.id },
      ]);
      expect(made.status).toBe(201);
      booked[who] = { token, id: made.body.bookings[0]!.id, desk: found!.desk };
    }

    // Emma's reservations are open on her phone while the sweep releases her booking: the list follows without
    // a reload (the live event, then the server's cached list with the released booking taken out; decision 033).
    const watching = await newContextOnServerClock(browser as Browser, baseURL!);
    const open: Page = await watching.newPage();
    await open.setViewportSize(people.employee2.viewport);
    await signIn(open, 'employee2');
    await expectPath(open, '/app');
    await open.goto('/app/reservations');
    await expect(open.getByRole('heading', { name: 'Mijn reserveringen' })).toBeVisible();
    await expect(open.getByText(booked.employee2.desk.name, { exact: true })).toBeVisible();

    expect((await setAutoRelease(1)).status()).toBe(200);
    const isReleased = (who: Person) => (m: { to: string; subject: string }) =>
      m.to === `${accounts[who].username}@example.com` &&
      m.subject ===
        people[who].title(booked[who].desk.name, booked[who].desk.floor.name, booked[who].desk.building.name);
    await expect
      .poll(() => ['employee', 'employee2'].every((w) => smtp.received.some(isReleased(w as Person))), {
        timeout: 150_000,
      })
      .toBe(true);

    await expect(open.getByText(booked.employee2.desk.name, { exact: true })).toHaveCount(0);
    await open.screenshot({ path: '.tmp/shots/release-notice-open-list-nl.png', fullPage: true });

    for (const who of ['employee', 'employee2'] as const) {
      const p = people[who];
      const { desk } = booked[who];
      const mail = smtp.received.find(isReleased(who))!;
      expect(mail.language).toBe(p.lang);
      expect(mail.text).toContain(p.first);
      expect(mail.text).toContain(p.body);

      // Each person in turn on the same phone (decision 455): the one before signs out first.
      const page = open;
      await signOut(page);
      await page.setViewportSize(p.viewport);
      await signIn(page, who);
      await expectPath(page, '/app');
      // Through the menu, as a person does; its Messages item counts the unread.
      await page.getByRole('button', { name: /^Menu/ }).click();
      await page.getByRole('menuitem', { name: new RegExp(`^${p.heading}`) }).click();
      await expectPath(page, '/app/messages');
      await expect(page.getByRole('heading', { name: p.heading })).toBeVisible();
      const card = page.getByLabel(p.title(desk.name, desk.floor.name, desk.building.name));
      await expect(card).toBeVisible();
      await expect(card.getByText(p.body)).toBeVisible();
      const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? ''),
      );
      expect(serious.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: `.tmp/shots/release-notice-${p.lang}.png`, fullPage: true });
    }
    await watching.close();
  } finally {
    await setAutoRelease(0);
  }
});
