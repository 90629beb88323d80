import { expectNoSeriousAxe } from './axe';
import { accounts, expect, expectPath, signIn, test } from './support';
import { signOut } from './variants';

// One's own chat channel in the employee app's Settings (issue 39, decision 370), driven like a person in English
// and in Dutch, on a phone and on a tablet: a private address is refused with a translated message, a public one
// is saved with the chosen messages, it is still there after a reload at the other width, then removed.
const cases = [
  {
    who: 'employee' as const,
    widths: [360, 820],
    t: {
      title: 'My chat channel',
      platform: 'Platform',
      teams: 'Microsoft Teams',
      url: 'Incoming-webhook address (URL)',
      desks: 'Desks I watch that are free',
      reminders: 'Booking reminders',
      save: 'Save chat channel',
      saved: 'Chat channel saved',
      refused: 'The webhook address points to this server or a private network, which is not allowed.',
      remove: 'Remove chat channel',
      removed: 'Chat channel removed',
    },
  },
  {
    who: 'employee2' as const,
    widths: [820, 360],
    t: {
      title: 'Mijn chatkanaal',
      platform: 'Platform',
      teams: 'Microsoft Teams',
      url: 'Adres van de inkomende webhook (URL)',
      desks: 'Bureaus die ik volg en die vrij zijn',
      reminders: 'Herinneringen aan reserveringen',
      save: 'Chatkanaal opslaan',
      saved: 'Chatkanaal opgeslagen',
      refused: 'Het webhookadres wijst naar deze server of een privénetwerk, en dat is niet toegestaan.',
      remove: 'Chatkanaal verwijderen',
      removed: 'Chatkanaal verwijderd',
    },
  },
];

// The people are steps of one test in one context (decision 455); the saved channel is audited once per language.
test("connect one's own chat channel, see it kept, remove it (employee, employee2; two widths each)", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const c of cases) {
    await test.step(`${c.widths.join(' then ')}px ${c.who}`, async () => {
      const [first, second] = c.widths as [number, number];
      const size = (width: number) => page.setViewportSize({ width, height: width === 360 ? 740 : 1180 });
      // A channel left by an earlier, interrupted run is removed first.
      const login = await request.post('/api/users/login/', { data: accounts[c.who] });
      const auth = { authorization: `JWT ${(await login.json()).token}` };
      await request.delete('/api/users/self/chat-channel', { headers: auth });

      await size(first);
      if (c !== cases[0]) await signOut(page);
      await signIn(page, c.who);
      await expectPath(page, '/app');
      await page.goto('/app/settings');
      const card = page.getByRole('region', { name: c.t.title });
      const url = card.getByRole('textbox', { name: c.t.url });
      await url.fill('http://127.0.0.1:9/hook');
      await card.getByRole('button', { name: c.t.save }).click();
      await expect(card.getByRole('alert')).toHaveText(c.t.refused);

      await card.getByRole('combobox', { name: c.t.platform }).click();
      await page.getByRole('option', { name: c.t.teams }).click();
      // A literal public address: a public name that does not resolve from here would be refused.
      await url.fill(`https://203.0.113.7/hooks/${c.who}`);
      await card.getByRole('checkbox', { name: c.t.desks }).check();
      await card.getByRole('button', { name: c.t.save }).click();
      await expect(page.getByText(c.t.saved)).toBeVisible();
      await expect(card.getByRole('alert')).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousAxe(page);
      await page.screenshot({ path: `.tmp/screenshots/receivers2-my-chat-${first}-${c.who}.png`, fullPage: true });

      await size(second);
      await page.reload();
      await expect(url).toHaveValue(`https://203.0.113.7/hooks/${c.who}`);
      await expect(card.getByRole('combobox', { name: c.t.platform })).toHaveValue(c.t.teams);
      await expect(card.getByRole('checkbox', { name: c.t.desks })).toBeChecked();
      await expect(card.getByRole('checkbox', { name: c.t.reminders })).toBeChecked();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/screenshots/receivers2-my-chat-${second}-${c.who}.png`, fullPage: true });

      page.once('dialog', (d) => void d.accept());
      await card.getByRole('button', { name: c.t.remove }).click();
      await expect(page.getByText(c.t.removed)).toBeVisible();
      await expect(card.getByRole('button', { name: c.t.remove })).toHaveCount(0);
      const left = await request.get('/api/users/self/chat-channel', { headers: auth });
      expect(await left.json()).toEqual({ channel: null });
    });
  }
});
