import { expectNoSeriousAxe as axe } from './axe';
import { signInWithForm } from './people';
import { expect, expectPath, test } from './support';
import { signOut, sizeTo } from './variants';

// Setup › Identity (issue 36, decisions 230-232), driven like a person on a phone and on a tablet, in English and
// in Dutch: make a SCIM token (shown once), the identity provider uses it, the list shows its last use; a group
// the provider made is read-only; a manual group is made, filled, renamed and deleted; the token is revoked.
const cases = [
  {
    lang: 'en',
    username: 'staff',
    password: 'staff',
    t: {
      tab: 'Identity',
      tokenName: 'Token name',
      createToken: 'Create token',
      once: 'Copy it into your identity provider now: it is shown only this once.',
      never: 'Never',
      revoke: (n: string) => `Revoke ${n}`,
      revokeConfirm: 'Revoke',
      newGroup: 'New group name',
      createGroup: 'Create group',
      members: (n: string) => `Members of ${n}`,
      readOnly: 'This group comes from SCIM and is changed there.',
      addPerson: 'Add a person',
      add: 'Add',
      remove: (n: string) => `Remove ${n}`,
      rename: (n: string) => `Rename ${n}`,
      save: 'Save',
      del: (n: string) => `Delete ${n}`,
      delConfirm: 'Delete',
      madeHere: 'Made here',
    },
  },
  {
    lang: 'nl',
    username: 'beheerder',
    password: 'flexapp',
    t: {
      tab: 'Identiteit',
      tokenName: 'Naam van het token',
      createToken: 'Token maken',
      once: 'Kopieer het nu naar uw identiteitsprovider: het wordt alleen deze ene keer getoond.',
      never: 'Nooit',
      revoke: (n: string) => `${n} intrekken`,
      revokeConfirm: 'Intrekken',
      newGroup: 'Naam van de nieuwe groep',
      createGroup: 'Groep maken',
      members: (n: string) => `Leden van ${n}`,
      readOnly: 'Deze groep komt van SCIM en wordt daar gewijzigd.',
      addPerson: 'Persoon toevoegen',
      add: 'Toevoegen',
      remove: (n: string) => `${n} verwijderen`,
      rename: (n: string) => `${n} hernoemen`,
      save: 'Opslaan',
      del: (n: string) => `${n} verwijderen`,
      delConfirm: 'Verwijderen',
      madeHere: 'Hier gemaakt',
    },
  },
] as const;

// The variants are steps of one test in one context (decision 455): per language the person signs in once and the
// phone's step is followed by the tablet's; the dialog and the filled list are audited once per language.
test('SCIM token and groups in Setup (en, nl; 360px and 820px each)', async ({ page, request }) => {
  // Four long journeys (two cards, three dialogs each) on a shared, busy host.
  test.setTimeout(600_000);
  for (const c of cases) {
    for (const width of [360, 820]) {
      await test.step(`${width}px ${c.lang}`, async () => {
        // The language's first step signs its person in and audits.
        const first = width === 360;
        await sizeTo(page, width);
        const tokenName = `Entra ${c.lang} ${width}`;
        const group = `Facilities ${c.lang} ${width}`;
        const scimGroup = `Engineering ${c.lang} ${width}`;
        if (first) {
          if (c !== cases[0]) await signOut(page);
          await signInWithForm(page, c.username, c.password);
          await expectPath(page, '/dashboard/buildings/all/all/all');
        }
        await page.goto('/dashboard/setup/users');
        await page.getByRole('tab', { name: c.t.tab }).click();
        await expectPath(page, '/dashboard/setup/identity');

        // A SCIM token, shown once; the identity provider uses it at once.
        await page.getByRole('textbox', { name: c.t.tokenName }).fill(tokenName);
        await page.getByRole('button', { name: c.t.createToken }).click();
        await expect(page.getByText(c.t.once)).toBeVisible();
        const token = (await page.getByTestId('scim-token').textContent())!.trim();
        expect(token).toMatch(/^fxs_[A-Za-z0-9_-]{43}$/);
        const row = page.getByRole('row', { name: tokenName });
        await expect(row).toContainText(c.t.never);
        const scim = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
        const users = await request.get('/scim/v2/Users?filter=userName%20eq%20%22employee2%22', { headers: scim });
        expect(users.status()).toBe(200);
        const employee2 = (await users.json()).Resources[0].id as string;
        const made = await request.post('/scim/v2/Groups', {
          headers: scim,
          data: {
            schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
            displayName: scimGroup,
            members: [{ value: employee2 }],
          },
        });
        expect(made.status()).toBe(201);
        await page.reload();
        await expect(page.getByRole('row', { name: tokenName })).not.toContainText(c.t.never);

        // The provider's group: listed with its member, read-only.
        const providerRow = page.getByRole('row', { name: scimGroup });
        await expect(providerRow).toContainText('SCIM');
        await expect(providerRow.getByRole('button', { name: c.t.del(scimGroup) })).toHaveCount(0);
        await providerRow.getByRole('button', { name: c.t.members(scimGroup) }).click();
        const modal = page.getByRole('dialog', { name: scimGroup });
        await expect(modal.getByText(c.t.readOnly)).toBeVisible();
        await expect(modal.getByRole('row', { name: 'employee2' })).toBeVisible();
        await expect(modal.getByRole('combobox', { name: c.t.addPerson })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();

        // A manual group: made, filled, screenshot and axe, renamed, emptied, deleted.
        await page.getByRole('textbox', { name: c.t.newGroup }).fill(group);
        await page.getByRole('button', { name: c.t.createGroup }).click();
        const groupRow = page.getByRole('row', { name: group });
        await expect(groupRow).toContainText(c.t.madeHere);
        await groupRow.getByRole('button', { name: c.t.members(group) }).click();
        const members = page.getByRole('dialog', { name: group });
        await members.getByRole('combobox', { name: c.t.addPerson }).fill('employee2');
        await page.getByRole('option', { name: /\(employee2\)/ }).click();
        await members.getByRole('button', { name: c.t.add, exact: true }).click();
        await expect(members.getByRole('row', { name: 'employee2' })).toBeVisible();
        await page.screenshot({
          path: `.tmp/screenshots/scim-identity-members-${width}-${c.lang}.png`,
          fullPage: true,
        });
        if (first) await axe(page);
        await members.getByRole('button', { name: c.t.remove('employee2') }).click();
        await expect(members.getByRole('row', { name: 'employee2' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(members).toBeHidden();
        await expect(
          page.getByRole('row', { name: group }).getByRole('cell', { name: '0', exact: true }),
        ).toBeVisible();

        await page.screenshot({ path: `.tmp/screenshots/scim-identity-${width}-${c.lang}.png`, fullPage: true });
        if (first) await axe(page);

        const renamed = `${group} B`;
        await page
          .getByRole('row', { name: group })
          .getByRole('button', { name: c.t.rename(group) })
          .click();
        const renameDialog = page.getByRole('dialog');
        await renameDialog.getByRole('textbox').fill(renamed);
        await renameDialog.getByRole('button', { name: c.t.save }).click();
        await expect(page.getByRole('row', { name: renamed })).toBeVisible();
        await page
          .getByRole('row', { name: renamed })
          .getByRole('button', { name: c.t.del(renamed) })
          .click();
        await page.getByRole('dialog').getByRole('button', { name: c.t.delConfirm }).click();
        await expect(page.getByRole('row', { name: renamed })).toHaveCount(0);

        // Revoked: the provider is refused at once.
        await page
          .getByRole('row', { name: tokenName })
          .getByRole('button', { name: c.t.revoke(tokenName) })
          .click();
        await page.getByRole('dialog').getByRole('button', { name: c.t.revokeConfirm }).click();
        await expect(page.getByRole('row', { name: tokenName })).toHaveCount(0);
        expect((await request.get('/scim/v2/Users', { headers: scim })).status()).toBe(401);
      });
    }
  }
});
