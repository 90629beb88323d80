import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken } from './booking-support';
import { expect, newContextOnServerClock, serverNow, signIn, test } from './support';

// The lobby board (issue 41, decisions 330-332): paired from Setup -> the building, at 1920x1080 and 1280x800, in
// English and Dutch; live through its stream, offline and back, revoked; a neighbourhood's count (decision 393).
test.setTimeout(180_000);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The guests setting, through the settings API (a settings_changed event every board hears). */
async function showGuestNames(request: APIRequestContext, staff: string, on: boolean) {
  const res = await request.fetch('/api/configuration/settings', {
    method: 'PATCH',
    headers: { authorization: staff },
    data: { lobby_show_guest_names: on },
  });
  expect(res.status()).toBe(200);
}

/** A guest registered now in a meeting room of the building, hosted by staff: their check-in id. */
async function registerMeetingGuest(request: APIRequestContext, staff: string, buildingId: number, baseURL: string) {
  const floors = (await api<{ id: number }[]>(request, staff, 'GET', `buildings/${buildingId}/floors/`)).body;
  let roomId: number | undefined;
  for (const f of floors) {
    const { rooms } = (
      await api<{ rooms: { id: number; type: string }[] }>(request, staff, 'GET', `floors/${f.id}/rooms/`)
    ).body;
    roomId = rooms.find((r) => r.type === 'MEETING')?.id;
    if (roomId) break;
  }
  const self = (await api<{ id: number }>(request, staff, 'GET', 'users/self/')).body;
  const local = (d: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', hourCycle: 'h23', ...options }).format(d);
  const now = serverNow(baseURL);
  const res = await api<{ checkin_id: number }>(request, staff, 'POST', 'users/register_guest/', {
    first_name: 'Lobbina',
    last_name: 'Gast',
    email: '',
    company_name: 'Visitors',
    phone_number: '+31 6 1234 5678',
    desk: null,
    meeting_room: roomId,
    date: local(now, { year: 'numeric', month: '2-digit', day: '2-digit' }),
    time_start: local(now, { hour: '2-digit', minute: '2-digit' }),
    time_end: '23:00',
    visit_person: self.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.checkin_id;
}

const NOOK = 'Lobby nook E2E';

/**
 * A neighbourhood of one workspace room of the building (decision 393), made afresh: its floor's name and how
 * many open desks it holds. No groups: it only shows its colour, so other journeys book as before.
 */
async function lobbyNeighbourhood(request: APIRequestContext, staff: string, buildingId: number) {
  await removeLobbyNeighbourhood(request, staff);
  const floors = (await api<{ id: number; name: string }[]>(request, staff, 'GET', `buildings/${buildingId}/floors/`))
    .body;
  const floor = floors[floors.length - 1];
  const { rooms } = (
    await api<{ rooms: { id: number; type: string }[] }>(request, staff, 'GET', `floors/${floor.id}/rooms/`)
  ).body;
  const room = rooms.find((r) => r.type === 'WORKSPACE')!;
  const desks = (
    await api<{ is_closed: boolean; room: { id: number } }[]>(request, staff, 'GET', `floors/${floor.id}/desks`)
  ).body.filter((d) => d.room.id === room.id && !d.is_closed);
  const made = await api(request, staff, 'POST', 'setup/neighbourhoods', {
    name: NOOK,
    colour: '#5f3dc4',
    access: 'groups_only',
    open_days_before: null,
    open_time: null,
    weekdays: [1, 2, 3, 4, 5],
    desk_ids: [],
    room_ids: [room.id],
    floor_ids: [],
    group_ids: [],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { floor: floor.name, desks: desks.length };
}

async function removeLobbyNeighbourhood(request: APIRequestContext, staff: string) {
  const list = await api<{ neighbourhoods: { id: number; name: string }[] }>(
    request,
    staff,
    'GET',
    'setup/neighbourhoods',
  );
  for (const n of list.body.neighbourhoods.filter((x) => x.name === NOOK))
    expect((await api(request, staff, 'DELETE', `setup/neighbourhoods/${n.id}`)).status).toBe(204);
}

test('pair a lobby board from Setup; live, offline and caught up, in English and Dutch; revoked', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const staffToken = await apiToken(request, 'staff');
  const [building] = (await api<{ id: number; name: string }[]>(request, staffToken, 'GET', 'setup/buildings')).body;
  // A rerun starts clean: earlier boards of the building are revoked, guests hidden.
  const earlier = await api<{ list: { id: number }[] }>(
    request,
    staffToken,
    'GET',
    `displays/lobby?building_id=${building.id}`,
  );
  for (const b of earlier.body.list) await api(request, staffToken, 'DELETE', `displays/${b.id}`);
  await showGuestNames(request, staffToken, false);
  const nook = await lobbyNeighbourhood(request, staffToken, building.id);

  try {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/display/lobby?lang=en');
    await expect(page.getByText('In Setup, open the building, choose "Pair a lobby board"')).toBeVisible();
    const code = (await page.getByTestId('pairing-code').textContent())!.trim();

    const staffContext = await newContextOnServerClock(browser, baseURL!);
    const staff = await staffContext.newPage();
    await signIn(staff, 'staff');
    await expect(staff).toHaveURL(/\/dashboard\/buildings\//);
    await staff.goto(`/dashboard/setup/structure?building=${building.id}`);
    await staff.getByRole('button', { name: 'Pair a lobby board' }).click();
    await staff.getByRole('textbox', { name: 'Code shown on the display' }).fill(code);
    await staff.getByRole('button', { name: 'Pair', exact: true }).click();
    await expect(staff.getByTestId('lobby-boards').getByRole('row')).toHaveCount(2);

    // The board claims its token and shows the building: desks free per floor, rooms free now.
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /desks? free now$/ })).toBeVisible();
    await expect(page.getByTestId('lobby-floor').first()).toHaveText(/\d+ of \d+ free/);
    await expect(page.getByRole('heading', { name: 'Meeting rooms free now' })).toBeVisible();
    await expect(page.getByTestId('lobby-guests')).toBeHidden();
    // Its floor lists the neighbourhood by name beside its swatch, with its own count (decision 393).
    const nookRow = page
      .getByRole('list', { name: `Neighbourhoods on ${nook.floor}` })
      .getByTestId('lobby-neighbourhood')
      .filter({ hasText: NOOK });
    await expect(nookRow).toHaveText(new RegExp(`^${NOOK}\\d+ of ${nook.desks} free$`));
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '.tmp/screenshots/lobby-board-1920-en.png' });
    await page.screenshot({ path: '.tmp/screenshots/nbplan-lobby-1920-en.png' });

    // Live: the guests setting turns on, the board shows the section without a reload.
    await showGuestNames(request, staffToken, true);
    await expect(page.getByRole('heading', { name: 'Expected guests today' })).toBeVisible();

    // Live guests (decision 367): a guest arrives in one of the building's meeting rooms and shows without a
    // reload; signed out by reception, they go.
    const guestId = await registerMeetingGuest(request, staffToken, building.id, baseURL!);
    await expect(page.getByTestId('lobby-guests')).toContainText('Lobbina');
    await page.screenshot({ path: '.tmp/screenshots/privacy2-lobby-guest-1920-en.png' });
    expect((await api(request, staffToken, 'POST', `checkins/${guestId}/guest_sign_out/`)).status).toBe(200);
    await expect(page.getByTestId('lobby-guests')).not.toContainText('Lobbina');

    // The network drops: the board says since when; the change made meanwhile shows once it is back.
    await page.context().setOffline(true);
    await expect(page.getByTestId('lobby-offline')).toHaveText(/^Offline since \d\d:\d\d/);
    await showGuestNames(request, staffToken, false);
    await expect(page.getByTestId('lobby-guests')).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByTestId('lobby-offline')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('lobby-guests')).toBeHidden();

    // Dutch, at 1280x800.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/display/lobby?lang=nl');
    await expect(page.getByRole('heading', { name: 'Vergaderruimtes nu vrij' })).toBeVisible();
    await expect(page.getByTestId('lobby-floor').first()).toHaveText(/\d+ van \d+ vrij/);
    await expect(
      page
        .getByRole('list', { name: `Buurten op ${nook.floor}` })
        .getByTestId('lobby-neighbourhood')
        .filter({ hasText: NOOK }),
    ).toHaveText(new RegExp(`^${NOOK}\\d+ van ${nook.desks} vrij$`));
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '.tmp/screenshots/lobby-board-1280-nl.png' });
    await page.screenshot({ path: '.tmp/screenshots/nbplan-lobby-1280-nl.png' });

    // Revoked in Setup: the revoke is a setup change the board hears, so it is unpaired at once (no reload) and
    // shows a new code.
    await staff.getByRole('button', { name: /^Revoke lobby board/ }).click();
    await expect(staff.getByTestId('lobby-boards').getByRole('row')).toHaveCount(0);
    await expect(page.getByTestId('display-unpaired')).toHaveText(
      'Dit lobbyscherm is niet meer aan een gebouw gekoppeld.',
    );
    await expect(page.getByTestId('pairing-code')).toHaveText(/^[A-Z2-9]{6}$/);
    await staffContext.close();
  } finally {
    await showGuestNames(request, staffToken, false);
    await removeLobbyNeighbourhood(request, staffToken);
  }
});
