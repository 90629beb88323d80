import AxeBuilder from '@axe-core/playwright';
import { addDays } from '@flexapp/contract';
import { api, apiToken, cancelAllOnDesk, displayDate, findDesk, isFree, timetables } from './booking-support';
import { expect, expectPath, signInByApiAs, test } from './support';

// Recurring bookings (issue 37, decision 220) on a phone, in English and in Dutch: a weekly series on the
// afternoon slot from tomorrow, three times; the second date is taken by staff beforehand, the third lies after
// the booking horizon. Preview, book, see the series in My reservations, cancel one occurrence.
test.use({ viewport: { width: 360, height: 740 } });

const cases = [
  {
    lang: 'en',
    who: 'employee',
    desk: 'U2.12',
    dayIndex: 1,
    t: {
      repeat: 'Repeat',
      showDates: 'Show the dates',
      free: 'Free',
      takenBy: /^Taken by /,
      later: 'Booked when it opens',
      book: 'Book 2 dates',
      booked: 'Series booked: 1 booked now, 1 booked when they open, 1 skipped.',
      repeats: 'Repeats',
      cancel: 'Cancel',
      onlyThis: 'Only this one',
      cancelled: '1 reservation cancelled.',
      howOften: 'How often',
      times: 'Number of times',
    },
  },
  {
    lang: 'nl',
    who: 'employee2',
    desk: 'U2.13',
    // Another day than the English journey's: staff holds one place per slot.
    dayIndex: 2,
    t: {
      repeat: 'Herhalen',
      showDates: 'Toon de data',
      free: 'Vrij',
      takenBy: /^Bezet door /,
      later: 'Gereserveerd zodra het kan',
      book: 'Reserveer 2 data',
      booked: 'Reeks gereserveerd: 1 nu, 1 zodra het kan, 1 overgeslagen.',
      repeats: 'Herhaalt',
      cancel: 'Annuleren',
      onlyThis: 'Alleen deze',
      cancelled: '1 reservering geannuleerd.',
      howOften: 'Hoe vaak',
      times: 'Aantal keer',
    },
  },
] as const;

// The languages are steps of one test in one context (decision 455): the Dutch person's API sign-in replaces the
// English one's from the next page on.
test('a weekly series previewed, booked, shown and one occurrence cancelled (en, nl)', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const c of cases) {
    await test.step(c.lang, async () => {
      const token = await apiToken(request, c.who);
      const staff = await apiToken(request, 'staff');
      const desk = await findDesk(request, token, (d) => d.name === c.desk);
      await cancelAllOnDesk(request, token, desk.id);
      await cancelAllOnDesk(request, staff, desk.id);
      const slots = await timetables(request, token, desk.id);
      const days = Object.keys(slots);
      const first = days[c.dayIndex];
      const second = addDays(first, 7);
      const afternoon = slots[first][1];
      expect(isFree(afternoon)).toBe(true);
      expect(days).toContain(second);
      expect(days).not.toContain(addDays(first, 14));
      // Staff takes the second date: the series will skip it.
      const taken = await api(request, staff, 'POST', 'booking/new/', [
        { date: second, desk_id: desk.id, timetable_id: afternoon.timetable.id },
      ]);
      expect(taken.status).toBe(201);

      await signInByApiAs(page, c.who);
      await page.goto(`/app/booking_time_slots/${desk.id}?date=${first}`);
      await page.getByRole('button', { name: new RegExp(`^${afternoon.time}`) }).click();
      await page.getByRole('switch', { name: c.t.repeat }).check();
      const form = page.getByTestId('repeat-form');
      await expect(form.getByLabel(c.t.howOften)).toHaveValue('weekly');
      await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await form.getByLabel(c.t.times).fill('3');
      await page.getByRole('button', { name: c.t.showDates }).click();
      const rows = page.getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toHaveAttribute('data-state', 'free');
      await expect(rows.nth(0)).toContainText(c.t.free);
      await expect(rows.nth(1)).toHaveAttribute('data-state', 'taken');
      await expect(rows.nth(1).getByText(c.t.takenBy)).toBeVisible();
      await expect(rows.nth(2)).toHaveAttribute('data-state', 'later');
      await expect(rows.nth(2)).toContainText(c.t.later);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual(
        [],
      );
      await page.screenshot({ path: `.tmp/screenshots/f-recurring-preview-${c.lang}.png`, fullPage: true });
      await page.getByRole('button', { name: c.t.book }).click();

      await expectPath(page, '/app/reservations');
      await expect(page.getByText(c.t.booked)).toBeVisible();
      const section = page.getByRole('region', { name: displayDate(first) });
      const card = section.getByRole('article', { name: `${desk.name} ${afternoon.time}` });
      await expect(card.getByTestId('series-badge')).toHaveText(c.t.repeats);
      await expect(page.getByRole('region', { name: displayDate(second) })).toHaveCount(0);
      await page.screenshot({ path: `.tmp/screenshots/f-recurring-reservations-${c.lang}.png`, fullPage: true });

      await card.getByRole('button', { name: c.t.cancel }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: c.t.onlyThis })).toBeVisible();
      await page.screenshot({ path: `.tmp/screenshots/f-recurring-cancel-${c.lang}.png` });
      await dialog.getByRole('button', { name: c.t.onlyThis }).click();
      await expect(page.getByText(c.t.cancelled)).toBeVisible();
      await expect(section.getByRole('article', { name: `${desk.name} ${afternoon.time}` })).toHaveCount(0);

      await cancelAllOnDesk(request, staff, desk.id);
    });
  }
});
