import { expect, test, expectPath } from './support';

// Turning a flag off changes the configuration for everyone, so this file runs in its own
// Playwright project after all the others (see playwright.config.ts).
test.describe('feature flags', () => {
  test('a flag turned off refuses its route', async ({ page, request }) => {
    const login = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
    const auth = { Authorization: `JWT ${(await login.json()).token}` };
    const patch = (value: boolean) =>
      request.patch('/api/configuration/settings', { headers: auth, data: { enable_public_register_guest: value } });
    expect((await patch(false)).status()).toBe(200);
    try {
      await page.goto('/dashboard/public/register_guest');
      await expectPath(page, '/dashboard/404');
      await page.goto('/dashboard/public/');
      await expect(page.getByText('Welcome to our office')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register guest' })).toHaveCount(0);
      // It says what a visitor does instead, not "register yourself" with no way to.
      await expect(page.getByTestId('public-intro')).toContainText('Please report to the reception');
    } finally {
      expect((await patch(true)).status()).toBe(200);
    }
    await page.goto('/dashboard/public/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register guest' })).toBeVisible();
  });
});
