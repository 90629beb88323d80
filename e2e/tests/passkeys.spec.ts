import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { clippedLabels } from './clipped-labels';
import { newPersonByStaff } from './people';
import { expect, test } from './support';
import { signOut } from './variants';

// Passkeys (issue 36, decision 307), driven like a person at phone size in English and Dutch, with Chromium's
// virtual authenticator (a platform passkey that verifies its user): add a named passkey in Settings, sign out,
// sign in with it instead of the password, then after the password as the second step (decision 350), see its
// last use, remove it.
const cases = [
  {
    lang: 'en' as const,
    t: {
      card: 'Passkeys',
      name: 'Name of the new passkey',
      add: 'Add a passkey',
      added: 'Passkey "Phone" added.',
      signIn: 'Sign in with a passkey',
      stepTitle: 'Confirm it is you',
      usePasskey: 'Use your passkey',
      note: 'Your passkey is already asked after your password.',
      neverUsed: 'not used yet',
      lastUsed: 'last used',
      remove: 'Remove passkey Phone',
      none: 'You have no passkeys yet.',
    },
  },
  {
    lang: 'nl' as const,
    t: {
      card: 'Passkeys',
      name: 'Naam van de nieuwe passkey',
      add: 'Passkey toevoegen',
      added: 'Passkey "Phone" is toegevoegd.',
      // Not "Inloggen …": journeys find the password form's button by that name.
      signIn: 'Aanmelden met een passkey',
      stepTitle: 'Bevestig dat u het bent',
      usePasskey: 'Gebruik uw passkey',
      note: 'Na uw wachtwoord wordt al om uw passkey gevraagd.',
      neverUsed: 'nog niet gebruikt',
      lastUsed: 'laatst gebruikt',
      remove: 'Passkey Phone verwijderen',
      none: 'U hebt nog geen passkeys.',
    },
  },
];
const PASSWORD = 'passkeys-journey';

async function newPerson(request: APIRequestContext, lang: 'en' | 'nl') {
  const username = `passkey.${lang}.${Date.now().toString(36)}`;
  await newPersonByStaff(request, {
    username,
    first_name: 'Pat',
    last_name: 'Key',
    language: lang,
    password: PASSWORD,
  });
  return username;
}

// The languages are steps of one test in one context (decision 455), each with a person and a virtual authenticator
// of its own: the step before signs out and its authenticator is removed, as a fresh browser would have none.
test('360px: add a passkey, sign in with it instead of or after the password, remove it (en, nl)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  for (const c of cases) {
    await test.step(c.lang, async () => {
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      const username = await newPerson(request, c.lang);
      const passwordStep = async () => {
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      };
      if (c === cases[0]) await page.goto('/login');
      else await signOut(page);
      await passwordStep();
      await expect(page).toHaveURL(/\/app$/);

      await page.goto('/app/settings');
      const card = page.getByRole('region', { name: c.t.card });
      await card.getByRole('textbox', { name: c.t.name }).fill('Phone');
      await card.getByRole('button', { name: c.t.add }).click();
      await expect(page.getByText(c.t.added)).toBeVisible();
      // The two-factor card says the passkey is the second step now (decision 350).
      await expect(page.getByTestId('passkey-second-factor')).toContainText(c.t.note);
      const row = card.getByRole('listitem', { name: 'Phone' });
      await expect(row).toContainText(c.t.neverUsed);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/screenshots/sessions-passkeys-${c.lang}.png`, fullPage: true });
      await expectNoSeriousAxe(page);

      // Signed out, the passkey signs in without the password.
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login/);
      const button = page.getByRole('button', { name: c.t.signIn });
      await expect(button).toBeVisible();
      await page.screenshot({ path: `.tmp/screenshots/sessions-passkey-login-${c.lang}.png`, fullPage: true });
      await expectNoSeriousAxe(page);
      expect(await clippedLabels(page)).toEqual([]);
      await button.click();
      await expect(page).toHaveURL(/\/app$/);

      // With the password, the passkey is asked as the second step (decision 350).
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login/);
      await passwordStep();
      await expect(page.getByRole('heading', { name: c.t.stepTitle })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /code/i })).toHaveCount(0);
      await page.screenshot({ path: `.tmp/screenshots/mfa2-passkey-second-step-${c.lang}.png`, fullPage: true });
      await expectNoSeriousAxe(page);
      expect(await clippedLabels(page)).toEqual([]);
      await page.getByRole('button', { name: c.t.usePasskey }).click();
      await expect(page).toHaveURL(/\/app$/);

      await page.goto('/app/settings');
      await expect(row).toContainText(c.t.lastUsed);
      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: c.t.remove }).click();
      await expect(card.getByText(c.t.none)).toBeVisible();
      await expect(page.getByTestId('passkey-second-factor')).toHaveCount(0);
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    });
  }
});
