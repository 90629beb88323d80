import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { expect, test, expectPath, newContextOnServerClock, serverNow, signInByApi, signInByApiAs } from './support';

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login/', { data: { username: 'staff', password: 'staff' } });
  expect(res.ok()).toBeTruthy();
  return `JWT ${(await res.json()).token}`;
}

/** A generated colleague to visit (the fixed demo accounts must not receive messages). */
async function hostToVisit(request: APIRequestContext, auth: string) {
  const res = await request.post('/api/reports/users/', {
    headers: { authorization: auth },
    data: { search: 'an', limit: 50 },
  });
  const users: { id: number; first_name: string; last_name: string; name: string }[] = (await res.json()).data;
  const host = users.find((u) => !['Sanne Bakker', 'Daan Visser', 'Emma de Jong'].includes(u.name));
  expect(host, 'a generated colleague to visit').toBeTruthy();
  return host!;
}

/**
 * A free, open desk in the demo organisation, with the names the chooser shows; with
 * `withMeetingRoom`, on a floor that also has a meeting room (which it returns).
 */
async function freeDesk(request: APIRequestContext, auth: string, opts: { withMeetingRoom?: boolean } = {}) {
  const headers = { authorization: auth };
  const buildings: { id: number; name: string }[] = await (await request.get('/api/buildings', { headers })).json();
  for (const b of buildings) {
    const floors: { id: number; name: string }[] = await (
      await request.get(`/api/buildings/${b.id}/floors/`, { headers })
    ).json();
    for (const f of floors) {
      const { rooms } = (await (await request.get(`/api/floors/${f.id}/rooms/`, { headers })).json()) as {
        rooms: { id: number; name: string; type: string }[];
      };
      const meeting = rooms.find((x) => x.type === 'MEETING');
      if (opts.withMeetingRoom && !meeting) continue;
      for (const r of rooms.filter((x) => x.type === 'WORKSPACE')) {
        const desks: { id: number; name: string; is_closed: boolean; reserved: boolean; user: unknown }[] = await (
          await request.get(`/api/buildings/rooms/${r.id}/desks/`, { headers })
        ).json();
        // Skip the first free desk: the other spec files may pick it too.
        const free = desks.filter((d) => !d.is_closed && !d.reserved && !d.user);
        const desk = free[free.length - 1 - (Date.now() % Math.max(1, Math.min(5, free.length)))];
        if (desk) return { building: b, floor: f, room: r, desk, meeting };
      }
    }
  }
  throw new Error('no free desk in the demo organisation');
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseVisitor(page: Page, lastName: string, fullName: string) {
  await page.getByTestId('visit-person').fill(lastName.slice(0, 5));
  await page.getByRole('option', { name: fullName, exact: true }).first().click();
}

/** The public form finds a host only by their exact full name or e-mail address (decision 126). */
async function chooseHostByFullName(page: Page, fullName: string) {
  await page.getByTestId('visit-person').fill(fullName.slice(0, 4));
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.getByTestId('visit-person').fill(fullName);
  await page.getByRole('option', { name: fullName, exact: true }).first().click();
}

test.describe('guest registration', () => {
  test('staff register a guest at a desk from the dashboard; the guest is checked in there and in the check-ins report', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const auth = await staffToken(request);
    const host = await hostToVisit(request, auth);
    const place = await freeDesk(request, auth);
    const first = `Grace${Date.now() % 100000}`;

    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/register_guest');
    await expect(
      page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Register guest' }),
    ).toHaveAttribute('href', '/dashboard/register_guest');
    await expectPath(page, '/dashboard/register_guest');
    await expect(page.getByRole('heading', { name: 'Register a guest' })).toBeVisible();

    // The start date and time are live and read-only.
    const start = page.getByTestId('guest-time-start');
    await expect(start).toHaveAttribute('readonly', '');
    const before = await start.inputValue();
    await expect(start).not.toHaveValue(before, { timeout: 3000 });

    // Submitting empty: the place message beside desk and meeting room, the rest in a list.
    await page.getByRole('button', { name: 'Register guest' }).click();
    await expect(page.getByText('Please choose a desk or a meeting room.')).toHaveCount(2);
    const list = page.getByTestId('guest-errors');
    await expect(list).toContainText('Please fill in the first name.');
    await expect(list).toContainText('Please fill in the company.');
    await expect(list).toContainText('Please fill in the end time.');
    await expect(list).toContainText('Please choose the person the guest visits.');

    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Company').fill('Navy Labs');
    await page.getByLabel('Email').fill('grace@navy.example');
    await chooseVisitor(page, host.last_name, host.name);
    // The end time is masked as HH:MM while typing.
    await page.getByLabel('End time').pressSequentially('2359');
    await expect(page.getByLabel('End time')).toHaveValue('23:59');

    await pick(page, 'place-building', place.building.name);
    await pick(page, 'place-floor', place.floor.name);
    await pick(page, 'place-room', place.room.name);
    await pick(page, 'place-desk', place.desk.name);
    await page.getByRole('button', { name: 'Register guest' }).click();

    const modal = page.getByRole('dialog', { name: 'Guest registered' });
    await expect(modal).toContainText(`${first} Hopper is registered. ${host.name} has been told`);
    await modal.getByRole('button', { name: 'OK' }).click();
    // The form is reset.
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('End time')).toHaveValue('');

    // The guest now holds the desk today (check-ins report data comes from the same check-in).
    const desks: { id: number; user: { first_name: string; last_name: string } | null }[] = await (
      await request.get(`/api/buildings/rooms/${place.room.id}/desks/`, { headers: { authorization: auth } })
    ).json();
    const taken = desks.find((d) => d.id === place.desk.id)!;
    expect(`${taken.user?.first_name} ${taken.user?.last_name}`).toContain(first);

    // ...and appears in the check-ins report, also with guest-only on.
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Check-ins' }).click();
    await page.waitForURL(/\/dashboard\/checkins$/);
    await page.getByLabel('Guests only').check();
    await expect(page.getByTestId('checkins-table').getByText(new RegExp(first)).first()).toBeVisible();
  });

  test('reception books a meeting room for the guest (Dutch tablet); the host sees it for the guest (English phone) until the guest signs out', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const auth = await staffToken(request);
    const headers = { authorization: auth };
    const PASSWORD = 'guest-place-secret-1';
    const account = async (username: string, first_name: string, language: 'en' | 'nl', is_staff: boolean) => {
      const made = await request.post('/api/setup/users/', {
        headers,
        data: { username, first_name, last_name: 'Gastbook', language, is_staff, password: PASSWORD },
      });
      expect([201, 409]).toContain(made.status());
    };
    await account('guestbook-rita', 'Rita', 'nl', true);
    await account('guestbook-host', 'Hanna', 'en', false);

    // A meeting room with no booking today (from the last building: other journeys start with the first).
    const now = serverNow(baseURL!);
    const zone = { timeZone: 'Europe/Amsterdam' };
    const day = new Intl.DateTimeFormat('en-CA', zone).format(now);
    const hhmm = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
    const end = hhmm(new Date(now.getTime() + 40 * 60_000));
    const buildings: { id: number; name: string }[] = await (await request.get('/api/buildings', { headers })).json();
    let room: { id: number; name: string; floor: { name: string }; building: { name: string } } | undefined;
    for (const b of [...buildings].reverse()) {
      const list = await (
        await request.get(`/api/booking/rooms/availability?date=${day}&building_id=${b.id}`, { headers })
      ).json();
      room = (list.rooms as (NonNullable<typeof room> & { busy: unknown[]; occupied_now: boolean })[]).find(
        (r) => r.busy.length === 0 && !r.occupied_now,
      );
      if (room) break;
    }
    expect(room, 'a meeting room free today').toBeTruthy();
    const guest = `Lotte${Date.now() % 100000}`;
    let checkinId: number | null = null;
    try {
      await page.setViewportSize({ width: 820, height: 1180 });
      await signInByApi(page, 'guestbook-rita', PASSWORD);
      await page.goto('/dashboard/register_guest');
      await expect(page.getByRole('heading', { name: 'Gast registreren' })).toBeVisible();
      await page.getByLabel('Voornaam').fill(guest);
      await page.getByLabel('Achternaam').fill('Bezoeker');
      await page.getByLabel('Bedrijf').fill('Bezoek BV');
      await page.getByLabel('E-mail').fill('lotte@bezoek.example');
      await chooseVisitor(page, 'Gastbook', 'Hanna Gastbook');
      await page.getByLabel('Eindtijd').pressSequentially(end.replace(':', ''));
      await pick(page, 'place-building', room!.building.name);
      await pick(page, 'place-floor', room!.floor.name);
      await pick(page, 'place-room', `${room!.name} (vergaderruimte)`);
      await page.getByRole('checkbox', { name: 'Reserveer deze voor het bezoek' }).check();
      await expectNoSeriousAxe(page);
      await page.screenshot({ path: '.tmp/screenshots/bookfor2-guest-form-nl.png', fullPage: true });
      const saved = page.waitForResponse(
        (r) => /\/api\/users\/register_(guest|quest)\//.test(r.url()) && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Gast registreren' }).click();
      checkinId = ((await (await saved).json()) as { checkin_id: number }).checkin_id;
      const modal = page.getByRole('dialog', { name: 'Gast geregistreerd' });
      await expect(modal.getByTestId('guest-place-booked')).toHaveText(
        `${room!.name} is voor het bezoek gereserveerd op naam van Hanna Gastbook.`,
      );
      await page.screenshot({ path: '.tmp/screenshots/bookfor2-guest-booked-nl.png', fullPage: true });

      // The host, on a phone in English, has the room among her reservations, for the guest.
      const hostContext = await newContextOnServerClock(browser, baseURL!);
      const hostPage = await hostContext.newPage();
      await hostPage.setViewportSize({ width: 360, height: 740 });
      await signInByApi(hostPage, 'guestbook-host', PASSWORD);
      await hostPage.goto('/app/reservations');
      const card = hostPage.getByRole('article', { name: new RegExp(`^Meeting room ${room!.name} `) });
      await expect(card.getByTestId('for-guest')).toHaveText(`For guest ${guest} Bezoeker`);
      await expect(card.getByTestId('booked-by')).toHaveText('Booked by Rita Gastbook');
      await expectNoSeriousAxe(hostPage);
      await hostPage.screenshot({ path: '.tmp/screenshots/bookfor2-guest-host-en.png', fullPage: true });

      // Signed out, the guest's room is released: the host's card goes.
      const out = await request.post(`/api/checkins/${checkinId}/guest_sign_out/`, { headers });
      expect(out.status()).toBe(200);
      checkinId = null;
      await hostPage.reload();
      await expect(hostPage.getByText('No reservations')).toBeVisible();
      await expect(card).toHaveCount(0);
      await hostContext.close();
    } finally {
      if (checkinId !== null) await request.post(`/api/checkins/${checkinId}/guest_sign_out/`, { headers });
    }
  });

  test('the desk list marks a desk that is occupied during the visit, and it cannot be chosen', async ({
    page,
    request,
    baseURL,
  }) => {
    const auth = await staffToken(request);
    const place = await freeDesk(request, auth);
    const host = await hostToVisit(request, auth);
    // Another guest holds the desk until the end of the day (through the API, as a colleague at reception would).
    const now = serverNow(baseURL!);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
    const held = await request.post('/api/users/register_guest/', {
      headers: { authorization: auth },
      data: {
        first_name: 'Ada',
        last_name: 'Occupier',
        company_name: 'Analytical Engines',
        email: 'ada@engines.example',
        desk: place.desk.id,
        meeting_room: null,
        date: day,
        time_start: clock,
        time_end: '23:59',
        visit_person: host.id,
      },
    });
    expect(held.status()).toBe(201);

    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/register_guest');
    await page.getByLabel('End time').pressSequentially('2330');
    await pick(page, 'place-building', place.building.name);
    await pick(page, 'place-floor', place.floor.name);
    await pick(page, 'place-room', place.room.name);
    await expect(page.getByText('Occupied and booked desks are marked, from now until 23:30')).toBeVisible();
    await page.getByTestId('place-desk').click();
    const occupied = page.getByRole('option', { name: `${place.desk.name} (occupied)`, exact: true });
    await expect(occupied).toBeVisible();
    await expect(occupied).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: '.tmp/shots/guest-desk-occupied.png', fullPage: true });
  });

  test('choosing a meeting room finishes the choice and clears the desk', async ({ page, request }) => {
    const auth = await staffToken(request);
    const place = await freeDesk(request, auth, { withMeetingRoom: true });
    const meeting = place.meeting!;
    await signInByApiAs(page, 'staff');
    await page.goto('/dashboard/register_guest');
    await pick(page, 'place-building', place.building.name);
    await pick(page, 'place-floor', place.floor.name);
    await pick(page, 'place-room', place.room.name);
    await pick(page, 'place-desk', place.desk.name);
    await expect(page.getByTestId('place-desk')).toHaveValue(place.desk.name);
    await pick(page, 'place-room', `${meeting.name} (meeting room)`);
    await expect(page.getByTestId('place-desk')).toHaveValue('');
    await expect(page.getByTestId('place-desk')).toBeDisabled();
  });

  test('a visitor registers on the public form without login', async ({ page, request }) => {
    const host = await hostToVisit(request, await staffToken(request));
    await page.goto('/dashboard/public/register_guest');
    await expect(page.getByRole('heading', { name: 'Register as a guest' })).toBeVisible();
    await expect(page.getByTestId('place-building')).toHaveCount(0);
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('Company').fill('Bletchley');
    await page.getByLabel('Phone number').fill('+44 20 7946 0000');
    await chooseHostByFullName(page, host.name);
    await page.getByLabel('End time').fill('23:59');
    await page.getByRole('button', { name: 'Register guest' }).click();
    await expect(page.getByRole('dialog', { name: 'Guest registered' })).toContainText('Alan Turing is registered.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Last name')).toHaveValue('');
  });

  test.describe('in Dutch', () => {
    test.use({ locale: 'nl-NL' });
    test('the public form shows every validation message in Dutch', async ({ page }) => {
      await page.goto('/dashboard/public/register_guest');
      await expect(page.getByRole('heading', { name: 'Aanmelden als gast' })).toBeVisible();
      await page.getByLabel('E-mail').fill('niet-een-adres');
      await page.getByLabel('Eindtijd').fill('00:00');
      await page.getByRole('button', { name: 'Gast registreren' }).click();
      const list = page.getByTestId('guest-errors');
      await expect(list).toContainText('Corrigeer het volgende:');
      for (const text of [
        'Vul de voornaam in.',
        'Vul de achternaam in.',
        'Vul het bedrijf in.',
        'Vul een geldig e-mailadres in.',
        'Kies de persoon die de gast bezoekt.',
        'De eindtijd moet een tijd (UU:MM) zijn die later is dan de begintijd.',
      ]) {
        await expect(list).toContainText(text);
      }
      await page.getByLabel('E-mail').fill('');
      await page.getByLabel('Eindtijd').fill('');
      await page.getByRole('button', { name: 'Gast registreren' }).click();
      // One rule, one message (not one per field).
      await expect(page.getByText('Vul een e-mailadres of een telefoonnummer in.')).toHaveCount(1);
      await expect(list).not.toContainText('telefoonnummer in (of');
      await expect(list).toContainText('Vul de eindtijd in.');
      await page.screenshot({ path: '.tmp/guest-public-nl-errors.png', fullPage: true });
    });
  });
});
