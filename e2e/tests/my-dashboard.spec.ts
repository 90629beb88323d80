import { expect as baseExpect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { downloadBytes, inspectPdf } from './activity-report-files';
import { expectNoSeriousAxe } from './axe';
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

/** A staff session for the API calls that prepare a journey. */
async function staffAuth(request: APIRequestContext) {
  const res = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
  expect(res.ok()).toBe(true);
  return `JWT ${(await res.json()).token}`;
}

/** Waits until no card is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
}

/** The journeys' third building (decision 426), made once: no floors, so no check-ins and no desks for others. */
async function thirdBuilding(request: APIRequestContext, staff: Record<string, string>) {
  const name = 'Rotterdam – Kop van Zuid';
  const all: { id: number; name: string }[] = await (
    await request.get('/api/setup/buildings', { headers: staff })
  ).json();
  if (all.some((b) => b.name === name)) return;
  const made = await request.post('/api/setup/buildings', { headers: staff, data: { name, booking_limit: 10 } });
  expect(made.status()).toBe(201);
}

/** A location admin of the given buildings, made through Setup (again on a rerun: 409 is fine). */
async function locationAdmin(
  request: APIRequestContext,
  staff: Record<string, string>,
  username: string,
  language: string,
  buildings: { id: number }[],
) {
  const made = await request.post('/api/setup/users', {
    headers: staff,
    data: { username, first_name: 'Lotte', last_name: 'Drie', language, password: 'three-buildings-1' },
  });
  expect([201, 409]).toContain(made.status());
  const found = await request.get(`/api/setup/users?query=${username}`, { headers: staff });
  const user = ((await found.json()).results as { id: number; username: string }[]).find(
    (u) => u.username === username,
  )!;
  const given = await request.post('/api/setup/roles', {
    headers: staff,
    data: { role: 'location_admin', user_id: user.id, building_ids: buildings.map((b) => b.id) },
  });
  expect([201, 409]).toContain(given.status());
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

  test('a location admin of three buildings reads them together, each alone, two of them, and searches their desks (decisions 402, 426, 427)', async ({
    page,
    request,
  }) => {
    const staff = { authorization: await staffAuth(request) };
    await thirdBuilding(request, staff);
    const buildings: { id: number; name: string }[] = await (
      await request.get('/api/buildings', { headers: staff })
    ).json();
    expect(buildings.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = buildings as [(typeof buildings)[0], (typeof buildings)[0], (typeof buildings)[0]];
    const checkins = page.getByTestId('stat-checkins');
    let together = 0;
    let aloneB = 0;
    for (const { lang, width, t } of [
      { lang: 'nl', width: 820, t: { building: 'Gebouw', mine: 'Al mijn gebouwen', two: '2 gebouwen' } },
      { lang: 'en', width: 1280, t: { building: 'Building', mine: 'All my buildings', two: '2 buildings' } },
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      const username = `locadmin-three-${lang}`;
      await locationAdmin(request, staff, username, lang, buildings);
      await signInByApi(page, username, 'three-buildings-1');
      await page.goto('/dashboard');
      await expectPath(page, '/dashboard/buildings/all/all/all');
      const building = page.getByRole('combobox', { name: t.building });
      await expect(building).toHaveText(t.mine);
      await settled(page);
      // Last month's check-ins: past days, which no other journey changes.
      await expect.poll(() => count(checkins)).toBeGreaterThan(0);
      if (lang === 'nl') {
        together = await count(checkins);
        // Questionnaire answers belong to no building: a location admin has no card for them, and no card fails.
        await expect(page.getByRole('heading', { name: 'Resultaten vragenlijsten' })).toHaveCount(0);
        await expect(page.locator('[data-testid$="-error"]')).toHaveCount(0);
        await building.click();
        await expect(page.getByRole('option')).toHaveText([t.mine, ...buildings.map((x) => x.name)]);
        // Each alone (the card keeps the last figure while it asks: wait until it changes): A, then B for A.
        await tick(page, t.building, a.name);
        await expectPath(page, `/dashboard/buildings/${a.id}/all/all`);
        await settled(page);
        await expect.poll(() => count(checkins)).not.toBe(together);
        const aloneA = await count(checkins);
        // Back to all first, so that no figure of A and B together passes for B's.
        await tick(page, t.building, a.name);
        await expectPath(page, '/dashboard/buildings/all/all/all');
        await expect.poll(() => count(checkins)).toBe(together);
        await tick(page, t.building, b.name);
        await expectPath(page, `/dashboard/buildings/${b.id}/all/all`);
        await settled(page);
        await expect.poll(() => count(checkins)).not.toBe(together);
        aloneB = await count(checkins);
        expect(aloneA + aloneB).toBe(together);
      } else {
        await expect.poll(() => count(checkins)).toBe(together);
        await tick(page, t.building, b.name);
        await expectPath(page, `/dashboard/buildings/${b.id}/all/all`);
        await settled(page);
        await expect.poll(() => count(checkins)).toBe(aloneB);
      }
      // Two of three, B and the new C (no check-ins yet): B's figures, not A's; the address keeps the choice.
      // B alone shows the same figure: wait for the answer to the question about both.
      const both = page.waitForResponse(
        (r) =>
          r.url().includes('/api/checkins/stats') &&
          JSON.stringify(r.request().postDataJSON()?.building) === JSON.stringify([b.id, c.id]),
      );
      await tick(page, t.building, c.name);
      await both;
      await expect(page).toHaveURL(
        new RegExp(`/dashboard/buildings/all/all/all\\?building_id=${b.id}&building_id=${c.id}$`),
      );
      await expect(building).toHaveText(t.two);
      await settled(page);
      await expect.poll(() => count(checkins)).toBe(aloneB);
      await expect(page.getByRole('combobox', { name: lang === 'nl' ? 'Verdieping' : 'Floor' })).toBeDisabled();
      await building.click();
      await expect(page.getByRole('option', { name: b.name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('option', { name: a.name, exact: true })).toHaveAttribute('aria-selected', 'false');
      await expectNoSeriousAxe(page);
      // A link keeps it; ticking the third too is all of them again.
      await page.reload();
      await expect(building).toHaveText(t.two);
      await tick(page, t.building, a.name);
      await expectPath(page, '/dashboard/buildings/all/all/all');
      await expect(building).toHaveText(t.mine);
      await settled(page);
      await expect.poll(() => count(checkins)).toBe(together);
    }

    // The check-in report (English): the buildings chosen narrow the desk and room pickers; no person picker.
    await page.goto(`/dashboard/checkins?building_id=${b.id}`);
    await expect(page.getByRole('combobox', { name: 'Building' })).toHaveText(b.name);
    await expect(page.getByTestId('selector-users')).toHaveCount(0);
    await page.getByTestId('selector-desks').fill('Quiet');
    const desks = page.getByRole('option');
    await expect(desks.first()).toBeVisible();
    await expect(desks.filter({ hasNotText: `${b.name})` })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await tick(page, 'Building', a.name);
    await expect(page).toHaveURL(new RegExp(`/dashboard/checkins\\?building_id=${a.id}&building_id=${b.id}$`));
    await page.getByTestId('selector-meeting_rooms').fill('Boardroom');
    await expect(page.getByRole('option', { name: `Boardroom (Floor 3, ${a.name})` })).toBeVisible();
    await expectNoSeriousAxe(page);

    // The bookings report from a link with two of three: kept through its redirect, both named in the PDF.
    await page.goto(`/dashboard/bookings/all/all/all?building_id=${a.id}&building_id=${b.id}`);
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/bookings/all/all/all/[\\d-]+/[\\d-]+/1\\?building_id=${a.id}&building_id=${b.id}$`),
    );
    await expect(page.getByRole('combobox', { name: 'Building' })).toHaveText('2 buildings');
    await expect(page.getByTestId('booking-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'PDF', exact: true }).click();
    // The PDF's WinAnsi text holds the en dash of the names as one byte that is not UTF-8: any byte there.
    const place = `Place: ${a.name}, ${b.name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[^\x20-\x7e]/g, '.');
    expect(inspectPdf(await downloadBytes(await pdf)).text).toMatch(new RegExp(place));
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
