import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { downloadBytes, inspectPdf } from './activity-report-files';
import { expectNoSeriousAxe } from './axe';
import { test, expectPath, signInByApi } from './support';

// A location admin of three buildings on the dashboard, the check-in report and the bookings report (issue 36,
// decisions 402, 426, 427). The demo has two buildings: the journey adds a third for its run and removes it, so it
// runs in the `settings` project, alone, where no other journey sees three.

// Reports answer in well under a second, but this machine is shared: allow for a slow moment.
const expect = baseExpect.configure({ timeout: 30_000 });
const count = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ''));

/** Waits until no card is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
}

/** Ticks or unticks buildings in the building picker, which stays open while ticking (decision 426), then closes it. */
async function tick(page: Page, field: string, ...names: string[]) {
  const picker = page.getByRole('combobox', { name: field });
  if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
}

/** A staff session for the API calls that prepare the journey. */
async function staffAuth(request: APIRequestContext) {
  const res = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
  expect(res.ok()).toBe(true);
  return `JWT ${(await res.json()).token}`;
}

/** The journey's third building (decision 426): no floors, so no check-ins; removed again at the end. */
async function thirdBuilding(request: APIRequestContext, staff: Record<string, string>): Promise<number> {
  const made = await request.post('/api/setup/buildings', {
    headers: staff,
    data: { name: 'Rotterdam – Kop van Zuid', booking_limit: 10 },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

/** A location admin of the given buildings, made through Setup. */
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
  expect(made.status()).toBe(201);
  const found = await request.get(`/api/setup/users?query=${username}`, { headers: staff });
  const user = ((await found.json()).results as { id: number; username: string }[]).find(
    (u) => u.username === username,
  )!;
  const given = await request.post('/api/setup/roles', {
    headers: staff,
    data: { role: 'location_admin', user_id: user.id, building_ids: buildings.map((b) => b.id) },
  });
  expect(given.status()).toBe(201);
}

test.describe('a location admin chooses among their buildings', () => {
  test.describe.configure({ timeout: 240_000 });
  test('a location admin of three buildings reads them together, each alone, two of them, and searches their desks (decisions 402, 426, 427)', async ({
    page,
    request,
  }) => {
    const staff = { authorization: await staffAuth(request) };
    const third = await thirdBuilding(request, staff);
    try {
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
        // One person per run: a rerun on the same server has a new third building.
        const username = `locadmin-three-${lang}-${third}`;
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
          // Each alone (the card keeps the last figure while it asks: wait until it changes): A, all, then B.
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
    } finally {
      // Other journeys read the demo's two buildings (the first, the last): the third goes again.
      expect((await request.delete(`/api/setup/buildings/${third}`, { headers: staff })).status()).toBeLessThan(300);
    }
  });
});
