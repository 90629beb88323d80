import type { Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { expectNoSeriousAxe } from './axe';
import { newPersonByStaff } from './people';
import { expect, serverNow, test } from './support';
import { signOut, sizeTo } from './variants';

// Two-factor sign-in (issue 36, decision 240), driven like a person in the employee app's Settings, in English
// and in Dutch, on a phone and on a tablet: set up an authenticator app from the QR code's key, keep the ten
// recovery codes, sign in with a code, then with a recovery code (once), and turn it off with the password.
// Codes come from otplib on the server's clock, as the person's phone would make them.
const cases = [
  {
    lang: 'en' as const,
    width: 360,
    t: {
      settings: 'Settings',
      setUp: 'Set up two-factor sign-in',
      code: 'Code from the app',
      turnOn: 'Turn on',
      codesTitle: 'Two-factor sign-in is on',
      saved: 'I have saved them',
      on: 'On',
      off: 'Off',
      left: '9 recovery codes left',
      password: 'Password',
      turnOff: 'Turn off',
    },
  },
  {
    lang: 'nl' as const,
    width: 360,
    t: {
      settings: 'Instellingen',
      setUp: 'Inloggen in twee stappen instellen',
      code: 'Code uit de app',
      turnOn: 'Inschakelen',
      codesTitle: 'Inloggen in twee stappen staat aan',
      saved: 'Ik heb ze bewaard',
      on: 'Aan',
      off: 'Uit',
      left: 'Nog 9 herstelcodes',
      password: 'Wachtwoord',
      turnOff: 'Uitschakelen',
    },
  },
  { lang: 'en' as const, width: 820, t: undefined },
];
const PASSWORD = 'two-factor-journey';

/** A person of their own for this journey (made by staff through the API), so no other journey meets the change. */
async function newPerson(page: Page, lang: 'en' | 'nl', width: number) {
  const username = `tf.${lang}.${width}.${Date.now().toString(36)}`;
  await newPersonByStaff(page.request, {
    username,
    first_name: 'Tess',
    last_name: 'Factor',
    language: lang,
    password: PASSWORD,
  });
  return username;
}

async function passwordStep(page: Page, username: string) {
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expect(page.getByRole('heading', { name: /^(enter your code|vul uw code in)$/i })).toBeVisible();
}

/** Sends a code at the second step; the status the server answered. */
async function secondStep(page: Page, code: string): Promise<number> {
  await page.getByRole('textbox', { name: /^(code or recovery code|code of herstelcode)$/i }).fill(code);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/login/second-factor/') && r.request().method() === 'POST'),
    page.getByRole('button', { name: /^(log in|inloggen)$/i }).click(),
  ]);
  return response.status();
}

const STEP_MS = 30_000;
const stepOf = (baseURL: string) => Math.floor(serverNow(baseURL).getTime() / STEP_MS);
/** The authenticator app's code of a 30-second step. */
const codeAtStep = (secret: string, step: number) => authenticator.clone({ epoch: step * STEP_MS }).generate(secret);

// The variants are steps of one test in one context (decision 455), each with a person of its own; the states only
// this journey reaches (the key, the recovery codes, the second step) are audited once per language.
test('set up two-factor sign-in, sign in with a code and a recovery code, turn it off (360px en, nl; 820px en)', async ({
  page,
  baseURL,
}) => {
  // Three long journeys (four sign-ins each) on a shared, busy machine.
  test.setTimeout(600_000);
  const audited = new Set<string>();
  for (const c of cases) {
    const t = c.t ?? cases[0].t!;
    const audit = !audited.has(c.lang);
    audited.add(c.lang);
    await test.step(`${c.width}px ${c.lang}`, async () => {
      await sizeTo(page, c.width);
      const username = await newPerson(page, c.lang, c.width);
      // The step before ended signed in as its own person.
      if (c !== cases[0]) await signOut(page);
      else await page.goto('/login');
      await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
      await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
      await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      await expect(page).toHaveURL(/\/app$/);

      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { name: t.settings, level: 1 })).toBeVisible();
      const card = page.getByRole('region', { name: /two-factor sign-in|inloggen in twee stappen/i });
      await expect(card.getByTestId('two-factor-state')).toHaveText(t.off);
      await card.getByRole('button', { name: t.setUp }).click();
      await expect(card.getByRole('img')).toBeVisible();
      const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.screenshot({ path: `.tmp/screenshots/mfa-enrol-${c.width}-${c.lang}.png`, fullPage: true });
      if (audit) await expectNoSeriousAxe(page);
      // A wrong code is refused beside nothing else happening; the right one turns it on.
      await card.getByRole('textbox', { name: t.code }).fill('000000');
      await card.getByRole('button', { name: t.turnOn }).click();
      await expect(card.getByRole('alert')).toBeVisible();
      const enrolStep = stepOf(baseURL!);
      const enrolCode = codeAtStep(secret, enrolStep);
      await card.getByRole('textbox', { name: t.code }).fill(enrolCode);
      await card.getByRole('button', { name: t.turnOn }).click();
      await expect(card.getByText(t.codesTitle)).toBeVisible();
      const recovery = await card.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
      expect(recovery).toHaveLength(10);
      await page.screenshot({ path: `.tmp/screenshots/mfa-recovery-${c.width}-${c.lang}.png`, fullPage: true });
      if (audit) await expectNoSeriousAxe(page);
      await card.getByRole('button', { name: t.saved }).click();
      await expect(card.getByTestId('two-factor-state')).toHaveText(t.on);

      // Signing in now takes a code after the password; a wrong one is refused.
      await signOut(page);
      await passwordStep(page, username);
      await page.screenshot({ path: `.tmp/screenshots/mfa-second-step-${c.width}-${c.lang}.png`, fullPage: true });
      if (audit) await expectNoSeriousAxe(page);
      await secondStep(page, '000000');
      await expect(page.getByTestId('login-error')).toBeVisible();
      // A code is taken once: the enrolment's code is refused, the next step's (within the server's window of one
      // step, as a phone a little ahead shows it) signs in.
      expect(await secondStep(page, enrolCode)).toBeGreaterThanOrEqual(400);
      await expect(page.getByTestId('login-error')).toBeVisible();
      await secondStep(page, codeAtStep(secret, enrolStep + 1));
      await expect(page).toHaveURL(/\/app$/);

      // A recovery code signs in once.
      await signOut(page);
      await passwordStep(page, username);
      await secondStep(page, recovery[0]);
      await expect(page).toHaveURL(/\/app$/);
      await signOut(page);
      await passwordStep(page, username);
      await secondStep(page, recovery[0]);
      await expect(page.getByTestId('login-error')).toBeVisible();
      await secondStep(page, recovery[1]);
      await expect(page).toHaveURL(/\/app$/);

      // Turned off with the password: the next sign-in asks for the password only.
      await page.goto('/app/settings');
      await expect(card.getByText(t.left.replace('9', '8'))).toBeVisible();
      await card.getByLabel(t.password).and(page.locator('input')).fill(PASSWORD);
      await card.getByRole('button', { name: t.turnOff }).click();
      await expect(card.getByTestId('two-factor-state')).toHaveText(t.off);
      await signOut(page);
      await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
      await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
      await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      await expect(page).toHaveURL(/\/app$/);
    });
  }
});
