import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxe as axe } from './axe';
import { api, apiToken } from './booking-support';
import { signInWithForm } from './people';
import { expect, expectPath, test } from './support';
import { signOut } from './variants';

// Setup › Room calendars (issue 39, decisions 372, 405), driven like a person: every meeting room is listed, filtered
// by building; staff publish a room's feed from its row, the URL shown answers text/calendar, a new URL makes the old
// one answer 404, unpublishing leaves the row with "Publish" again. English on a 1280 px desktop, Dutch on an 820 px
// tablet.
const cases = [
  {
    lang: 'en',
    username: 'staff',
    password: 'staff',
    width: 1280,
    t: {
      tab: 'Room calendars',
      building: 'Building',
      notPublished: 'Not published',
      publish: (n: string) => `Publish the calendar of ${n}`,
      reset: (n: string) => `New URL for ${n}`,
      unpublish: (n: string) => `Unpublish ${n}`,
      copy: (n: string) => `Copy the feed URL of ${n}`,
    },
  },
  {
    lang: 'nl',
    username: 'beheerder',
    password: 'flexapp',
    width: 820,
    t: {
      tab: "Zaalagenda's",
      building: 'Gebouw',
      notPublished: 'Niet gepubliceerd',
      publish: (n: string) => `De agenda van ${n} publiceren`,
      reset: (n: string) => `Nieuwe URL voor ${n}`,
      unpublish: (n: string) => `${n} niet meer publiceren`,
      copy: (n: string) => `Feed-URL van ${n} kopiëren`,
    },
  },
] as const;

/** A meeting room of its own (made through the setup API; kept when it exists), unpublished so a rerun starts clean. */
async function meetingRoom(request: APIRequestContext, name: string) {
  const staff = await apiToken(request, 'staff');
  const [building] = (await api<{ id: number; name: string }[]>(request, staff, 'GET', 'setup/buildings')).body;
  const [floor] = (
    await api<{ id: number; name: string }[]>(request, staff, 'GET', `setup/buildings/${building.id}/floors`)
  ).body;
  const rooms = (await api<{ id: number; name: string }[]>(request, staff, 'GET', `setup/floors/${floor.id}/rooms`))
    .body;
  let room = rooms.find((r) => r.name === name);
  if (!room) {
    const created = await api<{ id: number; name: string }>(request, staff, 'POST', `setup/floors/${floor.id}/rooms`, {
      name,
      type: 'MEETING',
    });
    expect(created.status).toBe(201);
    room = created.body;
  }
  await api(request, staff, 'DELETE', `setup/room-calendars/${room.id}`);
  return { building: building.name, floor: floor.name, name };
}

const expectFeed = async (request: APIRequestContext, url: string) => {
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
};

// The languages are steps of one test in one context (decision 455), a room of its own each: Dutch signs out
// English's staff member first.
test('publish a room calendar, new URL, unpublish (en 1280 px, nl 820 px)', async ({ page, request }) => {
  test.setTimeout(240_000);
  for (const c of cases) {
    await test.step(`${c.lang} ${c.width} px`, async () => {
      const room = await meetingRoom(request, `Calendar room ${c.lang.toUpperCase()}`);
      await page.setViewportSize({ width: c.width, height: c.width === 820 ? 1180 : 800 });
      if (c !== cases[0]) await signOut(page);
      await signInWithForm(page, c.username, c.password);
      await expectPath(page, '/dashboard/buildings/all/all/all');
      await page.goto('/dashboard/setup/users');
      await page.getByRole('tab', { name: c.t.tab }).click();
      await expectPath(page, '/dashboard/setup/room-calendars');
      await expect(page.getByRole('heading', { name: c.t.tab, level: 2 })).toBeVisible();

      // Every meeting room is listed; the building filter leaves one building's rooms (the other's "Dom" goes).
      const table = page.getByTestId('room-calendars-table');
      await expect(table.getByRole('row', { name: 'Dom', exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: c.t.building }).click();
      await page.getByRole('option', { name: room.building, exact: true }).click();
      await expect(table.getByRole('row', { name: 'Dom', exact: true })).toHaveCount(0);
      const row = table.getByRole('row', { name: room.name, exact: true });
      await expect(row).toContainText(`${room.floor} · ${room.building}`);
      await expect(row).toContainText(c.t.notPublished);

      // Publish from the row: it shows the full URL, which serves the feed.
      await row.getByRole('button', { name: c.t.publish(room.name) }).click();
      const url = row.getByTestId('room-calendar-url');
      await expect(url).toHaveText(/\/api\/calendar\/rooms\/[\w-]{43}\.ics$/);
      await expect(row.getByRole('button', { name: c.t.copy(room.name) })).toBeVisible();
      const first = (await url.textContent())!.trim();
      await expectFeed(request, first);
      await axe(page);
      await page.screenshot({ path: `.tmp/screenshots/roommail-calendars-${c.lang}-${c.width}.png`, fullPage: true });

      // A new URL, after confirming: the old one answers 404 at once, the new one serves the feed.
      page.once('dialog', (d) => void d.accept());
      await row.getByRole('button', { name: c.t.reset(room.name) }).click();
      await expect(url).not.toHaveText(first);
      const second = (await url.textContent())!.trim();
      expect((await request.get(first)).status()).toBe(404);
      await expectFeed(request, second);

      // Unpublish, after confirming: the row stays, unpublished, and its URL answers 404.
      page.once('dialog', (d) => void d.accept());
      await row.getByRole('button', { name: c.t.unpublish(room.name) }).click();
      await expect(row.getByRole('button', { name: c.t.publish(room.name) })).toBeVisible();
      await expect(url).toHaveCount(0);
      expect((await request.get(second)).status()).toBe(404);
    });
  }
});
