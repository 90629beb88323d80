import { expect, test, expectPath, signIn } from './support';

// The e2e server's organisation is in Europe/Amsterdam (start-server.mjs); the demo slots are 08:00-12:00 and
// 12:00-17:00 there. A device set to another zone shows the office's times, not its own (decision 176).
for (const timezoneId of ['America/New_York', 'Asia/Tokyo']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees the bookings at the office times', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'staff');
      await expectPath(page, '/dashboard/buildings/all/all/all');
      await page.goto('/dashboard/bookings/all/all/all');
      const rows = page.getByTestId('booking-row');
      await expect(rows.first()).toBeVisible();
      const times = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(time).toMatch(/^(08:00–12:00|12:00–17:00)$/);
      const config = await (await page.request.get('/api/configuration/config')).json();
      expect(config.time_zone).toBe('Europe/Amsterdam');
    });
  });
}
