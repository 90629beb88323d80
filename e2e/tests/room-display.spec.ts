import AxeBuilder from '@axe-core/playwright';
import { toApiDate } from '@flexapp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken } from './booking-support';
import { expect, newContextOnServerClock, serverNow, signIn, test } from './support';
import { forgetDevice } from './variants';

// Room displays (issue 41, decisions 215-217): a tablet at a meeting-room door, paired from Setup, in English and
// Dutch, at 1280x800, 800x480 and in e-ink mode.
test.use({ viewport: { width: 1280, height: 800 } });

const texts = {
  en: {
    free: 'Free',
    busy: 'Busy',
    walkUp: 'Walk-up',
    bookUntil: /^Until \d\d:\d\d$/,
    end: 'End now',
    unpaired: 'This display is no longer paired with a room.',
    offline: /^Offline since \d\d:\d\d/,
  },
  nl: {
    free: 'Vrij',
    busy: 'Bezet',
    walkUp: 'Inloop',
    bookUntil: /^Tot \d\d:\d\d$/,
    end: 'Nu beëindigen',
    unpaired: 'Dit scherm is niet meer gekoppeld aan een ruimte.',
    offline: /^Offline sinds \d\d:\d\d/,
  },
} as const;

/** A meeting room of its own for each language (made through the setup API; kept when it exists). */
async function meetingRoom(request: APIRequestContext, name: string) {
  const staff = await apiToken(request, 'staff');
  const [building] = (await api<{ id: number }[]>(request, staff, 'GET', 'setup/buildings')).body;
  const [floor] = (await api<{ id: number }[]>(request, staff, 'GET', `setup/buildings/${building.id}/floors`)).body;
  const rooms = (await api<{ id: number; name: string }[]>(request, staff, 'GET', `setup/floors/${floor.id}/rooms`))
    .body;
  let room = rooms.find((r) => r.name === name);
  if (!room) {
    const created = await api<{ id: number; name: string }>(request, staff, 'POST', `setup/floors/${floor.id}/rooms`, {
      name,
      type: 'MEETING',
    });
    expect(created.status).toBe(201);
    room = created.body;
  }
  // A rerun starts clean: earlier displays of the room are revoked.
  const paired = await api<{ list: { id: number }[] }>(request, staff, 'GET', `displays?room_id=${room.id}`);
  for (const d of paired.body.list) await api(request, staff, 'DELETE', `displays/${d.id}`);
  return { buildingId: building.id, floorId: floor.id, roomId: room.id, name };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The languages are steps of one test: one display tablet and one staff browser, a room of its own per language
// (decision 455).
test('pair a display from Setup, book now, end early, offline and revoked (en, nl)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Per language the offline step waits for a poll (every 15 s) to fail and one to succeed again.
  test.setTimeout(360_000);
  const staffContext = await newContextOnServerClock(browser, baseURL!);
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff');
  await expect(staff).toHaveURL(/\/dashboard\/buildings\//);
  try {
    for (const lang of ['en', 'nl'] as const) {
      const x = texts[lang];
      await test.step(lang, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        const room = await meetingRoom(request, `Display room ${lang.toUpperCase()}`);
        // A tablet of its own per language: the one before forgets its pairing.
        if (lang !== 'en') await forgetDevice(page);
        await page.goto(`/display?lang=${lang}`);
        const code = (await page.getByTestId('pairing-code').textContent())!.trim();
        expect(code).toMatch(/^[A-Z2-9]{6}$/);

        // Staff pair it from Setup -> the room.
        await staff.goto(
          `/dashboard/setup/structure?building=${room.buildingId}&floor=${room.floorId}&room=${room.roomId}`,
        );
        await staff.getByRole('button', { name: 'Pair a display' }).click();
        await staff.getByRole('textbox', { name: 'Code shown on the display' }).fill(code.toLowerCase());
        await staff.getByRole('button', { name: 'Pair', exact: true }).click();
        await expect(staff.getByTestId('room-displays').getByRole('row')).toHaveCount(2);

        // The tablet claims its token and shows its room, free.
        await expect(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
        await expect(page.getByTestId('room-status')).toHaveText(x.free);
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/f-displays-free-1280-${lang}.png` });

        // A colleague books the room in the app, then cancels: the display shows both through its stream (decision
        // 217) within 10 s of a fresh answer, while its next poll is 15 s after that answer.
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/display/room' && r.ok());
        await page.reload();
        await answered;
        const employee = await apiToken(request, 'employee');
        const booked = await api<{ bookings: { id: number }[] }>(request, employee, 'POST', 'booking/new/', [
          { date: toApiDate(serverNow(baseURL!)), room_id: room.roomId, time_start: '17:00', time_end: '17:30' },
        ]);
        expect(booked.status).toBe(201);
        await expect(page.getByTestId('next-meetings')).toContainText('17:00', { timeout: 10_000 });
        const cancelled = await api(
          request,
          employee,
          'DELETE',
          `booking/reservations/delete/${booked.body.bookings[0]!.id}/`,
        );
        expect(cancelled).toMatchObject({ status: 204 });
        await expect(page.getByTestId('room-display')).not.toContainText('17:00', { timeout: 10_000 });

        // Book now: a walk-up booking, the room turns busy.
        await page.getByRole('button', { name: x.bookUntil }).first().click();
        await expect(page.getByTestId('room-status')).toHaveText(x.busy);
        await expect(page.getByTestId('current-meeting').getByRole('heading')).toHaveText(x.walkUp);
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/f-displays-busy-1280-${lang}.png` });
        await page.setViewportSize({ width: 800, height: 480 });
        await page.screenshot({ path: `.tmp/screenshots/f-displays-busy-800-${lang}.png` });

        // E-ink: black and white, refreshed by the minute.
        await page.goto(`/display?lang=${lang}&mode=eink`);
        await expect(page.getByTestId('room-status')).toHaveText(x.busy);
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/f-displays-eink-800-${lang}.png` });

        // End early frees the room.
        await page.goto(`/display?lang=${lang}`);
        await page.getByRole('button', { name: x.end }).click();
        await expect(page.getByTestId('room-status')).toHaveText(x.free);

        // The network drops: the display says since when, and catches up when it is back.
        await page.context().setOffline(true);
        await expect(page.getByTestId('display-offline')).toHaveText(x.offline, { timeout: 30_000 });
        await expect(page.getByTestId('room-status')).toHaveText(x.free);
        await page.context().setOffline(false);
        await expect(page.getByTestId('display-offline')).toBeHidden({ timeout: 30_000 });

        // Revoked in Setup: the display learns it by itself (its stream's next token check or its next poll, within
        // 20 s), says it is unpaired and shows a new code.
        await staff.reload();
        await staff.getByRole('button', { name: /^Revoke display/ }).click();
        await expect(staff.getByTestId('room-displays').getByRole('row')).toHaveCount(0);
        await expect(page.getByTestId('display-unpaired')).toHaveText(x.unpaired, { timeout: 30_000 });
        await expect(page.getByTestId('pairing-code')).toHaveText(/^[A-Z2-9]{6}$/);
      });
    }
  } finally {
    await staffContext.close();
  }
});
