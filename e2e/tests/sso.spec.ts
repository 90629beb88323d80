import { type APIRequestContext, type Page } from '@playwright/test';
import { OIDC_ACCOUNTS, OIDC_CLIENT_ID, OIDC_ISSUER } from '../oidc';
import { expect, test, expectPath, signIn } from './support';

async function setSso(
  request: APIRequestContext,
  values: { adfs_base_url: string | null; adfs_client_id: string | null },
) {
  const login = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
  const auth = `JWT ${(await login.json()).token}`;
  const res = await request.patch('/api/configuration/settings', { headers: { authorization: auth }, data: values });
  expect(res.ok()).toBeTruthy();
}

async function signInAtProvider(page: Page, username: keyof typeof OIDC_ACCOUNTS) {
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Corporate sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(OIDC_ACCOUNTS[username].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.serial('single sign-on through a real OpenID Connect provider', () => {
  test.beforeAll(async ({ request }) => setSso(request, { adfs_base_url: null, adfs_client_id: null }));
  test.afterAll(async ({ request }) => setSso(request, { adfs_base_url: null, adfs_client_id: null }));

  test('staff turn single sign-on on in Setup: issuer URL and client ID', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await page.goto('/dashboard/setup/rules');
    const issuer = page.getByRole('textbox', { name: 'Issuer URL' });
    const settings = page.locator('form').filter({ has: issuer });
    await issuer.fill('login.example.com');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Use an address starting with https:// or http://')).toBeVisible();
    await issuer.fill(OIDC_ISSUER);
    await page.getByRole('textbox', { name: 'Client ID' }).fill(OIDC_CLIENT_ID);
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The settings were saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Issuer URL' })).toHaveValue(OIDC_ISSUER);
    await expect(page.getByRole('textbox', { name: 'Client ID' })).toHaveValue(OIDC_CLIENT_ID);
  });

  for (const [locale, name] of [
    ['en-GB', 'Employee single sign-on'],
    ['nl-NL', 'Single sign-on voor medewerkers'],
  ] as const) {
    test(`the SSO button's label is whole on a phone (${locale})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale, baseURL, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto('/login');
      const label = page.getByRole('button', { name }).locator('.mantine-Button-label');
      await expect(label).toBeVisible();
      expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1)).toBe(
        true,
      );
      await page.screenshot({ path: `.tmp/sso-login-360-${locale}.png` });
      await context.close();
    });
  }

  test('staff click the SSO button, sign in at the provider and land on my_dashboard', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Employee single sign-on' });
    await expect(button).toBeVisible();
    await page.screenshot({ path: '.tmp/sso-login.png' });
    await button.click();
    await signInAtProvider(page, 'sso.staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test('a new colleague is created on first sign-in and lands on the app home', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Employee single sign-on' }).click();
    await signInAtProvider(page, 'sso.newcomer');
    await expectPath(page, '/app');
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('a used or forged return shows a translated error and leaves the user signed out', async ({ page }) => {
    await page.goto('/login?code=forged-code&state=forged-state-forged-state-forged');
    await expect(page.getByTestId('login-error')).toHaveText(
      'The single sign-on attempt expired or was already used. Please try again.',
    );
    await expectPath(page, '/login');
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, /\/login\?nextUrl=/);
  });

  test.describe('in Dutch', () => {
    test.use({ locale: 'nl-NL' });
    test('the error is shown in Dutch', async ({ page }) => {
      await page.goto('/login?code=forged-code&state=forged-state-forged-state-forged');
      await expect(page.getByTestId('login-error')).toHaveText(
        'De aanmeldpoging via eenmalige aanmelding is verlopen of al gebruikt. Probeer het opnieuw.',
      );
      await expect(page.getByRole('button', { name: /eenmalige aanmelding|single sign-on/i })).toBeVisible();
    });
  });
});
