import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { api, apiToken } from './booking-support';
import { expect, test, expectPath } from './support';
import { signOut } from './variants';

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expectPath(page, '/dashboard/buildings/all/all/all');
}

async function setLogo(page: Page, value: string) {
  await page.goto('/dashboard/setup/rules');
  const logo = page.getByRole('textbox', { name: /^Logo$/ });
  await logo.fill(value);
  await page
    .locator('form')
    .filter({ has: logo })
    .getByRole('button', { name: /^(Save|Opslaan)$/ })
    .click();
  await expect(page.getByText(/^(The settings were saved\.|De instellingen zijn opgeslagen\.)$/)).toBeVisible();
}

// The three parts are steps of one test in one context (decision 455): each signs its staff member in after the one
// before signed out. The log as it opens in English is audited by screens.spec.ts; the Dutch filtered log here.
test.describe('activity log: every entry in words, filtered, exported', () => {
  test('in English a settings change in words, filters and a CSV; in Dutch on a phone the change back; on a tablet in English the newest entry', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await test.step('in English: a settings change in words, filters by person, kind, building and day, and a CSV', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      // A building added and deleted, and a failed sign-in: entries of other kinds to filter by.
      const token = await apiToken(request, 'staff');
      const made = await api<{ id: number }>(request, token, 'POST', 'setup/buildings', {
        name: 'Audit Annex',
        booking_limit: 10,
      });
      expect(made.status).toBe(201);
      expect((await api(request, token, 'DELETE', `setup/buildings/${made.body.id}`)).status).toBeLessThan(300);
      const failed = await request.post('/api/users/login/', { data: { username: 'nobody-here', password: 'x' } });
      expect(failed.status()).toBe(401);

      await signInAs(page, 'staff', 'staff');
      await setLogo(page, '/brand/favicon.svg');
      await page.goto('/dashboard/setup/audit');
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Settings' }).click();
      await page.getByRole('combobox', { name: 'Person' }).click();
      await page.getByRole('option', { name: 'Sanne Bakker' }).click();
      const first = page.getByTestId('audit-row').first();
      await expect(first.getByTestId('audit-sentence')).toHaveText(
        'Sanne Bakker changed the logo from /brand/logo.svg to /brand/favicon.svg',
      );
      await expect(first.getByTestId('audit-details')).toHaveText('Logo: /brand/logo.svg → /brand/favicon.svg');
      await expect(first).not.toContainText('{');
      // A later first day leaves nothing, and says so.
      const [d, m, y] = ((await first.locator('td').first().textContent()) ?? '').slice(0, 10).split('-').map(Number);
      const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      await page.getByLabel('From').fill(tomorrow);
      await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();

      // Which building: the annex's two entries, newest first.
      await page.getByRole('combobox', { name: 'Building' }).click();
      await page.getByRole('option', { name: 'Audit Annex' }).click();
      await expect(page.getByTestId('audit-sentence')).toHaveText([
        'Sanne Bakker deleted the building Audit Annex',
        'Sanne Bakker added the building Audit Annex',
      ]);
      await page.getByRole('button', { name: 'Clear filters' }).click();

      // Sign-ins: the failed one names the typed account and the address; staff signing in is logged.
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Sign-in' }).click();
      const signIns = page.getByTestId('audit-sentence');
      await expect(signIns.filter({ hasText: /^Failed sign-in as “nobody-here” from / })).toHaveCount(1);
      await expect(signIns.filter({ hasText: /^Sanne Bakker signed in$/ }).first()).toBeVisible();

      // The CSV holds the filtered list in the same words.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^flexapp_\d{4}-\d{2}-\d{2}_activity-log\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('\uFEFFWhen,Who,Kind,Building,What happened,Changes');
      expect(csv).toContain('Failed sign-in as “nobody-here” from ');
      expect(csv).toContain('Sanne Bakker signed in');
      expect(csv).not.toContain('changed the logo');
    });

    await test.step('in Dutch on a phone: the change back in words, axe clean', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      await signOut(page);
      await signInAs(page, 'beheerder', 'flexapp');
      await setLogo(page, '/brand/logo.svg');
      await page.goto('/dashboard/setup/audit');
      await page.getByRole('combobox', { name: 'Soort' }).click();
      await page.getByRole('option', { name: 'Instellingen' }).click();
      const sentences = page.getByTestId('audit-sentence');
      await expect(sentences.first()).toHaveText(
        / heeft het logo gewijzigd van \/brand\/favicon\.svg in \/brand\/logo\.svg$/,
      );
      await expect(sentences.nth(1)).toHaveText(
        'Sanne Bakker heeft het logo gewijzigd van /brand/logo.svg in /brand/favicon.svg',
      );
      await expect(page.getByTestId('audit-row').first().getByTestId('audit-details')).toHaveText(
        'Logo: /brand/favicon.svg → /brand/logo.svg',
      );
      await page.screenshot({ path: '.tmp/screenshots/privacy-view-activity-log-nl-360.png', fullPage: true });
      await expectNoSeriousAxe(page);
    });

    await test.step('on a tablet in English: the newest entry in words', async () => {
      await page.setViewportSize({ width: 820, height: 1180 });
      await signOut(page);
      await signInAs(page, 'staff', 'staff');
      await page.goto('/dashboard/setup/audit');
      const rows = page.getByTestId('audit-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByTestId('audit-sentence').first()).toHaveText(/^Sanne Bakker /);
      await page.screenshot({ path: '.tmp/screenshots/privacy-view-activity-log-en-820.png', fullPage: true });
    });
  });
});
