import { expectNoSeriousAxe } from './axe';
import { expect, signInByApiAs, test } from './support';
import { sizeTo } from './variants';

// Personal API tokens in the employee app's Settings (issue 39, decision 210), driven like a person on a phone
// and on a tablet, in English and in Dutch: make a token, see it once, use it, revoke it, and it stops working.
const cases = [
  {
    who: 'employee' as const,
    t: {
      settings: 'Settings',
      name: 'Name',
      scope: 'Read bookings, desks and rooms',
      create: 'Make token',
      once: 'Copy it now: it is shown only this once.',
      done: 'Done, I copied it',
      neverUsed: 'never used',
      revoke: (name: string) => `Revoke ${name}`,
      revoked: (name: string) => `Token “${name}” is revoked.`,
      scopeMissing: 'Tick at least one.',
      staffScope: 'Change the setup',
    },
  },
  {
    who: 'employee2' as const,
    t: {
      settings: 'Instellingen',
      name: 'Naam',
      scope: 'Reserveringen, werkplekken en ruimtes lezen',
      create: 'Token maken',
      once: 'Kopieer het nu: het wordt alleen deze ene keer getoond.',
      done: 'Klaar, ik heb het gekopieerd',
      neverUsed: 'nooit gebruikt',
      revoke: (name: string) => `${name} intrekken`,
      revoked: (name: string) => `Token “${name}” is ingetrokken.`,
      scopeMissing: 'Vink er minstens één aan.',
      staffScope: 'De inrichting wijzigen',
    },
  },
];

// The variants are steps of one test in one context (decision 455), each with its own token name: per person the API
// sign-in comes first (the later one replaces the earlier from the next page on), the phone's step audits.
test('make an API token, see it once, use it, revoke it (employee, employee2; 360px and 820px each)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  for (const c of cases) {
    for (const width of [360, 820]) {
      await test.step(`${width}px ${c.who}`, async () => {
        await sizeTo(page, width);
        const name = `export ${c.who} ${width}`;
        if (width === 360) await signInByApiAs(page, c.who);
        await page.goto('/app/settings');
        await expect(page.getByRole('heading', { name: c.t.settings, level: 1 })).toBeVisible();
        const form = page.getByRole('form', { name: /^(new api token|nieuw api-token)$/i });
        // An employee is not offered the staff scopes; nothing ticked is refused beside the field.
        await expect(form.getByRole('checkbox', { name: c.t.staffScope })).toHaveCount(0);
        await form.getByRole('textbox', { name: c.t.name }).fill(name);
        await form.getByRole('button', { name: c.t.create }).click();
        await expect(form.getByText(c.t.scopeMissing)).toBeVisible();
        await form.getByRole('checkbox', { name: c.t.scope }).check();
        await form.getByRole('button', { name: c.t.create }).click();

        await expect(page.getByText(c.t.once)).toBeVisible();
        const token = (await page.getByTestId('new-token').textContent())!.trim();
        expect(token).toMatch(/^fxp_[A-Za-z0-9_-]{43}$/);
        const row = page.getByRole('listitem', { name });
        await expect(row).toContainText(token.slice(0, 8));
        await expect(row).toContainText(c.t.neverUsed);
        await page.screenshot({ path: `.tmp/screenshots/f-tokens-app-${width}-${c.who}.png`, fullPage: true });
        if (width === 360) await expectNoSeriousAxe(page);

        // The token works as a Bearer token within its scope.
        const mine = await request.get('/api/booking/reservations/me', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(mine.status()).toBe(200);
        const booking = await request.post('/api/booking/new', {
          headers: { authorization: `Bearer ${token}` },
          data: {},
        });
        expect(booking.status()).toBe(403);
        expect((await booking.json()).code).toBe('TOKEN_SCOPE_MISSING');

        // Shown once: after Done it is gone from the page and from a reload; only its first characters stay.
        await page.getByRole('button', { name: c.t.done }).click();
        await expect(page.getByTestId('new-token')).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('listitem', { name })).toBeVisible();
        await expect(page.getByText(token)).toHaveCount(0);

        page.once('dialog', (dialog) => dialog.accept());
        await page.getByRole('button', { name: c.t.revoke(name) }).click();
        await expect(page.getByText(c.t.revoked(name))).toBeVisible();
        await expect(page.getByRole('listitem', { name })).toHaveCount(0);
        const after = await request.get('/api/booking/reservations/me', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(after.status()).toBe(401);
      });
    }
  }
});
