import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { api, findDesk } from './booking-support';

// WCAG 2.2 AA audit (axe-core) of every route of the product, in English and in Dutch:
// zero critical or serious violations. Every page also has exactly one level-1 heading.
// Staff accounts see both the dashboard and the employee app: `staff` (English) and
// `beheerder` (Dutch, password as for every generated user).

const SHOTS = '.tmp/screenshots/a11y';
const languages = [
  { lang: 'en', username: 'staff', password: 'staff' },
  { lang: 'nl', username: 'beheerder', password: 'flexapp' },
] as const;

interface Ids {
  deskId: number;
  floorId: number;
  buildingId: number;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expect(page).toHaveURL(/\/(app|dashboard)/);
}

/** Waits until the page has settled: no loaders, no busy regions. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  // Images the screen added after the load (a floor plan) are in place, so the layout is the one people see.
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 30_000 })
    .toBe(true);
}

/** The serious and critical violations, each with up to four elements; for a target partly covered, what covers it. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report: string[] = [];
  for (const v of bad) {
    const nodes: string[] = [];
    for (const n of v.nodes.slice(0, 4)) {
      const covered = v.id === 'target-size' ? await coveringElements(page, n.target.join(' ')) : '';
      nodes.push(
        `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ')} | ${n.html.slice(0, 160)}${covered}`,
      );
    }
    report.push(`${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n    ${nodes.join('\n    ')}`);
  }
  return report;
}

/** The elements on top at the corners and edges of a target, other than the target and what is inside it. */
async function coveringElements(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return '';
    const r = target.getBoundingClientRect();
    const points = [
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
      [r.left + r.width / 2, r.top + 1],
      [r.left + r.width / 2, r.bottom - 1],
    ];
    const names = new Set<string>();
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x!, y!);
      if (top && top !== target && !target.contains(top))
        names.add(
          `${top.tagName.toLowerCase()}.${[...top.classList].join('.')} "${(top.textContent ?? '').slice(0, 40)}"`,
        );
    }
    return names.size
      ? ` | rect ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}, covered by ${[...names].join('; ')}`
      : '';
  }, selector);
}

async function audit(page: Page, name: string) {
  await settled(page);
  let report = await violations(page);
  if (report.length) {
    // Once more a second later: a passing moment (a toast that has gone, a layout that has settled) is
    // reported beside the test, so that it can be traced; a violation that stays fails the test.
    const first = report;
    await page.waitForTimeout(1_000);
    report = await violations(page);
    if (!report.length) {
      const description = `${name}: ${first.join('\n')}`;
      test.info().annotations.push({ type: 'transient axe violations', description });
      console.log(`transient axe violations on ${description}`);
    }
  }
  if (report.length) {
    mkdirSync(`${SHOTS}/reports`, { recursive: true });
    writeFileSync(`${SHOTS}/reports/${name.replace(/[^\w-]+/g, '_')}.txt`, report.join('\n'));
  }
  expect.soft(report, `axe violations on ${name}`).toEqual([]);
}

async function expectOneH1(page: Page, name: string) {
  await expect.soft(page.locator('h1:visible'), `one h1 on ${name}`).toHaveCount(1);
}

async function visit(page: Page, path: string, name: string, shot: string) {
  await page.goto(path);
  await audit(page, name);
  await expectOneH1(page, name);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 300_000 });

  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
    const token = `JWT ${(await login.json()).token}`;
    const desk = await findDesk(request, token, (d) => !d.is_closed);
    ids = { deskId: desk.id, floorId: desk.floor.id, buildingId: desk.building.id };
    expect((await api(request, token, 'GET', 'buildings')).status).toBe(200);
  });

  test('signed out: login, not found, public dashboard and public guest form', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    for (const lang of ['en', 'nl']) {
      await page.context().addInitScript((l) => localStorage.setItem('flexapp.language', l), lang);
      await visit(page, '/login', `login (${lang})`, `login-${lang}`);
      await visit(page, '/404', `404 (${lang})`, `404-${lang}`);
      await page.goto('/dashboard/public');
      await audit(page, `public (${lang})`);
    }
  });

  // Small groups of screens, each its own test, so a slow moment on a shared machine stays within a test's time.
  const screens = (lang: string): [string, [string, string][]][] =>
    [
      [
        'employee app: home, check-in, find desk, find room, reservations, floor layout',
        [
          ['/app', 'home'],
          ['/app/checkins', 'checkins'],
          ['/app/find_desk', 'find-desk'],
          ['/app/find_room', 'find-room'],
          ['/app/reservations', 'reservations'],
          ['/app/floor_layout', 'floor-layout'],
        ],
      ],
      [
        'employee app: time slots, colleagues, messages, notifier, settings',
        [
          [`/app/booking_time_slots/${ids.deskId}`, 'booking-time-slots'],
          ['/app/colleagues', 'colleagues'],
          ['/app/messages', 'messages'],
          ['/app/notifier', 'notifier'],
          ['/app/settings', 'settings'],
        ],
      ],
      [
        'dashboard: overview, check-ins, bookings',
        [
          ['/dashboard/buildings/all/all/all', 'my-dashboard'],
          ['/dashboard/checkins', 'checkins'],
          ['/dashboard/bookings/all/all/all', 'bookings'],
        ],
      ],
      [
        'dashboard: guest forms and profile',
        [
          ['/dashboard/register_guest', 'register-guest'],
          ['/dashboard/profile/edit', 'profile-edit'],
          ['/dashboard/public/register_guest', 'public-register-guest'],
        ],
      ],
      [
        'setup',
        [
          ['/dashboard/setup/structure', 'setup-structure'],
          [`/dashboard/setup/floors/${ids.floorId}/plan`, 'setup-floor-plan'],
          ['/dashboard/setup/rules', 'setup-rules'],
          ['/dashboard/setup/users', 'setup-users'],
          ['/dashboard/setup/audit', 'setup-audit'],
          ['/dashboard/setup/identity', 'setup-identity'],
        ],
      ],
    ].map(([title, list]) => [`${title} (${lang})`, list] as [string, [string, string][]]);

  for (const { lang, username, password } of languages) {
    for (const index of [0, 1, 2, 3, 4]) {
      test(`screens group ${index + 1} (${lang})`, async ({ page }) => {
        const [title, list] = screens(lang)[index]!;
        test.info().annotations.push({ type: 'screens', description: title });
        const phone = list[0]![0].startsWith('/app');
        await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 1000 });
        await signIn(page, username, password);
        for (const [path, shot] of list)
          await visit(page, path, `${path} (${lang})`, `${phone ? 'app' : 'dash'}-${shot}-${lang}`);
      });
    }

    test(`employee app dialogs and unfolded states (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, username, password);
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
      await signIn(page, username, password);
      await page.goto(`/app/floor_layout?building=${ids.buildingId}&floor=${ids.floorId}`);
      await expect(page.locator('[data-testid^="pin-"]').first()).toBeVisible();
      await audit(page, `floor_layout at 360 px (${lang})`);
      await page.screenshot({ path: `/tmp/screens-floor-map-360-${lang}.png` });
    });

    test(`dashboard menus (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signIn(page, username, password);
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
