import type { Page } from '@playwright/test';
import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath } from './support';
import { signOut } from './variants';

// Issue 35, item 3: Find a meeting room has its own title; Back closes an open list on it, and the desk dialog
// on Find desk, instead of leaving the screen; the desk tree stays unfolded when one comes back to Find desk;
// each control of Find a meeting room has a name of its own. Demo people of their own (password flexapp).

const people = { en: 'laura.hughes', nl: 'pieter.jacobs' } as const;

async function signInAs(page: Page, lang: 'en' | 'nl', startAt = '/login') {
  if (lang === 'nl') return signInDutch(page, people.nl);
  await page.goto(startAt);
  await page.getByRole('textbox', { name: 'Username' }).fill(people.en);
  await page.getByRole('textbox', { name: 'Password' }).fill('flexapp');
  await page.getByRole('button', { name: 'Log in' }).click();
}

const roomTexts = {
  en: { reservations: 'My reservations · flexapp', title: 'Find a meeting room · flexapp', link: 'Find meeting room' },
  nl: {
    reservations: 'Mijn reserveringen · flexapp',
    title: 'Vergaderruimte zoeken · flexapp',
    link: 'Vergaderruimte zoeken',
  },
};

// The languages are steps of one test in one context (decision 455): the Dutch colleague signs in after the
// English one signed out.
test('Find a meeting room has its own title, also after My reservations (en, nl)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      if (lang !== 'en') await signOut(page);
      await signInAs(page, lang);
      await expectPath(page, '/app');
      await page.goto('/app/reservations');
      await expect(page).toHaveTitle(roomTexts[lang].reservations);
      await page.getByRole('link', { name: roomTexts[lang].link }).click();
      await expectPath(page, /\/app\/find_room/);
      await expect(page).toHaveTitle(roomTexts[lang].title);
    });
  }
});

test('Back with a list open on Find a meeting room closes the list and stays', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // As the audit did: signed in through the loader, so the entry before the screen is the loader's.
  await signInAs(page, 'en', '/dashboard/loader?nextUrl=/app/find_room');
  await expectPath(page, '/app/find_room');
  const start = page.getByRole('combobox', { name: 'Start time' });
  const list = page.getByRole('listbox', { name: 'Start times' });
  await start.click();
  await expect(list).toBeVisible();
  await page.goBack();
  await expect(list).toBeHidden();
  await expectPath(page, '/app/find_room');
  await expect(page.getByRole('heading', { name: 'Find a meeting room', level: 1 })).toBeVisible();

  // A choice from the list lands in the address of the screen's own entry; Back closes a list opened again.
  await start.click();
  await page.getByRole('option', { name: '09:00', exact: true }).click();
  await expect(list).toBeHidden();
  await expect(start).toHaveValue('09:00');
  await expect(page).toHaveURL(/[?&]from=09%3A00/);
  await page.getByRole('combobox', { name: 'End time' }).click();
  await expect(page.getByRole('listbox', { name: 'End times' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('listbox', { name: 'End times' })).toBeHidden();
  await expect(page).toHaveURL(/\/app\/find_room\?.*from=09%3A00/);
  await expect(start).toHaveValue('09:00');
});

// The languages are steps of one test in one context (decision 455): the Dutch colleague signs in after the
// English one signed out.
test('each control of Find a meeting room has a name of its own, its open list too (en, nl)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      if (lang !== 'en') await signOut(page);
      await signInAs(page, lang);
      await expectPath(page, '/app');
      await page.goto('/app/find_room');
      const fields = /^\s*- (combobox|listbox|textbox|spinbutton|checkbox) "([^"]+)"/;
      const names = async () =>
        (await page.locator('body').ariaSnapshot())
          .split('\n')
          .map((line) => fields.exec(line))
          .filter((m) => m !== null)
          .map((m) => m[2]!);
      const comboboxes = page.getByRole('main').getByRole('combobox');
      await expect(comboboxes.first()).toBeVisible();
      for (let i = 0; i < (await comboboxes.count()); i++) {
        await comboboxes.nth(i).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        const seen = await names();
        expect(seen.length).toBeGreaterThan(5);
        expect(
          seen.filter((n, at) => seen.indexOf(n) !== at),
          `controls named alike: ${seen.join(', ')}`,
        ).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('listbox')).toBeHidden();
      }
    });
  }
});

const deskTexts = {
  en: { tree: 'Buildings, floors, rooms and desks', book: 'Make booking', findDesk: 'Find desk' },
  nl: { tree: 'Gebouwen, verdiepingen, ruimtes en werkplekken', book: 'Reserveren', findDesk: 'Werkplek zoeken' },
};

// The languages are steps of one test in one context (decision 455): the Dutch colleague signs in after the
// English one signed out.
test('Find desk: Back closes the desk dialog, and the tree stays unfolded on return (en, nl)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      if (lang !== 'en') await signOut(page);
      await signInAs(page, lang);
      await expectPath(page, '/app');
      await page.getByRole('link', { name: deskTexts[lang].findDesk }).click();
      await expectPath(page, '/app/find_desk');
      const tree = page.getByRole('list', { name: deskTexts[lang].tree });
      // Building, floor and room: each the first still folded.
      for (let level = 0; level < 3; level++) {
        const folded = tree.getByRole('button', { expanded: false }).first();
        await expect(folded).toBeVisible();
        await folded.click();
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      }
      const leaf = page.locator('[data-testid^="desk-leaf-"]').first();
      await expect(leaf).toBeVisible();
      const unfolded = async () => tree.getByRole('button', { expanded: true }).allInnerTexts();
      const open = await unfolded();
      expect(open).toHaveLength(3);

      const dialog = page.getByRole('dialog');
      await leaf.click();
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expectPath(page, '/app/find_desk');

      // To the booking page from the dialog and Back: the tree as it was, no dialog.
      await leaf.click();
      await dialog.getByRole('button', { name: deskTexts[lang].book }).click();
      await expectPath(page, /\/app\/booking_time_slots\/\d+/);
      await page.goBack();
      await expectPath(page, '/app/find_desk');
      await expect(leaf).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await unfolded()).toEqual(open);

      // Home, then Find desk again from the menu of tiles: still unfolded.
      await page.goto('/app');
      await page.getByRole('link', { name: deskTexts[lang].findDesk }).click();
      await expectPath(page, '/app/find_desk');
      await expect(leaf).toBeVisible();
      expect(await unfolded()).toEqual(open);

      // A new tab of the same sign-in (or the installed app opened again): the tree as it was left.
      const second = await page.context().newPage();
      await second.goto('/app/find_desk');
      const again = second.getByRole('list', { name: deskTexts[lang].tree });
      await expect(second.locator('[data-testid^="desk-leaf-"]').first()).toBeVisible();
      expect(await again.getByRole('button', { expanded: true }).allInnerTexts()).toEqual(open);
      await second.close();
    });
  }
});
