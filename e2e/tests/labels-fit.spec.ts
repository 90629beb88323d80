import type { Page } from '@playwright/test';
import { clippedLabels } from './clipped-labels';
import { api } from './booking-support';
import { resize } from './screen-checks';
import { expect, test, expectPath, serverNow, signInByApi } from './support';

// Issue 35: at 360 px labels were cut off on Find desk, the desk dialog, reservations, the cancel dialog and the
// colleague filter, and at 820 px on Find desk and the desk dialog, in both languages. Every label there is
// readable in full: it wraps, or it is shorter with the full text for screen readers. Demo people of their own
// (with reservations from the seed), so no other journey changes what they see.

const people = { en: 'isla.cooper', nl: 'marieke.dijkstra' } as const;
const words = {
  en: { cancel: 'Cancel', filter: 'Filter', apply: 'Apply', room: 'Meeting room' },
  nl: { cancel: 'Annuleren', filter: 'Filter', apply: 'Toepassen', room: 'Vergaderruimte' },
} as const;

/** Signed in as the language's person (decision 380: through the API), on the screen at `path`. */
async function openAs(page: Page, lang: 'en' | 'nl', path: string) {
  if (lang === 'nl') await dutchProfile(page, people.nl);
  await signInByApi(page, people[lang], 'flexapp');
  await page.goto(path);
  await expectPath(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The Dutch person's profile language is Dutch (set through the API), as signInDutch does. */
async function dutchProfile(page: Page, username: string) {
  const login = await page.request.post('/api/users/login/', { data: { username, password: 'flexapp' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `JWT ${(await login.json()).token}` };
  const self = await (await page.request.get('/api/users/self/', { headers })).json();
  const saved = await page.request.put('/api/users/self/', {
    headers,
    data: { first_name: self.first_name, last_name: self.last_name, profile: { language: 'nl' } },
  });
  expect(saved.ok()).toBe(true);
}

/** A meeting room reservation of the person's (its name is longer than a desk's), booked once. */
async function bookMeetingRoom(page: Page, lang: 'en' | 'nl') {
  const login = await page.request.post('/api/users/login/', { data: { username: people[lang], password: 'flexapp' } });
  const token = `JWT ${(await login.json()).token}`;
  type Mine = { list: Record<string, { room: { id: number } | null }[]> };
  const mine = (await api<Mine>(page.request, token, 'GET', 'booking/reservations/me/')).body.list;
  if (Object.values(mine).some((day) => day.some((r) => r.room))) return;
  const buildings = (await api<{ id: number }[]>(page.request, token, 'GET', 'buildings')).body;
  // Tomorrow in the organisation's time zone, on the server's clock.
  const tomorrow = new Date(serverNow(test.info().project.use.baseURL!).getTime() + 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(tomorrow);
  type Rooms = { rooms: { id: number }[] };
  for (const b of buildings) {
    const rooms = (
      await api<Rooms>(page.request, token, 'GET', `booking/rooms/availability/?building_id=${b.id}&date=${date}`)
    ).body.rooms;
    for (const room of rooms) {
      const at = lang === 'en' ? ['15:00', '15:30'] : ['16:00', '16:30'];
      const made = await api(page.request, token, 'POST', 'booking/new/', [
        { date, room_id: room.id, time_start: at[0], time_end: at[1], attendees: 1 },
      ]);
      if (made.status === 201) return;
    }
  }
  throw new Error('no meeting room free');
}

async function settled(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
}

/** Unfolds the whole tree: every building, floor and room, down to the desks. */
async function unfoldTree(page: Page) {
  const tree = page.getByRole('list', { name: /^(Buildings|Gebouwen)/ });
  const closed = tree.getByRole('button', { expanded: false });
  await expect(closed.first()).toBeVisible();
  for (let opened = 0; (await closed.count()) > 0; opened++) {
    expect(opened, 'the tree unfolds within 200 clicks').toBeLessThan(200);
    await closed.first().click();
    await settled(page);
  }
  await expect(page.locator('[data-testid^="desk-leaf-"]').first()).toBeVisible();
}

// The two journeys are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

// The languages are steps of one test in one context (decision 455): the Dutch person's API sign-in replaces the
// English one's from the next page on.
// One page load for both sizes (decision 380): the tree unfolds once, then the page and the dialog are read at each.
test('Find desk and the desk dialog at 360 and 820 px: no label cut off (en, nl)', async ({ page }) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await openAs(page, lang, '/app/find_desk');
      await settled(page);
      await unfoldTree(page);
      for (const width of [360, 820]) {
        await resize(page, width, 800);
        await settled(page);
        await page.screenshot({ path: `.tmp/screenshots/screens-find-desk-${width}-${lang}.png`, fullPage: true });
        expect(await clippedLabels(page, page.locator('main')), `Find desk at ${width} px`).toEqual([]);
      }
      // A desk someone else holds: its dialog says by whom and offers to notify when it is free.
      await page
        .locator('[data-testid^="desk-leaf-"]', { hasText: lang === 'en' ? 'Busy' : 'Bezet' })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (const width of [820, 360]) {
        await resize(page, width, 800);
        await settled(page);
        await page.screenshot({ path: `.tmp/screenshots/screens-desk-dialog-${width}-${lang}.png` });
        expect(await clippedLabels(page, dialog), `the desk dialog at ${width} px`).toEqual([]);
      }
    });
  }
});

test('reservations, the cancel dialog and the colleague filter at 360 px: no label cut off (en, nl)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      await bookMeetingRoom(page, lang);
      await openAs(page, lang, '/app/reservations');
      await settled(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `.tmp/screenshots/screens-reservations-360-${lang}.png`, fullPage: true });
      expect(await clippedLabels(page, page.locator('main'))).toEqual([]);
      const room = page.getByRole('article', { name: new RegExp(`^${words[lang].room} `) });
      await room.getByRole('button', { name: words[lang].cancel }).click();
      const cancel = page.getByTestId('cancel-dialog').getByRole('dialog');
      await expect(cancel).toBeVisible();
      await page.screenshot({ path: `.tmp/screenshots/screens-cancel-dialog-360-${lang}.png` });
      expect(await clippedLabels(page, cancel)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(cancel).toHaveCount(0);

      await page.goto('/app/colleagues');
      await settled(page);
      await page.getByRole('button', { name: new RegExp(`^${words[lang].filter}`) }).click();
      const filters = page.getByRole('dialog');
      await expect(filters).toBeVisible();
      await page.screenshot({ path: `.tmp/screenshots/screens-colleague-filter-360-${lang}.png` });
      expect(await clippedLabels(page, filters)).toEqual([]);
      // Every filter on: the bar above the list shows them all.
      for (const box of await filters.getByRole('checkbox').all()) await box.check();
      await filters.getByRole('button', { name: words[lang].apply }).click();
      await expect(filters).toHaveCount(0);
      await settled(page);
      await page.screenshot({ path: `.tmp/screenshots/screens-colleague-filter-bar-360-${lang}.png` });
      expect(await clippedLabels(page, page.locator('main'))).toEqual([]);
    });
  }
});
