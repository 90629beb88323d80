import AxeBuilder from '@axe-core/playwright';
import { SMTP_PORT } from '../playwright.config';
import { api, apiToken, findDesk, isFree, timetables } from './booking-support';
import { startSmtp } from './smtp-support';
import { expect, serverNow, test } from './support';

// The reminder e-mail's Confirm link (issue 14, decision 140), in Chromium on a phone: the sweep sends the
// reminder to the test's SMTP server, the person opens the link, sees which booking it is and confirms it
// with the button; opening the link alone confirms nothing (a mail scanner fetching it cannot confirm).
// It sets reminder_minutes for everyone, so it runs in the `settings` project, after the rest.
test.use({ viewport: { width: 360, height: 740 } });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

type Slot = Awaited<ReturnType<typeof timetables>>[string][number];
type Reservation = { id: number; time: string; desk: { id: number } | null; open_confirmation: { status: string } };

test('the reminder’s Confirm link shows the booking in Dutch, and its button confirms it', async ({
  page,
  request,
  baseURL,
}) => {
  // The sweep runs once a minute (pg-boss looks every 30 s): the reminder takes up to a minute and a half.
  test.setTimeout(240_000);
  const staff = await apiToken(request, 'staff');
  const person = await apiToken(request, 'employee2');
  const setReminder = (minutes: number) =>
    request.patch('/api/configuration/settings', {
      headers: { authorization: staff },
      data: { reminder_minutes: minutes },
    });
  const now = serverNow(baseURL!);
  const clock = now.toLocaleTimeString('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit' });
  // A desk free later today (the demo day's server clock starts at 09:30): the first of U2.11-U2.19.
  let found: { desk: Awaited<ReturnType<typeof findDesk>>; today: string; slot: Slot } | undefined;
  for (let n = 11; n < 20 && !found; n++) {
    const desk = await findDesk(request, person, (d) => d.name === `U2.${n}`);
    const slots = await timetables(request, person, desk.id);
    const today = Object.keys(slots)[0]!;
    const slot = slots[today]!.find((s) => isFree(s) && s.time.slice(0, 5) > clock);
    if (slot) found = { desk, today, slot };
  }
  expect(found, `a desk of U2.11-U2.19 free after ${clock}`).toBeTruthy();
  const { desk, today, slot } = found!;
  const mine = async () =>
    (await api<{ list: Record<string, Reservation[]> }>(request, person, 'GET', 'booking/reservations/me/')).body.list[
      today
    ] ?? [];
  for (const r of await mine())
    if (r.time === slot.time) await api(request, person, 'DELETE', `booking/reservations/delete/${r.id}/`);
  await request.put('/api/users/self/email-preferences', {
    headers: { authorization: person },
    data: { reminder: true, booking_made: false },
  });

  let bookingId = 0;
  try {
    expect((await setReminder(720)).status()).toBe(200);
    const made = await api<{ bookings: { id: number }[] }>(request, person, 'POST', 'booking/new/', [
      { date: today, timetable_id: slot.timetable.id, desk_id: desk.id },
    ]);
    expect(made.status).toBe(201);
    bookingId = made.body.bookings[0]!.id;

    const isReminder = (m: { to: string; subject: string }) =>
      m.to === 'employee2@example.com' && m.subject.startsWith('Herinnering: bevestig uw reservering');
    await expect.poll(() => smtp.received.filter(isReminder).length, { timeout: 150_000 }).toBeGreaterThan(0);
    const mail = smtp.received.find(isReminder)!;
    const link = /https?:\/\/\S+\/confirm\?sig=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

    await page.goto(link!);
    await expect(page.getByText('Komt u? Bevestig uw reservering:')).toBeVisible();
    await expect(page.getByText(`werkplek ${desk.name}, verdieping`)).toBeVisible();
    await expect(page.getByText(slot.time)).toBeVisible();
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: '.tmp/shots/confirm-link-nl.png', fullPage: true });
    // Opened, not yet confirmed.
    const booked = async () => (await mine()).find((r) => r.id === bookingId)!;
    expect((await booked()).open_confirmation.status).toBe('pending');

    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByText('Uw reservering is bevestigd. Tot straks!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bevestigen' })).toHaveCount(0);
    expect((await booked()).open_confirmation.status).toBe('waiting');
    // The link opened again says so, and offers no button.
    await page.goto(link!);
    await expect(page.getByText('Deze reservering is al bevestigd.')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
  } finally {
    await setReminder(0);
    if (bookingId) await api(request, person, 'DELETE', `booking/reservations/delete/${bookingId}/`);
  }
});
