import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { type AuthHeaders, personWithRole, tokenOf } from './people';
import { expect, expectPath, serverNow, test } from './support';
import { signOut, sizeTo } from './variants';

// The dashboard for the roles beyond staff (issue 36, decisions 345-347), driven like a person on a phone and a
// tablet, in English and Dutch: reception sees today's guests and who is in of their building only and signs a
// guest out; the analyst sees the reports, without names and without Setup; the location admin opens Setup, sees
// their building only and the structure tab only, and adds a desk there (decision 391).

type Headers = AuthHeaders;
const PASSWORD = 'roles-dashboard-1';
const person = (username: string, language: 'en' | 'nl') =>
  ({ username, first_name: 'Roles', last_name: username, language, password: PASSWORD }) as const;
const t = {
  en: {
    reception: 'Reception',
    guests: "Today's guests",
    inNow: 'In the building now',
    signOut: 'Sign out',
    setup: 'Setup',
    openMenu: 'Open menu',
    structure: 'Buildings & desks',
    add: 'Add',
    name: 'Name',
    save: 'Save',
  },
  nl: {
    reception: 'Receptie',
    guests: 'Gasten van vandaag',
    inNow: 'Nu in het gebouw',
    signOut: 'uitchecken',
    setup: 'Inrichting',
    openMenu: 'Menu openen',
    structure: 'Gebouwen & werkplekken',
    add: 'Toevoegen',
    name: 'Naam',
    save: 'Opslaan',
  },
} as const;

/** A free open desk of a building, the last of the first room that has one. */
/** Desks given to this file's guests: a signed-out guest's registration still holds its desk until its end. */
const guestDesks = new Set<number>();

async function freeDeskIn(request: APIRequestContext, headers: Headers, buildingId: number) {
  const floors: { id: number }[] = await (
    await request.get(`/api/buildings/${buildingId}/floors/`, { headers })
  ).json();
  for (const f of floors) {
    const { rooms } = (await (await request.get(`/api/floors/${f.id}/rooms/`, { headers })).json()) as {
      rooms: { id: number; type: string }[];
    };
    for (const r of rooms.filter((x) => x.type === 'WORKSPACE')) {
      const desks: { id: number; is_closed: boolean; reserved: boolean; user: unknown }[] = await (
        await request.get(`/api/buildings/rooms/${r.id}/desks/`, { headers })
      ).json();
      const free = desks.filter((d) => !d.is_closed && !d.reserved && !d.user && !guestDesks.has(d.id));
      if (free.length > 0) {
        guestDesks.add(free[free.length - 1]!.id);
        return free[free.length - 1]!.id;
      }
    }
  }
  throw new Error(`no free desk in building ${buildingId}`);
}

/** A guest registered by staff for now until the end of the day: they are checked in at the desk. */
async function registerGuest(request: APIRequestContext, staff: Headers, baseURL: string, desk: number, first: string) {
  const now = serverNow(baseURL);
  const zone = { timeZone: 'Europe/Amsterdam' };
  const time = new Intl.DateTimeFormat('en-GB', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const host = (
    (await (await request.post('/api/reports/users/', { headers: staff, data: { search: 'an', limit: 50 } })).json())
      .data as { id: number; name: string }[]
  ).find((u) => !['Sanne Bakker', 'Daan Visser', 'Emma de Jong'].includes(u.name))!;
  const res = await request.post('/api/users/register_guest/', {
    headers: staff,
    data: {
      first_name: first,
      last_name: 'Visitor',
      company_name: 'Roles Journey Ltd',
      email: `${first.toLowerCase()}@guest.example`,
      desk,
      meeting_room: null,
      date: new Intl.DateTimeFormat('en-CA', zone).format(now),
      time_start: time.format(now),
      time_end: '23:59',
      visit_person: host.id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expectPath(page, /\/app/);
}

/** Picks a place in a Setup column by clicking its name (the first button of its row). */
async function pick(page: Page, column: string, name: string) {
  await page
    .getByTestId(`column-${column}`)
    .getByRole('listitem', { name, exact: true })
    .getByRole('button')
    .first()
    .click();
}

// The variants are steps of one test in one context, one at a time (they share the guests' desks), each with its own
// people and guests (decision 455).
test("reception sees their building's guests only; the analyst sees reports without names (360px nl, 820px en)", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(480_000);
  for (const [width, lang] of [
    [360, 'nl'],
    [820, 'en'],
  ] as const) {
    await test.step(`${width}px ${lang}`, async () => {
      await sizeTo(page, width);
      const staff = await tokenOf(request, 'staff', 'staff');
      const buildings: { id: number; name: string }[] = await (
        await request.get('/api/buildings', { headers: staff })
      ).json();
      expect(buildings.length).toBeGreaterThan(1);
      const [own, other] = buildings;
      await personWithRole(request, staff, person(`reception-${lang}`, lang), 'reception', [own!.id]);
      await personWithRole(request, staff, person(`analyst-${lang}`, lang), 'analyst', []);
      await personWithRole(request, staff, person(`locadmin-${lang}`, lang), 'location_admin', [own!.id]);
      const deskName = `Admin desk ${width}`;
      let roomId: number | undefined;
      const here = `Rhea${width}`;
      const elsewhere = `Otto${width}`;
      await registerGuest(request, staff, baseURL!, await freeDeskIn(request, staff, own!.id), here);
      await registerGuest(request, staff, baseURL!, await freeDeskIn(request, staff, other!.id), elsewhere);
      try {
        // Reception: the dashboard opens on their screen, with their building's guest and not the other one.
        // The step before ended signed in as its location admin.
        if (lang !== 'nl') await signOut(page);
        await signInAs(page, `reception-${lang}`);
        await page.goto('/dashboard');
        await expectPath(page, '/dashboard/reception');
        await expect(page.getByRole('heading', { name: t[lang].guests })).toBeVisible();
        const guests = page.getByTestId('guest-today');
        await expect(guests.filter({ hasText: here })).toHaveCount(1);
        const inNow = page.getByTestId('checkin-today').filter({ hasText: here });
        await expect(inNow).toHaveCount(1);
        await expect(page.getByText(elsewhere)).toHaveCount(0);
        await page.screenshot({ path: `.tmp/screenshots/perms-reception-${width}-${lang}.png`, fullPage: true });
        await expectNoSeriousAxe(page);
        // The guest leaves: signed out from the list.
        await inNow.getByRole('button', { name: new RegExp(t[lang].signOut, 'i') }).click();
        await expect(page.getByTestId('checkin-today').filter({ hasText: here })).toHaveCount(0);
        await page.goto('/logout');
        await expectPath(page, /\/login/);

        // The analyst: the reports of all buildings, aggregate only, no Setup in the menu.
        await signInAs(page, `analyst-${lang}`);
        await page.goto('/dashboard');
        await expectPath(page, '/dashboard/buildings/all/all/all');
        await expect(page.getByTestId('aggregate-only-note').first()).toBeVisible();
        await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
        await expect(page.getByRole('link', { name: t[lang].setup, exact: true })).toHaveCount(0);
        await expect(page.getByRole('link', { name: t[lang].reception, exact: true })).toHaveCount(0);
        await page.screenshot({ path: `.tmp/screenshots/perms-analyst-${width}-${lang}.png`, fullPage: true });
        await expectNoSeriousAxe(page);
        await page.goto('/logout');
        await expectPath(page, /\/login/);

        // The location admin: Setup from the menu (in the floor's last workspace room: the guests' desks are the
        // first room's), their building only, the structure tab only; adds a desk.
        await signInAs(page, `locadmin-${lang}`);
        const admin = await tokenOf(request, `locadmin-${lang}`, PASSWORD);
        const floor = (
          (await (await request.get(`/api/setup/buildings/${own!.id}/floors`, { headers: admin })).json()) as {
            id: number;
            name: string;
          }[]
        )[0]!;
        const room = (
          (await (await request.get(`/api/setup/floors/${floor.id}/rooms`, { headers: admin })).json()) as {
            id: number;
            name: string;
            type: string;
          }[]
        )
          .filter((r) => r.type === 'WORKSPACE')
          .at(-1)!;
        roomId = room.id;
        await page.goto('/dashboard');
        // Their dashboard opens on the reports of their building (decision 347); on a phone the menu is folded.
        await expectPath(page, `/dashboard/buildings/${own!.id}/all/all`);
        if (width === 360) await page.getByRole('button', { name: t[lang].openMenu }).click();
        await page.getByRole('link', { name: t[lang].setup, exact: true }).filter({ visible: true }).first().click();
        await expectPath(page, '/dashboard/setup/structure');
        await expect(page.getByRole('tab')).toHaveText([t[lang].structure]);
        const buildingItems = page.getByTestId('column-buildings').getByRole('listitem');
        await expect(buildingItems).toHaveCount(1);
        await expect(buildingItems).toHaveAccessibleName(own!.name);
        await expect(page.getByTestId('column-buildings').getByRole('button', { name: t[lang].add })).toHaveCount(0);
        await pick(page, 'buildings', own!.name);
        await pick(page, 'floors', floor.name);
        await pick(page, 'rooms', room.name);
        await page.getByTestId('column-desks').getByRole('button', { name: t[lang].add }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: t[lang].name }).fill(deskName);
        await dialog.getByRole('button', { name: t[lang].save }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByTestId('column-desks').getByRole('listitem', { name: deskName })).toHaveCount(1);
        await page.screenshot({ path: `.tmp/screenshots/adminsetup-structure-${width}-${lang}.png`, fullPage: true });
        await expectNoSeriousAxe(page);
        // Organisation-wide tabs are not reachable by URL: the guard sends them to their start page.
        await page.goto('/dashboard/setup/users');
        await expectPath(page, /\/app(\/[\w-]*)*$/);
      } finally {
        // The added desk goes, so a rerun starts from the same building.
        if (roomId !== undefined) {
          const desks: { id: number; name: string }[] = await (
            await request.get(`/api/setup/rooms/${roomId}/desks`, { headers: staff })
          ).json();
          for (const d of desks.filter((x) => x.name === deskName))
            await request.delete(`/api/setup/desks/${d.id}`, { headers: staff });
        }
        // The guests leave, so the desks are free for the other journeys.
        const today: { id: number; name: string; is_guest: boolean }[] = await (
          await request.get('/api/checkins/today/', { headers: staff })
        ).json();
        for (const c of today.filter((x) => x.is_guest && [here, elsewhere].some((n) => x.name.includes(n))))
          await request.post(`/api/checkins/${c.id}/guest_sign_out/`, { headers: staff });
      }
    });
  }
});
