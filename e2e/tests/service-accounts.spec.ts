import { expectNoSeriousAxe as axe } from './axe';
import { signInWithForm } from './people';
import { expect, expectPath, test } from './support';
import { signOut } from './variants';

// Setup › Service accounts (issue 39, decisions 211, 321), driven like a person: make an account with a scope and
// an expiry, its token is shown once and works at once, the list shows its last use, revoking stops it, removing
// the account empties its row. English from a phone to a tablet, Dutch from a tablet to a phone.
const cases = [
  {
    lang: 'en',
    username: 'staff',
    password: 'staff',
    widths: [360, 820],
    t: {
      tab: 'Service accounts',
      heading: 'Service accounts',
      name: 'Name',
      scope: 'Read the setup',
      expiry: 'Expires',
      in30: 'In 30 days',
      create: 'Make token',
      once: /shown this once/,
      never: 'Never',
      revoke: (n: string, hint: string) => `Revoke token ${hint}… of ${n}`,
      remove: (n: string) => `Remove account ${n}`,
      noTokens: 'No active tokens',
      rotate: (n: string) => `New token for ${n}`,
    },
  },
  {
    lang: 'nl',
    username: 'beheerder',
    password: 'flexapp',
    widths: [820, 360],
    t: {
      tab: 'Serviceaccounts',
      heading: 'Serviceaccounts',
      name: 'Naam',
      scope: 'De inrichting lezen',
      expiry: 'Verloopt',
      in30: 'Over 30 dagen',
      create: 'Token maken',
      once: /maar één keer getoond/,
      never: 'Nooit',
      revoke: (n: string, hint: string) => `Intrekken: token ${hint}… van ${n}`,
      remove: (n: string) => `Account verwijderen: ${n}`,
      noTokens: 'Geen actieve tokens',
      rotate: (n: string) => `Nieuw token voor ${n}`,
    },
  },
] as const;

// The languages are steps of one test in one context (decision 455): Dutch signs out English's staff member first.
test('a service account in Setup: en 360 px then 820 px, nl 820 px then 360 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  for (const c of cases) {
    await test.step(c.lang, async () => {
      const [first, second] = c.widths;
      await page.setViewportSize({ width: first, height: first === 360 ? 740 : 1180 });
      const name = `Catering ${c.lang}`;
      if (c !== cases[0]) await signOut(page);
      await signInWithForm(page, c.username, c.password);
      await expectPath(page, '/dashboard/buildings/all/all/all');
      await page.goto('/dashboard/setup/users');
      await page.getByRole('tab', { name: c.t.tab }).click();
      await expectPath(page, '/dashboard/setup/service-accounts');
      await expect(page.getByRole('heading', { name: c.t.heading, level: 2 })).toBeVisible();

      // Made with one scope and an expiry; the token is shown once and reads the setup at once.
      await page.getByRole('textbox', { name: c.t.name }).fill(name);
      await page.getByRole('checkbox', { name: c.t.scope }).check();
      await page.getByRole('combobox', { name: c.t.expiry }).click();
      await page.getByRole('option', { name: c.t.in30 }).click();
      await page.getByRole('button', { name: c.t.create }).click();
      await expect(page.getByText(c.t.once)).toBeVisible();
      const token = (await page.getByTestId('service-account-token').textContent())!.trim();
      expect(token).toMatch(/^fxp_/);
      const row = page.getByRole('row', { name });
      await expect(row).toContainText(c.t.never);
      await expect(row).toContainText(c.t.scope);
      const bearer = { authorization: `Bearer ${token}` };
      expect((await request.get('/api/setup/webhooks', { headers: bearer })).status()).toBe(200);
      // Its scope allows reading only.
      expect((await request.post('/api/setup/webhooks', { headers: bearer, data: {} })).status()).toBe(403);
      await page.screenshot({
        path: `.tmp/screenshots/receivers-service-accounts-${first}-${c.lang}.png`,
        fullPage: true,
      });
      await axe(page);

      // After a reload (the one-time token is gone) the list shows its last use.
      await page.setViewportSize({ width: second, height: second === 360 ? 740 : 1180 });
      await page.reload();
      await expect(page.getByTestId('service-account-token')).toHaveCount(0);
      await expect(page.getByRole('row', { name })).not.toContainText(c.t.never);
      await page.screenshot({
        path: `.tmp/screenshots/receivers-service-accounts-${second}-${c.lang}.png`,
        fullPage: true,
      });
      await axe(page);

      // Rotation (decision 386): a second token, shown once, works beside the first; revoking the first refuses it at
      // once while the second keeps working; revoking the second leaves no token.
      await page.getByRole('button', { name: c.t.rotate(name) }).click();
      const shown = page.getByTestId('service-account-token');
      await expect(shown).toHaveText(/^fxp_/);
      await expect(shown).not.toHaveText(token);
      const token2 = (await shown.textContent())!.trim();
      const bearer2 = { authorization: `Bearer ${token2}` };
      expect((await request.get('/api/setup/webhooks', { headers: bearer2 })).status()).toBe(200);
      expect((await request.get('/api/setup/webhooks', { headers: bearer })).status()).toBe(200);
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: c.t.revoke(name, token.slice(0, 8)) }).click();
      await expect(page.getByRole('button', { name: c.t.revoke(name, token.slice(0, 8)) })).toHaveCount(0);
      expect((await request.get('/api/setup/webhooks', { headers: bearer })).status()).toBe(401);
      expect((await request.get('/api/setup/webhooks', { headers: bearer2 })).status()).toBe(200);
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: c.t.revoke(name, token2.slice(0, 8)) }).click();
      await expect(page.getByRole('row', { name })).toContainText(c.t.noTokens);
      expect((await request.get('/api/setup/webhooks', { headers: bearer2 })).status()).toBe(401);
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: c.t.remove(name) }).click();
      await expect(page.getByRole('row', { name })).toHaveCount(0);
    });
  }
});
