import { type APIRequestContext, type Page } from '@playwright/test';
import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath, signIn } from './support';
import { signOut } from './variants';

/**
 * Watch a desk, have someone else take it and free it, and see the status
 * change, the notification and the message arrive without a reload.
 * The other person takes and frees it with the real check-in endpoints from a
 * second browser context (a generated demo user, so the journeys of the shared
 * demo accounts running in parallel are not disturbed).
 */

type Desk = { id: number; name: string; reserved: boolean; is_closed: boolean; floor: { name: string } };

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('flexapp.token')))!;
}

/** A desk nobody has today, picked from the end of the organisation so other specs do not collide. */
async function freeDesk(request: APIRequestContext, token: string, skip: number): Promise<Desk> {
  const headers = { Authorization: `JWT ${token}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const buildings = await get<{ id: number }[]>('/api/buildings');
  const found: Desk[] = [];
  for (const b of [...buildings].reverse()) {
    for (const f of [...(await get<{ id: number }[]>(`/api/buildings/${b.id}/floors/`))].reverse()) {
      const { rooms } = await get<{ rooms: { id: number; type: string }[] }>(`/api/floors/${f.id}/rooms/`);
      for (const r of rooms.filter((x) => x.type === 'WORKSPACE').reverse()) {
        for (const d of await get<Desk[]>(`/api/buildings/rooms/${r.id}/desks/`)) {
          if (!d.reserved && !d.is_closed) found.push(d);
          if (found.length > skip) return found[skip];
        }
      }
    }
  }
  throw new Error('no free desk');
}

const cases = [
  {
    language: 'English',
    watcher: 'employee',
    freer: 'jose.garcia',
    skip: 0,
    t: {
      menu: 'Menu',
      notifier: 'Notifier',
      messages: 'Messages',
      free: 'FREE',
      busy: 'BUSY',
      newBadge: 'New',
      unread: /1 unread/,
      remove: 'Stop watching',
      empty: 'You are not watching any desks',
    },
    title: (desk: string, floor: string) => `Desk ${desk} on floor ${floor} is free`,
  },
  {
    language: 'Dutch',
    watcher: 'renee.dewit',
    freer: 'jerome.ozturk',
    skip: 3,
    t: {
      menu: 'Menu',
      notifier: 'Notificaties',
      messages: 'Berichten',
      free: 'VRIJ',
      busy: 'BEZET',
      newBadge: 'Nieuw',
      unread: /1 ongelezen/,
      remove: 'niet meer volgen',
      empty: 'U volgt geen werkplekken',
    },
    title: (desk: string, floor: string) => `Werkplek ${desk} op verdieping ${floor} is vrij`,
  },
] as const;

// The languages are steps of one test in one context (decision 455): the Dutch watcher signs in after the English
// one signed out.
test('a watched desk taken and freed elsewhere updates live, notifies and lands in the inbox (English, Dutch)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  for (const c of cases) {
    await test.step(c.language, async () => {
      if (c !== cases[0]) await signOut(page);
      if (c.watcher === 'employee') await signIn(page, c.watcher);
      else await signInDutch(page, c.watcher);
      await expectPath(page, '/app');
      const token = await tokenOf(page);
      const desk = await freeDesk(page.request, token, c.skip);
      const auth = { Authorization: `JWT ${token}` };
      expect((await page.request.post(`/api/notifiers/desk/${desk.id}/`, { headers: auth })).ok()).toBe(true);
      await page.request.post('/api/messages/read_all', { headers: auth });

      // The watcher opens the Notifier through the menu.
      await page.getByRole('button', { name: c.t.menu }).click();
      await page.getByRole('menuitem', { name: c.t.notifier }).click();
      await expectPath(page, '/app/notifier');
      const card = page.getByRole('listitem').filter({ hasText: desk.name });
      await expect(card.getByText(c.t.free, { exact: true })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      // Someone else, in another browser, checks in at the desk, then checks out.
      const other = await browser.newContext();
      try {
        const login = await other.request.post('/api/users/login/', {
          data: { username: c.freer, password: 'flexapp' },
        });
        expect(login.ok()).toBe(true);
        const otherAuth = { Authorization: `JWT ${(await login.json()).token}` };
        const checkin = await other.request.post('/api/checkins/', { headers: otherAuth, data: { desk: desk.id } });
        expect(checkin.status()).toBe(201);
        await expect(card.getByText(c.t.busy, { exact: true })).toBeVisible({ timeout: 2000 });
        const out = await other.request.delete(`/api/checkins/${(await checkin.json()).id}`, { headers: otherAuth });
        expect(out.status()).toBe(204);
      } finally {
        await other.close();
      }

      // Without a reload: the desk turns green, a notification shows, the menu counts the message.
      const title = c.title(desk.name, desk.floor.name);
      await expect(card.getByText(c.t.free, { exact: true })).toBeVisible({ timeout: 2000 });
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: title })).toBeVisible({
        timeout: 5000,
      });
      await page.screenshot({ path: `.tmp/live-notifier-${c.language}.png` });
      const menu = page.getByRole('button', { name: c.t.unread });
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      // The inbox has it, unread; opening it marks it read and the count goes.
      await menu.click();
      await page.getByRole('menuitem', { name: new RegExp(c.t.messages) }).click();
      await expectPath(page, '/app/messages');
      const message = page.getByRole('button', { name: title }).first();
      await expect(message.getByText(c.t.newBadge, { exact: true })).toBeVisible();
      await page.screenshot({ path: `.tmp/messages-${c.language}.png` });
      await message.click();
      await expect(
        page.getByRole('listitem').filter({ hasText: title }).first().getByText(c.t.newBadge, { exact: true }),
      ).toBeHidden();
      await expect(page.getByRole('button', { name: c.t.menu, exact: true })).toBeVisible();

      // Back in the Notifier, stop watching the desk.
      await page.getByRole('button', { name: c.t.menu }).click();
      await page.getByRole('menuitem', { name: c.t.notifier }).click();
      await card.getByRole('button', { name: new RegExp(c.t.remove) }).click();
      await expect(page.getByRole('listitem').filter({ hasText: desk.name })).toHaveCount(0);
      await page.reload();
      await expect(page.getByText(c.t.empty)).toBeVisible();
    });
  }
});
