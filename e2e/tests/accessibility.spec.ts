import { expect, signInByApi, test } from './support';
import { api, findDesk } from './booking-support';
import { audit, expectOneH1, settled, SHOTS } from './screen-checks';

// WCAG 2.2 AA audit (axe-core) of the states a screen reaches only by a person's hand, in English and in Dutch:
// zero critical or serious violations. Every route as it opens is audited in screens.spec.ts (decision 380).
// Staff accounts see both the dashboard and the employee app: `staff` (English) and
// `beheerder` (Dutch, password as for every generated user).

const languages = [
  { lang: 'en', username: 'staff', password: 'staff' },
  { lang: 'nl', username: 'beheerder', password: 'flexapp' },
] as const;

interface Ids {
  deskId: number;
  floorId: number;
  buildingId: number;
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
    const token = `JWT ${(await login.json()).token}`;
    const desk = await findDesk(request, token, (d) => !d.is_closed);
    ids = { deskId: desk.id, floorId: desk.floor.id, buildingId: desk.building.id };
    expect((await api(request, token, 'GET', 'buildings')).status).toBe(200);
  });

  for (const { lang, username, password } of languages) {
    test(`employee app dialogs and unfolded states (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInByApi(page, username, password);
      // The find-desk tree unfolded one level, a colleague's details and the desk dialog.
      await page.goto('/app/find_desk');
      await page.getByRole('button', { expanded: false }).first().click();
      await audit(page, `find_desk expanded (${lang})`);
      await page.goto('/app/colleagues');
      await page.getByTestId('colleague-list').getByRole('button').first().click();
      await expect(page).toHaveURL(/colleague_details/);
      await audit(page, `colleague_details (${lang})`);
      await expectOneH1(page, 'colleague_details');
      // The plan at tablet size: on a phone the whole floor is a thumbnail whose pins sit closer
      // than 24 px apart; the phone's zoomable plan (44 px targets) is the employee-app part of issue 16.
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`/app/floor_layout?building=${ids.buildingId}&floor=${ids.floorId}`);
      await audit(page, `floor_layout with a plan (${lang})`);
      await page.screenshot({ path: `${SHOTS}/app-floor-plan-${lang}.png`, fullPage: true });
      const pin = page.locator('[data-testid^="pin-"]').first();
      if (await pin.count()) {
        await pin.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page, `desk dialog (${lang})`);
      }
    });

    // Issue 35: on a phone the whole floor put pins closer than 24 px apart (WCAG 2.5.8 target size). The map
    // opens at the zoom where pins keep their distance (decision 195): no serious violation at 360 px.
    test(`floor map on a phone, 360 px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signInByApi(page, username, password);
      await page.goto(`/app/floor_layout?building=${ids.buildingId}&floor=${ids.floorId}`);
      await expect(page.locator('[data-testid^="pin-"]').first()).toBeVisible();
      await audit(page, `floor_layout at 360 px (${lang})`);
      await page.screenshot({ path: `.tmp/screenshots/screens-floor-map-360-${lang}.png` });
    });

    test(`dashboard menus (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInByApi(page, username, password);
      await page.goto('/dashboard/profile/edit');
      await settled(page);
      await page.getByTestId('profile-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(page, `profile menu (${lang})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^(notifications|meldingen)$/i }).click();
      await expect(page.getByRole('menu', { name: /^(notifications|meldingen)$/i })).toBeVisible();
      await audit(page, `notifications menu (${lang})`);
    });
  }
});
