import type { APIRequestContext } from '@playwright/test';
import { mondayOf } from '@flexapp/contract';
import { api, apiToken, cancelAllOnDesk, findDesk, isFree, timetables } from './booking-support';
import { expectNoSeriousAxe } from './axe';
import { expect, expectPath, test } from './support';
import { signOut } from './variants';

// The dashboard's week view (issue 37, decision 360), in English on a desktop and in Dutch on a tablet: a member of
// a group books a desk; staff open "Who is in" from the header, choose the group and see, per working day, who is
// in and where, with a count per day.
const PASSWORD = 'group-week-person-secret-1';

/** A fresh person (made by staff; kept when it exists); their token and id. */
async function person(request: APIRequestContext, username: string, language: 'en' | 'nl', isStaff: boolean) {
  const staff = await apiToken(request, 'staff');
  const made = await request.post('/api/setup/users/', {
    headers: { authorization: staff },
    data: { username, first_name: 'Gina', last_name: username, language, password: PASSWORD, is_staff: isStaff },
  });
  expect([201, 409]).toContain(made.status());
  const login = await request.post('/api/users/login/', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = `JWT ${(await login.json()).token}`;
  const self = await api<{ id: number }>(request, token, 'GET', 'users/self/');
  return { token, id: self.body.id };
}

const cases = [
  {
    lang: 'en',
    desk: 'U2.24',
    viewport: { width: 1280, height: 800 },
    t: {
      menu: 'Who is in',
      title: 'Who is in per group',
      group: 'Group',
      next: 'Next week',
      count: '1 of 2 in',
      building: 'Building',
      none: '0 of 2 in',
      all: 'All buildings',
    },
  },
  {
    lang: 'nl',
    desk: 'U2.26',
    viewport: { width: 820, height: 1180 },
    t: {
      menu: 'Wie is er',
      title: 'Wie is er per groep',
      group: 'Groep',
      next: 'Volgende week',
      count: '1 van 2 aanwezig',
      building: 'Gebouw',
      none: '0 van 2 aanwezig',
      all: 'Alle gebouwen',
    },
  },
] as const;

// The languages are steps of one test in one context (decision 455), each with its own people and data: the second
// language's person signs in after the first one signed out.
test('staff see who of a group is in on each day of the week (en, nl)', async ({ page, request }) => {
  test.setTimeout(240_000);
  for (const c of cases) {
    await test.step(c.lang, async () => {
      await page.setViewportSize(c.viewport);
      const staff = await apiToken(request, 'staff');
      await person(request, `groupweek-staff-${c.lang}`, c.lang, true);
      const booker = await person(request, `groupweek-in-${c.lang}`, c.lang, false);
      const away = await person(request, `groupweek-away-${c.lang}`, c.lang, false);
      const name = `Group week ${c.lang}`;
      const groups = await api<{ id: number; display_name: string }[]>(request, staff, 'GET', 'setup/groups');
      for (const g of groups.body.filter((x) => x.display_name === name))
        expect((await api(request, staff, 'DELETE', `setup/groups/${g.id}`)).status).toBeLessThan(300);
      const group = await api<{ id: number }>(request, staff, 'POST', 'setup/groups', { display_name: name });
      expect(group.status).toBe(201);
      for (const user_id of [booker.id, away.id])
        expect((await api(request, staff, 'POST', `setup/groups/${group.body.id}/members`, { user_id })).status).toBe(
          200,
        );
      const desk = await findDesk(request, booker.token, (d) => d.name === c.desk);
      await cancelAllOnDesk(request, staff, desk.id);
      try {
        const days = await timetables(request, booker.token, desk.id);
        const date = Object.keys(days).find((d) => {
          const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
          return weekday >= 1 && weekday <= 5 && days[d].some((s) => isFree(s));
        })!;
        const slot = days[date].find((s) => isFree(s))!;
        const made = await api(request, booker.token, 'POST', 'booking/new/', [
          { date, timetable_id: slot.timetable.id, desk_id: desk.id },
        ]);
        expect(made.status).toBe(201);

        if (c !== cases[0]) await signOut(page);
        await page.goto('/login');
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(`groupweek-staff-${c.lang}`);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
        await expectPath(page, /\/dashboard\//);
        await page.getByRole('link', { name: c.t.menu, exact: true }).first().click();
        await expectPath(page, '/dashboard/who-is-in');
        await expect(page.getByRole('heading', { level: 1, name: c.t.title })).toBeVisible();
        const box = page.getByRole('combobox', { name: c.t.group });
        await box.fill(name);
        await page.getByRole('option', { name, exact: true }).click();
        const table = page.getByRole('table', { name: new RegExp(name) });
        // The booking's week: this one, or the next while the rest of this one is taken.
        await expect(table.getByRole('row').filter({ hasText: `groupweek-in-${c.lang}` })).toBeVisible();
        if ((await page.getByTestId(`group-week-count-${date}`).count()) === 0) {
          await page.getByRole('button', { name: c.t.next }).click();
          await expect(page).toHaveURL(new RegExp(`week=${mondayOf(date)}`));
        }
        const inRow = table.getByRole('row').filter({ hasText: `groupweek-in-${c.lang}` });
        const awayRow = table.getByRole('row').filter({ hasText: `groupweek-away-${c.lang}` });
        await expect(inRow).toContainText(`${desk.name}, ${desk.floor.name}`);
        await expect(awayRow).not.toContainText(desk.name);
        await expect(page.getByTestId(`group-week-count-${date}`)).toHaveText(c.t.count);
        await expectNoSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/weekview-dashboard-${c.lang}.png`, fullPage: true });

        // The building filter (decision 400): the desk's building keeps the booker in, another leaves nobody in;
        // the choice is remembered on this device.
        const buildings = (await api<{ id: number; name: string }[]>(request, staff, 'GET', 'buildings')).body;
        const other = buildings.find((b) => b.id !== desk.building.id)!;
        const filter = page.getByRole('combobox', { name: c.t.building });
        await expect(filter).toHaveValue(c.t.all);
        await filter.click();
        await page.getByRole('option', { name: desk.building.name, exact: true }).click();
        await expect(inRow).toContainText(`${desk.name}, ${desk.floor.name}`);
        await expect(page.getByTestId(`group-week-count-${date}`)).toHaveText(c.t.count);
        await filter.click();
        await page.getByRole('option', { name: other.name, exact: true }).click();
        await expect(page.getByTestId(`group-week-count-${date}`)).toHaveText(c.t.none);
        await expect(inRow).not.toContainText(desk.name);
        await page.reload();
        await expect(page.getByRole('combobox', { name: c.t.building })).toHaveValue(other.name);
        await expect(page.getByTestId(`group-week-count-${date}`)).toHaveText(c.t.none);
        await expectNoSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/bookfor2-week-building-${c.lang}.png`, fullPage: true });
      } finally {
        await cancelAllOnDesk(request, booker.token, desk.id);
        expect((await api(request, staff, 'DELETE', `setup/groups/${group.body.id}`)).status).toBeLessThan(300);
      }
    });
  }
});
