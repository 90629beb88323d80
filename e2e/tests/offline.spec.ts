import type { Page } from '@playwright/test';
import { api, apiToken, cancelAllOnDesk, findDesk, isFree, timetables } from './booking-support';
import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath, serverNow, signIn } from './support';

/** The service worker of this page is active: the app's shell and screens are on the device (decision 196). */
const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });

/** The keys of the answers written down for offline reading. */
const savedKeys = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('flexapp.offline') ?? 'null') as {
      state: { queries: { queryKey: unknown[] }[] };
    } | null;
    return (saved?.state.queries ?? []).map((q) => `${q.queryKey[0]}/${q.queryKey[1]}`).sort();
  });

test.describe('offline at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the server hands out the service worker and the manifest uncached, and the policy allows them', async ({
    request,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // It keeps the employee app's screens on the device, not the staff dashboard's (decision 196).
    const script = await sw.text();
    expect(script).toContain('"index.html"');
    expect(script).toMatch(/assets\/reservations-page-[\w-]+\.js/);
    expect(script).toMatch(/assets\/colleagues-list-page-[\w-]+\.js/);
    expect(script).not.toMatch(/my-dashboard-page|checkins-page|bookings-page|setup-layout|dashboard-layout/);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const body = (await manifest.json()) as { start_url: string; theme_color: string; icons: { purpose?: string }[] };
    expect(body.start_url).toBe('/app');
    expect(body.theme_color).toBe('#0b7285');
    expect(body.icons.map((i) => i.purpose)).toContain('maskable');
    for (const icon of ['/brand/icon-192.png', '/brand/icon-512.png', '/brand/icon-maskable-512.png'])
      expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
    const csp = (await request.get('/app')).headers()['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // The API never goes through the service worker's fallback: an unknown API path is the API's 404.
    expect((await request.get('/api/nothing-here')).status()).toBe(404);
  });

  test('reloaded offline, reservations, colleagues and messages show what was saved and how old it is; back online, fresh data', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const person = { username: 'anouk.vanderberg', password: 'flexapp' };
    const login = await request.post('/api/users/login/', { data: person });
    const token = `JWT ${(await login.json()).token}`;
    // This journey reads English (the demo gives some people Dutch).
    const self = (await api<{ first_name: string; last_name: string }>(request, token, 'GET', 'users/self/')).body;
    const english = await request.put('/api/users/self/', {
      headers: { authorization: token },
      data: { first_name: self.first_name, last_name: self.last_name, profile: { language: 'en' } },
    });
    expect(english.ok()).toBe(true);
    const desk = await findDesk(request, token, (d) => d.name === 'U2.04');
    await cancelAllOnDesk(request, token, desk.id);
    const slots = await timetables(request, token, desk.id);
    const [first, second] = Object.keys(slots).slice(3, 5);
    const book = async (day: string) => {
      const slot = slots[day].find(isFree)!;
      const res = await api(request, token, 'POST', 'booking/new/', [
        { date: day, desk_id: desk.id, timetable_id: slot.timetable.id },
      ]);
      expect(res.status).toBeLessThan(300);
    };
    await book(first);
    const shown = (day: string) => page.getByRole('region', { name: day.split('-').reverse().join('-') });

    // The first visit, online: the service worker installs, the screens' answers are written down.
    await page.clock.install({ time: serverNow(baseURL!) });
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^username$/i }).fill(person.username);
    await page.getByRole('textbox', { name: /^password$/i }).fill(person.password);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expectPath(page, '/app');
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    await page.goto('/app/reservations');
    await expect(shown(first)).toBeVisible();
    await page.goto('/app/colleagues');
    await expect(page.getByText(/^\d+ colleagues$/)).toBeVisible();
    await page.goto('/app/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect
      .poll(() => savedKeys(page))
      .toEqual([
        'booking/reservations',
        'colleagues/list',
        'configuration/undefined',
        'messages/list',
        'messages/unread',
        'users/self',
      ]);

    // The answers were fetched seconds before: five minutes on, whole minutes read 5 (6 on a very slow machine).
    const savedFiveMinutesAgo = /^Saved [56] minutes ago\.$/;
    // Five minutes on, the connection is gone; a reload shows the app, not the browser's error page.
    await page.clock.fastForward('05:00');
    await context.setOffline(true);
    await page.goto('/app/reservations');
    await expect(page.getByRole('heading', { name: 'My reservations' })).toBeVisible();
    await expect(shown(first)).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    await expect(page.getByTestId('saved-age')).toHaveText(savedFiveMinutesAgo);
    // Changes are online-only: the card's buttons are disabled, the banner says why.
    await expect(shown(first).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.screenshot({ path: '.tmp/screenshots/pwa-reservations.png' });

    await page.goto('/app/colleagues');
    await expect(page.getByRole('heading', { name: 'Colleagues' })).toBeVisible();
    await expect(page.getByText(/^\d+ colleagues$/)).toBeVisible();
    await expect(page.getByTestId('saved-age')).toHaveText(savedFiveMinutesAgo);
    await page.screenshot({ path: '.tmp/screenshots/pwa-colleagues.png' });

    await page.goto('/app/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(page.getByTestId('saved-age')).toHaveText(savedFiveMinutesAgo);
    await page.screenshot({ path: '.tmp/screenshots/pwa-messages.png' });

    // Meanwhile a second reservation is made elsewhere; back online, the screen fetches it by itself.
    await page.goto('/app/reservations');
    await expect(shown(first)).toBeVisible();
    await book(second);
    await expect(shown(second)).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(shown(second)).toBeVisible();
    await expect(shown(first).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await cancelAllOnDesk(request, token, desk.id);
  });

  test('logging out forgets the saved answers: the next person on the device sees none of them', async ({
    page,
    context,
  }) => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    await serviceWorkerReady(page);
    await page.goto('/app/reservations');
    await expect(page.getByRole('heading', { name: 'My reservations' })).toBeVisible();
    await expect.poll(() => savedKeys(page)).toContain('booking/reservations');
    await page.goto('/logout');
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('flexapp.offline'))).toBeNull();
    // Offline, the device opens the sign-in page from its own copy, and nothing of the person before.
    await context.setOffline(true);
    await page.goto('/app/reservations');
    await expectPath(page, /\/dashboard\/loader\?nextUrl=/);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: '.tmp/screenshots/pwa-after-logout.png' });
    // "Refresh" asks again in place: no reload into the browser's error page.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectPath(page, /\/dashboard\/loader\?nextUrl=/);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('flexapp.offline'))).toBeNull();
    await context.setOffline(false);
    await expectPath(page, /\/login\?nextUrl=/);
  });

  test('Book now offline is disabled and says why, keeps the choice, sends nothing; back online it books', async ({
    page,
    context,
    request,
  }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.06');
    await cancelAllOnDesk(request, token, desk.id);
    const slots = await timetables(request, token, desk.id);
    const day = Object.keys(slots)[2];
    const slot = slots[day].find(isFree)!;
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/booking/new/')) sent.push(r.url());
    });
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    await page.goto(`/app/booking_time_slots/${desk.id}?date=${day}`);
    await page.getByRole('button', { name: new RegExp(`^${slot.time}`) }).click();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    const bookNow = page.getByRole('button', { name: 'Book now (1)' });
    await expect(bookNow).toBeDisabled();
    await expect(bookNow).toHaveAccessibleDescription(/nothing can be booked or changed until you are back online/);
    await page.screenshot({ path: '.tmp/screenshots/pwa-book-now.png' });
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    // The choice is kept.
    await expect(bookNow).toBeEnabled();
    await bookNow.click();
    await expectPath(page, '/app/reservations');
    // One request, the one asked for online: nothing was sent behind the person's back.
    expect(sent).toHaveLength(1);
    const mine = (
      await api<{ list: Record<string, { desk: { id: number } | null }[]> }>(
        request,
        token,
        'GET',
        'booking/reservations/me/',
      )
    ).body.list[day]?.filter((r) => r.desk?.id === desk.id);
    expect(mine).toHaveLength(1);
    await cancelAllOnDesk(request, token, desk.id);
  });

  test.describe('before the service worker is in place', () => {
    test.use({ serviceWorkers: 'block' });

    test('a screen opened offline says so, "Try again" stays in the app, and it opens by itself once online (Dutch)', async ({
      page,
      context,
    }) => {
      await signInDutch(page, 'maud.maas');
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Collega zoeken' }).click();
      const error = page.getByTestId('route-error');
      await expect(error).toContainText('U bent offline');
      await expect(page.getByText(/Unexpected Application Error|Unable to preload|at async/)).toHaveCount(0);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      await expect(page.getByTestId('still-offline')).toHaveText('Nog steeds offline.');
      await expectPath(page, '/app/colleagues');
      await page.screenshot({ path: '.tmp/screenshots/pwa-screen-nl.png' });
      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: "Collega's" })).toBeVisible();
      await expect(page.getByTestId('route-error')).toHaveCount(0);
    });
  });
});
