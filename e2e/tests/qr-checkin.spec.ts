import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken } from './booking-support';
import { expect, newContextOnServerClock, serverNow, signIn, test } from './support';
import { decodeQrSheet } from './qr-support';
import { signOut } from './variants';

// QR check-in (issue 41, decision 265): staff print a floor's labels from Setup; the codes, decoded from the
// rendered PDF, open the place's page on a phone, which signs the person in and checks them in with one tap.

const PASSWORD = 'qr-check-in-password';
const texts = {
  en: {
    takenBy: (name: string) => `${name} has this place now.`,
    goTo: (name: string) => `Go to ${name}`,
    book: 'Book until 12:00 and check in',
    checkedIn: (name: string) => `You are checked in at ${name}.`,
    freeUntil: 'Free until 12:00',
    noBooking: 'You have no booking for this room now.',
  },
  nl: {
    takenBy: (name: string) => `${name} heeft deze plek nu.`,
    goTo: (name: string) => `Naar ${name}`,
    book: 'Reserveer tot 12:00 en check in',
    checkedIn: (name: string) => `U bent ingecheckt op ${name}.`,
    freeUntil: 'Vrij tot 12:00',
    noBooking: 'U hebt nu geen reservering voor deze ruimte.',
  },
} as const;

/** A floor of its own for each run: three desks (A and B side by side, C far off) and a meeting room. */
async function qrFloor(request: APIRequestContext, tag: string) {
  const staff = await apiToken(request, 'staff');
  const [building] = (await api<{ id: number }[]>(request, staff, 'GET', 'setup/buildings')).body;
  const post = async <T>(path: string, data: unknown) => {
    const res = await api<T>(request, staff, 'POST', path, data);
    expect(res.status, path).toBe(201);
    return res.body;
  };
  const floor = await post<{ id: number }>(`setup/buildings/${building.id}/floors`, { name: `QR ${tag}` });
  const open = await post<{ id: number }>(`setup/floors/${floor.id}/rooms`, { name: `Open ${tag}`, type: 'WORKSPACE' });
  const room = await post<{ id: number; name: string }>(`setup/floors/${floor.id}/rooms`, {
    name: `Room ${tag}`,
    type: 'MEETING',
  });
  const desk = (name: string, x: number, y: number) =>
    post<{ id: number; name: string }>(`setup/rooms/${open.id}/desks`, { name: `${name} ${tag}`, x, y });
  const [a, b, c] = [await desk('A', 10, 10), await desk('B', 20, 10), await desk('C', 80, 80)];
  return { staff, floorId: floor.id, a, b, c, room };
}

/** A person made through Setup, signed in through the API. */
async function person(request: APIRequestContext, staff: string, username: string, first: string, language: string) {
  const made = await api(request, staff, 'POST', 'setup/users', {
    username,
    first_name: first,
    last_name: 'Tester',
    language,
    password: PASSWORD,
  });
  expect(made.status).toBe(201);
  const res = await request.post('/api/users/login/', { data: { username, password: PASSWORD } });
  return `JWT ${(await res.json()).token}`;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The languages are steps of one test: one phone and one staff browser, a floor and people of their own per language
// (decision 455). The tablet's check-in is the state audited on the phone: not audited again (decision 455).
test("print a floor's QR labels, scan them on a phone and check in with one tap (en, nl)", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(360_000);
  const staffContext = await newContextOnServerClock(browser, baseURL!);
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff');
  await expect(staff).toHaveURL(/\/dashboard\//);
  try {
    for (const lang of ['en', 'nl'] as const) {
      const x = texts[lang];
      await test.step(lang, async () => {
        await page.setViewportSize({ width: 360, height: 740 });
        const tag = `${lang}-${Date.now().toString(36)}`;
        const place = await qrFloor(request, tag);
        const username = `qr-${tag}`;
        await person(request, place.staff, username, 'Quinn', lang);
        const holder = await person(request, place.staff, `holder-${tag}`, 'Hanna', 'en');
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(serverNow(baseURL!));
        const slots = await api<{ timetables: Record<string, { time: string; timetable: { id: number } }[]> }>(
          request,
          holder,
          'GET',
          `booking/desk/${place.b.id}/timetables?date=${today}`,
        );
        const morning = slots.body.timetables[today].find((s) => s.time === '08:00-12:00')!;
        const booked = await api(request, holder, 'POST', 'booking/new', [
          { date: today, timetable_id: morning.timetable.id, desk_id: place.b.id },
        ]);
        expect(booked.status).toBe(201);

        // Staff download the floor's sheet from Setup; its codes are read back from the rendered PDF.
        await staff.goto(`/dashboard/setup/floors/${place.floorId}/plan`);
        await expect(staff.getByRole('button', { name: 'QR labels (PDF)' })).toBeVisible();
        await staff.screenshot({ path: `.tmp/screenshots/qr-setup-${lang}.png` });
        const [download] = await Promise.all([
          staff.waitForEvent('download'),
          staff.getByRole('button', { name: 'QR labels (PDF)' }).click(),
        ]);
        const pdf = `.tmp/qr-sheet-${lang}.pdf`;
        await download.saveAs(pdf);
        const urls = decodeQrSheet(pdf);
        const url = (kind: string, id: number) => new URL(`/app/checkin/${kind}/${id}`, baseURL).href;
        expect(urls.sort()).toEqual(
          [
            url('desk', place.a.id),
            url('desk', place.b.id),
            url('desk', place.c.id),
            url('room', place.room.id),
          ].sort(),
        );

        // B's code, scanned signed out: sign in, and back on B's page, which says whose it is and offers A.
        if (lang !== 'en') await signOut(page);
        await page.goto(url('desk', place.b.id));
        await expect(page).toHaveURL(/\/login\?nextUrl=/);
        await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
        await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(PASSWORD);
        await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
        await expect(page).toHaveURL(new RegExp(`/app/checkin/desk/${place.b.id}$`));
        await expect(page.getByRole('heading', { name: place.b.name })).toBeVisible();
        await expect(page.getByText(x.takenBy('Hanna Tester'))).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/qr-taken-${lang}.png`, fullPage: true });

        // The nearest free desk is A, on the same floor: one tap books it until the slot's end and checks in.
        await page.getByRole('link', { name: x.goTo(place.a.name) }).click();
        await expect(page.getByRole('heading', { name: place.a.name })).toBeVisible();
        await expect(page.getByText(x.freeUntil)).toBeVisible();
        await page.getByRole('button', { name: x.book }).click();
        await expect(page.getByRole('status').filter({ hasText: x.checkedIn(place.a.name) })).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/qr-checked-in-${lang}.png`, fullPage: true });

        // The other codes open their places too: C is free; the meeting room has no booking of this person.
        await page.goto(url('desk', place.c.id));
        await expect(page.getByRole('heading', { name: place.c.name })).toBeVisible();
        await expect(page.getByText(x.freeUntil)).toBeVisible();
        await page.goto(url('room', place.room.id));
        await expect(page.getByRole('heading', { name: place.room.name })).toBeVisible();
        await expect(page.getByText(x.noBooking)).toBeVisible();

        // On a tablet the page shows the check-in the same way.
        await page.setViewportSize({ width: 820, height: 1180 });
        await page.goto(url('desk', place.a.id));
        await expect(page.getByRole('status').filter({ hasText: x.checkedIn(place.a.name) })).toBeVisible();
        await page.screenshot({ path: `.tmp/screenshots/qr-tablet-${lang}.png`, fullPage: true });
      });
    }
  } finally {
    await staffContext.close();
  }
});
