import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../../apps/api/test/pdf-text';
import { expectNoSeriousAxe } from './axe';
import { accounts, expect, expectPath, signIn, test } from './support';
import { signOut, sizeTo } from './variants';

// A person's data (issue 38, decisions 245, 246): a person downloads everything held about them from the app's
// Settings (JSON and PDF, the PDF's text read from its bytes); staff export and erase a person from the users
// list. English and Dutch, a phone and a tablet, axe clean. The variants are steps of one test in one context
// (decision 455). Settings as it opens is audited in both languages by screens.spec.ts; the erase dialog here.

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

const people = [
  {
    who: 'employee' as const,
    t: { settings: 'Settings', json: 'Download as JSON', pdf: 'Download as PDF', title: 'Your data in flexapp' },
  },
  {
    who: 'employee2' as const,
    t: {
      settings: 'Instellingen',
      json: 'Downloaden als JSON',
      pdf: 'Downloaden als PDF',
      title: 'Uw gegevens in flexapp',
    },
  },
];

test('employee (en) and employee2 (nl) download their data as JSON and as a PDF, 360px and 820px', async ({ page }) => {
  test.setTimeout(240_000);
  for (const p of people) {
    for (const width of [360, 820]) {
      await test.step(`${width}px ${p.who}`, async () => {
        await sizeTo(page, width);
        // The person signs in at their first width; the step before ended signed in as the other person.
        if (width === 360) {
          if (p !== people[0]) await signOut(page);
          await signIn(page, p.who);
          await expectPath(page, '/app');
        }
        await page.goto('/app/settings');
        await expect(page.getByRole('heading', { name: p.t.settings, level: 1 })).toBeVisible();
        const json = await download(page, () => page.getByRole('button', { name: p.t.json }).click());
        expect(json.name).toMatch(new RegExp(`^flexapp-data-${p.who}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
        const data = JSON.parse(json.bytes.toString('utf8'));
        expect(data.profile.username).toBe(accounts[p.who].username);
        for (const part of ['bookings', 'checkins', 'messages', 'watches', 'hosted_guests', 'activity_log'])
          expect(Array.isArray(data[part]), part).toBe(true);

        const pdf = await download(page, () => page.getByRole('button', { name: p.t.pdf }).click());
        expect(pdf.name).toMatch(/\.pdf$/);
        expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(pdf.bytes);
        expect(text).toContain(p.t.title);
        expect(text).toContain(`${data.profile.first_name} ${data.profile.last_name}`);
        await page.screenshot({ path: `.tmp/screenshots/privacy-data-settings-${width}-${p.who}.png`, fullPage: true });
      });
    }
  }
});

const staffCases = [
  {
    lang: 'en' as const,
    t: {
      actions: (n: string) => `Actions for ${n}`,
      exportPdf: 'Export data (PDF)',
      menu: 'Erase…',
      confirm: (n: string) => `Type ${n} to confirm`,
      erase: 'Erase',
      erased: (n: string) => `${n} was erased; 0 bookings were released.`,
      search: 'Search by name, username or e-mail',
      title: 'Your data in flexapp',
    },
  },
  {
    lang: 'nl' as const,
    t: {
      actions: (n: string) => `Acties voor ${n}`,
      exportPdf: 'Gegevens exporteren (PDF)',
      menu: 'Wissen…',
      confirm: (n: string) => `Typ ${n} om te bevestigen`,
      erase: 'Wissen',
      erased: (n: string) => `${n} is gewist; 0 reserveringen zijn vrijgegeven.`,
      search: 'Zoek op naam, gebruikersnaam of e-mail',
      title: 'Uw gegevens in flexapp',
    },
  },
];

test("staff (en, nl) export a person's data and erase them", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 820, height: 1180 });
  for (const c of staffCases) {
    await test.step(c.lang, async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const login = await page.request.post('/api/users/login/', { data: accounts.staff });
      const auth = { authorization: `JWT ${(await login.json()).token}` };
      const staffName = `privstaff${c.lang}${suffix}`;
      const person = `erasee${c.lang}${suffix}`;
      for (const [username, staff] of [
        [staffName, true],
        [person, false],
      ] as const) {
        const made = await page.request.post('/api/setup/users', {
          headers: auth,
          data: {
            username,
            first_name: staff ? 'Privacy' : 'Erin',
            last_name: staff ? 'Officer' : `Erasee ${suffix}`,
            email: `${username}@example.test`,
            language: c.lang,
            is_staff: staff,
            password: `${username}-password`,
          },
        });
        expect(made.status()).toBe(201);
      }

      if (c === staffCases[0]) await page.goto('/login');
      else await signOut(page);
      await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(staffName);
      await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(`${staffName}-password`);
      await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      await expectPath(page, /\/dashboard\//);
      await page.goto('/dashboard/setup/users');
      await page.getByRole('textbox', { name: c.t.search }).fill(person);
      const row = page.getByRole('row', { name: person });
      await expect(row).toBeVisible();

      // The person's export, in the person's language (their profile's, Dutch or English).
      await row.getByRole('button', { name: c.t.actions(person) }).click();
      const pdf = await download(page, () => page.getByRole('menuitem', { name: c.t.exportPdf }).click());
      expect(pdfText(pdf.bytes)).toContain(c.t.title);
      expect(pdfText(pdf.bytes)).toContain(`Erin Erasee ${suffix}`);

      // Erasure waits for the username, typed.
      await row.getByRole('button', { name: c.t.actions(person) }).click();
      await page.getByRole('menuitem', { name: c.t.menu }).click();
      const dialog = page.getByRole('dialog');
      const erase = dialog.getByRole('button', { name: c.t.erase, exact: true });
      await expect(erase).toBeDisabled();
      await dialog.getByRole('textbox', { name: c.t.confirm(person) }).fill(person);
      await expect(erase).toBeEnabled();
      await page.screenshot({ path: `.tmp/screenshots/privacy-data-erase-${c.lang}.png`, fullPage: true });
      await expectNoSeriousAxe(page);
      await erase.click();
      await expect(page.getByText(c.t.erased(person))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: person })).toHaveCount(0);

      // The person cannot sign in any more.
      const again = await page.request.post('/api/users/login/', {
        data: { username: person, password: `${person}-password` },
      });
      expect(again.status()).toBe(401);
    });
  }
});
