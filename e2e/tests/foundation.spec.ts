import { expect, test, expectPath, signIn, signInByApiAs } from './support';

test.describe('sign-in and start pages', () => {
  test('staff signs in and lands on the dashboard with the staff header', async ({ page }) => {
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    const nav = page.getByRole('navigation', { name: 'main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Check-ins' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register guest' })).toBeVisible();
    await expect(page.getByTestId('profile-menu')).toContainText('Admin');
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeDisabled();
    // Issue 8: "activity logs" opens the setup audit log.
    await page.getByRole('menuitem', { name: 'Activity logs' }).click();
    await expectPath(page, '/dashboard/setup/audit');
  });

  test('an employee signs in and lands on the app home', async ({ page }) => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    // Employees are kept out of the staff dashboard.
    await page.goto('/dashboard/buildings/all/all/all');
    await expectPath(page, '/app');
  });

  test('wrong credentials and empty fields show the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please fill in your username')).toBeVisible();
    await expect(page.getByText('Please fill in your password')).toBeVisible();
    await page.getByLabel('Username').fill('employee');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Your username or password is incorrect.');
    await expectPath(page, /\/login/);
  });

  test('an unauthenticated visit to /app/reservations returns there after sign-in', async ({ page }) => {
    await page.goto('/app/reservations');
    await expect(page).toHaveURL(/\/login\?nextUrl=%2Fapp%2Freservations$/);
    await signIn(page, 'employee', page.url());
    await expectPath(page, '/app/reservations');
  });

  test('a signed-in user visiting login goes to the start page', async ({ page }) => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    await page.goto('/login');
    await expectPath(page, '/app');
  });
});

test.describe('languages', () => {
  test.use({ locale: 'nl-NL' });

  test('a browser set to Dutch sees the login page in Dutch', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Vul uw gebruikersnaam in')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('profile edit switches the language at once', async ({ page, request }) => {
    // A colleague of our own whose profile language is Dutch (the shared demo accounts are used
    // by journeys running in parallel): the interface follows the profile after sign-in.
    const staff = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
    const username = `lotte.${Date.now()}`;
    const created = await request.post('/api/setup/users', {
      headers: { Authorization: `JWT ${(await staff.json()).token}` },
      data: {
        username,
        first_name: 'Lotte',
        last_name: 'de Boer',
        language: 'nl',
        is_staff: false,
        password: 'lotte-geheim-1',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(username);
    await page.getByRole('textbox', { name: 'Wachtwoord' }).fill('lotte-geheim-1');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectPath(page, '/app');
    // The staff dashboard is not theirs (issue 12): the profile address leads an employee to the app's Settings,
    // without the staff header (no ADMIN badge, no Check-ins / Setup menu).
    await page.goto('/dashboard/profile/edit');
    await expectPath(page, '/app/settings');
    await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
    await expect(page.getByText('ADMIN', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^(Check-ins|Setup|Inrichting)$/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Taal' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    // It is stored: after a reload the profile still says English.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
  });
});

test.describe('logout, errors and guards', () => {
  test('logout returns to login and the old token no longer works', async ({ page }) => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    const token = await page.evaluate(() => localStorage.getItem('flexapp.token'));
    expect(token).toBeTruthy();
    const before = await page.request.get('/api/users/self/', { headers: { Authorization: `JWT ${token}` } });
    expect(before.status()).toBe(200);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    const after = await page.request.get('/api/users/self/', { headers: { Authorization: `JWT ${token}` } });
    expect(after.status()).toBe(401);
    // Protected pages now send the visitor to login again.
    await page.goto('/app/find_desk');
    await expect(page).toHaveURL(/\/login\?nextUrl=/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-description')).toHaveText(
      'Sorry, the page you are looking for does not exist.',
    );
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });

  test('an unknown dashboard path and a bad id go through the loader', async ({ page }) => {
    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/buildings/abc/all/all');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await page.goto('/dashboard/whatever');
    await expectPath(page, '/dashboard/buildings/all/all/all');
  });

  test('the loader shows the network error and a refresh button when the server is unreachable', async ({ page }) => {
    await page.route('**/api/configuration/config', (route) => route.abort('connectionrefused'));
    await page.goto('/app/reservations');
    await expect(page).toHaveURL(/\/dashboard\/loader\?nextUrl=%2Fapp%2Freservations/);
    await expect(page.getByRole('alert')).toHaveText(
      'We cannot reach the server. Check your connection and try again.',
    );
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    // When the server is back, the loader retries by itself and carries on.
    await page.unroute('**/api/configuration/config');
    await expect(page).toHaveURL(/\/login\?nextUrl=%2Fapp%2Freservations/, { timeout: 15_000 });
  });
});
