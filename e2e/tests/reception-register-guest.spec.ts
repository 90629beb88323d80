import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { type AuthHeaders, personWithRole, tokenOf } from './people';
import { expect, expectPath, signInByApi, test } from './support';

// Reception registers a guest from their screen (issue 36, decision 401), like a person on a desktop in English
// and on a tablet in Dutch: the form offers their building only, the host is found as a colleague, and the guest
// then stands in today's guests of the Reception screen.

type Headers = AuthHeaders;
const PASSWORD = 'reception-guest-1';
const t = {
  en: {
    register: 'Register a guest',
    first: 'First name',
    last: 'Last name',
    company: 'Company',
    email: 'Email',
    end: 'End time',
    submit: 'Register guest',
    saved: 'Guest registered',
    reception: 'Reception',
  },
  nl: {
    register: 'Gast registreren',
    first: 'Voornaam',
    last: 'Achternaam',
    company: 'Bedrijf',
    email: 'E-mail',
    end: 'Eindtijd',
    submit: 'Gast registreren',
    saved: 'Gast geregistreerd',
    reception: 'Receptie',
  },
} as const;

/**
 * A desk of a building that is free for the whole visit (until 23:59), as the guest form's own desk list says
 * (decision 181), with the names the chooser shows: the last such desk of a workspace room. Other journeys seat
 * guests and book desks today too.
 */
async function freeDeskIn(request: APIRequestContext, headers: Headers, buildingId: number) {
  const floors: { id: number; name: string }[] = await (
    await request.get(`/api/buildings/${buildingId}/floors/`, { headers })
  ).json();
  for (const floor of [...floors].reverse()) {
    const { rooms } = (await (await request.get(`/api/floors/${floor.id}/rooms/`, { headers })).json()) as {
      rooms: { id: number; name: string; type: string }[];
    };
    for (const room of rooms.filter((x) => x.type === 'WORKSPACE').reverse()) {
      const desks: { id: number; name: string; is_closed: boolean; occupied: boolean; booked: boolean }[] = await (
        await request.get(`/api/users/register_guest/desks/?room=${room.id}&time_end=23:59`, { headers })
      ).json();
      const desk = desks.filter((d) => !d.is_closed && !d.occupied && !d.booked).at(-1);
      if (desk) return { floor, room, desk };
    }
  }
  throw new Error(`no free desk in building ${buildingId}`);
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The variants are steps of one test in one context, one at a time, each with its own receptionist and guest
// (decision 455): the Dutch receptionist's API sign-in replaces the English one's from the next page on.
test('reception registers a guest at a desk of their building from the Reception screen (1280px en, 820px nl)', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  for (const [width, lang] of [
    [1280, 'en'],
    [820, 'nl'],
  ] as const) {
    await test.step(`${width}px ${lang}`, async () => {
      await page.setViewportSize({ width, height: width === 820 ? 1180 : 900 });
      const staff = await tokenOf(request, 'staff', 'staff');
      const buildings: { id: number; name: string }[] = await (
        await request.get('/api/buildings', { headers: staff })
      ).json();
      expect(buildings.length).toBeGreaterThan(1);
      const own = buildings.at(-1)!;
      const username = `reception-reg-${lang}`;
      // A reception person of one building (made once; a rerun on the same server finds them).
      const receptionist = { username, first_name: 'Desk', last_name: username, language: lang, password: PASSWORD };
      await personWithRole(request, staff, receptionist, 'reception', [own.id]);
      const place = await freeDeskIn(request, staff, own.id);
      const host = (
        (await (await request.get('/api/users/?query=an', { headers: staff })).json()).results as {
          first_name: string;
          last_name: string;
        }[]
      ).find((u) => u.last_name.length >= 4 && !['Bakker', 'Visser', 'de Jong'].includes(u.last_name))!;
      const hostName = `${host.first_name} ${host.last_name}`;
      // A name of this run's own: a rerun on the same server finds the earlier guests among today's.
      const guest = `Rosa${width}-${Date.now() % 100_000}`;
      try {
        await signInByApi(page, username, PASSWORD);
        await page.goto('/dashboard');
        await expectPath(page, '/dashboard/reception');
        await page.getByRole('main').getByRole('link', { name: t[lang].register }).click();
        await expectPath(page, '/dashboard/register_guest');

        // Their building is the only one on offer.
        await page.getByTestId('place-building').click();
        await expect(page.getByRole('option')).toHaveText([own.name]);
        await page.getByRole('option', { name: own.name, exact: true }).click();
        await pick(page, 'place-floor', place.floor.name);
        await pick(page, 'place-room', place.room.name);
        await pick(page, 'place-desk', place.desk.name);

        await page.getByLabel(t[lang].first).fill(guest);
        await page.getByLabel(t[lang].last).fill('Parks');
        await page.getByLabel(t[lang].company).fill('Montgomery Transit');
        await page.getByLabel(t[lang].email).fill('rosa@transit.example');
        await page.getByLabel(t[lang].end).pressSequentially('2359');
        // The host is found through the colleague search (decision 401).
        await page.getByTestId('visit-person').fill(host.last_name.slice(0, 4));
        await page.getByRole('option', { name: hostName, exact: true }).first().click();
        await page.screenshot({ path: `.tmp/screenshots/reception-register-${width}-${lang}.png`, fullPage: true });
        await expectNoSeriousAxe(page);
        await page.getByRole('button', { name: t[lang].submit, exact: true }).click();

        const modal = page.getByRole('dialog', { name: t[lang].saved });
        await expect(modal).toContainText(`${guest} Parks`);
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(page.getByLabel(t[lang].first)).toHaveValue('');

        // Back on the Reception screen the guest is among today's guests, arrived.
        await page
          .getByRole('navigation', { name: 'main' })
          .getByRole('link', { name: t[lang].reception, exact: true })
          .click();
        await expectPath(page, '/dashboard/reception');
        await expect(page.getByTestId('guest-today').filter({ hasText: `${guest} Parks` })).toHaveCount(1);
        await page.screenshot({ path: `.tmp/screenshots/reception-guests-${width}-${lang}.png`, fullPage: true });
      } finally {
        // The guest leaves, so the desk is free for the other journeys.
        const today: { id: number; name: string; is_guest: boolean }[] = await (
          await request.get('/api/checkins/today/', { headers: staff })
        ).json();
        for (const c of today.filter((x) => x.is_guest && x.name.includes(guest)))
          await request.post(`/api/checkins/${c.id}/guest_sign_out/`, { headers: staff });
      }
    });
  }
});
