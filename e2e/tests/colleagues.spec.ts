import { type Page } from '@playwright/test';
import { api, findDesk } from './booking-support';
import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath, signInByApiAs } from './support';

const list = (page: Page) => page.getByTestId('colleague-list');

test.describe('colleagues (English)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInByApiAs(page, 'employee');
    await page.goto('/app/colleagues');
  });

  test('search by part of a name, accents ignored, then open the details', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Colleagues' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search colleagues' });
    await search.fill('garc');
    await expect(list(page).getByRole('button', { name: 'José García' })).toBeVisible();
    await expect(page.getByText('1 colleagues')).toBeVisible();
    await search.fill('jose garcia');
    await expect(page).toHaveURL(/query=jose\+garcia/);
    await expect(list(page).getByRole('button', { name: 'José García' })).toBeVisible();
    await list(page).getByRole('button', { name: 'José García' }).click();
    await expectPath(page, /\/app\/colleagues\/colleague_details\/\d+$/);
    await expect(page.getByRole('heading', { name: 'José García' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
    await expect(page.getByTestId('colleague-status')).toContainText(/Not checked in|Working|In a meeting/);
    await expect(page.getByRole('heading', { name: 'Work info' })).toBeVisible();
    await expect(page.getByText('Availability')).toBeVisible();
    await page.screenshot({ path: '.tmp/colleague-details.png' });
    // Back returns to the same search.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search colleagues' })).toHaveValue('jose garcia');
    await expect(list(page).getByRole('button', { name: 'José García' })).toBeVisible();
  });

  test('a colleague who set "Away" but checked in now reads Available, working at a desk', async ({ page }) => {
    const login = await page.request.post('/api/users/login/', {
      data: { username: 'jesse.cooper', password: 'flexapp' },
    });
    const jesse = `JWT ${(await login.json()).token}`;
    const self = await api<{ id: number; profile: { status: string } }>(page.request, jesse, 'GET', 'users/self/');
    expect(self.body.profile.status).toBe('away');
    // A free desk on Utrecht's third floor (no other journey uses that floor).
    const desk = await findDesk(page.request, jesse, (d) => d.name.startsWith('U3.') && !d.reserved && !d.is_closed);
    const checkin = await api<{ id: number }>(page.request, jesse, 'POST', 'checkins', { desk: desk.id });
    expect(checkin.status).toBeLessThan(300);
    try {
      await page.goto(`/app/colleagues/colleague_details/${self.body.id}`);
      await expect(page.getByTestId('colleague-status')).toContainText('Working at desk');
      await expect(page.getByTestId('colleague-availability')).toHaveText('Available');
    } finally {
      await api(page.request, jesse, 'DELETE', `checkins/${checkin.body.id}`);
    }
    await page.reload();
    await expect(page.getByTestId('colleague-availability')).toHaveText('Away');
  });

  test('a search without matches says so', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search colleagues' }).fill('zzqx nobody');
    await expect(page.getByText('No results were found for your search')).toBeVisible();
  });

  test('filter to BHV colleagues through the filter dialog and the filter bar', async ({ page }) => {
    await expect(list(page).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter colleagues' });
    await dialog.getByRole('checkbox', { name: 'BHV (emergency response)' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove filter BHV (emergency response)' })).toBeVisible();
    await expect(page).toHaveURL(/include=user\.bhv/);
    // The address changes at once, the list when the filtered answer is in: wait until every row is a BHV one.
    const rows = list(page).getByRole('listitem');
    await expect
      .poll(async () => {
        const shown = await rows.count();
        return shown > 0 && shown === (await rows.filter({ has: page.getByText('BHV', { exact: true }) }).count());
      })
      .toBe(true);
    await page.screenshot({ path: '.tmp/colleagues-bhv.png' });
    // Removing the filter from the bar shows everyone again.
    await page.getByRole('button', { name: 'Remove filter BHV (emergency response)' }).click();
    await expect(page).not.toHaveURL(/include=/);
  });

  test('scrolling near the end loads the next page by following next', async ({ page }) => {
    await expect(list(page).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: '.tmp/colleagues-list.png' });
    const firstHeight = await list(page).evaluate((el) => el.scrollHeight);
    const nextPage = page.waitForRequest((r) => /\/api\/users\/\?.*page=2/.test(r.url()));
    await list(page).hover();
    for (let i = 0; i < 30 && (await list(page).evaluate((el) => el.scrollHeight)) === firstHeight; i++) {
      const top = await list(page).evaluate((el) => el.scrollTop);
      await page.mouse.wheel(0, 600);
      // The wheel has moved the list, or it sits at the end until the next page makes it longer.
      await expect
        .poll(() => list(page).evaluate((el, [t, h]) => el.scrollTop > t || el.scrollHeight > h, [top, firstHeight]))
        .toBe(true);
    }
    await nextPage;
    await expect.poll(() => list(page).evaluate((el) => el.scrollHeight)).toBeGreaterThan(firstHeight);
    // Only the visible rows are in the page, however long the list gets.
    expect(await list(page).getByRole('listitem').count()).toBeLessThan(30);
  });
});

test('colleagues in Dutch: search, filter names and the empty text', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInDutch(page, 'anouk.vanderberg');
  await page.goto('/app/colleagues');
  await expect(page.getByRole('heading', { name: "Collega's" })).toBeVisible();
  const search = page.getByRole('searchbox', { name: "Collega's zoeken" });
  await search.fill('ZOË');
  await expect(list(page).getByRole('button', { name: 'Zoë Dijkstra' })).toBeVisible();
  await search.fill('zzqx niemand');
  await expect(page.getByText('Er zijn geen resultaten gevonden voor uw zoekopdracht')).toBeVisible();
  await search.fill('');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Collega's filteren" });
  await expect(dialog.getByRole('checkbox', { name: 'Werkt thuis' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Werkt in het gebouw' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Niet aan het werk' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Werkt in het gebouw' }).check();
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByRole('button', { name: 'Filter Werkt in het gebouw verwijderen' })).toBeVisible();
  const first = list(page).getByRole('listitem').first();
  await expect(first.getByText(/Werkt op werkplek|In vergadering/)).toBeVisible();
  await first.getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'Werkinformatie' })).toBeVisible();
  await expect(page.getByTestId('colleague-status')).toContainText(/Werkt op werkplek|In vergadering/);
});
