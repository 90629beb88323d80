import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectPath, signIn, test } from './support';

// Aggregate-only analytics (issue 38, decision 317) changes the configuration for everyone, so this file runs in
// the `settings` project after all the others (playwright.config.ts). Staff switch it on in Setup like a person,
// then no dashboard report screen shows a person's name: English on a tablet, Dutch on a phone.

const screens = ['/dashboard/buildings/all/all/all', '/dashboard/checkins', '/dashboard/bookings/all/all/all'];
const note = {
  en: 'Aggregate-only analytics is on: this report shows counts and rates only, not people.',
  nl: 'Alleen totalen in analyses staat aan: dit rapport toont alleen aantallen en percentages, geen personen.',
};

async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
  return { Authorization: `JWT ${(await login.json()).token}` };
}

/** The names the report screens show while the mode is off: who checked in and who booked, around today. */
async function reportedNames(request: APIRequestContext, headers: Record<string, string>): Promise<string[]> {
  const range = 'start_date=2026-10-01&end_date=2026-11-30';
  const latest = (await (await request.get(`/api/reports/latest_checkins?${range}&limit=100`, { headers })).json()) as {
    user: { name: string } | null;
  }[];
  const summary = (await (
    await request.get(`/api/reports/bookings/all.all.all.0/summary?${range}`, { headers })
  ).json()) as {
    users: { user_name: string }[];
  };
  const names = [...latest.flatMap((r) => (r.user ? [r.user.name] : [])), ...summary.users.map((u) => u.user_name)];
  return [...new Set(names)].filter((n) => n.trim().length > 3);
}

/** Every report screen in turn: the note is there, and no reported name is anywhere in the page's main part. */
async function expectNoNames(page: Page, names: string[], language: 'en' | 'nl', shot: string) {
  for (const [i, path] of screens.entries()) {
    await page.goto(path);
    await expect(page.getByTestId('aggregate-only-note').first()).toContainText(note[language]);
    // The figures have loaded: no spinner is left in the main part.
    await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
    const text = await page.locator('main').innerText();
    for (const name of names) expect(text, `${path}: ${name}`).not.toContain(name);
    await page.screenshot({ path: `.tmp/screenshots/retention-${shot}-${i}.png`, fullPage: true });
  }
}

test.describe('aggregate-only analytics', () => {
  test('staff switch it on and no dashboard report names a person', async ({ page, request }) => {
    test.setTimeout(180_000);
    const headers = await staffApi(request);
    const names = await reportedNames(request, headers);
    expect(names.length).toBeGreaterThan(0);
    try {
      await page.setViewportSize({ width: 820, height: 1100 });
      await signIn(page, 'staff');
      await expectPath(page, /\/dashboard\//);
      await page.goto('/dashboard/setup/rules');
      const mode = page.getByRole('switch', { name: 'Aggregate-only analytics' });
      await expect(mode).not.toBeChecked();
      await mode.check({ force: true });
      await page.locator('form').filter({ has: mode }).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('The settings were saved.')).toBeVisible();
      await expectNoNames(page, names, 'en', 'tablet-en');

      // Dutch, on a phone.
      const self = await (await request.get('/api/users/self/', { headers })).json();
      const setLanguage = (language: 'en' | 'nl') =>
        request.put('/api/users/self/', {
          headers,
          data: { first_name: self.first_name, last_name: self.last_name, profile: { language } },
        });
      expect((await setLanguage('nl')).ok()).toBe(true);
      try {
        // The profile's language applies from the next sign-in.
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await page.setViewportSize({ width: 360, height: 800 });
        await signIn(page, 'staff');
        await expectPath(page, /\/dashboard\//);
        await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
        await expectNoNames(page, names, 'nl', 'phone-nl');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
      } finally {
        await setLanguage(self.profile.language);
      }
    } finally {
      const off = await request.patch('/api/configuration/settings', {
        headers,
        data: { aggregate_only_analytics: false },
      });
      expect(off.status()).toBe(200);
    }
  });
});
