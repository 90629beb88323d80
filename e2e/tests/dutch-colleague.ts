import { expect, type Page } from '@playwright/test';

/**
 * Dutch journeys sign in as a generated demo colleague (password `flexapp`) whose profile
 * language is set to Dutch through the API first: employee2 is shared with the foundation
 * spec, which switches its language to English for a moment while running in parallel.
 */
export async function signInDutch(page: Page, username: string) {
  const login = await page.request.post('/api/users/login/', { data: { username, password: 'flexapp' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `JWT ${(await login.json()).token}` };
  const self = await (await page.request.get('/api/users/self/', { headers })).json();
  const saved = await page.request.put('/api/users/self/', {
    headers,
    data: { first_name: self.first_name, last_name: self.last_name, profile: { language: 'nl' } },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill('flexapp');
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
}
