import { addDays, toApiDate } from '@flexapp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { cancelOwnRoomBookings } from './booking-support';
import { keptPerson, signInWithForm, tokenOf } from './people';
import { expect, expectPath, newContextOnServerClock, serverNow, test } from './support';
import { signOut } from './variants';

// Meeting-room booking on a phone (issue 13, decision 130), in English and in Dutch.
test.use({ viewport: { width: 360, height: 740 } });

const PASSWORD = 'room-booker-secret-1';

/** Two fresh colleagues per language (made by staff through the setup API; kept when they already exist). */
async function person(request: APIRequestContext, username: string, language: 'en' | 'nl') {
  await keptPerson(request, { username, first_name: 'Room', last_name: username, language, password: PASSWORD });
  const token = (await tokenOf(request, username, PASSWORD)).authorization;
  // A rerun starts clean: the person's earlier room bookings are cancelled.
  await cancelOwnRoomBookings(request, token);
  return username;
}

async function signInAs(page: Page, username: string) {
  await signInWithForm(page, username, PASSWORD);
  await expectPath(page, '/app');
}

const texts = {
  en: {
    findRoom: 'Find meeting room',
    title: 'Find a meeting room',
    date: 'Date',
    building: 'Building',
    from: 'Start time',
    to: 'End time',
    people: 'People',
    screen: 'Screen',
    meetingTitle: 'Title (optional)',
    free: 'Free',
    busy: 'Busy',
    book: 'Book 10:00–11:00',
    saved: 'Your booking is saved.',
    meetingRoom: 'Meeting room',
    cancel: 'Cancel',
    cancelConfirm: 'Cancel booking',
  },
  nl: {
    findRoom: 'Vergaderruimte zoeken',
    title: 'Vergaderruimte zoeken',
    date: 'Datum',
    building: 'Gebouw',
    from: 'Begintijd',
    to: 'Eindtijd',
    people: 'Personen',
    screen: 'Scherm',
    meetingTitle: 'Titel (optioneel)',
    free: 'Vrij',
    busy: 'Bezet',
    book: 'Reserveer 10:00–11:00',
    saved: 'Uw reservering is opgeslagen.',
    meetingRoom: 'Vergaderruimte',
    cancel: 'Annuleren',
    cancelConfirm: 'Reservering annuleren',
  },
};

/** The journey in one language, on the booker's phone and the second person's (decision 455: both kept between languages). */
async function journey(page: Page, secondPage: Page, baseURL: string, lang: 'en' | 'nl', buildingIndex: number) {
  const x = texts[lang];
  const booker = await person(page.request, `room.booker.${lang}`, lang);
  const other = await person(page.request, `room.other.${lang}`, lang);
  const tomorrow = addDays(toApiDate(serverNow(baseURL)), 1);

  if (lang !== 'en') await signOut(page);
  await signInAs(page, booker);
  await page.goto('/app/reservations');
  await page.getByRole('link', { name: x.findRoom }).click();
  await expectPath(page, '/app/find_room');
  await expect(page.getByRole('heading', { name: x.title })).toBeVisible();
  await page.getByRole('textbox', { name: x.date }).fill(tomorrow);
  const building = page.getByRole('combobox', { name: x.building });
  await building.click();
  const options = page.getByRole('option');
  await options.nth(buildingIndex).click();
  for (const [label, value] of [
    [x.from, '10:00'],
    [x.to, '11:00'],
  ] as const) {
    const field = page.getByRole('combobox', { name: label, exact: true });
    await field.click();
    await page.getByRole('option', { name: value, exact: true }).click();
    await expect(field).toHaveValue(value);
  }
  await page.getByRole('textbox', { name: x.people }).fill('4');
  // One click, straight after typing, holds: check() fails when the click leaves the box unticked.
  await page.getByRole('checkbox', { name: x.screen }).check();
  await expect(page).toHaveURL(/people=4/);
  await expect(page).toHaveURL(/equipment=screen/);
  await page.getByRole('textbox', { name: x.meetingTitle }).fill('Sprint review');

  const firstFree = page
    .getByRole('article')
    .filter({ has: page.getByText(x.free, { exact: true }) })
    .first();
  await expect(firstFree).toBeVisible();
  const roomName = (await firstFree.getByText(/.+/).first().textContent())!.trim();
  // The room fits: 4 seats or more, a screen.
  await expect(firstFree.getByText(x.screen, { exact: true })).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/find-room-${lang}.png`, fullPage: true });
  await firstFree.getByRole('button', { name: x.book }).click();

  await expectPath(page, '/app/reservations');
  if (x.saved) await expect(page.getByText(x.saved)).toBeVisible();
  const card = page.getByRole('article', { name: `${x.meetingRoom} ${roomName} 10:00-11:00` });
  await expect(card).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/room-reservation-${lang}.png`, fullPage: true });

  // A second person sees the room busy from 10:00 to 11:00 tomorrow.
  await secondPage.setViewportSize({ width: 360, height: 740 });
  if (lang !== 'en') await signOut(secondPage);
  await signInAs(secondPage, other);
  await secondPage.goto(`/app/find_room?date=${tomorrow}&from=10:00&to=11:00`);
  await secondPage.getByRole('combobox', { name: x.building }).click();
  await secondPage.getByRole('option').nth(buildingIndex).click();
  const busyCard = secondPage.getByRole('article', { name: roomName, exact: true });
  await expect(busyCard.getByText(x.busy, { exact: true })).toBeVisible();
  await expect(busyCard).toContainText('10:00–11:00');
  // No way to book a busy room: its only button is the favourites star (decision 260).
  await expect(busyCard.getByRole('button', { name: /^(?!.*(favourites|favorieten)).*$/ })).toHaveCount(0);
  await secondPage.screenshot({ path: `.tmp/shots/find-room-busy-${lang}.png`, fullPage: true });

  // The booker cancels; the room is free again for the second person (a live update or a reload).
  await card.getByRole('button', { name: x.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: x.cancelConfirm }).click();
  await expect(card).toHaveCount(0);
  await secondPage.reload();
  await secondPage.getByRole('combobox', { name: x.building }).click();
  await secondPage.getByRole('option').nth(buildingIndex).click();
  await expect(
    secondPage.getByRole('article', { name: roomName, exact: true }).getByText(x.free, { exact: true }),
  ).toBeVisible();
}

test.describe('meeting rooms', () => {
  // The languages are steps of one test (decision 455), each with its own people and building.
  test('find a room for 4 with a screen tomorrow 10:00–11:00, book it, see it, a colleague sees it busy, cancel (English; Dutch in the second building)', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const second = await newContextOnServerClock(browser, baseURL!);
    try {
      const secondPage = await second.newPage();
      await test.step('English', () => journey(page, secondPage, baseURL!, 'en', 0));
      await test.step('Dutch: dezelfde reis in het tweede gebouw', () => journey(page, secondPage, baseURL!, 'nl', 1));
    } finally {
      await second.close();
    }
  });

  test('the filters hold at once: quick changes never undo each other', async ({ page, baseURL }) => {
    await signInAs(page, await person(page.request, 'room.quick.en', 'en'));
    await page.goto(`/app/find_room?date=${addDays(toApiDate(serverNow(baseURL!)), 1)}&from=10:00&to=11:00`);
    const screen = page.getByRole('checkbox', { name: 'Screen' });
    const whiteboard = page.getByRole('checkbox', { name: 'Whiteboard' });
    await page.getByRole('textbox', { name: 'People' }).fill('4');
    await screen.check();
    // Two clicks with no render between them (faster than any hand): untick the screen, tick the whiteboard.
    await page.evaluate(() => {
      for (const v of ['screen', 'whiteboard'])
        document.querySelector<HTMLInputElement>(`input[value="${v}"]`)!.click();
    });
    await expect(page).toHaveURL(/people=4&equipment=whiteboard$/);
    await expect(screen).not.toBeChecked();
    await expect(whiteboard).toBeChecked();
  });
});
