import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath, signIn } from './support';

test.describe('the employee app shell at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('each screen has its own title; Home has no Back that leaves the app (English)', async ({ page }) => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    await expect(page).toHaveTitle('Home · flexapp');
    // Right after sign-in, Back would lead out of the app: Home offers none.
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menuitem', { name: /^Messages/ }).click();
    await expectPath(page, '/app/messages');
    await expect(page).toHaveTitle('Messages · flexapp');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/app');
    await expect(page).toHaveTitle('Home · flexapp');
  });

  test('a screen opened directly goes Back to Home, not out of the app (Dutch)', async ({ page }) => {
    await signInDutch(page, 'maud.willems');
    await expect(page).toHaveTitle('Start · flexapp');
    await page.goto('/app/settings');
    await expect(page).toHaveTitle('Instellingen · flexapp');
    await page.getByRole('button', { name: 'Terug' }).click();
    await expectPath(page, '/app');
  });

  test('the app can be installed: a web app manifest with home-screen icons that are served', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ start_url: '/app', display: 'standalone', name: 'flexapp' });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toContain(icon.type);
    }
  });
});

test('the day row is one tab stop: arrow keys choose the day, and ten days fit a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'employee');
  await expectPath(page, '/app');
  await page.goto('/app/booking_time_slots/5');
  const days = page.getByRole('radiogroup').getByRole('radio');
  await expect(days).toHaveCount(10);
  const [first, second] = [days.nth(0), days.nth(1)];
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radiogroup').locator('[tabindex="0"]')).toHaveCount(1);
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(second).toBeFocused();
  await page.keyboard.press('End');
  await expect(days.nth(9)).toBeFocused();
  await expect(days.nth(9)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight'); // wraps round
  await expect(first).toHaveAttribute('aria-checked', 'true');
  // Nothing cut: the last day lies wholly inside the row at 1280 px.
  const row = (await page.getByRole('radiogroup').boundingBox())!;
  const last = (await days.nth(9).boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(row.x + row.width + 1);
});
