import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken, cancelAllOnDesk, displayDate, findDesk, isFree, timetables } from './booking-support';
import { keptPerson, signInWithForm, tokenOf } from './people';
import { expect, expectPath, test } from './support';
import { signOut } from './variants';

// Favourites (issue 37, decision 260), in English on a phone and in Dutch on a tablet: star a desk on its slot
// screen and a meeting room in the room finder, book the desk in one tap from "My favourites" on the find-desk
// screen for tomorrow, then unstar both.
const PASSWORD = 'favourite-person-secret-1';

/** A fresh colleague per language (made by staff; kept when it exists), without stars or bookings. */
async function person(request: APIRequestContext, username: string, language: 'en' | 'nl') {
  await keptPerson(request, { username, first_name: 'Fav', last_name: username, language, password: PASSWORD });
  const token = (await tokenOf(request, username, PASSWORD)).authorization;
  const stars = await api<{ favourites: { kind: string; id: number }[] }>(request, token, 'GET', 'booking/favourites');
  for (const f of stars.body.favourites) {
    const res = await request.delete(`/api/booking/favourites/${f.kind}/${f.id}`, {
      headers: { authorization: token },
    });
    expect(res.status()).toBe(204);
  }
  return token;
}

async function signInAs(page: Page, username: string) {
  await signInWithForm(page, username, PASSWORD);
  await expectPath(page, '/app');
}

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
}

const cases = [
  {
    lang: 'en',
    username: 'favourite-en',
    desk: 'U2.14',
    viewport: { width: 360, height: 740 },
    t: {
      star: (name: string) => `Add ${name} to my favourites`,
      unstar: (name: string) => `Remove ${name} from my favourites`,
      favourites: 'My favourites',
      book: (name: string) => `Book ${name} on the chosen day`,
      booked: (name: string) => `${name} is booked for you.`,
      openRoom: (name: string) => `Find a time in ${name}`,
    },
  },
  {
    lang: 'nl',
    username: 'favourite-nl',
    desk: 'U2.15',
    viewport: { width: 820, height: 1180 },
    t: {
      star: (name: string) => `${name} aan mijn favorieten toevoegen`,
      unstar: (name: string) => `${name} uit mijn favorieten halen`,
      favourites: 'Mijn favorieten',
      book: (name: string) => `${name} op de gekozen dag reserveren`,
      booked: (name: string) => `${name} is voor u gereserveerd.`,
      openRoom: (name: string) => `Een tijd zoeken in ${name}`,
    },
  },
] as const;

// The languages are steps of one test in one context (decision 455), each with its own people and data: the second
// language's person signs in after the first one signed out.
test('star a desk and a room, book the desk in one tap from my favourites, unstar (en, nl)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  for (const c of cases) {
    await test.step(c.lang, async () => {
      await page.setViewportSize(c.viewport);
      const token = await person(request, c.username, c.lang);
      const staff = await apiToken(request, 'staff');
      const desk = await findDesk(request, token, (d) => d.name === c.desk);
      await cancelAllOnDesk(request, staff, desk.id);
      await cancelAllOnDesk(request, token, desk.id);
      const before = await timetables(request, token, desk.id);
      const tomorrow = Object.keys(before)[1];
      const freeBefore = before[tomorrow].filter((s) => isFree(s)).map((s) => s.timetable.id);
      expect(freeBefore.length).toBeGreaterThan(0);

      if (c !== cases[0]) await signOut(page);
      await signInAs(page, c.username);
      await page.goto(`/app/booking_time_slots/${desk.id}`);
      const star = page.getByRole('button', { name: c.t.star(desk.name) });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(page.getByRole('button', { name: c.t.unstar(desk.name) })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/app/find_room');
      const room = page.getByRole('region').getByRole('article').first();
      const roomName = (await room.getAttribute('aria-label'))!;
      await room.getByRole('button', { name: c.t.star(roomName) }).click();
      await expect(room.getByRole('button', { name: c.t.unstar(roomName) })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/app/find_desk');
      const favourites = page.getByRole('region', { name: c.t.favourites });
      await expect(favourites.getByRole('listitem')).toHaveCount(2);
      await expect(favourites.getByRole('listitem').nth(0)).toContainText(desk.name);
      await expect(favourites.getByRole('listitem').nth(1)).toContainText(roomName);
      await expect(favourites.getByRole('link', { name: c.t.openRoom(roomName) })).toBeVisible();
      await favourites.getByRole('radio', { name: displayDate(tomorrow) }).click();
      await expect(favourites.getByRole('radio', { name: displayDate(tomorrow) })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await noSeriousAxe(page);
      await page.screenshot({ path: `.tmp/screenshots/week-favourites-${c.lang}.png`, fullPage: true });
      await favourites.getByRole('button', { name: c.t.book(desk.name) }).click();
      await expect(favourites.getByRole('status')).toHaveText(c.t.booked(desk.name));

      // Every slot of the desk that was free on that day is now the person's.
      const after = (await timetables(request, token, desk.id))[tomorrow];
      expect(after.filter((s) => s.owner).map((s) => s.timetable.id)).toEqual(freeBefore);
      await page.screenshot({ path: `.tmp/screenshots/week-favourites-booked-${c.lang}.png`, fullPage: true });

      // Unstarred on the slot screen, the desk leaves the list; the room stays.
      await page.goto(`/app/booking_time_slots/${desk.id}?date=${tomorrow}`);
      await page.getByRole('button', { name: c.t.unstar(desk.name) }).click();
      await expect(page.getByRole('button', { name: c.t.star(desk.name) })).toHaveAttribute('aria-pressed', 'false');
      await page.goto('/app/find_desk');
      await expect(favourites.getByRole('listitem')).toHaveCount(1);
      await expect(favourites.getByRole('listitem')).toContainText(roomName);
      await cancelAllOnDesk(request, token, desk.id);
    });
  }
});
