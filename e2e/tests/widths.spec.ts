import type { Page } from '@playwright/test';
import { api, apiToken, findDesk } from './booking-support';
import { expect, test } from './support';

// Issue 16: every screen right at every size. Each route of the employee app and the staff dashboard at
// phone (360), small tablet (768), tablet (1024) and desktop (1440) widths, in English and in Dutch (whose
// words are longer): the page itself never scrolls sideways (a wide table scrolls inside its own
// region, decision 174), and it has its one level-1 heading. Screenshots go to .tmp/screenshots/widths.

const SHOTS = '.tmp/screenshots/widths';
const sizes = [
  { lang: 'en', width: 360 },
  { lang: 'en', width: 768 },
  { lang: 'en', width: 1024 },
  { lang: 'en', width: 1440 },
  { lang: 'nl', width: 360 },
  { lang: 'nl', width: 768 },
  { lang: 'nl', width: 1024 },
  { lang: 'nl', width: 1440 },
] as const;
const accounts = { en: ['staff', 'staff'], nl: ['beheerder', 'flexapp'] } as const;

async function signIn(page: Page, lang: 'en' | 'nl') {
  const [username, password] = accounts[lang];
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expect(page).toHaveURL(/\/(app|dashboard)/);
}

/** How far the page scrolls sideways, and what sticks out furthest (for the failure message). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    let widest = '';
    if (extra > 1) {
      let right = 0;
      // What sticks out of the page itself: elements inside a region that scrolls or clips are that region's.
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        return false;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right <= right || clipped(el)) continue;
        if (r.right > right && r.width > 0) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(r.right)}`;
        }
      }
    }
    return { extra, widest };
  });

test.describe('every screen at every width', () => {
  test.describe.configure({ timeout: 240_000 });
  let ids: { deskId: number; floorId: number };
  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, 'staff');
    const desk = await findDesk(request, token, (d) => !d.is_closed);
    ids = { deskId: desk.id, floorId: desk.floor.id };
    expect((await api(request, token, 'GET', 'buildings')).status).toBe(200);
  });

  const routes = () => [
    ['/app', 'home'],
    ['/app/notifier', 'notifier'],
    ['/dashboard/public/register_guest', 'public-register-guest'],
    ['/app/checkins', 'checkins'],
    ['/app/find_desk', 'find-desk'],
    ['/app/find_room', 'find-room'],
    ['/app/reservations', 'reservations'],
    ['/app/floor_layout', 'floor-layout'],
    [`/app/booking_time_slots/${ids.deskId}`, 'booking-time-slots'],
    ['/app/colleagues', 'colleagues'],
    ['/app/messages', 'messages'],
    ['/app/settings', 'settings'],
    ['/dashboard/buildings/all/all/all', 'my-dashboard'],
    ['/dashboard/checkins', 'dash-checkins'],
    ['/dashboard/bookings/all/all/all', 'bookings'],
    ['/dashboard/register_guest', 'register-guest'],
    ['/dashboard/profile/edit', 'profile-edit'],
    ['/dashboard/setup/structure', 'setup-structure'],
    [`/dashboard/setup/floors/${ids.floorId}/plan`, 'setup-floor-plan'],
    ['/dashboard/setup/rules', 'setup-rules'],
    ['/dashboard/setup/users', 'setup-users'],
    ['/dashboard/setup/audit', 'setup-audit'],
    ['/dashboard/setup/identity', 'setup-identity'],
  ];

  for (const { lang, width } of sizes)
    test(`${width} px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
      const wrong: string[] = [];
      // Signed out first: the sign-in page (with its single sign-on button) and the public guest screen.
      await page.context().addInitScript((l) => localStorage.setItem('flexapp.language', l), lang);
      const signedOut = [
        ['/login', 'login'],
        ['/dashboard/public', 'public'],
      ];
      for (const [path, name] of [...signedOut, ...routes()]) {
        if (path === '/app') await signIn(page, lang);
        await page.goto(path);
        await page.waitForLoadState('load');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
        await expect.soft(page.locator('h1:visible'), `one h1 on ${path}`).toHaveCount(1);
        const { extra, widest } = await overflow(page);
        if (extra > 1) wrong.push(`${path}: the page scrolls ${extra} px sideways; widest: ${widest}`);
        if (name === 'bookings') {
          // The longest label of the dashboard, the period, wraps instead of being cut (decision 174).
          const period = page.getByTestId('bookings-range');
          const cut = await period.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
          if (cut) wrong.push(`${path}: the period "${await period.innerText()}" is cut`);
        }
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${lang}.png` });
      }
      expect(wrong).toEqual([]);
    });
});
