import { expect as baseExpect, type Locator, type Page, type Request } from '@playwright/test';
import { test, expectPath, serverNow, signInByApi, signInByApiAs } from './support';

// The staff dashboard (my_dashboard) on the demo organisation: months of check-ins,
// two buildings, questionnaires answered every month. Nothing here changes data.

const SHOTS = '.tmp/screenshots';
// Reports answer in well under a second, but this machine is shared: allow for a slow moment.
const expect = baseExpect.configure({ timeout: 30_000 });
const count = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ''));

async function pick(page: Page, field: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Ticks or unticks buildings in the building picker, which stays open while ticking (decision 426), then closes it. */
async function tick(page: Page, field: string, ...names: string[]) {
  const picker = page.getByRole('combobox', { name: field });
  if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
}

/** Opens the month picker (showing `shownYear`), goes to the year of `month` and clicks that month. */
async function chooseMonth(page: Page, card: Locator, shownYear: number, month: Date) {
  await card.getByRole('button', { name: 'Month' }).click();
  for (let y = shownYear; y < month.getFullYear(); y++) await page.getByRole('button', { name: 'Next year' }).click();
  for (let y = shownYear; y > month.getFullYear(); y--)
    await page.getByRole('button', { name: 'Previous year' }).click();
  const key = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  await page.locator(`[data-month="${key}"]`).click();
}

/** Waits until no card is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
}

test.describe('my_dashboard', () => {
  // Long journeys on a shared, busy machine: every step waits for real report answers.
  test.describe.configure({ timeout: 150_000 });
  test('staff explores occupancy by building, floor, period and weekday', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await expect(page.getByRole('heading', { name: 'Welcome, Sanne' })).toBeVisible();

    // Starting on the first building; the default period is last month.
    await expect(page.getByRole('combobox', { name: 'Building' })).toHaveText('Amsterdam – Zuidas');
    const now = serverNow(baseURL!);
    const lastMonthEnd = new Date(now.getFullYear(), now.getMonth(), 0);
    const dd = (n: number) => String(n).padStart(2, '0');
    await expect(page.getByTestId('range-label')).toHaveText(
      `Period 01-${dd(lastMonthEnd.getMonth() + 1)}-${lastMonthEnd.getFullYear()} to ${dd(lastMonthEnd.getDate())}-${dd(lastMonthEnd.getMonth() + 1)}-${lastMonthEnd.getFullYear()}`,
    );
    await settled(page);
    const checkins = page.getByTestId('stat-checkins');
    const desks = page.getByTestId('stat-desks');
    const amsterdamCheckins = await count(checkins);
    const amsterdamDesks = await count(desks);
    expect(amsterdamCheckins).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-average-occupancy')).toHaveText(/%$/);
    await expect(page.getByTestId('most-used-rooms-table').locator('tbody tr').first()).toContainText(/\d+h \d{2}m/);
    await expect(page.getByTestId('workplaces-table').locator('tbody tr')).toHaveCount(10);
    await expect(page.getByTestId('recent-meeting-rooms-table').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('questionnaire').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-dashboard-en.png`, fullPage: true });

    // Another building (ticked, the first unticked): the route changes and so do the figures. On the way both
    // are chosen for a moment: wait for the answer about one building.
    const utrecht = page.waitForResponse(
      (r) => r.url().includes('/api/checkins/stats') && r.request().postDataJSON()?.building?.length === 1,
    );
    await tick(page, 'Building', 'Utrecht – Centraal', 'Amsterdam – Zuidas');
    await utrecht;
    await expectPath(page, /\/dashboard\/buildings\/\d+\/all\/all$/);
    await settled(page);
    await expect.poll(() => count(desks)).not.toBe(amsterdamDesks);
    const utrechtCheckins = await count(checkins);
    expect(utrechtCheckins).not.toBe(amsterdamCheckins);
    const utrechtDesks = await count(desks);

    // One floor of it: fewer desks than the whole building.
    await pick(page, 'Floor', 'Floor 2');
    await expectPath(page, /\/dashboard\/buildings\/\d+\/\d+\/all$/);
    await settled(page);
    await expect.poll(() => count(desks)).toBeLessThan(utrechtDesks);
    const floorCheckins = await count(checkins);
    expect(floorCheckins).toBeLessThan(utrechtCheckins);
    await expect(page.getByTestId('most-used-rooms-table')).toContainText('Floor 2, Utrecht – Centraal');

    // A different period re-queries: the last 6 months hold more check-ins than one month.
    // (Other journeys add check-ins while this runs, so only comparisons that stay true are made.)
    await page.getByRole('button', { name: 'Date range' }).click();
    await page.getByRole('button', { name: 'Last 6 months' }).click();
    await expect(page.getByTestId('range-label')).not.toContainText(`Period 01-${dd(lastMonthEnd.getMonth() + 1)}`);
    await settled(page);
    await expect.poll(() => count(checkins)).toBeGreaterThan(floorCheckins);
    const sixMonthCheckins = await count(checkins);

    // Only Sundays: the office is nearly empty.
    await pick(page, 'Day of the week', 'Sunday');
    await settled(page);
    await expect.poll(() => count(checkins)).toBeLessThan(sixMonthCheckins);
    await expect(page.getByTestId('stat-average-occupancy')).toHaveText(/%$/);
    await pick(page, 'Day of the week', 'All days');
    await settled(page);
    await expect.poll(() => count(checkins)).toBeGreaterThanOrEqual(sixMonthCheckins);

    // The occupation chart switches between bars and lines, and groups six months by week (not 180 bars).
    const chart = page.getByRole('img', { name: 'Occupation' });
    await expect(chart).toHaveAttribute('data-chart-type', 'bar');
    await expect(chart).toHaveAttribute('data-granularity', 'week');
    expect(Number(await chart.getAttribute('data-points'))).toBeLessThanOrEqual(28);
    await expect(page.getByTestId('occupation-chart')).toContainText('average per day of each week');
    await page.getByRole('button', { name: 'Date range' }).click();
    await page.getByRole('button', { name: 'Last year' }).click();
    await settled(page);
    await expect(chart).toHaveAttribute('data-granularity', 'month');
    await expect(chart).toHaveAttribute('data-points', '12');
    await page.getByTestId('occupation-mode').getByText('Line').click();
    await expect(chart).toHaveAttribute('data-chart-type', 'line');
    await expect(chart.locator('svg')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-dashboard-en-floor-line.png`, fullPage: true });
  });

  test('questionnaire results follow the month picker', async ({ page, baseURL }) => {
    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    const card = page.getByTestId('questionnaires');
    await settled(page);
    await expect(card.getByTestId('questionnaire').first()).toBeVisible();
    await expect(card).toContainText('Workplace satisfaction');

    // A month in the future: nobody answered yet.
    const now = serverNow(baseURL!);
    const shown = new Date(now.getFullYear(), now.getMonth() - 1, 1); // the picker starts on last month
    await chooseMonth(page, card, shown.getFullYear(), new Date(now.getFullYear(), now.getMonth() + 1, 1));
    await expect(card.getByTestId('questionnaires-empty')).toHaveText('No questionnaire was answered in this month.');

    // And back to a month with answers.
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    await chooseMonth(page, card, next.getFullYear(), new Date(now.getFullYear(), now.getMonth() - 2, 1));
    await expect(card.getByTestId('questionnaire').first()).toBeVisible();
    await expect(card).toContainText(/\d+ responses/);
  });

  test('in Dutch for a Dutch-speaking staff member', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInByApi(page, 'beheerder', 'flexapp');
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await expect(page.getByRole('heading', { name: 'Welkom, Bram' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Gebouw' })).toHaveText('Amsterdam – Zuidas');
    await expect(page.getByRole('heading', { name: 'Bezettingsstatistieken' })).toBeVisible();
    await settled(page);
    const checkins = page.getByTestId('stat-checkins');
    const all = await count(checkins);
    await pick(page, 'Dag van de week', 'Maandag');
    await settled(page);
    await expect.poll(() => count(checkins)).toBeLessThan(all);
    await page.getByTestId('occupation-mode').getByText('Lijn').click();
    await expect(page.getByRole('img', { name: 'Bezetting', exact: true })).toHaveAttribute('data-chart-type', 'line');
    await expect(page.getByRole('heading', { name: 'Meest gebruikte ruimtes' })).toBeVisible();
    await expect(page.getByTestId('most-used-rooms-table')).toContainText(/\d+h \d{2}m/);
    await page.screenshot({ path: `${SHOTS}/my-dashboard-nl.png`, fullPage: true });
  });

  test('a failing report shows its error on its own card, and retry recovers', async ({ page }) => {
    // Simulate an outage of one report only; every other card keeps working.
    await page.route('**/api/reports/desk_usage**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' }),
      }),
    );
    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    const workplaces = page.getByTestId('workplaces');
    await expect(workplaces.getByTestId('workplaces-error')).toContainText('The service is temporarily unavailable.');
    await expect(page.getByTestId('most-used-rooms-table').locator('tbody tr').first()).toBeVisible();
    await page.unroute('**/api/reports/desk_usage**');
    await workplaces.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('workplaces-table').locator('tbody tr')).toHaveCount(10);
  });

  test('employees cannot open it, the reports refuse them, and /app never loads the charts', async ({
    page,
    request,
  }) => {
    const scripts: Promise<string>[] = [];
    const pending = new Set<Request>();
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) pending.add(r);
    });
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    // The /app shell keeps its live-events stream (GET /api/events) open, so the network never
    // goes idle. Home's title is set by the screen once it has rendered, so every chunk it needs
    // has been asked for by then: wait until each has arrived.
    const liveEvents = page.waitForResponse((r) => r.url().includes('/api/events'));
    await signInByApiAs(page, 'employee');
    await page.goto('/app');
    await expectPath(page, '/app');
    await liveEvents;
    await expect(page).toHaveTitle('Home · flexapp');
    await expect.poll(() => pending.size).toBe(0);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((code) => /echarts/i.test(code))).toHaveLength(0);
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, '/app');
    const login = await request.post('/api/users/login/', { data: { username: 'employee', password: 'employee' } });
    const auth = { authorization: `JWT ${(await login.json()).token}` };
    expect((await request.get('/api/reports/user_counts', { headers: auth })).status()).toBe(403);
  });
});
