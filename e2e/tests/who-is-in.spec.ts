import type { APIRequestContext } from '@playwright/test';
import { mondayOf } from '@flexapp/contract';
import { api, apiToken, cancelAllOnDesk, displayDate, findDesk, isFree, timetables } from './booking-support';
import { expectNoSeriousAxe } from './axe';
import { expect, expectPath, test } from './support';
import { signOut } from './variants';

// Who is in (issue 37, decisions 340, 360), in English on a phone and in Dutch on a tablet: a colleague in a group I
// am in books a desk; I open the week view, see them with where they sit, and "Book near them" opens that floor.
// Someone outside my groups books too: I follow them from their colleague page, and the week's switch shows them
// under all and following, not under groups. The building filter (decision 424) keeps them at their desk's building,
// leaves the day empty at another and is remembered on the device.
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
    farDesk: 'U2.29',
    viewport: { width: 360, height: 740 },
    t: {
      title: 'Who is in',
      bookNear: 'Book near them',
      next: 'Next week',
      previous: 'Previous week',
      follow: 'Follow',
      all: 'All',
      groups: 'Groups',
      followed: 'Following',
      building: 'Building',
      allBuildings: 'All buildings',
      nobodyAt: (b: string) => `Nobody from your groups or the people you follow is in at ${b}.`,
    },
  },
  {
    lang: 'nl',
    desk: 'U2.28',
    farDesk: 'U2.31',
    viewport: { width: 820, height: 1180 },
    t: {
      title: 'Wie is er',
      bookNear: 'Boek in de buurt',
      next: 'Volgende week',
      previous: 'Vorige week',
      follow: 'Volgen',
      all: 'Iedereen',
      groups: 'Groepen',
      followed: 'Gevolgd',
      building: 'Gebouw',
      allBuildings: 'Alle gebouwen',
      nobodyAt: (b: string) => `Niemand uit uw groepen of die u volgt is er in ${b}.`,
    },
  },
] as const;

// The languages are steps of one test in one context (decision 455), each with its own people, group and desks.
test('see a colleague of my group in the week and book near them (en 360 px, nl 820 px)', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const c of cases) {
    await test.step(c.lang, async () => {
      await page.setViewportSize(c.viewport);
      const staff = await apiToken(request, 'staff');
      const me = await person(request, staff, `whoisin-me-${c.lang}`, c.lang);
      const colleague = await person(request, staff, `whoisin-mate-${c.lang}`, c.lang);
      const far = await person(request, staff, `whoisin-far-${c.lang}`, c.lang);
      const groupId = await groupOf(request, staff, `Who is in ${c.lang}`, [me.id, colleague.id]);
      const desk = await findDesk(request, colleague.token, (d) => d.name === c.desk);
      const farDesk = await findDesk(request, far.token, (d) => d.name === c.farDesk);
      for (const [token, id] of [
        [staff, desk.id],
        [colleague.token, desk.id],
        [staff, farDesk.id],
        [far.token, farDesk.id],
      ] as const)
        await cancelAllOnDesk(request, token, id);
      // Not followed yet (a run before may have left the follow).
      expect((await api(request, me.token, 'DELETE', `booking/favourite-people/${far.id}`)).status).toBe(204);
      try {
        const days = await timetables(request, colleague.token, desk.id);
        const farDays = await timetables(request, far.token, farDesk.id);
        const date = Object.keys(days).find((d) => {
          const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
          return (
            weekday >= 1 && weekday <= 5 && days[d].some((s) => isFree(s)) && (farDays[d] ?? []).some((s) => isFree(s))
          );
        })!;
        for (const [token, id, free] of [
          [colleague.token, desk.id, days],
          [far.token, farDesk.id, farDays],
        ] as const) {
          const slot = free[date].find((s) => isFree(s))!;
          const made = await api(request, token, 'POST', 'booking/new/', [
            { date, timetable_id: slot.timetable.id, desk_id: id },
          ]);
          expect(made.status).toBe(201);
        }

        if (c === cases[0]) await page.goto('/login');
        else await signOut(page);
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
        const farEntry = day.getByRole('listitem').filter({ hasText: `whoisin-far-${c.lang}` });
        await expect(farEntry).toHaveCount(0);

        // Follow the person outside my groups from their colleague page; the week then shows them, starred.
        await page.goto(`/app/colleagues/colleague_details/${far.id}`);
        const follow = page.getByRole('button', { name: c.t.follow, exact: true });
        await expect(follow).toHaveAttribute('aria-pressed', 'false');
        await follow.click();
        await expect(follow).toHaveAttribute('aria-pressed', 'true');
        await page.goto(`/app/who-is-in?week=${mondayOf(date)}`);
        await expect(farEntry).toContainText(farDesk.name);
        await expect(farEntry.getByRole('button', { name: new RegExp(`whoisin-far-${c.lang}`) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expectNoSeriousAxe(page);
        await page.getByText(c.t.groups, { exact: true }).click();
        await expect(page).toHaveURL(/who=groups/);
        await expect(entry).toBeVisible();
        await expect(farEntry).toHaveCount(0);
        await page.getByText(c.t.followed, { exact: true }).click();
        await expect(page).toHaveURL(/who=favourites/);
        await expect(farEntry).toBeVisible();
        await expect(entry).toHaveCount(0);
        // Unfollowing from the week's star takes them out of "people I follow".
        await farEntry.getByRole('button', { name: new RegExp(`whoisin-far-${c.lang}`) }).click();
        await expect(farEntry).toHaveCount(0);
        await page.getByText(c.t.all, { exact: true }).click();
        await expect(entry).toBeVisible();

        // The building filter: the desk's building keeps my colleague in, another leaves the day empty; remembered.
        const buildings = (await api<{ id: number; name: string }[]>(request, staff, 'GET', 'buildings')).body;
        const other = buildings.find((b) => b.id !== desk.building.id)!;
        const filter = page.getByRole('combobox', { name: c.t.building });
        await expect(filter).toHaveValue(c.t.allBuildings);
        await filter.click();
        await page.getByRole('option', { name: desk.building.name, exact: true }).click();
        await expect(entry).toContainText(desk.name);
        await filter.click();
        await page.getByRole('option', { name: other.name, exact: true }).click();
        await expect(day).toContainText(c.t.nobodyAt(other.name));
        await expect(entry).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('combobox', { name: c.t.building })).toHaveValue(other.name);
        await expect(day).toContainText(c.t.nobodyAt(other.name));
        await expectNoSeriousAxe(page);
        await filter.click();
        await page.getByRole('option', { name: c.t.allBuildings, exact: true }).click();
        await expect(entry).toBeVisible();

        // Next week has not got the booking; back again it has.
        await page.getByRole('button', { name: c.t.next }).click();
        await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
        await expect(page.getByText(`whoisin-mate-${c.lang}`)).toHaveCount(0);
        await page.getByRole('button', { name: c.t.previous }).click();
        await entry.getByRole('link', { name: c.t.bookNear }).click();
        await expect(page).toHaveURL(new RegExp(`/app/floor_layout\\?.*floor=${desk.floor.id}`));
        await expect(page.getByRole('heading', { level: 1, name: desk.building.name })).toBeVisible();
        await expect(page.getByText(desk.floor.name, { exact: true }).first()).toBeVisible();
      } finally {
        await cancelAllOnDesk(request, colleague.token, desk.id);
        await cancelAllOnDesk(request, far.token, farDesk.id);
        expect((await api(request, staff, 'DELETE', `setup/groups/${groupId}`)).status).toBeLessThan(300);
      }
    });
  }
});
