import { type Page } from '@playwright/test';
import { apiToken, findDesk } from './booking-support';
import { expect, test, signInByApiAs } from './support';

test.describe('the floor map on a phone', () => {
  // With motion, as most people see it: the one journey that waits out the zoom's glide (decision 413).
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'no-preference' });

  test('zooms so a thumb can hit a pin (44 px or more), and desk names appear once they fit', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.05');
    await signInByApiAs(page, 'employee');
    await page.goto(`/app/floor_layout?building=${desk.building.id}&floor=${desk.floor.id}`);
    const pin = page.getByTestId(`pin-${desk.id}`);
    await expect(pin).toBeVisible();
    const plan = page.locator('[data-scale]');
    // Names chosen, but at phone width they would collide: not shown yet.
    await page.locator('.mantine-MultiSelect-input').click();
    await page.getByRole('option', { name: 'Desk' }).click();
    await page.keyboard.press('Escape');
    await expect(pin.getByText('U2.05')).toHaveCount(0);
    const small = (await pin.boundingBox())!;
    expect(small.width).toBeLessThan(44);

    // On a phone the plan opens zoomed so far that pins keep 24 px apart (decision 195).
    await expect.poll(async () => Number(await plan.getAttribute('data-scale'))).toBeGreaterThan(1);
    // Zoom in until the pin is a thumb's size (each press zooms a step).
    for (let i = 0; i < 6 && (await pin.boundingBox())!.width < 44; i++) {
      const before = Number(await plan.getAttribute('data-scale'));
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await zoomSettled(page, desk.id, before);
    }
    const big = (await pin.boundingBox())!;
    expect(big.width).toBeGreaterThanOrEqual(44);
    expect(big.height).toBeGreaterThanOrEqual(44);
    await expect(pin.getByText('U2.05')).toBeVisible();
    await page.screenshot({ path: '.tmp/shots/floor-map-zoomed-360.png' });
    // A tap on a pin in view of the zoomed plan (its centre, where a tap lands) still opens its desk.
    const inView = await page.evaluate(() => {
      const frame = document.querySelector('.react-transform-wrapper')!.getBoundingClientRect();
      const pins = [...document.querySelectorAll<HTMLElement>('[data-testid^="pin-"]')];
      const hit = pins.find((p) => {
        const r = p.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        return x > frame.left + 4 && x < frame.right - 4 && y > frame.top + 4 && y < frame.bottom - 4;
      });
      return hit ? { id: hit.dataset.testid!, name: hit.getAttribute('aria-label')! } : null;
    });
    expect(inView).not.toBeNull();
    await page.getByTestId(inView!.id).click();
    await expect(page.getByRole('dialog')).toContainText(inView!.name.replace(/^Desk (\S+),.*$/, '$1'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Whole floor' }).click();
    await expect.poll(async () => Number(await plan.getAttribute('data-scale'))).toBe(1);
  });
});

/**
 * The zoom animates: waits until the plan's scale has moved past `before` (or sits at the top, 4) and the pin's
 * drawn width has held still for three animation frames.
 */
async function zoomSettled(page: Page, deskId: number, before: number) {
  await page.waitForFunction(
    ([id, from]) => {
      const scale = Number(document.querySelector<HTMLElement>('[data-scale]')!.dataset.scale);
      const width = document.querySelector(`[data-testid="pin-${id}"]`)!.getBoundingClientRect().width;
      const seen = ((window as unknown as { zoomWidths?: number[] }).zoomWidths ??= []);
      seen.push(width);
      const still = seen.length >= 3 && seen.slice(-3).every((w) => w === width);
      if (!(scale > from || from >= 4) || !still) return false;
      delete (window as unknown as { zoomWidths?: number[] }).zoomWidths;
      return true;
    },
    [deskId, before] as const,
    { polling: 'raf' },
  );
}

test.describe('the floor map on a phone, tapped early', () => {
  // The plan's image is held back by the test itself, so no service worker may answer it first.
  test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

  test('"Whole floor" tapped before the plan has loaded is kept when it loads (decision 443)', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.05');
    await signInByApiAs(page, 'employee');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'image') await held;
      await route.fallback();
    });
    await page.goto(`/app/floor_layout?building=${desk.building.id}&floor=${desk.floor.id}`);
    const pin = page.getByTestId(`pin-${desk.id}`);
    await expect(pin).toBeVisible();
    await page.getByRole('button', { name: 'Whole floor' }).click();
    release();
    // The plan has loaded and its pins are spaced (the render that also knows the start zoom, decision 195).
    await expect(pin).toHaveAttribute('style', /--pin-box/);
    await expect(page.locator('[data-scale]')).toHaveAttribute('data-scale', '1');
    await expect(pin).toBeInViewport();
    await pin.click();
    await expect(page.getByRole('dialog')).toContainText('U2.05');
  });
});
