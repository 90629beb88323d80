import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { newPersonByStaff } from './people';
import { expect, test } from './support';
import { signOut, sizeTo } from './variants';

// One's own sessions (issue 36, decision 305), driven like a person in the employee app's Settings, in English
// and Dutch, on a phone and a tablet: the browsers one is signed in with (this one marked), sign one out, then
// everywhere else. Then the sign-in page after an idle staff session (decision 306): the server's clock cannot
// be moved from here, so the idle answer of the API (tested on the API's clock) is given to the page.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'own-sessions-journey';

const cases = [
  {
    lang: 'en' as const,
    width: 360,
    t: {
      card: 'Where you are signed in',
      phone: 'Chrome 131 on Android 14',
      laptop: 'Firefox 133 on macOS Catalina',
      thisOne: 'This device',
      signOutPhone: 'Sign out Chrome 131 on Android 14',
      signedOut: 'Chrome 131 on Android 14 is signed out.',
      others: 'Sign out everywhere else',
      othersDone: 'Signed out of 1 other session.',
      onlyHere: 'You are signed in only here.',
      idle: 'You were signed out because you were inactive for a while. Please sign in again.',
    },
  },
  {
    lang: 'nl' as const,
    width: 360,
    t: {
      card: 'Waar u bent ingelogd',
      phone: 'Chrome 131 op Android 14',
      laptop: 'Firefox 133 op macOS Catalina',
      thisOne: 'Dit apparaat',
      signOutPhone: 'Chrome 131 op Android 14 uitloggen',
      signedOut: 'Chrome 131 op Android 14 is uitgelogd.',
      others: 'Overal anders uitloggen',
      othersDone: '1 andere sessie is uitgelogd.',
      onlyHere: 'U bent alleen hier ingelogd.',
      idle: 'U bent uitgelogd omdat u een tijd niet actief was. Log opnieuw in.',
    },
  },
  { lang: 'en' as const, width: 820, t: undefined },
];

/** A person of their own for this journey (made by staff through the API), so no other journey meets the change. */
async function newPerson(request: APIRequestContext, lang: 'en' | 'nl', width: number) {
  const username = `sessions.${lang}.${width}.${Date.now().toString(36)}`;
  await newPersonByStaff(request, {
    username,
    first_name: 'Sam',
    last_name: 'Session',
    language: lang,
    password: PASSWORD,
  });
  return username;
}

/** A sign-in from another browser: its token. */
async function signInElsewhere(request: APIRequestContext, username: string, userAgent: string) {
  const res = await request.post('/api/users/login/', {
    data: { username, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status()).toBe(200);
  return `JWT ${(await res.json()).token}`;
}
const stillSignedIn = async (request: APIRequestContext, auth: string) =>
  (await request.get('/api/users/self/', { headers: { Authorization: auth } })).status();

// The variants are steps of one test in one context (decision 455), each with a person of its own; the list and the
// idle notice are audited once per language.
test('see where one is signed in, sign one out, then everywhere else; the idle notice (360px en, nl; 820px en)', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const audited = new Set<string>();
  for (const c of cases) {
    const t = c.t ?? cases[0].t!;
    const audit = !audited.has(c.lang);
    audited.add(c.lang);
    await test.step(`${c.width}px ${c.lang}`, async () => {
      await sizeTo(page, c.width);
      const username = await newPerson(request, c.lang, c.width);
      const phone = await signInElsewhere(request, username, PHONE);
      const laptop = await signInElsewhere(request, username, LAPTOP);

      if (c === cases[0]) await page.goto('/login');
      else await signOut(page);
      await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
      await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
      await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      await expect(page).toHaveURL(/\/app$/);
      await page.goto('/app/settings');
      const card = page.getByRole('region', { name: t.card });
      const rows = card.getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(card.getByRole('listitem', { name: t.phone })).toBeVisible();
      await expect(card.getByRole('listitem', { name: t.laptop })).toBeVisible();
      await expect(rows.filter({ hasText: t.thisOne })).toHaveCount(1);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/screenshots/sessions-list-${c.width}-${c.lang}.png`, fullPage: true });
      if (audit) await expectNoSeriousAxe(page);

      // Sign the phone out: it is gone from the list and its token no longer works.
      await card.getByRole('button', { name: t.signOutPhone }).click();
      await expect(page.getByText(t.signedOut)).toBeVisible();
      await expect(rows).toHaveCount(2);
      expect(await stillSignedIn(request, phone)).toBe(401);
      expect(await stillSignedIn(request, laptop)).toBe(200);

      // Everywhere else: only this browser is left.
      page.once('dialog', (dialog) => void dialog.accept());
      await card.getByRole('button', { name: t.others }).click();
      await expect(page.getByText(t.othersDone)).toBeVisible();
      await expect(card.getByText(t.onlyHere)).toBeVisible();
      await expect(rows).toHaveCount(1);
      expect(await stillSignedIn(request, laptop)).toBe(401);

      // An idle session (decision 306): the next answer is SESSION_IDLE, the app goes to sign-in and says why.
      const idle = (url: URL) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/configuration/');
      await page.route(idle, async (route) =>
        (await route.request().headerValue('authorization'))
          ? route.fulfill({
              status: 401,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'SESSION_IDLE', message: t.idle }),
            })
          : route.continue(),
      );
      await page.reload();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByTestId('signed-out-idle')).toHaveText(t.idle);
      await page.screenshot({ path: `.tmp/screenshots/sessions-idle-${c.width}-${c.lang}.png`, fullPage: true });
      if (audit) await expectNoSeriousAxe(page);
      await page.unroute(idle);
    });
  }
});
