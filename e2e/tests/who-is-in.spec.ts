import type { APIRequestContext } from '@playwright/test';
import { mondayOf } from '@flexapp/contract';
import { api, apiToken, cancelAllOnDesk, displayDate, findDesk, isFree, timetables } from './booking-support';
import { expectNoSeriousAxe } from './axe';
import { expect, expectPath, test } from './support';

// Who is in (issue 37, decision 340), in English on a phone and in Dutch on a tablet: a colleague in a group I am
// in books a desk; I open the week view, see them with where they sit, and "Book near them" opens that floor.
const PASSWORD = 'who-is-in-person-secret-1';

/** A fresh person (made by staff; kept when it exists); their token and id. */
async function person(request: APIRequestContext, staff: string, username: string, language: 'en' | 'nl') {
  const made = await request.post('/api/setup/users/', {
    headers: { authorization: staff },
    data: { username, first_name: 'Wim', last_name: username, language, password: PASSWORD },
  });
  expect([201, 409]).toContain(made.status());
  const login = await request.post('/api/users/login/', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = `JWT ${(await login.json()).token}`;
  const self = await api<{ id: number }>(request, token, 'GET', 'users/self/');
  return { token, id: self.body.id };
}

/** A manual group with just these people (an old one of the same name is removed first). */
async function groupOf(request: APIRequestContext, staff: string, name: string, userIds: number[]) {
  const groups = await api<{ id: number; display_name: string }[]>(request, staff, 'GET', 'setup/groups');
  for (const g of groups.body.filter((x) => x.display_name === name))
    expect((await api(request, staff, 'DELETE', `setup/groups/${g.id}`)).status).toBeLessThan(300);
  const made = await api<{ id: number }>(request, staff, 'POST', 'setup/groups', { display_name: name });
  expect(made.status).toBe(201);
  for (const user_id of userIds)
    expect((await api(request, staff, 'POST', `setup/groups/${made.body.id}/members`, { user_id })).status).toBe(200);
  return made.body.id;
}

const cases = [
  {
    lang: 'en',
    desk: 'U2.27',
    viewport: { width: 360, height: 740 },
    t: { title: 'Who is in', bookNear: 'Book near them', next: 'Next week', previous: 'Previous week' },
  },
  {
    lang: 'nl',
    desk: 'U2.28',
    viewport: { width: 820, height: 1180 },
    t: { title: 'Wie is er', bookNear: 'Boek in de buurt', next: 'Volgende week', previous: 'Vorige week' },
  },
] as const;

for (const c of cases) {
  test.describe(() => {
    test.use({ viewport: c.viewport });
    test(`${c.lang}: see a colleague of my group in the week and book near them`, async ({ page, request }) => {
      const staff = await apiToken(request, 'staff');
      const me = await person(request, staff, `whoisin-me-${c.lang}`, c.lang);
      const colleague = await person(request, staff, `whoisin-mate-${c.lang}`, c.lang);
      const groupId = await groupOf(request, staff, `Who is in ${c.lang}`, [me.id, colleague.id]);
      const desk = await findDesk(request, colleague.token, (d) => d.name === c.desk);
      await cancelAllOnDesk(request, staff, desk.id);
      await cancelAllOnDesk(request, colleague.token, desk.id);
      try {
        const days = await timetables(request, colleague.token, desk.id);
        const date = Object.keys(days).find((d) => {
          const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
          return weekday >= 1 && weekday <= 5 && days[d].some((s) => isFree(s));
        })!;
        const slot = days[date].find((s) => isFree(s))!;
        const made = await api(request, colleague.token, 'POST', 'booking/new/', [
          { date, timetable_id: slot.timetable.id, desk_id: desk.id },
        ]);
        expect(made.status).toBe(201);

        await page.goto('/login');
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(`whoisin-me-${c.lang}`);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
        await expectPath(page, '/app');
        await page.getByRole('button', { name: /^Menu/ }).click();
        await page.getByRole('menuitem', { name: c.t.title }).click();
        await expectPath(page, '/app/who-is-in');
        await expect(page.getByRole('heading', { level: 1, name: c.t.title })).toBeVisible();
        // The booking's week (this one, unless every slot left this week was taken).
        await page.goto(`/app/who-is-in?week=${mondayOf(date)}`);
        const day = page.getByRole('region', { name: new RegExp(displayDate(date)) });
        const entry = day.getByRole('listitem').filter({ hasText: `whoisin-mate-${c.lang}` });
        await expect(entry).toContainText(desk.name);
        await expect(entry).toContainText(desk.floor.name);
        await expectNoSeriousAxe(page);
        await page.screenshot({ path: `/tmp/whoisin-week-${c.lang}.png`, fullPage: true });

        // Next week has not got the booking; back again it has.
        await page.getByRole('button', { name: c.t.next }).click();
        await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
        await expect(page.getByText(`whoisin-mate-${c.lang}`)).toHaveCount(0);
        await page.getByRole('button', { name: c.t.previous }).click();
        await entry.getByRole('link', { name: c.t.bookNear }).click();
        await expect(page).toHaveURL(new RegExp(`/app/floor_layout\\?.*floor=${desk.floor.id}`));
        await expect(page.getByRole('heading', { level: 1, name: desk.building.name })).toBeVisible();
        await expect(page.getByText(desk.floor.name, { exact: true }).first()).toBeVisible();
        await page.screenshot({ path: `/tmp/whoisin-near-${c.lang}.png` });
      } finally {
        await cancelAllOnDesk(request, colleague.token, desk.id);
        expect((await api(request, staff, 'DELETE', `setup/groups/${groupId}`)).status).toBeLessThan(300);
      }
    });
  });
}
