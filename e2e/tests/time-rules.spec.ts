import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support';
import { signOut } from './variants';

// Staff set the rules that act by the clock (issue 14) in Setup → Rules, in English and in Dutch,
// on a tablet; and a building's closing time in Setup → Structure. These change the settings for
// everyone, so the file runs in the `settings` project, after the rest (playwright.config.ts).
test.use({ viewport: { width: 820, height: 1180 } });

const staffAccounts = {
  en: { username: 'staff', password: 'staff' },
  nl: { username: 'beheerder', password: 'flexapp' },
} as const;

async function signIn(page: Page, lang: 'en' | 'nl') {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(staffAccounts[lang].username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(staffAccounts[lang].password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function config(request: APIRequestContext) {
  return (await (await request.get('/api/configuration/config')).json()).booking;
}

async function reset(request: APIRequestContext) {
  const login = await request.post('/api/users/login/', { data: staffAccounts.en });
  const headers = { Authorization: `JWT ${(await login.json()).token}` };
  const res = await request.patch('/api/configuration/settings', {
    headers,
    data: {
      auto_release_minutes: 0,
      reminder_minutes: 0,
      confirmation_required: false,
      confirmation_grace_minutes: 15,
    },
  });
  expect(res.status()).toBe(200);
}

const texts = {
  en: {
    release: 'Release no-shows after (minutes)',
    reminder: 'Reminder before the start (minutes)',
    required: 'Confirmation required',
    save: 'Save',
    tooMany: 'Enter whole minutes from 0 to 720.',
  },
  nl: {
    release: 'No-shows vrijgeven na (minuten)',
    reminder: 'Herinnering voor het begin (minuten)',
    required: 'Bevestigen verplicht',
    save: 'Opslaan',
    tooMany: 'Vul hele minuten in van 0 tot 720.',
  },
};

// The languages are steps of one test in one context (decision 455): the Dutch staff member signs in after the
// English one signed out.
test('staff set auto-release, reminders and confirmation in Setup (en, nl)', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'nl'] as const) {
    await test.step(lang, async () => {
      const t = texts[lang];
      await reset(request);
      try {
        if (lang !== 'en') await signOut(page);
        await signIn(page, lang);
        await page.goto('/dashboard/setup/rules');
        const release = page.getByRole('textbox', { name: t.release });
        await expect(release).toHaveValue('0');
        const form = page.locator('form').filter({ has: release });
        // Empty: refused with a message, nothing saved (the field itself keeps values within 0-720).
        await release.fill('');
        await form.getByRole('button', { name: t.save, exact: true }).click();
        await expect(page.getByText(t.tooMany)).toBeVisible();
        expect((await config(request)).auto_release_minutes).toBe(0);

        await release.fill('20');
        await form.getByRole('textbox', { name: t.reminder }).fill('60');
        await form.getByRole('switch', { name: t.required }).click();
        await form.getByRole('button', { name: t.save, exact: true }).click();
        await expect
          .poll(() => config(request))
          .toMatchObject({ auto_release_minutes: 20, reminder_minutes: 60, confirmation_required: true });
        await page.screenshot({ path: `.tmp/shots/setup-time-rules-${lang}.png`, fullPage: true });
        await page.reload();
        await expect(page.getByRole('textbox', { name: t.release })).toHaveValue('20');
      } finally {
        await reset(request);
      }
    });
  }
});

test('staff give a building a closing time in Setup, and clear it again', async ({ page, request }) => {
  const login = await request.post('/api/users/login/', { data: staffAccounts.en });
  const headers = { Authorization: `JWT ${(await login.json()).token}` };
  const [building] = await (await request.get('/api/setup/buildings', { headers })).json();
  const closingOf = async () =>
    (await (await request.get('/api/setup/buildings', { headers })).json()).find(
      (b: { id: number }) => b.id === building.id,
    ).closing_time;
  await signIn(page, 'en');
  await page.goto('/dashboard/setup/structure');
  const edit = async () => {
    await page.getByRole('button', { name: `Edit ${building.name}` }).click();
    return page.getByRole('dialog');
  };
  try {
    let dialog = await edit();
    await dialog.getByLabel('Closing time').fill('18:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(closingOf).toBe('18:30');
    await expect(page.getByText('closes 18:30')).toBeVisible();
    dialog = await edit();
    await expect(dialog.getByLabel('Closing time')).toHaveValue('18:30');
    await dialog.getByLabel('Closing time').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(closingOf).toBeNull();
  } finally {
    if ((await closingOf()) !== null) {
      const fresh = (await (await request.get('/api/setup/buildings', { headers })).json()).find(
        (b: { id: number }) => b.id === building.id,
      );
      await request.patch(`/api/setup/buildings/${building.id}`, {
        headers,
        data: { version: fresh.version, closing_time: null },
      });
    }
  }
});
