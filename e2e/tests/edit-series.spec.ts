import type { APIRequestContext } from '@playwright/test';
import { addDays } from '@flexapp/contract';
import { api, apiToken, cancelAllOnDesk, displayDate, findDesk, isFree, timetables } from './booking-support';
import { expectNoSeriousAxe } from './axe';
import { expect, expectPath, test } from './support';

// Editing a series from My reservations (issue 37, decision 356), in English on a phone and in Dutch on a tablet:
// a weekly series of two Tuesdays gets Wednesday too; the Wednesday a colleague holds is skipped, and the dialog says
// why.
const PASSWORD = 'edit-series-person-secret-1';

async function person(request: APIRequestContext, staff: string, username: string, language: 'en' | 'nl') {
  const made = await request.post('/api/setup/users/', {
    headers: { authorization: staff },
    data: { username, first_name: 'Eva', last_name: username, language, password: PASSWORD },
  });
  expect([201, 409]).toContain(made.status());
  const login = await request.post('/api/users/login/', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return `JWT ${(await login.json()).token}`;
}

const cases = [
  {
    lang: 'en',
    desk: 'U2.31',
    viewport: { width: 360, height: 740 },
    t: {
      edit: 'Edit series',
      following: 'This one and the following',
      save: 'Save changes',
      edited: 'Series changed: 1 booked now, 0 booked when they open, 1 skipped.',
      taken: 'taken',
      weekdays: 'Days of the week',
      wed: 'Wed',
    },
  },
  {
    lang: 'nl',
    desk: 'U2.33',
    viewport: { width: 820, height: 1180 },
    t: {
      edit: 'Reeks wijzigen',
      following: 'Deze en de volgende',
      save: 'Wijzigingen opslaan',
      edited: 'Reeks gewijzigd: 1 nu gereserveerd, 0 zodra ze opengaan, 1 overgeslagen.',
      taken: 'bezet',
      weekdays: 'Dagen van de week',
      wed: 'wo',
    },
  },
] as const;

for (const c of cases) {
  test.describe(() => {
    test.use({ viewport: c.viewport });
    test(`${c.lang}: add a weekday to a series; the taken date is skipped with its reason`, async ({
      page,
      request,
    }) => {
      const staff = await apiToken(request, 'staff');
      const username = `editseries-${c.lang}`;
      const token = await person(request, staff, username, c.lang);
      const holder = await person(request, staff, `editseries-holder-${c.lang}`, c.lang);
      const desk = await findDesk(request, token, (d) => d.name === c.desk);
      await cancelAllOnDesk(request, token, desk.id);
      await cancelAllOnDesk(request, holder, desk.id);
      try {
        const slots = await timetables(request, token, desk.id);
        const days = Object.keys(slots);
        // E2E_NOW is a Monday: the series is on Tuesdays, and Wednesday is the day added.
        const first = days[1];
        const added = addDays(first, 1);
        const slot = slots[first][0];
        expect(isFree(slot)).toBe(true);
        const made = await api<{ series_id: number }>(request, token, 'POST', 'booking/series/', {
          start_date: first,
          rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=2',
          place: { desk_id: desk.id, timetable_id: slot.timetable.id },
        });
        expect(made.status).toBe(201);
        const taken = await api(request, holder, 'POST', 'booking/new/', [
          { date: added, desk_id: desk.id, timetable_id: slot.timetable.id },
        ]);
        expect(taken.status).toBe(201);

        await page.goto('/login');
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
        await expectPath(page, '/app');
        await page.goto('/app/reservations');
        await page
          .getByRole('region', { name: displayDate(first) })
          .getByRole('button', { name: new RegExp(`^${c.t.edit}: ${desk.name}`) })
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('radio', { name: c.t.following })).toBeChecked();
        const weekdays = dialog.getByRole('group', { name: c.t.weekdays });
        await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(1);
        await weekdays.getByText(c.t.wed, { exact: true }).click();
        await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(2);
        await expectNoSeriousAxe(page);
        await page.screenshot({ path: `/tmp/colleague-series-edit-${c.lang}.png` });
        await dialog.getByRole('button', { name: c.t.save }).click();
        await expect(dialog.getByRole('status')).toHaveText(c.t.edited);
        await expect(dialog.getByRole('listitem')).toHaveText(`${displayDate(added)}: ${c.t.taken}`);
        await page.screenshot({ path: `/tmp/colleague-series-edited-${c.lang}.png` });
      } finally {
        await cancelAllOnDesk(request, token, desk.id);
        await cancelAllOnDesk(request, holder, desk.id);
      }
    });
  });
}
