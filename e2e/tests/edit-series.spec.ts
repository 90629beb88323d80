import type { APIRequestContext, Locator } from '@playwright/test';
import { addDays } from '@flexapp/contract';
import { api, apiToken, cancelAllOnDesk, displayDate, findDesk, isFree, timetables } from './booking-support';
import { expectNoSeriousAxe } from './axe';
import { expect, expectPath, test } from './support';
import { signOut } from './variants';

// Editing a series from My reservations (issue 37, decisions 356, 395, 420, 421), in English on a phone and in Dutch
// on a tablet, in one page load each: a weekly series of two Tuesdays gets Wednesday too (the Wednesday a colleague
// holds is skipped); the whole series moves to the next desk, where the second Tuesday is taken (the preview says by
// whom, and that Tuesday keeps its desk); then only that Tuesday moves to the next desk's afternoon slot. Last, a
// meeting-room series moves to another room of its building, half an hour later: the colleague holds that room on
// the first Tuesday (the preview names them), so only the second Tuesday moves.
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

type Room = { id: number; name: string; seats: number | null };

/** The meeting rooms of a building with these names, in that order, with their seats. */
async function roomsNamed(
  request: APIRequestContext,
  token: string,
  buildingId: number,
  names: readonly string[],
  date: string,
): Promise<Room[]> {
  const res = await api<{ rooms: Room[] }>(
    request,
    token,
    'GET',
    `booking/rooms/availability/?building_id=${buildingId}&date=${date}`,
  );
  expect(res.status).toBe(200);
  return names.map((name) => {
    const room = res.body.rooms.find((r) => r.name === name);
    expect(room, `meeting room ${name}`).toBeTruthy();
    return room!;
  });
}

/** Cancels every reservation the person has in these rooms. */
async function cancelAllInRooms(request: APIRequestContext, token: string, rooms: { id: number }[]) {
  const list = (
    await api<{ list: Record<string, { id: number; room: { id: number } | null }[]> }>(
      request,
      token,
      'GET',
      'booking/reservations/me/',
    )
  ).body.list;
  for (const r of Object.values(list).flat())
    if (r.room && rooms.some((room) => room.id === r.room!.id))
      await api(request, token, 'DELETE', `booking/reservations/delete/${r.id}/`);
}

/** Picks an option of a Mantine Select by its label. */
async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

const cases = [
  {
    lang: 'en',
    // Desks of the Quiet zone (Utrecht, floor 3) no other journey books; two of them with the slots free.
    desks: ['U3.15', 'U3.16', 'U3.17', 'U3.18'],
    // Meeting rooms of Amsterdam no other journey books at 15:00-16:30: the series' room, and the one it moves to.
    rooms: ['Vondel', 'Amstel'],
    viewport: { width: 360, height: 740 },
    t: {
      edit: 'Edit series',
      this: 'Only this one',
      following: 'This one and the following',
      all: 'The whole series',
      save: 'Save changes',
      check: 'Check the dates',
      done: 'Done',
      desk: 'Desk',
      slot: 'Time slot',
      added: 'Series changed: 0 moved, 1 booked, 0 booked when they open, 1 not possible.',
      preview: '2 moved, 1 booked, 0 booked when they open, 1 not possible.',
      moved: 'Series changed: 2 moved, 1 booked, 0 booked when they open, 1 not possible.',
      one: 'Series changed: 1 moved, 0 booked, 0 booked when they open, 0 not possible.',
      taken: 'taken',
      takenBy: 'taken by Eva editseries-holder-en',
      room: 'Meeting room',
      from: 'Start time',
      to: 'End time',
      seats: (n: number) => `${n} seats`,
      roomMoved: 'Series changed: 1 moved, 0 booked, 0 booked when they open, 1 not possible.',
      roomPreview: '1 moved, 0 booked, 0 booked when they open, 1 not possible.',
      weekdays: 'Days of the week',
      wed: 'Wed',
      count: 'Number of times',
    },
  },
  {
    lang: 'nl',
    desks: ['U3.19', 'U3.20', 'U3.21', 'U3.22'],
    rooms: ['Rembrandt', 'Zuidas'],
    viewport: { width: 820, height: 1180 },
    t: {
      edit: 'Reeks wijzigen',
      this: 'Alleen deze',
      following: 'Deze en de volgende',
      all: 'De hele reeks',
      save: 'Wijzigingen opslaan',
      check: 'Controleer de datums',
      done: 'Klaar',
      desk: 'Werkplek',
      slot: 'Tijdvak',
      added: 'Reeks gewijzigd: 0 verplaatst, 1 gereserveerd, 0 gereserveerd zodra ze opengaan, 1 niet mogelijk.',
      preview: '2 verplaatst, 1 gereserveerd, 0 gereserveerd zodra ze opengaan, 1 niet mogelijk.',
      moved: 'Reeks gewijzigd: 2 verplaatst, 1 gereserveerd, 0 gereserveerd zodra ze opengaan, 1 niet mogelijk.',
      one: 'Reeks gewijzigd: 1 verplaatst, 0 gereserveerd, 0 gereserveerd zodra ze opengaan, 0 niet mogelijk.',
      taken: 'bezet',
      takenBy: 'bezet door Eva editseries-holder-nl',
      room: 'Vergaderruimte',
      from: 'Begintijd',
      to: 'Eindtijd',
      seats: (n: number) => `${n} plaatsen`,
      roomMoved: 'Reeks gewijzigd: 1 verplaatst, 0 gereserveerd, 0 gereserveerd zodra ze opengaan, 1 niet mogelijk.',
      roomPreview: '1 verplaatst, 0 gereserveerd, 0 gereserveerd zodra ze opengaan, 1 niet mogelijk.',
      weekdays: 'Dagen van de week',
      wed: 'wo',
      count: 'Aantal keer',
    },
  },
] as const;

// The languages are steps of one test in one context, each with its own people and desks (decision 455).
test('add a weekday, move the series to another desk, then move one date (en, nl)', async ({ page, request }) => {
  test.setTimeout(480_000);
  for (const c of cases) {
    await test.step(c.lang, async () => {
      await page.setViewportSize(c.viewport);
      const staff = await apiToken(request, 'staff');
      const username = `editseries-${c.lang}`;
      const token = await person(request, staff, username, c.lang);
      const holder = await person(request, staff, `editseries-holder-${c.lang}`, c.lang);
      // E2E_NOW is a Monday: the series is on Tuesdays, Wednesday is the day added; the colleague holds the first
      // Wednesday on desk A and the second Tuesday on desk B.
      const desks: Awaited<ReturnType<typeof findDesk>>[] = [];
      for (const name of c.desks) desks.push(await findDesk(request, token, (d) => d.name === name));
      const amsterdam = await findDesk(request, token, (d) => d.building.name.startsWith('Amsterdam'));
      let rooms: Room[] = [];
      const cleanup = async () => {
        for (const who of [token, holder]) {
          for (const d of desks) await cancelAllOnDesk(request, who, d.id);
          await cancelAllInRooms(request, who, rooms);
        }
      };
      await cleanup();
      type Slot = { time: string; timetable: { id: number; name: string } } & Parameters<typeof isFree>[0];
      const slotsOf = new Map<number, Record<string, Slot[]>>();
      for (const d of desks) slotsOf.set(d.id, (await timetables(request, token, d.id)) as Record<string, Slot[]>);
      const first = Object.keys(slotsOf.get(desks[0]!.id)!)[1]!;
      const added = addDays(first, 1);
      const second = addDays(first, 7);
      rooms = await roomsNamed(request, token, amsterdam.building.id, c.rooms, first);
      for (const who of [token, holder]) await cancelAllInRooms(request, who, rooms);
      const freeOn = (deskId: number, slot: number, ...dates: string[]) =>
        dates.every((d) => isFree(slotsOf.get(deskId)![d]![slot]!));
      const pairs = desks.flatMap((a) => desks.filter((b) => b !== a).map((b) => [a, b] as const));
      const pair = pairs.find(
        ([a, b]) =>
          freeOn(a.id, 0, first, added, second, addDays(second, 1)) &&
          freeOn(b.id, 0, first, added, second, addDays(second, 1)) &&
          freeOn(b.id, 1, second),
      );
      expect(pair, 'two desks of the Quiet zone with the slots free').toBeTruthy();
      const [deskA, deskB] = pair!;
      try {
        const [morning, afternoon] = slotsOf.get(deskA.id)![first]!;
        const made = await api<{ series_id: number }>(request, token, 'POST', 'booking/series/', {
          start_date: first,
          rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=2',
          place: { desk_id: deskA.id, timetable_id: morning!.timetable.id },
        });
        expect(made.status).toBe(201);
        const taken = await api(request, holder, 'POST', 'booking/new/', [
          { date: added, desk_id: deskA.id, timetable_id: morning!.timetable.id },
          { date: second, desk_id: deskB.id, timetable_id: morning!.timetable.id },
        ]);
        expect(taken.status).toBe(201);

        if (c === cases[0]) await page.goto('/login');
        else await signOut(page);
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
        await expectPath(page, '/app');
        await page.goto('/app/reservations');
        const editOn = (date: string, desk: string) =>
          page
            .getByRole('region', { name: displayDate(date) })
            .getByRole('button', { name: new RegExp(`^${c.t.edit}: ${desk}`) })
            .click();
        const dialog = page.getByRole('dialog');

        // 1. Wednesday added from the first Tuesday on; the Wednesday the colleague holds is skipped.
        await editOn(first, deskA.name);
        await expect(dialog.getByRole('radio', { name: c.t.following })).toBeChecked();
        const weekdays = dialog.getByRole('group', { name: c.t.weekdays });
        await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(1);
        await weekdays.getByText(c.t.wed, { exact: true }).click();
        await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(2);
        await dialog.getByRole('textbox', { name: c.t.count }).fill('4');
        await dialog.getByRole('button', { name: c.t.save }).click();
        await expect(dialog.getByRole('status')).toHaveText(c.t.added);
        await expect(dialog.getByRole('listitem')).toHaveText(`${displayDate(added)}: ${c.t.taken}`);
        await dialog.getByRole('button', { name: c.t.done }).click();

        // 2. The whole series to the next desk: the preview first, then the same answer saved.
        await editOn(first, deskA.name);
        await dialog.getByText(c.t.all, { exact: true }).click();
        await choose(dialog, c.t.desk, deskB.name);
        await dialog.getByRole('button', { name: c.t.check }).click();
        await expect(dialog.getByTestId('series-edit-preview').getByRole('status')).toContainText(c.t.preview);
        await expect(dialog.getByRole('listitem')).toHaveText(`${displayDate(second)}: ${c.t.takenBy}`);
        await expectNoSeriousAxe(page);
        await dialog.getByRole('button', { name: c.t.save }).click();
        await expect(dialog.getByRole('status')).toHaveText(c.t.moved);
        await dialog.getByRole('button', { name: c.t.done }).click();
        await expect(
          page
            .getByRole('region', { name: displayDate(first) })
            .getByRole('button', { name: new RegExp(`^${c.t.edit}: ${deskB.name}`) }),
        ).toBeVisible();

        // 3. Only the second Tuesday (still on its desk) to the next desk's afternoon.
        await editOn(second, deskA.name);
        await dialog.getByText(c.t.this, { exact: true }).click();
        await choose(dialog, c.t.desk, deskB.name);
        await choose(dialog, c.t.slot, `${afternoon!.timetable.name} ${afternoon!.time}`);
        await dialog.getByRole('button', { name: c.t.save }).click();
        await expect(dialog.getByRole('status')).toHaveText(c.t.one);
        await expectNoSeriousAxe(page);
        await dialog.getByRole('button', { name: c.t.done }).click();
        await expect(
          page
            .getByRole('region', { name: displayDate(second) })
            .getByRole('button', { name: new RegExp(`^${c.t.edit}: ${deskB.name}`) }),
        ).toBeVisible();

        // 4. A room series, made now (its cards come in live), to the other room, 15:30-16:30: the colleague's 15:30
        //    on the first Tuesday keeps that Tuesday where it was.
        const [roomA, roomB] = rooms;
        const roomSeries = await api<{ created: unknown[] }>(request, token, 'POST', 'booking/series/', {
          start_date: first,
          rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=2',
          place: { room_id: roomA!.id, time_start: '15:00', time_end: '16:00', attendees: 3 },
        });
        expect([roomSeries.status, roomSeries.body.created.length]).toEqual([201, 2]);
        const roomTaken = await api(request, holder, 'POST', 'booking/new/', [
          { date: first, room_id: roomB!.id, time_start: '15:30', time_end: '16:00' },
        ]);
        expect(roomTaken.status).toBe(201);
        await editOn(first, `${c.t.room} ${roomA!.name}`);
        await choose(dialog, c.t.room, `${roomB!.name} · ${c.t.seats(roomB!.seats!)}`);
        await choose(dialog, c.t.from, '15:30');
        await choose(dialog, c.t.to, '16:30');
        await dialog.getByRole('button', { name: c.t.check }).click();
        await expect(dialog.getByTestId('series-edit-preview').getByRole('status')).toContainText(c.t.roomPreview);
        await expect(dialog.getByRole('listitem')).toHaveText(`${displayDate(first)}: ${c.t.takenBy}`);
        await expectNoSeriousAxe(page);
        await dialog.getByRole('button', { name: c.t.save }).click();
        await expect(dialog.getByRole('status')).toHaveText(c.t.roomMoved);
        await dialog.getByRole('button', { name: c.t.done }).click();
        await expect(
          page
            .getByRole('region', { name: displayDate(second) })
            .getByRole('button', { name: `${c.t.edit}: ${c.t.room} ${roomB!.name} 15:30-16:30` }),
        ).toBeVisible();
      } finally {
        await cleanup();
      }
    });
  }
});
