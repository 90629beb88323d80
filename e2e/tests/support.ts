import { expect, type Page } from '@playwright/test';

export const accounts = {
  staff: { username: 'staff', password: 'staff' },
  employee: { username: 'employee', password: 'employee' },
  employee2: { username: 'employee2', password: 'employee2' },
} as const;

/** Signs in through the login form like a person would. */
export async function signIn(page: Page, who: keyof typeof accounts, startAt = '/login') {
  await page.goto(startAt);
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(accounts[who].username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(accounts[who].password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(
    typeof path === 'string' ? new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path,
  );
}
