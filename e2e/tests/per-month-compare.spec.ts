import { type Page, type Response } from '@playwright/test';
import { expect, expectPath, signIn, test } from './support';

// The check-ins-per-month chart compares a range of up to three months with the period before it
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

  test('last month beside the month before, in numbers and words; a year is not compared', async ({ page }) => {
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

  test('in Dutch, with Dutch numbers', async ({ page }) => {
    const totals = collectSummaries(page);
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
