import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectPath, newContextOnServerClock, test } from './support';
import { signOut } from './variants';

/**
 * A person keeps their bookings private (issue 38, decision 251): they turn it on in Settings, sit at a desk,
 * and a colleague on a phone sees that desk on the floor map as taken, without their name. English and Dutch,
 * each with its own generated demo people (password `flexapp`) and a desk from the end of the organisation.
 */

type Desk = {
  id: number;
  name: string;
  reserved: boolean;
  is_closed: boolean;
  x: number | null;
  floor: { id: number };
  building: { id: number };
};

const cases = [
  {
    language: 'en',
    person: 'zoe.dijkstra',
    colleague: { username: 'employee', password: 'employee' },
    skip: 10,
    t: {
      settings: 'Settings',
      private: 'Keep my bookings private',
      saved: 'Your privacy choice is saved.',
      taken: 'Taken',
      wholeFloor: 'Whole floor',
    },
  },
  {
    language: 'nl',
    person: 'mehmet.yilmaz',
    colleague: { username: 'renee.dewit', password: 'flexapp' },
    skip: 13,
    t: {
      settings: 'Instellingen',
      private: 'Mijn reserveringen privé houden',
      saved: 'Uw privacykeuze is opgeslagen.',
      taken: 'Bezet',
      wholeFloor: 'Hele verdieping',
    },
  },
] as const;

async function loginApi(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/users/login/', { data: { username, password } });
  expect(res.ok()).toBe(true);
  return { Authorization: `JWT ${(await res.json()).token}` };
}

/** Signs in through the form like a person, their profile language set first through the API when it differs. */
async function signInIn(page: Page, username: string, language: 'en' | 'nl', password = 'flexapp') {
  const headers = await loginApi(page.request, username, password);
  const self = await (await page.request.get('/api/users/self/', { headers })).json();
  if (self.profile.language !== language) {
    const saved = await page.request.put('/api/users/self/', {
      headers,
      data: { first_name: self.first_name, last_name: self.last_name, profile: { language } },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expectPath(page, '/app');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { headers, name: `${self.first_name} ${self.last_name}` };
}

/** A free desk with a pin on a floor plan, counted from the end of the organisation so other journeys do not collide. */
async function freeDesk(request: APIRequestContext, headers: Record<string, string>, skip: number): Promise<Desk> {
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  let seen = 0;
  for (const b of [...(await get<{ id: number }[]>('/api/buildings'))].reverse()) {
    const floors = await get<{ id: number; has_map: boolean }[]>(`/api/buildings/${b.id}/floors/`);
    for (const f of floors.filter((x) => x.has_map).reverse()) {
      for (const d of [...(await get<Desk[]>(`/api/floors/${f.id}/desks`))].reverse()) {
        if (!d.reserved && !d.is_closed && d.x !== null && seen++ >= skip) return d;
      }
    }
  }
  throw new Error('no free desk');
}

/** A run cut short leaves the person private or checked in: start from neither. */
async function reset(request: APIRequestContext, headers: Record<string, string>) {
  const self = (await (await request.get('/api/users/self/', { headers })).json()) as {
    active_checkins: { id: number }[];
  };
  for (const checkin of self.active_checkins) await request.delete(`/api/checkins/${checkin.id}`, { headers });
  expect((await request.put('/api/users/self/privacy', { headers, data: { private_bookings: false } })).ok()).toBe(
    true,
  );
}

/** axe's serious and critical findings on the page, or only inside `include` (a CSS selector). */
async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('private bookings on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // The languages are steps of one test (decision 455): one phone for the person and one for the colleague, each
  // signed out before the next language's person signs in.
  test("a colleague sees a private person's desk as taken, without a name (en, nl)", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two people sign in per language on a loaded machine: more than the default 90 s.
    test.setTimeout(360_000);
    const other = await newContextOnServerClock(browser, baseURL!);
    const colleaguePage = await other.newPage();
    await colleaguePage.setViewportSize({ width: 360, height: 740 });
    try {
      for (const c of cases) {
        await test.step(c.language, async () => {
          if (c !== cases[0]) await Promise.all([signOut(page), signOut(colleaguePage)]);
          const person = await signInIn(page, c.person, c.language);
          await reset(page.request, person.headers);
          let checkinId: number | null = null;
          try {
            // The person turns the switch on in Settings.
            await page.goto('/app/settings');
            await expect(page.getByRole('heading', { level: 1, name: c.t.settings })).toBeVisible();
            const toggle = page.getByRole('switch', { name: c.t.private });
            await expect(toggle).not.toBeChecked();
            await toggle.click();
            await expect(page.getByText(c.t.saved)).toBeVisible();
            await expect(toggle).toBeChecked();
            await page.screenshot({
              path: `.tmp/screenshots/private-bookings-settings-${c.language}.png`,
              fullPage: true,
            });
            await expectNoSeriousAxeViolations(page);

            // They sit down at a free desk.
            const desk = await freeDesk(page.request, person.headers, c.skip);
            const checkin = await page.request.post('/api/checkins/', {
              headers: person.headers,
              data: { desk: desk.id },
            });
            expect(checkin.status()).toBe(201);
            checkinId = (await checkin.json()).id;

            // A colleague, on their own phone, opens that floor and taps the desk.
            {
              const seen = await signInIn(colleaguePage, c.colleague.username, c.language, c.colleague.password);
              const floorDesks = (await (
                await colleaguePage.request.get(`/api/floors/${desk.floor.id}/desks`, { headers: seen.headers })
              ).json()) as (Desk & { user: unknown })[];
              expect(floorDesks.find((d) => d.id === desk.id)).toMatchObject({ reserved: true, user: null });
              await colleaguePage.goto(`/app/floor_layout?building=${desk.building.id}&floor=${desk.floor.id}`);
              const pin = colleaguePage.getByTestId(`pin-${desk.id}`);
              await expect(pin).toBeVisible();
              // On a phone the plan opens zoomed in (decision 195): the whole floor brings every pin into view.
              await colleaguePage.getByRole('button', { name: c.t.wholeFloor }).click();
              await pin.click();
              const dialog = colleaguePage.getByTestId('desk-dialog');
              await expect(dialog.getByTestId('desk-taken-unnamed')).toHaveText(c.t.taken);
              await expect(dialog.getByText(person.name)).toHaveCount(0);
              await expect(colleaguePage.getByText(person.name)).toHaveCount(0);
              await colleaguePage.screenshot({ path: `.tmp/screenshots/private-bookings-dialog-${c.language}.png` });
              // The dialog itself (the whole floor's pins are small on purpose here: the map's own checks cover them).
              await expectNoSeriousAxeViolations(colleaguePage, '.mantine-Modal-content');
            }
          } finally {
            if (checkinId !== null)
              await page.request.delete(`/api/checkins/${checkinId}`, { headers: person.headers });
            await page.request.put('/api/users/self/privacy', {
              headers: person.headers,
              data: { private_bookings: false },
            });
          }
        });
      }
    } finally {
      await other.close();
    }
  });
});
