import { type Page } from '@playwright/test';
import { expect, test, expectPath } from './support';

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

test.describe.serial('activity log: who changed what from what to what', () => {
  test('in English: a settings change reads as a change, filtered by person, kind and day', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff', 'staff');
    await setLogo(page, '/brand/favicon.svg');
    await page.goto('/dashboard/setup/audit');
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: 'Sanne Bakker' }).click();
    const first = page.getByTestId('audit-row').first();
    await expect(first).toContainText('Sanne Bakker');
    await expect(first.getByTestId('audit-details')).toHaveText('Logo: /brand/logo.svg → /brand/favicon.svg');
    await expect(first).not.toContainText('{');
    // A later first day leaves nothing, and says so.
    const [d, m, y] = ((await first.locator('td').first().textContent()) ?? '').slice(0, 10).split('-').map(Number);
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(tomorrow);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
  });

  test('in Dutch, and the change back is logged too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'beheerder', 'flexapp');
    await setLogo(page, '/brand/logo.svg');
    await page.goto('/dashboard/setup/audit');
    await page.getByRole('combobox', { name: 'Soort' }).click();
    await page.getByRole('option', { name: 'Instellingen' }).click();
    const rows = page.getByTestId('audit-row');
    await expect(rows.first().getByTestId('audit-details')).toHaveText('Logo: /brand/favicon.svg → /brand/logo.svg');
    await expect(rows.nth(1).getByTestId('audit-details')).toHaveText('Logo: /brand/logo.svg → /brand/favicon.svg');
    await expect(rows.first()).toContainText('Instellingen gewijzigd');
  });
});
