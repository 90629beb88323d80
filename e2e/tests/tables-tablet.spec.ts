import { type Locator, type Page } from '@playwright/test';
import { expect, test, expectPath, signIn } from './support';
import { signOut } from './variants';

/** The right edge of `cell` lies inside the visible part of its scroll region. */
async function fullyVisibleIn(cell: Locator, region: Locator) {
  const [c, r] = [(await cell.boundingBox())!, (await region.boundingBox())!];
  return c.x >= r.x - 1 && c.x + c.width <= r.x + r.width + 1;
}

async function staffAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, 'staff');
  await expectPath(page, '/dashboard/buildings/all/all/all');
}

// The widths are steps of one test in one context (decision 455): staff sign in once, the page is resized and
// opened again.
test('check-ins table at 1024 and 768 px: wider than the screen, it shows a cue and scrolls by keyboard to every column', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await staffAt(page, 1024);
  for (const width of [1024, 768]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/checkins');
      const region = page.getByRole('region', { name: 'Check-ins' });
      await expect(region).toBeVisible();
      await expect(page.getByTestId('checkin-row').first()).toBeVisible();
      const frame = region.locator('..');
      await expect(frame).toHaveAttribute('data-more-right', 'true');
      const visiting = page.getByRole('columnheader', { name: 'Visiting' });
      expect(await fullyVisibleIn(visiting, region)).toBe(false);
      // Keyboard only: focus the region and scroll it to the far end.
      await region.focus();
      await expect(region).toBeFocused();
      for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => fullyVisibleIn(visiting, region)).toBe(true);
      await expect(frame).toHaveAttribute('data-more-left', 'true');
      await page.screenshot({ path: `.tmp/shots/checkins-${width}.png` });
    });
  }
});

test('my_dashboard tables at 1024 px: usage and check-in times are never cut', async ({ page }) => {
  await staffAt(page, 1024);
  for (const id of ['most-used-rooms', 'recent-meeting-rooms']) {
    const table = page.getByTestId(`${id}-table`);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const lastCell = table.locator('tbody tr').first().locator('td').last();
    const region = table.locator('xpath=ancestor::*[@data-testid="scroll-table"][1]');
    // Either the last column fits, or the table says it scrolls (a named, focusable region with a cue).
    if (!(await fullyVisibleIn(lastCell, region))) {
      await expect(region).toHaveAttribute('data-scrollable', 'true');
      await expect(region).toHaveAttribute('tabindex', '0');
    }
    // A figure or a time is whole: "996h 28m", not "996h 28r".
    await expect(lastCell).toHaveJSProperty('scrollWidth', await lastCell.evaluate((e) => e.clientWidth));
  }
  await page.screenshot({ path: '.tmp/shots/my-dashboard-1024.png', fullPage: true });
});

// The languages are steps of one test in one context (decision 455): the Dutch staff member signs in after the
// English one signed out.
test('bookings filters show every label whole (en, nl)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  for (const who of [
    { lang: 'en', username: 'staff', password: 'staff' },
    { lang: 'nl', username: 'beheerder', password: 'flexapp' },
  ]) {
    await test.step(who.lang, async () => {
      if (who.lang === 'en') await page.goto('/login');
      else await signOut(page);
      await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(who.username);
      await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(who.password);
      await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      await expectPath(page, '/dashboard/buildings/all/all/all');
      await page.goto('/dashboard/bookings/all/all/all');
      await expect(page.getByTestId('booking-row').first()).toBeVisible();
      // The longest building name chosen, and the period's longest option.
      await page.getByTestId('bookings-building').click();
      await page.getByRole('option', { name: 'Amsterdam – Zuidas' }).click();
      await page.keyboard.press('Escape');
      // The building picker is a button naming the choice (decision 426), floor and room are inputs.
      const building = page.getByTestId('bookings-building');
      await expect(building).toHaveText('Amsterdam – Zuidas');
      expect(await building.evaluate((e) => e.scrollWidth > e.clientWidth + 1), 'the building shows whole').toBe(false);
      for (const id of ['bookings-floor', 'bookings-room']) {
        const input = page.getByTestId(id);
        await expect(input).toHaveValue(/.+/);
        const cut = await input.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
        expect(cut, `${id} shows "${await input.inputValue()}" whole`).toBe(false);
      }
      // The period is a button whose label wraps rather than being cut (decision 174).
      const range = page.getByTestId('bookings-range');
      await expect(range).toHaveText(/.+/);
      const cut = await range.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
      expect(cut, `the period shows "${await range.innerText()}" whole`).toBe(false);
    });
  }
});
