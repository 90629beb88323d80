import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { expect, signInByApi, test } from './support';

// Setup > Webhooks, chat channels (issue 39, decision 270), driven like a person on a tablet in English and in
// Dutch: add a building's Slack channel (the form asks for a building first), see it listed, turn it off, delete it.
const cases = [
  {
    username: 'staff',
    password: 'staff',
    t: {
      tab: 'Webhooks',
      title: 'Chat channels',
      add: 'Add chat channel',
      building: 'Building',
      buildingRequired: 'Choose a building',
      url: 'Incoming-webhook address (URL)',
      save: 'Add',
      slack: 'Slack',
      on: 'On',
      off: 'Off',
      turnOff: 'Turn off',
      remove: 'Delete',
      none: 'No chat channels yet.',
    },
  },
  {
    username: 'beheerder',
    password: 'flexapp',
    t: {
      tab: 'Webhooks',
      title: 'Chatkanalen',
      add: 'Chatkanaal toevoegen',
      building: 'Gebouw',
      buildingRequired: 'Kies een gebouw',
      url: 'Adres van de inkomende webhook (URL)',
      save: 'Toevoegen',
      slack: 'Slack',
      on: 'Aan',
      off: 'Uit',
      turnOff: 'Uitzetten',
      remove: 'Verwijderen',
      none: 'Nog geen chatkanalen.',
    },
  },
];

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/users/login/', { data: { username, password } });
  return `JWT ${(await res.json()).token}`;
}

// The languages are steps of one test in one context (decision 455): the Dutch staff member's API sign-in replaces
// the English one's from the next page on.
test("820px staff, beheerder: add a building's chat channel, turn it off, delete it", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 820, height: 1180 });
  for (const c of cases) {
    await test.step(c.username, async () => {
      const auth = await tokenOf(request, c.username, c.password);
      const buildings = (await (await request.get('/api/buildings/', { headers: { authorization: auth } })).json()) as {
        name: string;
      }[];
      const building = buildings[0]!.name;
      await signInByApi(page, c.username, c.password);
      await page.goto('/dashboard/setup/rules');
      await page.getByRole('tab', { name: c.t.tab }).click();
      await expect(page.getByRole('heading', { name: c.t.title })).toBeVisible();

      await page.getByRole('button', { name: c.t.add }).click();
      const dialog = page.getByRole('dialog', { name: c.t.add });
      // The address is https but unreachable from here: a public name that does not resolve is refused, so the
      // journey uses a literal public address.
      await dialog.getByRole('textbox', { name: c.t.url }).fill(`https://203.0.113.7/hooks/${c.username}`);
      await dialog.getByRole('button', { name: c.t.save, exact: true }).click();
      await expect(dialog.getByText(c.t.buildingRequired)).toBeVisible();
      await dialog.getByRole('combobox', { name: c.t.building }).click();
      await page.getByRole('option', { name: building, exact: true }).click();
      await expectNoSeriousAxe(page);
      await page.screenshot({ path: `.tmp/screenshots/chat-form-820-${c.username}.png`, fullPage: true });
      await dialog.getByRole('button', { name: c.t.save, exact: true }).click();
      await expect(dialog).toHaveCount(0);

      const row = page.getByTestId('chat-channel-row').filter({ hasText: building }).last();
      await expect(row).toContainText(c.t.slack);
      await expect(row.getByText(c.t.on, { exact: true })).toBeVisible();
      await expectNoSeriousAxe(page);
      await page.screenshot({ path: `.tmp/screenshots/chat-card-820-${c.username}.png`, fullPage: true });

      await row.getByRole('button', { name: c.t.turnOff }).click();
      await expect(row.getByText(c.t.off, { exact: true })).toBeVisible();
      page.once('dialog', (d) => void d.accept());
      await row.getByRole('button', { name: c.t.remove }).click();
      await expect(page.getByTestId('chat-channel-row')).toHaveCount(0);
      await expect(page.getByText(c.t.none)).toBeVisible();
    });
  }
});
