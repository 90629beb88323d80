import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { type RunningIdp, startSamlIdp } from '../saml-idp';
import { expect, expectPath, serverNow, signIn, test } from './support';

/** Zero critical or serious WCAG 2.2 AA violations (as accessibility.spec.ts). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function staffAuth(request: APIRequestContext) {
  const login = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
  return `JWT ${(await login.json()).token}`;
}

const PHONE = { width: 360, height: 740 };
const TABLET = { width: 820, height: 1180 };
let provider: RunningIdp;

test.describe.serial('SAML 2.0 sign-in through a real identity provider', () => {
  test.beforeAll(async ({ request, baseURL }) => {
    const metadata = await (await request.get('/api/auth/saml/metadata')).text();
    provider = await startSamlIdp(metadata, () => serverNow(baseURL!));
  });
  test.afterAll(async ({ request }) => {
    // Password sign-in back on for the journeys after this one; the provider stays set up.
    const auth = await staffAuth(request);
    const setup = (await (await request.get('/api/setup/saml', { headers: { authorization: auth } })).json()) as {
      provider: Record<string, unknown> | null;
    };
    if (setup.provider) {
      const res = await request.put('/api/setup/saml', {
        headers: { authorization: auth },
        data: {
          name: setup.provider.name,
          metadata_url: null,
          metadata_xml: provider.idp.metadata,
          attribute_email: 'email',
          attribute_first_name: 'firstName',
          attribute_last_name: 'lastName',
          attribute_language: 'language',
          attribute_groups: 'groups',
          just_in_time: true,
          only_sso: false,
          break_glass_username: null,
        },
      });
      expect(res.ok()).toBeTruthy();
    }
    await provider?.close();
  });

  test('staff set up the identity provider in Setup from its metadata (tablet)', async ({ page }) => {
    await page.setViewportSize(TABLET);
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    await page.goto('/dashboard/setup/rules');
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Sign-in through SAML 2.0' }) });
    // The attribute carrying the SCIM externalId: `externalId` by default, a name or URI (decision 403).
    const externalId = card.getByRole('textbox', { name: 'SCIM externalId' });
    await expect(externalId).toHaveValue('externalId');
    await externalId.fill('employee id');
    await card.getByRole('button', { name: 'Save SAML sign-in' }).click();
    await expect(card.getByText('Use at most 300 letters, digits and', { exact: false })).toBeVisible();
    await externalId.fill('http://schemas.corp.example/claims/employee-id');
    await card.getByRole('textbox', { name: 'Name on the sign-in button' }).fill('Corp Login');
    await card.getByText('Pasted XML').click();
    await card.getByRole('textbox', { name: 'Metadata XML' }).fill('<not metadata/>');
    await card.getByRole('button', { name: 'Save SAML sign-in' }).click();
    await expect(page.getByText('The identity provider metadata could not be read', { exact: false })).toBeVisible();
    await card.getByRole('textbox', { name: 'Metadata XML' }).fill(provider.idp.metadata);
    await card.getByRole('button', { name: 'Save SAML sign-in' }).click();
    await expect(page.getByText('SAML sign-in was saved.')).toBeVisible();
    await expect(card.getByTestId('saml-provider')).toContainText(provider.idp.entityId);
    await expect(card.getByTestId('saml-provider')).toContainText('1 signing certificate');
    await expect(externalId).toHaveValue('http://schemas.corp.example/claims/employee-id');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/screenshots/saml-setup-820.png', fullPage: true });
    await expectAccessible(page);
  });

  for (const [locale, button, user] of [
    [
      'en-GB',
      'Sign in with Corp Login',
      { nameId: 'e2e-ann', email: 'ann.saml@corp.example', first: 'Ann', lang: 'en' },
    ],
    [
      'nl-NL',
      'Aanmelden met Corp Login',
      { nameId: 'e2e-bram', email: 'bram.saml@corp.example', first: 'Bram', lang: 'nl' },
    ],
  ] as const) {
    test(`a new colleague signs in through the provider on a phone (${locale})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale, baseURL, viewport: PHONE });
      const page = await context.newPage();
      provider.next = {
        user: {
          nameId: user.nameId,
          attributes: { email: user.email, firstName: user.first, lastName: 'Saml', language: user.lang },
        },
        spoil: {},
      };
      await page.goto('/login');
      const samlButton = page.getByRole('link', { name: button });
      await expect(samlButton).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/screenshots/saml-login-360-${locale}.png` });
      await samlButton.click();
      await expectPath(page, '/app');
      await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
      await context.close();
    });
  }

  for (const [locale, title, message] of [
    ['en-GB', 'Sign-in did not succeed', 'not signed with its certificate'],
    ['nl-NL', 'Aanmelden is niet gelukt', 'niet ondertekend met zijn certificaat'],
  ] as const) {
    test(`a forged answer ends on a clear page (${locale})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale, baseURL, viewport: PHONE });
      const page = await context.newPage();
      provider.next = {
        user: { nameId: 'e2e-ann', attributes: { email: 'ann.saml@corp.example' } },
        spoil: { forged: true },
      };
      await page.goto('/login');
      await page.getByRole('link', { name: /Corp Login/ }).click();
      await expectPath(page, '/login/saml-failed?code=SAML_SIGNATURE_INVALID');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('saml-failure')).toContainText(message);
      await page.screenshot({ path: `.tmp/screenshots/saml-failed-360-${locale}.png` });
      await expectAccessible(page);
      await context.close();
    });
  }

  test('with sign-in only through the provider, a password is refused but for the break-glass account', async ({
    page,
    request,
  }) => {
    const auth = await staffAuth(request);
    const res = await request.put('/api/setup/saml', {
      headers: { authorization: auth },
      data: {
        name: 'Corp Login',
        metadata_url: null,
        metadata_xml: provider.idp.metadata,
        attribute_email: 'email',
        attribute_first_name: 'firstName',
        attribute_last_name: 'lastName',
        attribute_language: 'language',
        attribute_groups: 'groups',
        just_in_time: true,
        only_sso: true,
        break_glass_username: 'staff',
      },
    });
    expect(res.ok()).toBeTruthy();
    await page.setViewportSize(PHONE);
    await signIn(page, 'employee');
    await expect(page.getByTestId('login-error')).toContainText('Sign-in with a password is turned off');
    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
  });
});
