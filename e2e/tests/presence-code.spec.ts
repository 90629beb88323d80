import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, apiToken } from './booking-support';
import { expect, newContextOnServerClock, serverNow, signInByApi, test } from './support';
import { forgetDevice } from './variants';

// The room display's rotating presence code (issue 41, decision 333): with "check-in only by QR" on, the display
// by the door shows six digits and a QR code; a person checks in on the phone with them, a wrong code is refused.
// The server's clock runs on from FLEXAPP_NOW and cannot be moved from here, and an older window's code needs the
// server's key, so the refused code is a wrong one (decision 388).
// A setting everyone shares: this spec runs in the `settings` project, alone.
test.use({ viewport: { width: 360, height: 740 } });
test.setTimeout(180_000);

const PASSWORD = 'presence-code-password';
const texts = {
  en: {
    codeField: 'Code on the room display',
    checkIn: 'Check in',
    refused: 'That code is wrong or no longer shown. Type the code the display by the room door shows now.',
    checkedIn: (name: string) => `You are checked in at ${name}.`,
  },
  nl: {
    codeField: 'Code op het scherm bij de deur',
    checkIn: 'Inchecken',
    refused: 'Die code klopt niet of wordt niet meer getoond. Typ de code die het scherm bij de deur nu toont.',
    checkedIn: (name: string) => `U bent ingecheckt op ${name}.`,
  },
} as const;

const setQrOnly = async (request: APIRequestContext, staff: string, on: boolean) => {
  const res = await request.patch('/api/configuration/settings', {
    headers: { authorization: staff },
    data: { checkin_only_by_qr: on },
  });
  expect(res.ok()).toBe(true);
};

/** A meeting room of its own, and a person with a booking of it for the running quarter hour. */
async function bookedRoom(request: APIRequestContext, staff: string, tag: string, language: string, now: Date) {
  const [building] = (await api<{ id: number }[]>(request, staff, 'GET', 'setup/buildings')).body;
  const [floor] = (await api<{ id: number }[]>(request, staff, 'GET', `setup/buildings/${building.id}/floors`)).body;
  const room = await api<{ id: number; name: string }>(request, staff, 'POST', `setup/floors/${floor.id}/rooms`, {
    name: `Presence ${tag}`,
    type: 'MEETING',
  });
  expect(room.status).toBe(201);
  const username = `presence-${tag}`;
  const made = await api(request, staff, 'POST', 'setup/users', {
    username,
    first_name: 'Pia',
    last_name: 'Tester',
    language,
    password: PASSWORD,
  });
  expect(made.status).toBe(201);
  const login = await request.post('/api/users/login/', { data: { username, password: PASSWORD } });
  const token = `JWT ${(await login.json()).token}`;
  const local = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', ...o }).formatToParts(now);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
  const part = (type: string) =>
    Number(local({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).find((p) => p.type === type)!.value);
  const start = part('hour') * 60 + Math.floor(part('minute') / 15) * 15;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const booked = await api(request, token, 'POST', 'booking/new', [
    { date, room_id: room.body.id, time_start: hhmm(start), time_end: hhmm(start + 60) },
  ]);
  expect(booked.status).toBe(201);
  return { room: room.body, username };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The QR code the display shows, read as a phone's camera would: the URL it carries. */
async function scanQr(display: Page): Promise<string> {
  const src = await display.getByTestId('presence-code').getByRole('img').getAttribute('src');
  const png = PNG.sync.read(Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'the display shows a readable QR code').not.toBeNull();
  return found!.data;
}

/** Six digits that differ from the code in every place. */
const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 5) % 10));

test.afterAll(async ({ request }) => {
  await setQrOnly(request, await apiToken(request, 'staff'), false);
});

// The languages are steps of one test (decision 455): one display and one phone, a room and a person of their own
// per language; the display forgets its pairing and the Dutch person's API sign-in replaces the English one's.
test('check in to a room with the code its display shows; a wrong code is refused (en, nl)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(360_000);
  const displayContext = await newContextOnServerClock(browser, baseURL!);
  const display = await displayContext.newPage();
  try {
    for (const lang of ['en', 'nl'] as const) {
      const x = texts[lang];
      await test.step(lang, async () => {
        const staff = await apiToken(request, 'staff');
        await setQrOnly(request, staff, true);
        const tag = `${lang}-${Date.now().toString(36)}`;
        const { room, username } = await bookedRoom(request, staff, tag, lang, serverNow(baseURL!));

        // The display by the door, paired with the room, shows the code and its QR code.
        if (lang !== 'en') await forgetDevice(display);
        await display.setViewportSize({ width: 1280, height: 800 });
        await display.goto(`/display?lang=${lang}`);
        const pairing = (await display.getByTestId('pairing-code').textContent())!.trim();
        expect((await api(request, staff, 'POST', 'displays', { room_id: room.id, code: pairing })).status).toBe(201);
        await expect(display.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
        const shown = display.getByTestId('presence-code');
        await expect(shown).toContainText(/\d{6}/);
        await expectNoSeriousViolations(display);
        await display.screenshot({ path: `.tmp/screenshots/presence-display-${lang}.png` });

        // On the phone, the printed label's page (no code) asks for the digits; wrong ones are refused.
        await signInByApi(page, username, PASSWORD);
        await page.goto(`/app/checkin/room/${room.id}`);
        await expect(page.getByRole('heading', { name: room.name })).toBeVisible();
        const code = (await shown.textContent())!.match(/\d{6}/)![0];
        await page.getByRole('textbox', { name: x.codeField }).fill(wrongCode(code));
        await page.getByRole('button', { name: x.checkIn }).click();
        await expect(page.getByRole('alert')).toHaveText(x.refused);
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/presence-refused-${lang}.png`, fullPage: true });

        if (lang === 'en') {
          // Scanning the display's QR code opens the room's page with the code: one tap checks in.
          const scanned = await scanQr(display);
          expect(new URL(scanned).pathname).toBe(`/app/checkin/room/${room.id}`);
          await page.goto(scanned);
          await expect(page.getByRole('textbox', { name: x.codeField })).toBeHidden();
          await page.getByRole('button', { name: x.checkIn }).click();
        } else {
          // Typing the digits the display shows now checks in.
          const now = (await shown.textContent())!.match(/\d{6}/)![0];
          await page.getByRole('textbox', { name: x.codeField }).fill(now);
          await page.getByRole('button', { name: x.checkIn }).click();
        }
        await expect(page.getByRole('status').filter({ hasText: x.checkedIn(room.name) })).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/presence-checked-in-${lang}.png`, fullPage: true });
      });
    }
  } finally {
    await displayContext.close();
  }
});
