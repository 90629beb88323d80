import { expect, type Page, test } from '@playwright/test';
import { expectPath, signIn } from './support';

/**
 * Issue 12: the Content-Security-Policy is enforced on every screen and nothing violates it; an employee
 * never sees the staff header, whatever dashboard address they open.
 */

const staffScreens = [
  '/dashboard/buildings/all/all/all',
  '/dashboard/checkins',
  '/dashboard/bookings/all/all/all',
  '/dashboard/register_guest',
  '/dashboard/profile/edit',
  '/dashboard/setup/structure',
  '/dashboard/setup/rules',
  '/dashboard/setup/users',
  '/dashboard/setup/audit',
  '/dashboard/setup/identity',
];
const appScreens = [
  '/app',
  '/app/checkins',
  '/app/find_desk',
  '/app/reservations',
  '/app/floor_layout',
  '/app/colleagues',
  '/app/messages',
  '/app/notifier',
  '/app/settings',
];
const publicScreens = ['/login', '/dashboard/public', '/dashboard/public/register_guest', '/404'];

/** Every CSP violation the page reports, from the DOM event and from the console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

/** Opens a screen and waits until it has drawn (live event streams keep the network busy for ever). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(page.locator('main, form, h1, h2, h3').first()).toBeVisible();
}

test.describe('content security policy', () => {
  test('every HTML page is served with the policy and the other security headers', async ({ request }) => {
    for (const path of ['/login', '/app', '/dashboard/setup/users']) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['content-type']).toContain('text/html');
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  test('no screen of staff, employee or visitor violates the policy', async ({ browser }) => {
    test.setTimeout(120_000);
    const anonymous = await browser.newPage();
    const anonymousViolations = watchViolations(anonymous);
    for (const path of publicScreens) await visit(anonymous, path);
    await anonymous.close();

    const staff = await browser.newPage();
    const staffViolations = watchViolations(staff);
    await signIn(staff, 'staff');
    await expectPath(staff, /\/dashboard\//);
    for (const path of staffScreens) await visit(staff, path);
    await staff.close();

    const employee = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const employeeViolations = watchViolations(employee);
    await signIn(employee, 'employee');
    await expectPath(employee, '/app');
    for (const path of appScreens) await visit(employee, path);
    await employee.close();

    expect([...anonymousViolations, ...staffViolations, ...employeeViolations]).toEqual([]);
  });
});

test.describe('the staff header is for staff only', () => {
  test('an employee opening any dashboard address stays in the app, without the staff header', async ({ page }) => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    for (const path of staffScreens) {
      await visit(page, path);
      await expect(page, path).toHaveURL(/\/app(\/|$)/);
      await expect(page.locator('a[href^="/dashboard/setup"]'), path).toHaveCount(0);
      await expect(page.getByText('ADMIN', { exact: true }), path).toHaveCount(0);
    }
    await visit(page, '/dashboard/profile/edit');
    await expectPath(page, '/app/settings');
    await page.screenshot({ path: '.tmp/test-results/employee-profile-redirect.png' });
  });
});
