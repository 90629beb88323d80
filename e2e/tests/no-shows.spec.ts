import type { Page } from '@playwright/test';
import { expect, expectPath, serverNow, test } from './support';
import { signOut } from './variants';

// The staff dashboard's No-shows card (issue 14): booked against checked in for the period and
// place, releases apart from cancellations; the same figures as GET reports/no_shows.
const staff = {
  en: { username: 'staff', password: 'staff', title: 'No-shows', rate: 'No-show rate', booked: 'Booked' },
  nl: {
    username: 'beheerder',
    password: 'flexapp',
    title: 'No-shows',
    rate: 'No-show-percentage',
    booked: 'Gereserveerd',
  },
} as const;

async function signIn(page: Page, lang: 'en' | 'nl') {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(staff[lang].username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(staff[lang].password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expectPath(page, '/dashboard/buildings/all/all/all');
}

// The languages are steps of one test in one context (decision 455), each with its own people and data: the second
// language's person signs in after the first one signed out.
test("the no-show card shows the period's figures (en, nl)", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      await page.setViewportSize({ width: 820, height: 1180 });
      const t = staff[lang];
      // The expected figures: the default period (last month) of the first building, from the API.
      const login = await request.post('/api/users/login/', { data: { username: t.username, password: t.password } });
      const headers = { Authorization: `JWT ${(await login.json()).token}` };
      const [building] = await (await request.get('/api/buildings', { headers })).json();
      const now = serverNow(baseURL!);
      const iso = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const start = iso(new Date(now.getFullYear(), now.getMonth() - 1, 1));
      const end = iso(new Date(now.getFullYear(), now.getMonth(), 0));
      const res = await request.get(
        `/api/reports/no_shows?building_id=${building.id}&start_date=${start}&end_date=${end}&day_of_week=100`,
        { headers },
      );
      expect(res.status()).toBe(200);
      const expected = await res.json();
      expect(expected.booked).toBeGreaterThan(0);

      if (lang !== 'en') await signOut(page);
      await signIn(page, lang);
      const card = page.getByTestId('no-shows-card');
      await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
      await expect(card.getByText(t.rate)).toBeVisible();
      const number = (n: number) => new Intl.NumberFormat(lang).format(n);
      await expect(card.getByTestId('stat-booked')).toHaveText(number(expected.booked));
      await expect(card.getByTestId('stat-checked-in')).toHaveText(number(expected.checked_in));
      await expect(card.getByTestId('stat-cancelled')).toHaveText(number(expected.cancelled));
      await expect(card.getByTestId('stat-no-show-rate')).toHaveText(
        `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(expected.no_show_rate * 100)}%`,
      );
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shots/no-shows-${lang}.png` });
    });
  }
});
