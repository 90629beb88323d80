import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { api, apiToken } from './booking-support';
import { expect, expectPath, newContextOnServerClock, test } from './support';
import { signOut } from './variants';

// The evacuation (BHV) list (issue 38, decision 365): a colleague who keeps their bookings private checks in at a
// desk; staff open the list from the dashboard menu and find them by name under "safety overrides privacy", print
// it (print media hides the app's header and buttons) and export it as CSV. English on a desktop, Dutch on a
// tablet and then a phone, axe clean.
const PASSWORD = 'evacuation-person-secret-1';

type Desk = { id: number; reserved: boolean; is_closed: boolean; building: { id: number } };

/** A fresh person made by staff (kept when it exists), signed in through the API. */
async function person(request: APIRequestContext, username: string, language: 'en' | 'nl', isStaff: boolean) {
  const staff = await apiToken(request, 'staff');
  const made = await api(request, staff, 'POST', 'setup/users/', {
    username,
    first_name: 'Evac',
    last_name: username,
    language,
    password: PASSWORD,
    is_staff: isStaff,
  });
  expect([201, 409]).toContain(made.status);
  const login = await request.post('/api/users/login/', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return `JWT ${(await login.json()).token}`;
}

/** A free open desk, counted from the end of the organisation so other journeys do not collide. */
async function freeDesk(request: APIRequestContext, token: string, skip: number): Promise<Desk> {
  const get = async <T>(path: string) => (await api<T>(request, token, 'GET', path)).body;
  let seen = 0;
  for (const b of [...(await get<{ id: number }[]>('buildings'))].reverse())
    for (const f of [...(await get<{ id: number }[]>(`buildings/${b.id}/floors/`))].reverse())
      for (const d of [...(await get<Desk[]>(`floors/${f.id}/desks`))].reverse())
        if (!d.reserved && !d.is_closed && seen++ >= skip) return d;
  throw new Error('no free desk');
}

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expectPath(page, /\/dashboard\//);
}

const cases = [
  {
    lang: 'en',
    viewport: { width: 1280, height: 900 },
    skip: 30,
    t: {
      menu: 'Evacuation',
      title: /^Evacuation list: /,
      safety: 'Safety overrides privacy',
      building: 'Building',
      print: 'Print',
      export: 'Export CSV',
      colleague: 'Colleague',
    },
  },
  {
    lang: 'nl',
    viewport: { width: 820, height: 1180 },
    skip: 33,
    t: {
      menu: 'Ontruiming',
      title: /^Ontruimingslijst: /,
      safety: 'Veiligheid gaat voor privacy',
      building: 'Gebouw',
      print: 'Afdrukken',
      export: 'CSV exporteren',
      colleague: 'Collega',
    },
  },
] as const;

test.describe('the evacuation list', () => {
  // The languages are steps of one test in one context, each with its own staff member and colleague (decision 455);
  // the list is audited once per language (at its first width).
  test('staff see a private colleague who is in, print the list and export it (en 1280 px; nl 820 px, 360 px)', async ({
    browser,
    baseURL,
  }) => {
    // Two people sign in per language on a loaded machine: more than the default 90 s.
    test.setTimeout(360_000);
    const context = await newContextOnServerClock(browser, baseURL!);
    const page = await context.newPage();
    try {
      for (const c of cases) {
        await test.step(c.lang, async () => {
          await page.setViewportSize(c.viewport);
          const who = `evac-person-${c.lang}`;
          const name = `Evac ${who}`;
          const personToken = await person(page.request, who, c.lang, false);
          let checkinId: number | null = null;
          try {
            expect(
              (
                await page.request.put('/api/users/self/privacy', {
                  headers: { authorization: personToken },
                  data: { private_bookings: true },
                })
              ).ok(),
            ).toBe(true);
            const desk = await freeDesk(page.request, personToken, c.skip);
            const checkin = await api<{ id: number }>(page.request, personToken, 'POST', 'checkins/', {
              desk: desk.id,
            });
            expect(checkin.status).toBe(201);
            checkinId = checkin.body.id;

            await person(page.request, `evac-staff-${c.lang}`, c.lang, true);
            if (c !== cases[0]) await signOut(page);
            await signInAs(page, `evac-staff-${c.lang}`);
            await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
            await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: c.t.menu }).click();
            await expectPath(page, '/dashboard/evacuation');
            await expect(page.getByRole('heading', { level: 1, name: c.t.title })).toBeVisible();
            // The person's building, chosen in the picker when staff see more than one.
            const buildings = (await api<{ id: number; name: string }[]>(page.request, personToken, 'GET', 'buildings'))
              .body;
            const building = buildings.find((b) => b.id === desk.building.id)!;
            const picker = page.getByRole('combobox', { name: c.t.building });
            if (buildings.length > 1) {
              await picker.click();
              await page.getByRole('option', { name: building.name, exact: true }).click();
            }
            await expect(page.getByRole('heading', { level: 1 })).toContainText(building.name);
            await expect(page.getByText(c.t.safety)).toBeVisible();
            const row = page.getByRole('row').filter({ hasText: name });
            await expect(row).toBeVisible();
            await expect(row).toContainText(c.t.colleague);
            await page.screenshot({
              path: `.tmp/screenshots/privacy2-evacuation-${c.lang}-${c.viewport.width}.png`,
              fullPage: true,
            });
            await expectNoSeriousAxe(page);

            // Printed: the list stays, the app's navigation and the buttons go.
            await page.emulateMedia({ media: 'print' });
            await expect(row).toBeVisible();
            await expect(page.getByRole('button', { name: c.t.print })).toBeHidden();
            await expect(page.getByRole('navigation', { name: 'main' })).toBeHidden();
            await page.screenshot({ path: `.tmp/screenshots/privacy2-evacuation-${c.lang}-print.png`, fullPage: true });
            await page.emulateMedia({ media: 'screen' });

            // Exported: the same person in the CSV.
            const [download] = await Promise.all([
              page.waitForEvent('download'),
              page.getByRole('button', { name: c.t.export }).click(),
            ]);
            expect(download.suggestedFilename()).toMatch(/^flexapp_\d{4}-\d{2}-\d{2}_evacuation_.*\.csv$/);
            const csv = readFileSync((await download.path())!, 'utf8');
            expect(csv).toContain(name);

            if (c.lang === 'nl') {
              // On a phone the same list, the menu behind the burger.
              await page.setViewportSize({ width: 360, height: 740 });
              await expect(row).toBeVisible();
              await page.screenshot({ path: `.tmp/screenshots/privacy2-evacuation-nl-360.png`, fullPage: true });
            }
          } finally {
            if (checkinId !== null) await api(page.request, personToken, 'DELETE', `checkins/${checkinId}`);
            await page.request.put('/api/users/self/privacy', {
              headers: { authorization: personToken },
              data: { private_bookings: false },
            });
          }
        });
      }
    } finally {
      await context.close();
    }
  });
});
