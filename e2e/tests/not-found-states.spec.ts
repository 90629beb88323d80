import { type Page } from '@playwright/test';
import { expect, test, expectPath, signIn } from './support';

/** jasper.gerritsen is a demo staff member whose profile language is Dutch. */
async function signInDutchStaff(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill('jasper.gerritsen');
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill('flexapp');
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await page.waitForURL(/\/dashboard\/buildings/);
}

test.describe('addresses that name nothing say so (decision 180)', () => {
  test.slow();

  test('an unknown building on my_dashboard shows a not-found state and leads to the first building', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await page.goto('/dashboard/buildings/999/all/all');
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Building 999 does not exist' })).toBeVisible();
    // No dashboard of zeros behind it.
    await expect(page.getByTestId('occupancy-card')).toHaveCount(0);
    await page.screenshot({ path: '.tmp/shots/dashboard-unknown-building-1024.png' });
    await state.getByRole('link', { name: 'Show the first building' }).click();
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await expect(page.getByTestId('not-found-state')).toHaveCount(0);
    await expect(page.getByTestId('occupancy-card')).toBeVisible();
  });

  test('an unknown floor leads back to its building; letters in the address lead to the start page', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    const buildings = await (
      await page.request.get('/api/buildings', {
        headers: { Authorization: `JWT ${await page.evaluate(() => localStorage.getItem('flexapp.token'))}` },
      })
    ).json();
    const building = buildings[0].id as number;
    await page.goto(`/dashboard/buildings/${building}/999999/all`);
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Floor 999999 does not exist' })).toBeVisible();
    await state.getByRole('link', { name: 'Show the whole building' }).click();
    await expectPath(page, `/dashboard/buildings/${building}/all/all`);
    await expect(page.getByTestId('occupancy-card')).toBeVisible();

    // Letters are no place at all: the spec sends any such /dashboard path to the loader, then the start page.
    await page.goto('/dashboard/buildings/abc/all/all');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await expect(page.getByTestId('occupancy-card')).toBeVisible();
  });

  test('in Dutch at 360 px: the unknown building reads in Dutch and fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInDutchStaff(page);
    await page.goto('/dashboard/buildings/999/all/all');
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Gebouw 999 bestaat niet' })).toBeVisible();
    const button = state.getByRole('link', { name: 'Toon het eerste gebouw' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '.tmp/shots/dashboard-unknown-building-nl-360.png', fullPage: true });
  });

  test('bookings page 999 says how many pages there are and goes to the last one', async ({ page }) => {
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\/all\/all\/all\/[\d-]+\/[\d-]+\/1$/, { timeout: 60_000 });
    await expect(page.getByTestId('booking-row').first()).toBeVisible({ timeout: 60_000 });
    const count = Number((await page.getByTestId('bookings-count').innerText()).replace(/\D/g, ''));
    const pages = Math.ceil(count / 100);
    expect(pages).toBeGreaterThan(1);
    await page.goto(page.url().replace(/\/1$/, '/999'));
    const state = page.getByTestId('bookings-page-not-found');
    await expect(state.getByRole('heading', { name: 'Page 999 does not exist' })).toBeVisible();
    await expect(state).toContainText(`These bookings fit on ${pages} pages.`);
    await state.getByRole('button', { name: `Go to page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${pages}$`));
    await expect(page.getByTestId('booking-row').first()).toBeVisible();
  });

  test('bookings for an unknown building, and a period without bookings cannot be downloaded (Dutch)', async ({
    page,
  }) => {
    await signInDutchStaff(page);
    await page.goto('/dashboard/bookings/999/all/all/2026-11-23/2026-11-24/1');
    await expect(page.getByRole('heading', { name: 'Gebouw 999 bestaat niet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Downloaden' })).toBeDisabled();
    await page.getByRole('link', { name: 'Toon alle reserveringen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\/all\/all\/all\/2026-11-23\/2026-11-24\/1$/);
    await expect(page.getByTestId('booking-row').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Downloaden' })).toBeEnabled();

    // Years ahead nothing is booked: the table says so and there is nothing to download.
    await page.goto('/dashboard/bookings/all/all/all/2030-01-07/2030-01-08/1');
    await expect(page.getByTestId('bookings-empty')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Downloaden' })).toBeDisabled();
  });
});
