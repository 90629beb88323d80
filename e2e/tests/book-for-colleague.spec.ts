import { addDays, toApiDate } from '@flexapp/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  api,
  apiToken,
  cancelAllOnDesk,
  cancelOwnRoomBookings,
  displayDate,
  findDesk,
  isFree,
  timetables,
} from './booking-support';
import { expectNoSeriousAxe } from './axe';
import { keptPerson, signInWithForm, tokenOf } from './people';
import { expect, expectPath, newContextOnServerClock, serverNow, test } from './support';

// Booking for a colleague (issue 37, decision 355): Ann (English, phone) books a desk for Bea, who shares a group
// with her; Bea (Dutch, tablet) finds it among her reservations, "booked by Ann", and a message in her inbox.
const PASSWORD = 'book-for-person-secret-1';

/** A fresh person (made by staff; kept when it exists); their token and id. */
async function person(request: APIRequestContext, username: string, first: string, lang: 'en' | 'nl') {
  await keptPerson(request, { username, first_name: first, last_name: 'Bookfor', language: lang, password: PASSWORD });
  const token = (await tokenOf(request, username, PASSWORD)).authorization;
  const self = await api<{ id: number }>(request, token, 'GET', 'users/self/');
  return { token, id: self.body.id };
}

/** A group "name" of exactly these people (made anew), so they may book for each other; its id. */
async function groupOf(request: APIRequestContext, staff: string, name: string, members: number[]) {
  const groups = await api<{ id: number; display_name: string }[]>(request, staff, 'GET', 'setup/groups');
  for (const g of groups.body.filter((x) => x.display_name === name))
    expect((await api(request, staff, 'DELETE', `setup/groups/${g.id}`)).status).toBeLessThan(300);
  const group = await api<{ id: number }>(request, staff, 'POST', 'setup/groups', { display_name: name });
  for (const user_id of members)
    expect((await api(request, staff, 'POST', `setup/groups/${group.body.id}/members`, { user_id })).status).toBe(200);
  return group.body.id;
}

async function signInAs(page: Page, username: string) {
  await signInWithForm(page, username, PASSWORD);
  await expectPath(page, '/app');
}

/**
 * The colleague, in a browser of their own on the server's clock at this size, finds the booking among their
 * reservations: the card named `card` under `date`, saying who booked it.
 */
async function colleagueSeesIt(
  browser: Browser,
  baseURL: string,
  who: { username: string; width: number; height: number },
  booking: { date: string; card: string; bookedBy: string; shot: string },
) {
  const other = await newContextOnServerClock(browser, baseURL);
  const page = await other.newPage();
  await page.setViewportSize({ width: who.width, height: who.height });
  await signInAs(page, who.username);
  await page.goto('/app/reservations');
  const card = page
    .getByRole('region', { name: displayDate(booking.date) })
    .getByRole('article', { name: booking.card });
  await expect(card.getByTestId('booked-by')).toHaveText(booking.bookedBy);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: booking.shot, fullPage: true });
  await other.close();
}

test('book a desk for a colleague, who then sees it (English phone, Dutch tablet)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await apiToken(request, 'staff');
  const ann = await person(request, 'bookfor-ann', 'Ann', 'en');
  const bea = await person(request, 'bookfor-bea', 'Bea', 'nl');
  const group = await groupOf(request, staff, 'Book for', [ann.id, bea.id]);
  const desk = await findDesk(request, bea.token, (d) => d.name === 'U2.34');
  await cancelAllOnDesk(request, bea.token, desk.id);
  try {
    const days = await timetables(request, bea.token, desk.id);
    const date = Object.keys(days).find((d) => days[d].some((s) => isFree(s)))!;
    const slot = days[date].find((s) => isFree(s))!;

    // Ann, on a phone in English, books the slot for Bea.
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, 'bookfor-ann');
    await page.goto(`/app/booking_time_slots/${desk.id}?date=${date}`);
    await page.getByRole('button', { name: new RegExp(`^${slot.time}`) }).click();
    const picker = page.getByRole('combobox', { name: 'Book for' });
    await picker.fill('Bea');
    await page.getByRole('option', { name: 'Bea Bookfor' }).click();
    await expect(page.getByText("The booking will be Bea Bookfor's")).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Repeat' })).toBeDisabled();
    await page.getByRole('button', { name: 'Book now (1)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked for Bea Bookfor.' })).toBeVisible();
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: '.tmp/screenshots/colleague-book-for-en.png', fullPage: true });

    // Bea, on a tablet in Dutch, sees it as hers, booked by Ann.
    await colleagueSeesIt(
      browser,
      baseURL!,
      { username: 'bookfor-bea', width: 820, height: 1180 },
      {
        date,
        card: `${desk.name} ${slot.time}`,
        bookedBy: 'Gereserveerd door Ann Bookfor',
        shot: '.tmp/screenshots/colleague-booked-by-nl.png',
      },
    );
  } finally {
    await cancelAllOnDesk(request, bea.token, desk.id);
    expect((await api(request, staff, 'DELETE', `setup/groups/${group}`)).status).toBeLessThan(300);
  }
});

test('book a meeting room for a colleague, who then sees it (Dutch tablet, English phone; decision 398)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const staff = await apiToken(request, 'staff');
  const ann = await person(request, 'bookfor-ann', 'Ann', 'en');
  const bea = await person(request, 'bookfor-bea', 'Bea', 'nl');
  const group = await groupOf(request, staff, 'Book for rooms', [ann.id, bea.id]);
  await cancelOwnRoomBookings(request, ann.token);
  try {
    const tomorrow = addDays(toApiDate(serverNow(baseURL!)), 1);
    // Bea, on a tablet in Dutch, finds a room for tomorrow 15:00-16:00 and books it for Ann.
    await page.setViewportSize({ width: 820, height: 1180 });
    await signInAs(page, 'bookfor-bea');
    await page.goto(`/app/find_room?date=${tomorrow}&from=15:00&to=16:00`);
    await expect(page.getByRole('heading', { name: 'Vergaderruimte zoeken' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Reserveren voor' });
    await picker.fill('Ann');
    await page.getByRole('option', { name: 'Ann Bookfor' }).click();
    await expect(page.getByText('De reservering wordt van Ann Bookfor')).toBeVisible();
    const free = page
      .getByRole('article')
      .filter({ has: page.getByText('Vrij', { exact: true }) })
      .first();
    const roomName = (await free.getByText(/.+/).first().textContent())!.trim();
    await free.getByRole('button', { name: 'Reserveer 15:00–16:00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gereserveerd voor Ann Bookfor.' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/find_room/);
    await expect(
      page.getByRole('article', { name: roomName, exact: true }).getByText('Bezet', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: '.tmp/screenshots/bookfor2-room-for-colleague-nl.png', fullPage: true });

    // Ann, on a phone in English, has the room among her reservations, booked by Bea, and a message.
    await colleagueSeesIt(
      browser,
      baseURL!,
      { username: 'bookfor-ann', width: 360, height: 740 },
      {
        date: tomorrow,
        card: `Meeting room ${roomName} 15:00-16:00`,
        bookedBy: 'Booked by Bea Bookfor',
        shot: '.tmp/screenshots/bookfor2-room-booked-by-en.png',
      },
    );
  } finally {
    await cancelOwnRoomBookings(request, ann.token);
    expect((await api(request, staff, 'DELETE', `setup/groups/${group}`)).status).toBeLessThan(300);
  }
});
