import { type Page, type Response } from '@playwright/test';
import { expect, expectPath, signIn, test } from './support';
import { signOut } from './variants';

// The check-ins-per-month and duration charts compare a range of up to three months with the period before it
// (decision 173). The e2e clock is Monday 23 November 2026, so the default range is October 2026.

/** The totals the page itself received for October and for September (the period before). */
function collectSummaries(page: Page) {
  const totals = new Map<string, number>();
  page.on('response', async (r: Response) => {
    if (!r.url().includes('/api/reports/checkin_summaries') || !r.ok()) return;
    const start = new URL(r.url()).searchParams.get('start_date')!;
    const rows = (await r.json()) as { count: number }[];
    totals.set(
      start,
      rows.reduce((sum, m) => sum + m.count, 0),
    );
  });
  return totals;
}

/** The closed check-ins and their average per kind and period start, as the page itself received them. */
function collectDurations(page: Page) {
  const got = new Map<string, { average: number; count: number }[]>();
  page.on('response', async (r: Response) => {
    if (!r.url().includes('/api/reports/checkin_durations') || !r.ok()) return;
    const q = new URL(r.url()).searchParams;
    got.set(`${q.get('checkin_type')} ${q.get('start_date')}`, await r.json());
  });
  return got;
}
const weighted = (months: { average: number; count: number }[]) =>
  months.reduce((s, m) => s + m.average * m.count, 0) / months.reduce((s, m) => s + m.count, 0);
const hm = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
};
/** "Workplaces: 4h 05m on average, +3.2% compared with the previous period (3h 58m)" from the two periods. */
function durationLine(place: string, now: number, before: number, lang: 'en' | 'nl') {
  const pct = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'nl', { maximumFractionDigits: 1 }).format(
    (Math.abs(now - before) / before) * 100,
  );
  const delta = `${now >= before ? '+' : '−'}${pct}%`;
  return lang === 'en'
    ? `${place}: ${hm(now)} on average, ${delta} compared with the previous period (${hm(before)})`
    : `${place}: gemiddeld ${hm(now)}, ${delta} ten opzichte van de vorige periode (${hm(before)})`;
}

async function openDashboard(page: Page, who: 'staff' | 'beheerder') {
  await page.setViewportSize({ width: 1024, height: 1000 });
  if (who === 'staff') await signIn(page, 'staff');
  else {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill('beheerder');
    await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill('flexapp');
    await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  }
  await expectPath(page, '/dashboard/buildings/all/all/all');
}

test.describe('check-ins per month compared with the previous period', () => {
  test.slow();

  // The languages are steps of one test in one context (decision 455): Dutch signs in after English signed out.
  test('last month beside the month before, in numbers and words; a year is not compared; in Dutch with Dutch numbers', async ({
    page,
  }) => {
    await test.step('en', async () => {
      const totals = collectSummaries(page);
      await openDashboard(page, 'staff');
      const card = page.getByTestId('checkins-per-month');
      const line = card.getByTestId('per-month-compare');
      await expect(line).toBeVisible({ timeout: 45_000 });
      await expect.poll(() => totals.has('2026-10-01') && totals.has('2026-09-01')).toBe(true);
      const [now, before] = [totals.get('2026-10-01')!, totals.get('2026-09-01')!];
      expect(before).toBeGreaterThan(0);
      const pct = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(
        (Math.abs(now - before) / before) * 100,
      );
      const sign = now >= before ? '+' : '−';
      const n = new Intl.NumberFormat('en-GB');
      await expect(line).toHaveText(
        `${n.format(now)} check-ins, ${sign}${pct}% compared with the previous period (${n.format(before)})`,
      );
      // Two series, told apart in the legend (and by a hatch pattern, not colour alone).
      await expect(card.getByText('This period', { exact: true })).toBeVisible();
      await expect(card.getByText('Previous period', { exact: true })).toBeVisible();
      await card.screenshot({ path: '.tmp/shots/per-month-compare-en.png' });

      await page.getByRole('button', { name: 'Date range' }).click();
      await page.getByRole('button', { name: 'Last year', exact: true }).click();
      await expect(line).toHaveCount(0);
      await expect(card.getByText('Previous period', { exact: true })).toHaveCount(0);
    });

    await test.step('nl', async () => {
      const totals = collectSummaries(page);
      await signOut(page);
      await openDashboard(page, 'beheerder');
      const line = page.getByTestId('checkins-per-month').getByTestId('per-month-compare');
      await expect(line).toBeVisible({ timeout: 45_000 });
      await expect.poll(() => totals.has('2026-10-01') && totals.has('2026-09-01')).toBe(true);
      const [now, before] = [totals.get('2026-10-01')!, totals.get('2026-09-01')!];
      const n = new Intl.NumberFormat('nl');
      await expect(line).toContainText(`${n.format(now)} check-ins,`);
      await expect(line).toContainText(`ten opzichte van de vorige periode (${n.format(before)})`);
      await expect(page.getByTestId('checkins-per-month').getByText('Vorige periode', { exact: true })).toBeVisible();
    });
  });

  test('the average duration beside the previous period, per kind of place (en, nl)', async ({ page }) => {
    for (const [who, lang, places] of [
      ['staff', 'en', ['Workplaces', 'Meeting rooms']],
      ['beheerder', 'nl', ['Werkplekken', 'Vergaderruimtes']],
    ] as const) {
      await test.step(lang, async () => {
        const got = collectDurations(page);
        if (lang !== 'en') await signOut(page);
        await openDashboard(page, who);
        const card = page.getByTestId('duration-chart');
        const lines = card.getByTestId('duration-compare').getByText(/./);
        await expect(lines).toHaveCount(2, { timeout: 45_000 });
        const keys = ['WORKSPACE 2026-10-01', 'WORKSPACE 2026-09-01', 'MEETING 2026-10-01', 'MEETING 2026-09-01'];
        await expect.poll(() => keys.every((k) => got.has(k))).toBe(true);
        const avg = (k: string) => weighted(got.get(k)!);
        await expect(lines.nth(0)).toHaveText(
          durationLine(places[0], avg('WORKSPACE 2026-10-01'), avg('WORKSPACE 2026-09-01'), lang),
        );
        await expect(lines.nth(1)).toHaveText(
          durationLine(places[1], avg('MEETING 2026-10-01'), avg('MEETING 2026-09-01'), lang),
        );
        // Four series in the legend: each kind of place, and each beside its previous period (hatched).
        const previous = lang === 'en' ? 'previous period' : 'vorige periode';
        for (const place of places) {
          await expect(card.getByText(place, { exact: true })).toBeVisible();
          await expect(card.getByText(`${place}, ${previous}`, { exact: true })).toBeVisible();
        }
        await card.screenshot({ path: `.tmp/shots/duration-compare-${lang}.png` });
        if (lang === 'en') {
          await page.getByRole('button', { name: 'Date range' }).click();
          await page.getByRole('button', { name: 'Last year', exact: true }).click();
          await expect(card.getByTestId('duration-compare')).toHaveCount(0);
          await expect(card.getByText('Workplaces, previous period', { exact: true })).toHaveCount(0);
        }
      });
    }
  });
});
