import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { downloadBytes, inspectPdf } from './activity-report-files';
import { expect, test, serverNow, signInByApi, signInByApiAs } from './support';

const countOf = async (page: Page) => Number((await page.getByTestId('bookings-count').innerText()).replace(/\D/g, ''));
const bookingsDate = /\/dashboard\/bookings\/all\/all\/all\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/(\d+)$/;

async function openBookings(page: Page) {
  // Straight to the report's address (the one the menu links to): the dashboard's charts are not this journey's.
  await signInByApiAs(page, 'staff');
  await page.goto('/dashboard/bookings/all/all/all');
  await expect(page).toHaveURL(bookingsDate);
  await expect(page.getByTestId('booking-row').first()).toBeVisible({ timeout: 30_000 });
}

test.describe('staff bookings report', () => {
  // The journeys only read the report: both workers can share them.
  test.describe.configure({ mode: 'parallel' });
  test('redirects to bookings_date with today until 3 days after bookable_date, page 1', async ({ page, baseURL }) => {
    await openBookings(page);
    const config = await (await page.request.get('/api/configuration/config')).json();
    const [, start, end, pageNo] = bookingsDate.exec(new URL(page.url()).pathname)!;
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = serverNow(baseURL!);
    expect(start).toBe(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    const bookable = new Date(`${config.booking.bookable_date}T00:00:00Z`);
    bookable.setUTCDate(bookable.getUTCDate() + 3);
    expect(end).toBe(bookable.toISOString().slice(0, 10));
    expect(pageNo).toBe('1');
    await expect(page.getByTestId('summary-total')).not.toHaveText('0');
  });

  test('switches heatmap, bar and line, and pages through the table reusing the cached report', async ({
    page,
    baseURL,
  }) => {
    const reportCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/reports/bookings/')) reportCalls.push(r.url());
    });
    await openBookings(page);
    const chart = page.getByTestId('bookings-chart');
    await expect(chart).toHaveAttribute('data-mode', 'heatmap');
    await expect(chart.locator('svg')).toBeVisible();
    await page.getByText('Bar', { exact: true }).click();
    await expect(chart).toHaveAttribute('data-mode', 'bar');
    await page.getByText('Line', { exact: true }).click();
    await expect(chart).toHaveAttribute('data-mode', 'line');
    await page.screenshot({ path: '.tmp/bookings-line.png', fullPage: true });
    await page.getByText('Heatmap', { exact: true }).click();
    await expect(chart).toHaveAttribute('data-mode', 'heatmap');
    // Paging is read on last month, which no journey changes: the count and the rows come from two calls, and
    // journeys on the other worker book and cancel around today meanwhile.
    const now = serverNow(baseURL!);
    const from = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const to = new Date(now.getFullYear(), now.getMonth(), 0);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    reportCalls.length = 0;
    await page.goto(`/dashboard/bookings/all/all/all/${day(from)}/${day(to)}/1`);
    await expect(page.getByTestId('booking-row').first()).toBeVisible({ timeout: 30_000 });

    const count = await countOf(page);
    expect(count).toBeGreaterThan(100);
    await expect(page.getByTestId('booking-row')).toHaveCount(100);
    const firstPage = await page.getByTestId('booking-row').first().innerText();
    await expect.poll(() => reportCalls.length).toBe(2);
    const callsBefore = reportCalls.length;
    await page.getByTestId('bookings-pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/2$/);
    await expect(page.getByTestId('booking-row').first()).not.toHaveText(firstPage);
    const lastPage = Math.ceil(count / 100);
    await page
      .getByTestId('bookings-pagination')
      .getByRole('button', { name: `Page ${lastPage}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lastPage}$`));
    await expect(page.getByTestId('booking-row')).toHaveCount(count - (lastPage - 1) * 100);
    expect(reportCalls.length).toBe(callsBefore);
    await page.screenshot({ path: '.tmp/bookings-heatmap.png', fullPage: true });
  });

  test('the range dropdown changes the dates and returns to page 1', async ({ page }) => {
    await openBookings(page);
    await page.getByTestId('bookings-pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/2$/);
    await page.getByTestId('bookings-range').click();
    await page.getByRole('option', { name: 'Past 30 days' }).click();
    const [, start, end, pageNo] = bookingsDate.exec(new URL(page.url()).pathname)!;
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(29);
    expect(pageNo).toBe('1');
    await expect(page.getByTestId('booking-row').first()).toBeVisible();
  });

  test('the building and floor switchers narrow the report and the table', async ({ page }) => {
    await openBookings(page);
    const all = await countOf(page);
    await page.getByTestId('bookings-building').click();
    const option = page.getByRole('option').nth(1);
    const building = (await option.innerText()).trim();
    await option.click();
    // The building picker ticks several and stays open (decision 426): one ticked is that building's path.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/dashboard\/bookings\/\d+\/all\/all\/[\d-]+\/[\d-]+\/1$/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const locations = await page.getByTestId('booking-row').locator('td:nth-child(4)').allInnerTexts();
    expect(locations.every((l) => l.startsWith(`${building} / `))).toBe(true);
    const inBuilding = await countOf(page);
    await page.getByTestId('bookings-floor').click();
    const floorOption = page.getByRole('option').nth(1);
    const floor = (await floorOption.innerText()).trim();
    await floorOption.click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\/\d+\/\d+\/all\//);
    await expect
      .poll(() => page.getByTestId('booking-row').locator('td:nth-child(4)').first().innerText())
      .toContain(`${building} / ${floor} / `);
    expect(await countOf(page)).toBeLessThanOrEqual(inBuilding);
    await expect(page.getByTestId('bookings-chart')).toBeVisible();
  });

  test('downloads PDF (10 rows per page), CSV and JSON with every booking of the filters', async ({ page }) => {
    await openBookings(page);
    const count = await countOf(page);
    const [, start, end] = bookingsDate.exec(new URL(page.url()).pathname)!;
    const download = async (format: 'PDF' | 'CSV for spreadsheets' | 'CSV, machine-readable' | 'JSON') => {
      await page.getByRole('button', { name: 'Download' }).click();
      const wait = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: format, exact: true }).click();
      return wait;
    };
    // For people: headers in their language, dates DD-MM-YYYY and the office's times.
    const readable = Papa.parse<Record<string, string>>(
      (await downloadBytes(await download('CSV for spreadsheets'))).toString('utf8').slice(1),
      { header: true, skipEmptyLines: true },
    );
    expect(readable.meta.fields).toEqual(['Date', 'Time', 'Person', 'Building', 'Floor', 'Room', 'Desk', 'Booked on']);
    expect(readable.data).toHaveLength(count);
    expect(readable.data.every((r) => /^\d{2}-\d{2}-\d{4}$/.test(r.Date))).toBe(true);
    expect(readable.data.every((r) => /^(08:00–12:00|12:00–17:00)$/.test(r.Time))).toBe(true);
    // For machines: the API's fields and ISO instants.
    const csv = await download('CSV, machine-readable');
    expect(csv.suggestedFilename()).toBe(`flexapp_${start}_${end}_bookings.csv`);
    const bytes = await downloadBytes(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(bytes.toString('utf8').slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'id',
      'date',
      'date_start',
      'date_end',
      'user_name',
      'building',
      'floor',
      'room',
      'desk',
      'created',
    ]);
    expect(parsed.data).toHaveLength(count);
    expect(parsed.data.every((r) => r.date >= start && r.date <= end)).toBe(true);

    const json = JSON.parse((await downloadBytes(await download('JSON'))).toString('utf8'));
    expect(json.results).toHaveLength(count);

    const pdf = await download('PDF');
    expect(pdf.suggestedFilename()).toBe(`flexapp_${start}_${end}_bookings.pdf`);
    const doc = inspectPdf(await downloadBytes(pdf));
    expect(doc.pages).toBe(Math.ceil(count / 10));
    // Numbered pages, the period in DD-MM-YYYY and the place that chose the rows, in the header.
    expect(doc.text).toContain(`Page 1 of ${doc.pages}`);
    expect(doc.text).toContain(`Page ${doc.pages} of ${doc.pages}`);
    expect(doc.text).toContain(`${start.split('-').reverse().join('-')} to ${end.split('-').reverse().join('-')}`);
    expect(doc.text).toContain('Place: All buildings');
  });

  test('in Dutch: titles and bookings.table.no_data for a period without bookings', async ({ page }) => {
    await signInByApi(page, 'jasper.gerritsen', 'flexapp');
    await page.goto('/dashboard/bookings/all/all/all');
    await expect(
      page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Reserveringen' }),
    ).toHaveAttribute('href', '/dashboard/bookings/all/all/all');
    await expect(page.getByRole('heading', { name: 'Reserveringen' })).toBeVisible();
    await expect(page.getByText('Samenvatting')).toBeVisible();
    await page.getByText('Staaf', { exact: true }).click();
    await expect(page.getByTestId('bookings-chart')).toHaveAttribute('data-mode', 'bar');
    await page.goto('/dashboard/bookings/all/all/all/2020-01-01/2020-01-31/1');
    await expect(page.getByTestId('bookings-empty')).toHaveText('Er zijn geen reserveringen in deze periode.');
    await expect(page.getByTestId('summary-total')).toHaveText('0');
  });
});
