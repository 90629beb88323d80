import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken, findDesk, openInTree } from './booking-support';
import { keptPerson, signInWithForm } from './people';
import { expect, expectPath, newContextOnServerClock, test } from './support';
import { signOut } from './variants';

// Neighbourhoods (issue 37, decision 310), in English on a phone and in Dutch on a tablet: staff give a desk to a
// team in Setup, first until 15:00 today (the server's day starts at 09:30); a colleague outside the team sees in
// Find desk, the desk dialog and the floor map that it is reserved for that team, and until when.
const PASSWORD = 'neighbourhood-person-secret-1';

async function person(request: APIRequestContext, username: string, language: 'en' | 'nl', isStaff: boolean) {
  await keptPerson(request, {
    username,
    first_name: 'Hood',
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
  const serious = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Deletes the journey's neighbourhood (a rerun starts clean; other journeys find the desk free). */
async function removeNeighbourhood(request: APIRequestContext, name: string) {
  const staff = await apiToken(request, 'staff');
  const list = await api<{ neighbourhoods: { id: number; name: string }[] }>(
    request,
    staff,
    'GET',
    'setup/neighbourhoods',
  );
  for (const n of list.body.neighbourhoods.filter((x) => x.name === name))
    expect((await api(request, staff, 'DELETE', `setup/neighbourhoods/${n.id}`)).status).toBe(204);
}

const cases = [
  {
    lang: 'en',
    desk: 'U2.32',
    room: 'Catharijne',
    viewport: { width: 360, height: 740 },
    t: {
      name: 'Name',
      desks: 'Desks',
      rooms: 'Rooms (all their desks)',
      groups: 'Groups',
      daysBefore: 'Days before the day',
      add: 'Add neighbourhood',
      reason: (team: string) => `Reserved for ${team} until Monday 15:00`,
      tag: (n: string) => `Neighbourhood ${n}`,
      book: 'Make booking',
    },
  },
  {
    lang: 'nl',
    desk: 'U2.30',
    room: 'Oudegracht',
    viewport: { width: 820, height: 1180 },
    t: {
      name: 'Naam',
      desks: 'Werkplekken',
      rooms: 'Ruimtes (al hun werkplekken)',
      groups: 'Groepen',
      daysBefore: 'Dagen voor de dag',
      add: 'Buurt toevoegen',
      reason: (team: string) => `Gereserveerd voor ${team} tot maandag 15:00`,
      tag: (n: string) => `Buurt ${n}`,
      book: 'Reserveren',
    },
  },
] as const;

// The languages are steps of one test (decision 455): one staff browser and one colleague's, each signed out before
// the next language's person signs in; each language has its own people and neighbourhood. Two people, three
// screens and four axe runs per language on a shared machine.
test('staff give a desk to a team; a colleague sees why it cannot be booked (en, nl)', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const staffContext = await newContextOnServerClock(browser, baseURL!);
  const staffPage = await staffContext.newPage();
  try {
    for (const c of cases) {
      await test.step(c.lang, async () => {
        await page.setViewportSize(c.viewport);
        const staffName = `hood-staff-${c.lang}`;
        const employeeName = `hood-person-${c.lang}`;
        const team = `Team Finance E2E ${c.lang}`;
        const hood = `Finance corner ${c.lang}`;
        await person(request, staffName, c.lang, true);
        await person(request, employeeName, c.lang, false);
        const staff = await apiToken(request, 'staff');
        const group = await api(request, staff, 'POST', 'setup/groups', { display_name: team });
        expect([201, 409]).toContain(group.status);
        await removeNeighbourhood(request, hood);
        const desk = await findDesk(request, staff, (d) => d.name === c.desk);

        await staffPage.setViewportSize(c.viewport);
        if (c !== cases[0]) await signOut(staffPage);
        await signInAs(staffPage, staffName);
        await expectPath(staffPage, /\/dashboard\//);
        await staffPage.goto('/dashboard/setup/neighbourhoods');
        await staffPage.getByRole('textbox', { name: c.t.name }).fill(hood);
        const choose = async (label: string, option: RegExp) => {
          const box = staffPage.getByRole('combobox', { name: label, exact: true });
          await box.click();
          await staffPage.getByRole('option', { name: option }).click();
          await staffPage.keyboard.press('Escape');
        };
        await choose(c.t.desks, new RegExp(`· ${c.desk.replace('.', '\\.')}$`));
        await choose(c.t.rooms, new RegExp(`^${desk.building.name} · .* · ${c.room}$`));
        await choose(c.t.groups, new RegExp(`^${team}$`));
        await staffPage.getByRole('textbox', { name: c.t.daysBefore }).fill('0');
        await staffPage.getByRole('button', { name: c.t.add }).click();
        await expect(staffPage.getByRole('article', { name: hood })).toBeVisible();
        await noSeriousAxe(staffPage);
        await staffPage.screenshot({
          path: `.tmp/screenshots/week2-neighbourhoods-setup-${c.lang}.png`,
          fullPage: true,
        });

        if (c !== cases[0]) await signOut(page);
        await signInAs(page, employeeName);
        await expectPath(page, '/app');
        await page.goto('/app/find_desk');
        const leaf = await openInTree(page, desk);
        await expect(leaf).toContainText(c.t.tag(hood));
        await expect(leaf).toContainText(c.t.reason(team));
        await noSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/week2-neighbourhoods-finder-${c.lang}.png`, fullPage: true });
        await leaf.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(c.t.reason(team));
        await expect(dialog.getByRole('button', { name: c.t.book })).toBeDisabled();

        await page.goto(`/app/floor_layout?building=${desk.building.id}&floor=${desk.floor.id}&desk=${desk.id}`);
        await expect(page.getByTestId('neighbourhood-legend')).toContainText(`${hood} · ${c.t.reason(team)}`);
        await expect(page.getByTestId(`pin-${desk.id}`)).toHaveAttribute('title', new RegExp(c.t.reason(team)));
        await noSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/week2-neighbourhoods-map-${c.lang}.png`, fullPage: true });

        // The room finder marks the meeting room the same way, and offers no booking of it (issue 37).
        await page.goto(`/app/find_room?building=${desk.building.id}`);
        const room = page.getByRole('article', { name: c.room });
        await expect(room.getByTestId('neighbourhood-tag')).toContainText(c.t.tag(hood));
        await expect(room.getByTestId('neighbourhood-tag')).toContainText(c.t.reason(team));
        await expect(room.getByRole('button', { name: /^(Book|Reserveer) / })).toHaveCount(0);
        await noSeriousAxe(page);
        await page.screenshot({ path: `.tmp/screenshots/weekview-room-finder-${c.lang}.png`, fullPage: true });
        await removeNeighbourhood(request, hood);
      });
    }
  } finally {
    await staffContext.close();
  }
});
