import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { expect, test } from './support';
import { signOut } from './variants';

// Setup > Webhooks (issue 39, decision 255), driven like a person on a tablet in English and in Dutch: register an
// endpoint (the secret is shown once), an event reaches a real receiver, the delivery log shows it, "Send again"
// sends it once more with the same webhook-id, and the endpoint is deleted.
const cases = [
  {
    username: 'staff',
    password: 'staff',
    t: {
      tab: 'Webhooks',
      add: 'Add webhook',
      url: 'Address (URL)',
      eventsRequired: 'Choose at least one event',
      event: 'Check-in',
      save: 'Add',
      once: 'Copy this secret now: it is shown only once.',
      done: 'Done',
      deliveries: 'Deliveries',
      delivered: 'Delivered',
      sendAgain: 'Send again',
      queued: 'Queued to be sent again.',
      remove: 'Delete',
      none: 'No webhooks yet.',
    },
  },
  {
    username: 'beheerder',
    password: 'flexapp',
    t: {
      tab: 'Webhooks',
      add: 'Webhook toevoegen',
      url: 'Adres (URL)',
      eventsRequired: 'Kies minstens één gebeurtenis',
      event: 'Check-in',
      save: 'Toevoegen',
      once: 'Kopieer dit geheim nu: het wordt maar één keer getoond.',
      done: 'Klaar',
      deliveries: 'Afleveringen',
      delivered: 'Afgeleverd',
      sendAgain: 'Opnieuw versturen',
      queued: 'Staat klaar om opnieuw te versturen.',
      remove: 'Verwijderen',
      none: 'Nog geen webhooks.',
    },
  },
];

let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
test.afterAll(() => receiver.close());

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/users/login/', { data: { username, password } });
  return `JWT ${(await res.json()).token}`;
}

/** The receiver on this machine is a private address: staff allow those for this journey only. */
async function allowPrivate(request: APIRequestContext, auth: string, allow: boolean) {
  const res = await request.patch('/api/configuration/settings', {
    headers: { authorization: auth },
    data: { webhooks_allow_private_addresses: allow },
  });
  expect(res.status()).toBe(200);
}

/** A fresh check-in at home: any open check-in is ended first, so that the check-in is new. */
async function checkInAtHome(request: APIRequestContext, auth: string) {
  const self = await (await request.get('/api/users/self/', { headers: { authorization: auth } })).json();
  for (const c of self.active_checkins ?? [])
    await request.delete(`/api/checkins/${c.id}`, { headers: { authorization: auth } });
  const res = await request.post('/api/checkins/', { headers: { authorization: auth }, data: { homework: true } });
  expect(res.status()).toBe(201);
}

// The languages are steps of one test in one context (decision 455): Dutch signs out English's staff member first.
test('820px staff, beheerder: register a webhook, see its delivery, send it again, delete it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 820, height: 1180 });
  for (const c of cases) {
    await test.step(c.username, async () => {
      const auth = await tokenOf(request, c.username, c.password);
      await allowPrivate(request, auth, true);
      try {
        if (c === cases[0]) await page.goto('/login');
        else await signOut(page);
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(c.username);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(c.password);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
        await page.waitForURL(/\/dashboard\//);
        await page.goto('/dashboard/setup/rules');
        await page.getByRole('tab', { name: c.t.tab }).click();
        await expect(page).toHaveURL(/\/dashboard\/setup\/webhooks$/);

        await page.getByRole('button', { name: c.t.add }).click();
        const dialog = page.getByRole('dialog', { name: c.t.add });
        await dialog.getByRole('textbox', { name: c.t.url }).fill(`${receiverUrl}/${c.username}`);
        await dialog.getByRole('button', { name: c.t.save, exact: true }).click();
        await expect(dialog.getByText(c.t.eventsRequired)).toBeVisible();
        await dialog.getByRole('checkbox', { name: c.t.event, exact: true }).check();
        await dialog.getByRole('button', { name: c.t.save, exact: true }).click();

        await expect(page.getByText(c.t.once)).toBeVisible();
        const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
        await page.screenshot({ path: `.tmp/screenshots/webhooks-secret-820-${c.username}.png`, fullPage: true });
        await page.getByRole('button', { name: c.t.done, exact: true }).click();

        const row = page.getByTestId('webhook-row').filter({ hasText: `${receiverUrl}/${c.username}` });
        await expect(row).toBeVisible();
        const before = received.length;
        await checkInAtHome(request, auth);
        await expect.poll(() => received.filter((r) => r.headers['webhook-id']).length).toBeGreaterThan(before);
        const first = received.find((r, i) => i >= before && r.body.includes('"checkin.started"'))!;
        expect(first.headers['webhook-signature']).toMatch(/^v1,/);

        await row.getByRole('button', { name: c.t.deliveries }).click();
        const log = page.getByTestId('webhook-deliveries');
        await expect(log.getByText(c.t.delivered)).toBeVisible();
        await expect(log.getByRole('cell', { name: '204' })).toBeVisible();
        await expectNoSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/webhooks-deliveries-820-${c.username}.png`, fullPage: true });

        const sentBefore = received.length;
        await log
          .getByRole('button', { name: new RegExp(`^${c.t.sendAgain}`) })
          .first()
          .click();
        await expect(log.getByText(c.t.queued)).toBeVisible();
        await expect.poll(() => received.length).toBeGreaterThan(sentBefore);
        expect(received[sentBefore]!.headers['webhook-id']).toBe(first.headers['webhook-id']);

        page.once('dialog', (d) => void d.accept());
        await row.getByRole('button', { name: c.t.remove }).click();
        await expect(row).toHaveCount(0);
      } finally {
        await allowPrivate(request, auth, false);
      }
    });
  }
});
