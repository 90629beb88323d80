import { api, apiToken, cancelAllOnDesk, findDesk, isFree, timetables } from './booking-support';
import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath, signIn } from './support';

test.describe('offline at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Book now offline says so at once, keeps the choice, sends nothing; back online it books', async ({
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
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    await page.goto(`/app/booking_time_slots/${desk.id}?date=${day}`);
    await page.getByRole('button', { name: new RegExp(`^${slot.time}`) }).click();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    await page.getByRole('button', { name: 'Book now (1)' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You are offline, so nothing was sent. Try again when you are back online.',
    );
    // The choice is kept, and nothing is sent later behind the person's back.
    await expect(page.getByRole('button', { name: 'Book now (1)' })).toBeEnabled();
    await page.screenshot({ path: '.tmp/shots/offline-book-now.png' });
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await page.waitForTimeout(1500);
    const mine = async () =>
      (
        await api<{ list: Record<string, { desk: { id: number } | null; time: string }[]> }>(
          request,
          token,
          'GET',
          'booking/reservations/me/',
        )
      ).body.list[day]?.filter((r) => r.desk?.id === desk.id) ?? [];
    expect(await mine()).toHaveLength(0);

    await page.getByRole('button', { name: 'Book now (1)' }).click();
    await expectPath(page, '/app/reservations');
    expect(await mine()).toHaveLength(1);
    await cancelAllOnDesk(request, token, desk.id);
  });

  test('a screen opened offline says so without a stack trace, and opens by itself once online (Dutch)', async ({
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
    await page.screenshot({ path: '.tmp/shots/offline-screen-nl.png' });
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: "Collega's" })).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });
});
