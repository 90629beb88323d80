import { expectNoSeriousAxe } from './axe';
import { expect, expectPath, test } from './support';

// Setup › Identity › Roles (issue 36, decision 301), driven like a person on a phone and on a tablet, in English
// and in Dutch: staff give reception for a building to a person, the person's permissions follow at once, and
// the role is removed again.
const cases = [
  {
    lang: 'en',
    username: 'staff',
    password: 'staff',
    t: {
      tab: 'Identity',
      role: 'Role',
      reception: 'Reception',
      person: 'Person',
      buildings: 'Buildings',
      assign: 'Give role',
      remove: (n: string) => `Remove the role of ${n}`,
      removeConfirm: 'Remove',
    },
  },
  {
    lang: 'nl',
    username: 'beheerder',
    password: 'flexapp',
    t: {
      tab: 'Identiteit',
      role: 'Rol',
      reception: 'Receptie',
      person: 'Persoon',
      buildings: 'Gebouwen',
      assign: 'Rol geven',
      remove: (n: string) => `De rol van ${n} verwijderen`,
      removeConfirm: 'Verwijderen',
    },
  },
] as const;

// The runs give the role to the same two people: one journey at a time.
test.describe.configure({ mode: 'serial' });

for (const [width, person] of [
  [360, 'employee'],
  [820, 'employee2'],
] as const) {
  for (const c of cases) {
    test(`${width}px ${c.lang}: staff give ${person} reception for a building`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 1180 });
      const signIn = await request.post('/api/users/login/', {
        data: { username: person, password: person },
      });
      const personAuth = { authorization: `JWT ${(await signIn.json()).token}` };
      await page.goto('/login');
      await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(c.username);
      await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(c.password);
      await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
      await expectPath(page, '/dashboard/buildings/all/all/all');
      await page.goto('/dashboard/setup/users');
      await page.getByRole('tab', { name: c.t.tab }).click();
      await expectPath(page, '/dashboard/setup/identity');

      const form = page.getByRole('form', { name: /^(give a role|een rol geven)$/i });
      await form.getByRole('combobox', { name: c.t.role }).click();
      await page.getByRole('option', { name: c.t.reception, exact: true }).click();
      await form.getByRole('combobox', { name: c.t.person, exact: true }).fill(person);
      const personOption = page.getByRole('option', { name: new RegExp(`\\(${person}\\)$`) });
      // Other journeys give roles too: this journey reads only its person's rows.
      const personName = (await personOption.textContent())!.replace(/\s*\([^)]*\)\s*$/, '').trim();
      await personOption.click();
      // The field's box takes the click that opens the list, as a person's finger does.
      await form.getByRole('combobox', { name: c.t.buildings }).click({ force: true });
      const building = page.getByRole('option').first();
      const buildingName = (await building.textContent())!.trim();
      await building.click();
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: c.t.assign }).click();

      const rows = page.getByTestId('roles-table').getByRole('row').filter({ hasText: personName });
      const row = rows.filter({ hasText: buildingName });
      await expect(row.filter({ hasText: c.t.reception })).toHaveCount(1);
      // The person holds the guests permission for that building from their next request on.
      await expect
        .poll(async () => (await request.get('/api/guests/today/', { headers: personAuth })).status())
        .toBe(200);
      await page.screenshot({ path: `.tmp/screenshots/roles-identity-${width}-${c.lang}.png`, fullPage: true });
      await expectNoSeriousAxe(page);

      const holderRow = rows.filter({ hasText: c.t.reception });
      await holderRow
        .getByRole('button', { name: new RegExp(`^${c.t.remove('.+')}$`) })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: c.t.removeConfirm }).click();
      await expect(rows.filter({ hasText: c.t.reception })).toHaveCount(0);
      expect((await request.get('/api/guests/today/', { headers: personAuth })).status()).toBe(403);
    });
  }
}
