import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken, findDesk } from './booking-support';
import { keptPerson, signInWithForm } from './people';
import { expect, expectPath, newContextOnServerClock, test } from './support';
import { signOut } from './variants';

// Amenities (issue 37, decision 261), in English on a phone and in Dutch on a tablet: staff name an amenity in
// Setup and give it to one desk; a colleague filters Find desk by it, sees that desk only, and opens it to book,
// where its amenities are listed.
const PASSWORD = 'amenity-person-secret-1';

/** A fresh person (made by staff; kept when it exists). */
async function person(request: APIRequestContext, username: string, language: 'en' | 'nl', isStaff: boolean) {
  await keptPerson(request, {
    username,
    first_name: 'Amenity',
    last_name: username,
    language,
    password: PASSWORD,
    is_staff: isStaff,
  });
}

async function signInAs(page: Page, username: string) {
  await signInWithForm(page, username, PASSWORD);
}

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
}

const cases = [
  {
    lang: 'en',
    desk: 'U2.16',
    viewport: { width: 360, height: 740 },
    names: { en: 'Monitor arm E2E', nl: 'Monitorarm E2E' },
    t: {
      nameEn: 'Name in English',
      nameNl: 'Name in Dutch',
      add: 'Add amenity',
      places: 'Places with Monitor arm E2E',
      save: 'Save places',
      saved: 'Saved: 1 place.',
      count: '1 place has all of them.',
      open: (n: string) => `Book ${n}`,
      amenities: 'Amenities',
    },
  },
  {
    lang: 'nl',
    desk: 'U2.17',
    viewport: { width: 820, height: 1180 },
    names: { en: 'Docking station E2E', nl: 'Dockingstation E2E' },
    t: {
      nameEn: 'Naam in het Engels',
      nameNl: 'Naam in het Nederlands',
      add: 'Voorziening toevoegen',
      places: 'Plekken met Dockingstation E2E',
      save: 'Plekken opslaan',
      saved: 'Opgeslagen: 1 plek.',
      count: '1 plek heeft ze allemaal.',
      open: (n: string) => `${n} reserveren`,
      amenities: 'Voorzieningen',
    },
  },
] as const;

// The languages are steps of one test (decision 455): one staff browser and one colleague's, each signed out before
// the next language's person signs in; each language has its own people and amenity/neighbourhood.
test('staff give a desk an amenity; a colleague filters by it and opens the desk (en, nl)', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staffContext = await newContextOnServerClock(browser, baseURL!);
  const staffPage = await staffContext.newPage();
  try {
    for (const c of cases) {
      await test.step(c.lang, async () => {
        await page.setViewportSize(c.viewport);
        const staffName = `amenity-staff-${c.lang}`;
        const employeeName = `amenity-person-${c.lang}`;
        await person(request, staffName, c.lang, true);
        await person(request, employeeName, c.lang, false);
        // A rerun starts clean: an amenity of this name from an earlier run is deleted.
        const staff = await apiToken(request, 'staff');
        const existing = await api<{ amenities: { id: number; name_en: string }[] }>(
          request,
          staff,
          'GET',
          'setup/amenities',
        );
        for (const a of existing.body.amenities.filter((x) => x.name_en === c.names.en))
          expect((await api(request, staff, 'DELETE', `setup/amenities/${a.id}`)).status).toBe(204);
        const desk = await findDesk(request, staff, (d) => d.name === c.desk);

        await staffPage.setViewportSize(c.viewport);
        if (c !== cases[0]) await signOut(staffPage);
        await signInAs(staffPage, staffName);
        await expectPath(staffPage, /\/dashboard\//);
        await staffPage.goto('/dashboard/setup/amenities');
        await staffPage.getByLabel(c.t.nameEn).fill(c.names.en);
        await staffPage.getByLabel(c.t.nameNl).fill(c.names.nl);
        await staffPage.getByRole('button', { name: c.t.add }).click();
        const card = staffPage.getByRole('article', { name: c.lang === 'nl' ? c.names.nl : c.names.en });
        const places = card.getByRole('combobox', { name: c.t.places });
        await places.click();
        await places.fill(c.desk);
        await staffPage.getByRole('option', { name: new RegExp(`· ${c.desk.replace('.', '\\.')}$`) }).click();
        await staffPage.keyboard.press('Escape');
        await card.getByRole('button', { name: c.t.save }).click();
        await expect(card.getByRole('status')).toHaveText(c.t.saved);
        await noSeriousAxe(staffPage);
        await staffPage.screenshot({ path: `.tmp/screenshots/week-amenities-setup-${c.lang}.png`, fullPage: true });

        if (c !== cases[0]) await signOut(page);
        await signInAs(page, employeeName);
        await expectPath(page, '/app');
        await page.goto('/app/find_desk');
        const chipName = c.lang === 'nl' ? c.names.nl : c.names.en;
        await page.getByRole('group', { name: c.t.amenities }).getByText(chipName, { exact: true }).click();
        await expect(page.getByRole('checkbox', { name: chipName })).toBeChecked();
        const results = page.getByRole('region', {
          name: c.lang === 'nl' ? 'Plekken met deze voorzieningen' : 'Places with these amenities',
        });
        await expect(results.getByRole('status')).toHaveText(c.t.count);
        await expect(results.getByRole('article')).toHaveCount(1);
        await noSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/week-amenities-filter-${c.lang}.png`, fullPage: true });
        await results.getByRole('link', { name: c.t.open(desk.name) }).click();
        await expectPath(page, new RegExp(`/app/booking_time_slots/${desk.id}\\?date=\\d{4}-\\d{2}-\\d{2}$`));
        await expect(page.getByRole('list', { name: c.t.amenities })).toContainText(
          c.lang === 'nl' ? c.names.nl : c.names.en,
        );
        // The filter is remembered: back on Find desk it is still on.
        await page.goto('/app/find_desk');
        await expect(page.getByRole('checkbox', { name: c.lang === 'nl' ? c.names.nl : c.names.en })).toBeChecked();
        await page.screenshot({ path: `.tmp/screenshots/week-amenities-desk-${c.lang}.png`, fullPage: true });
        // Other journeys see Find desk without it: the amenity goes again (its assignment with it).
        const made = await api<{ amenities: { id: number; name_en: string }[] }>(
          request,
          staff,
          'GET',
          'setup/amenities',
        );
        for (const a of made.body.amenities.filter((x) => x.name_en === c.names.en))
          expect((await api(request, staff, 'DELETE', `setup/amenities/${a.id}`)).status).toBe(204);
      });
    }
  } finally {
    await staffContext.close();
  }
});
