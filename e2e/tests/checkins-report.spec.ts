import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { downloadBytes, inspectPdf } from './activity-report-files';
import { expect, test, signInByApi, signInByApiAs } from './support';

const CHECKIN_EXPORT_COLUMNS = [
  'id',
  'created',
  'deactivated_at',
  'type',
  'user',
  'user_name',
  'desk',
  'desk_name',
  'room',
  'room_name',
  'guest',
  'guest_name',
  'guest_company',
  'guest_email',
  'guest_phonenumber',
  'visit_person',
];
const countOf = async (page: Page) => Number((await page.getByTestId('checkins-count').innerText()).replace(/\D/g, ''));

async function openCheckins(page: Page) {
  // Straight to the report's address (the one the menu links to): the dashboard's charts are not this journey's.
  await signInByApiAs(page, 'staff');
  await page.goto('/dashboard/checkins');
  await expect(page).toHaveURL(/\/dashboard\/checkins$/);
  await expect(page.getByTestId('checkin-row').first()).toBeVisible({ timeout: 30_000 });
}

test.describe('staff check-ins report', () => {
  // The journeys only read the report: both workers can share them.
  test.describe.configure({ mode: 'parallel' });
  test('shows the last 14 days, filters by a clicked user cell and by guests only', async ({ page }) => {
    await openCheckins(page);
    // Default range: the last 14 days.
    const range = await page.getByTestId('checkins-range').innerText();
    const [from, to] = range.split('–').map((s) => s.trim());
    const parse = (d: string) => new Date(d.split('-').reverse().join('-'));
    expect((parse(to).getTime() - parse(from).getTime()) / 86_400_000).toBe(13);
    const all = await countOf(page);
    expect(all).toBeGreaterThan(0);

    const cell = page.getByTestId('cell-user').first();
    const name = await cell.innerText();
    await cell.click();
    await expect(page.getByTestId('selector-users')).toHaveValue(name);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const names = await page.getByTestId('cell-user').allInnerTexts();
    expect(new Set(names)).toEqual(new Set([name]));
    await expect(page.getByText('Guest', { exact: true })).toHaveCount(0);

    // Clear the person; guests only.
    await page.getByTestId('selector-users').locator('..').locator('button').click();
    await expect.poll(() => countOf(page)).toBe(all);
    await page.getByLabel('Guests only').check();
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const rows = page.getByTestId('checkin-row');
    const visible = await rows.count();
    expect(visible).toBeGreaterThan(0);
    await expect(page.getByTestId('checkins-table').getByText('Guest', { exact: true })).toHaveCount(visible);
    await expect(page.getByTestId('cell-user')).toHaveCount(0);

    // Pretty dates off: exact DD-MM-YYYY HH:MM:SS.
    await page.getByLabel('Disable pretty date').check();
    await expect(rows.first().locator('td').first()).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    await page.screenshot({ path: '.tmp/checkins-guests.png', fullPage: true });
  });

  test('the person selector searches after 2 characters and filters by the choice', async ({ page }) => {
    await openCheckins(page);
    const name = await page.getByTestId('cell-user').first().innerText();
    const selector = page.getByTestId('selector-users');
    await selector.click();
    await selector.fill(name.slice(0, 1));
    await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    await selector.fill(name);
    await page.getByRole('option', { name }).first().click();
    await expect(selector).toHaveValue(name);
    await expect
      .poll(async () => new Set(await page.getByTestId('cell-user').allInnerTexts()))
      .toEqual(new Set([name]));
  });

  test('an empty search shows checkins.table.no_data', async ({ page }) => {
    await openCheckins(page);
    const input = page.getByTestId('checkins-range');
    await input.click();
    // Pick a range far in the past: open the previous-month controls a few times and choose the 1st twice.
    for (let i = 0; i < 14; i++) await page.locator('[data-direction="previous"]').first().click();
    await page.getByRole('button', { name: /^1 / }).first().click();
    await page.getByRole('button', { name: /^2 / }).first().click();
    await expect(page.getByTestId('checkins-empty')).toHaveText('There are no check-ins for this search.');
  });

  test('downloads PDF (landscape), CSV (UTF-8 with BOM) and JSON with exactly the filtered rows', async ({ page }) => {
    await openCheckins(page);
    const cell = page.getByTestId('cell-user').first();
    const name = await cell.innerText();
    await cell.click();
    await expect
      .poll(async () => new Set(await page.getByTestId('cell-user').allInnerTexts()))
      .toEqual(new Set([name]));
    const count = await countOf(page);
    const range = (await page.getByTestId('checkins-range').innerText())
      .split('–')
      .map((s) => s.trim().split('-').reverse().join('-'));
    const prefix = `flexapp_${range[0]}_${range[1]}_checkins`;

    const download = async (format: 'PDF' | 'CSV for spreadsheets' | 'CSV, machine-readable' | 'JSON') => {
      await page.getByRole('button', { name: 'Download' }).click();
      const wait = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: format, exact: true }).click();
      return wait;
    };

    // For people: the table as shown (headers and values in their language, office times).
    const readable = Papa.parse<Record<string, string>>(
      (await downloadBytes(await download('CSV for spreadsheets'))).toString('utf8').slice(1),
      { header: true, skipEmptyLines: true },
    );
    expect(readable.meta.fields?.slice(0, 4)).toEqual(['Checked in', 'Checked out', 'Type', 'Person']);
    expect(readable.data).toHaveLength(count);
    expect(readable.data.every((r) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(r['Checked in']))).toBe(true);
    expect(readable.data.every((r) => ['Workplace', 'Meeting room', 'Working from home'].includes(r.Type))).toBe(true);

    const csv = await download('CSV, machine-readable');
    expect(csv.suggestedFilename()).toBe(`${prefix}.csv`);
    const csvBytes = await downloadBytes(csv);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(csvBytes.toString('utf8').slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...CHECKIN_EXPORT_COLUMNS]);
    expect(parsed.data).toHaveLength(count);
    expect(new Set(parsed.data.map((r) => r.user_name))).toEqual(new Set([name]));

    const json = await download('JSON');
    expect(json.suggestedFilename()).toBe(`${prefix}.json`);
    const body = JSON.parse((await downloadBytes(json)).toString('utf8'));
    expect(body.checkins).toHaveLength(count);
    expect(body.checkins.map((c: { id: number }) => String(c.id))).toEqual(parsed.data.map((r) => r.id));

    const pdf = await download('PDF');
    expect(pdf.suggestedFilename()).toBe(`${prefix}.pdf`);
    const doc = inspectPdf(await downloadBytes(pdf));
    expect(doc.header).toBe('%PDF-');
    expect(doc.pages).toBeGreaterThanOrEqual(1);
    expect(doc.pages).toBeLessThanOrEqual(Math.ceil(count / 5) + 1);
    for (const [, , width, height] of doc.boxes) expect(width).toBeGreaterThan(height);
    // Names print in Helvetica's Latin-1 (WinAnsi) encoding, accents included; letters outside it
    // (ı, ł) print as their base letter, as docs/decisions/060 records.
    const printed = name
      .replace(/\u0131/g, 'i')
      .replace(/\u0142/g, 'l')
      .replace(/\u0141/g, 'L')
      .normalize('NFC');
    // eslint-disable-next-line no-control-regex -- Latin-1 starts at U+0000
    if (/^[\u0000-\u00ff]*$/.test(printed)) expect(doc.text).toContain(printed);
    expect(doc.text).toContain('Check-ins');
    // The filters that chose the rows and numbered pages.
    expect(doc.text).toContain('Person: ');
    expect(doc.text).toContain('Times: 00:00 to 23:59');
    expect(doc.text).toContain(`Page 1 of ${doc.pages}`);
  });

  test('in Dutch: labels, guest-only filter, register-guest link and the empty message', async ({ page }) => {
    // A demo staff member whose profile language is Dutch.
    await signInByApi(page, 'jasper.gerritsen', 'flexapp');
    await page.goto('/dashboard/checkins');
    await expect(
      page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Check-ins' }),
    ).toHaveAttribute('href', '/dashboard/checkins');
    await expect(page.getByRole('heading', { name: 'Check-ins' })).toBeVisible();
    await expect(page.getByText('Periode', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Ingecheckt', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gast registreren' }).last()).toHaveAttribute(
      'href',
      '/dashboard/register_guest',
    );
    const all = await countOf(page);
    await page.getByLabel('Alleen gasten').check();
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    await expect(page.getByTestId('checkins-table').getByText('Gast', { exact: true }).first()).toBeVisible();
    await page.getByLabel('Leesbare datum uitschakelen').check();
    await page.screenshot({ path: '.tmp/checkins-nl.png', fullPage: true });
    await page.getByTestId('checkins-range').click();
    for (let i = 0; i < 14; i++) await page.locator('[data-direction="previous"]').first().click();
    await page.getByRole('button', { name: /^1 / }).first().click();
    await page.getByRole('button', { name: /^2 / }).first().click();
    await expect(page.getByTestId('checkins-empty')).toHaveText('Er zijn geen check-ins voor deze zoekopdracht.');
  });
});
