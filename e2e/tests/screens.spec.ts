import type { Page } from '@playwright/test';
import { api, apiToken, findDesk } from './booking-support';
import { audit, expectOneH1, overflow, resize, settled, SHOTS } from './screen-checks';
import { expect, signInByApi, test } from './support';

// Every route of the product, in English and in Dutch (whose words are longer), one page load per screen
// (decision 380) with all of its checks:
// - WCAG 2.2 AA audit (axe-core, decision 160): zero critical or serious violations and exactly one level-1 heading,
//   the employee app at phone size (390 px), the dashboard at desktop size (1440 px), signed-out pages at 1024 px.
// - Issue 16: at phone (360), small tablet (768), tablet (1024) and desktop (1440) widths the page itself never
//   scrolls sideways (a wide table scrolls inside its own region, decision 174) and has its one level-1 heading.
// Staff accounts see both the dashboard and the employee app: `staff` (English) and `beheerder` (Dutch).
// Dialogs, unfolded states and menus are audited in accessibility.spec.ts, the labels of issue 35 in labels-fit.spec.ts.

const languages = [
  { lang: 'en', username: 'staff', password: 'staff' },
  { lang: 'nl', username: 'beheerder', password: 'flexapp' },
] as const;

interface Size {
  width: number;
  height: number;
}
/** Issue 16's widths, each at the height the widths journey used. */
const WIDTHS: Size[] = [
  { width: 360, height: 800 },
  { width: 768, height: 800 },
  { width: 1024, height: 900 },
  { width: 1440, height: 900 },
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 1000 };
const SIGNED_OUT = { width: 1024, height: 800 };

interface Screen {
  path: string;
  name: string;
  /** The size of the axe audit, if the screen has one. */
  axe?: Size;
  /** The one-h1 check at the audit's size too (the width checks always have it). */
  h1AtAxe?: boolean;
  /** Checked at every width of issue 16. */
  widths?: boolean;
}

/** One page load: the sizes from narrow to wide, at each the checks that belong to it. */
async function checkScreen(page: Page, screen: Screen, lang: string, wrong: string[]) {
  const steps = [
    ...(screen.widths ? WIDTHS.map((size) => ({ size, kind: 'width' as const })) : []),
    ...(screen.axe ? [{ size: screen.axe, kind: 'axe' as const }] : []),
  ].sort((a, b) => a.size.width - b.size.width || (a.kind === 'axe' ? 1 : 0) - (b.kind === 'axe' ? 1 : 0));
  const { path, name } = screen;
  await page.setViewportSize(steps[0]!.size);
  await page.goto(path);
  for (const { size, kind } of steps) {
    await resize(page, size.width, size.height);
    await settled(page);
    if (kind === 'axe') {
      await audit(page, `${path} (${lang})`);
      if (screen.h1AtAxe) await expectOneH1(page, `${path} (${lang})`);
      await page.screenshot({ path: `${SHOTS}/${name}-axe-${lang}.png`, fullPage: true });
      continue;
    }
    await expect.soft(page.locator('h1:visible'), `one h1 on ${path} at ${size.width} px`).toHaveCount(1);
    const { extra, widest } = await overflow(page);
    if (extra > 1) wrong.push(`${path} at ${size.width} px: the page scrolls ${extra} px sideways; widest: ${widest}`);
    if (name === 'bookings') {
      // The longest label of the dashboard, the period, wraps instead of being cut (decision 174).
      const period = page.getByTestId('bookings-range');
      const cut = await period.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
      if (cut) wrong.push(`${path} at ${size.width} px: the period "${await period.innerText()}" is cut`);
    }
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}-${lang}.png` });
  }
}

test.describe('every screen: axe, one heading, every width', () => {
  // The groups are independent: both workers share them.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  let ids: { deskId: number; floorId: number };
  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, 'staff');
    const desk = await findDesk(request, token, (d) => !d.is_closed);
    ids = { deskId: desk.id, floorId: desk.floor.id };
    expect((await api(request, token, 'GET', 'buildings')).status).toBe(200);
  });

  const app = (path: string, name: string): Screen => ({ path, name, axe: PHONE, h1AtAxe: true, widths: true });
  const dash = (path: string, name: string): Screen => ({ path, name, axe: DESKTOP, h1AtAxe: true, widths: true });
  // Small groups of screens, each its own test, so a slow moment on a shared machine stays within a test's time.
  const groups = (): [string, Screen[]][] => [
    [
      'employee app: home, check-in, find desk, find room, reservations, floor layout',
      [
        app('/app', 'home'),
        app('/app/checkins', 'checkins'),
        app('/app/find_desk', 'find-desk'),
        app('/app/find_room', 'find-room'),
        app('/app/reservations', 'reservations'),
        app('/app/floor_layout', 'floor-layout'),
      ],
    ],
    [
      'employee app: time slots, colleagues, messages, notifier, settings',
      [
        app(`/app/booking_time_slots/${ids.deskId}`, 'booking-time-slots'),
        app('/app/colleagues', 'colleagues'),
        app('/app/messages', 'messages'),
        app('/app/notifier', 'notifier'),
        app('/app/settings', 'settings'),
      ],
    ],
    [
      'dashboard: overview, check-ins, bookings, guest forms and profile',
      [
        dash('/dashboard/buildings/all/all/all', 'my-dashboard'),
        dash('/dashboard/checkins', 'dash-checkins'),
        dash('/dashboard/bookings/all/all/all', 'bookings'),
        dash('/dashboard/register_guest', 'register-guest'),
        dash('/dashboard/profile/edit', 'profile-edit'),
        dash('/dashboard/public/register_guest', 'public-register-guest'),
      ],
    ],
    [
      'setup',
      [
        dash('/dashboard/setup/structure', 'setup-structure'),
        dash(`/dashboard/setup/floors/${ids.floorId}/plan`, 'setup-floor-plan'),
        dash('/dashboard/setup/rules', 'setup-rules'),
        dash('/dashboard/setup/users', 'setup-users'),
        dash('/dashboard/setup/audit', 'setup-audit'),
        dash('/dashboard/setup/identity', 'setup-identity'),
      ],
    ],
  ];

  for (const { lang, username, password } of languages) {
    test(`signed out: login, not found, public dashboard (${lang})`, async ({ page }) => {
      await page.context().addInitScript((l) => localStorage.setItem('flexapp.language', l), lang);
      const wrong: string[] = [];
      await checkScreen(
        page,
        { path: '/login', name: 'login', axe: SIGNED_OUT, h1AtAxe: true, widths: true },
        lang,
        wrong,
      );
      await checkScreen(page, { path: '/404', name: '404', axe: SIGNED_OUT, h1AtAxe: true }, lang, wrong);
      await checkScreen(
        page,
        { path: '/dashboard/public', name: 'public', axe: SIGNED_OUT, widths: true },
        lang,
        wrong,
      );
      expect(wrong).toEqual([]);
    });

    for (const index of [0, 1, 2, 3]) {
      test(`screens group ${index + 1} (${lang})`, async ({ page }) => {
        const [title, screens] = groups()[index]!;
        test.info().annotations.push({ type: 'screens', description: `${title} (${lang})` });
        await signInByApi(page, username, password);
        const wrong: string[] = [];
        for (const screen of screens) await checkScreen(page, screen, lang, wrong);
        expect(wrong).toEqual([]);
      });
    }
  }
});
