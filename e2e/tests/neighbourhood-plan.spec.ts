import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { api, apiToken, findDesk } from './booking-support';
import { expect, newContextOnServerClock, signInByApi, signInByApiAs, test } from './support';

// Drawing a neighbourhood on the floor plan in Setup (issue 37, decision 392): staff in English on a tablet (a phone
// keeps the lists) click desks on Utrecht's first floor and save; staff in Dutch on a desktop add desks with a drag
// rectangle; an employee sees the colour on the floor map.
const PASSWORD = 'neighbourhood-plan-secret-1';
const HOOD = 'Plan corner E2E';
const COLOUR = '#c2255c';
const FLOOR = /^Utrecht – Centraal · Floor 1$/;

async function staffPerson(request: APIRequestContext, username: string, language: 'en' | 'nl') {
  const staff = await apiToken(request, 'staff');
  const made = await request.post('/api/setup/users/', {
    headers: { authorization: staff },
    data: { username, first_name: 'Plan', last_name: username, language, password: PASSWORD, is_staff: true },
  });
  expect([201, 409]).toContain(made.status());
}

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function removeNeighbourhood(request: APIRequestContext) {
  const staff = await apiToken(request, 'staff');
  const list = await api<{ neighbourhoods: { id: number; name: string }[] }>(
    request,
    staff,
    'GET',
    'setup/neighbourhoods',
  );
  for (const n of list.body.neighbourhoods.filter((x) => x.name === HOOD))
    expect((await api(request, staff, 'DELETE', `setup/neighbourhoods/${n.id}`)).status).toBe(204);
}

async function staffPage(browser: Browser, baseURL: string, username: string, viewport: Page['viewportSize']) {
  const page = await (await newContextOnServerClock(browser, baseURL)).newPage();
  await page.setViewportSize(viewport()!);
  await signInByApi(page, username, PASSWORD);
  return page;
}

const centre = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

test.setTimeout(180_000);
test('staff draw a neighbourhood on the plan by clicks and a rectangle; the floor map shows its colour', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  await staffPerson(request, 'hood-plan-en', 'en');
  await staffPerson(request, 'hood-plan-nl', 'nl');
  await removeNeighbourhood(request);
  const staff = await apiToken(request, 'staff');
  const first = await findDesk(request, staff, (d) => d.name === 'U1.01');

  // English: a phone keeps the lists; at 820 px the plan is there, and clicks choose desks.
  const en = await staffPage(browser, baseURL!, 'hood-plan-en', () => ({ width: 360, height: 740 }));
  await en.goto('/dashboard/setup/neighbourhoods');
  const newForm = en.getByRole('form', { name: 'New neighbourhood' });
  await expect(newForm.getByTestId('neighbourhood-plan-phone')).toHaveText(
    'On a tablet or computer you can draw the neighbourhood on the floor plan; here, choose places in the lists.',
  );
  await en.setViewportSize({ width: 820, height: 1180 });
  await newForm.getByRole('textbox', { name: 'Name' }).fill(HOOD);
  await newForm.getByRole('textbox', { name: 'Colour' }).fill(COLOUR);
  await newForm.getByRole('textbox', { name: 'Colour' }).press('Escape');
  await newForm.getByRole('combobox', { name: 'Floor plan' }).click();
  await en.getByRole('option', { name: FLOOR }).click();
  const count = newForm.getByTestId('neighbourhood-plan-count');
  await expect(count).toHaveText('0 desks selected');
  for (const desk of ['U1.01', 'U1.02', 'U1.03']) await newForm.getByRole('button', { name: `Desk ${desk}` }).click();
  await expect(count).toHaveText('3 desks selected');
  // A second click takes a desk out again; the list below follows the plan.
  await newForm.getByRole('button', { name: 'Desk U1.03' }).click();
  await expect(count).toHaveText('2 desks selected');
  await expect(newForm.getByRole('button', { name: 'Desk U1.03' })).toHaveAttribute('aria-pressed', 'false');
  await expect(newForm.getByRole('button', { name: 'Desk U1.01' })).toHaveAttribute('aria-pressed', 'true');
  const chosenInList = newForm.locator('.mantine-MultiSelect-pill');
  await expect(chosenInList).toHaveText([/· U1\.01$/, /· U1\.02$/]);
  await noSeriousAxe(en);
  await en.screenshot({ path: '.tmp/screenshots/nbplan-setup-820-en.png', fullPage: true });
  await newForm.getByRole('button', { name: 'Add neighbourhood' }).click();
  await expect(en.getByRole('article', { name: HOOD })).toContainText('2 places');
  await en.context().close();

  // Dutch on a desktop: editing opens on the neighbourhood's floor; a rectangle adds every desk inside it.
  const nl = await staffPage(browser, baseURL!, 'hood-plan-nl', () => ({ width: 1280, height: 900 }));
  await nl.goto('/dashboard/setup/neighbourhoods');
  await nl
    .getByRole('article', { name: HOOD })
    .getByRole('button', { name: `${HOOD} wijzigen` })
    .click();
  const edit = nl.getByRole('form', { name: `${HOOD} wijzigen` });
  await expect(edit.getByRole('combobox', { name: 'Plattegrond' })).toHaveValue(FLOOR);
  const nlCount = edit.getByTestId('neighbourhood-plan-count');
  await expect(nlCount).toHaveText('2 werkplekken gekozen');
  await edit.getByTestId('neighbourhood-plan-map').scrollIntoViewIfNeeded();
  const a = await centre(edit.getByRole('button', { name: 'Werkplek U1.04' }));
  const b = await centre(edit.getByRole('button', { name: 'Werkplek U1.05' }));
  const from = { x: Math.min(a.x, b.x) - 13, y: Math.min(a.y, b.y) - 13 };
  const to = { x: Math.max(a.x, b.x) + 13, y: Math.max(a.y, b.y) + 13 };
  // What the rectangle must add: every desk whose mark's centre lies inside it and is not chosen yet.
  const marks = edit.getByTestId('neighbourhood-plan-map').getByRole('button');
  let expected = 2;
  for (const mark of await marks.all()) {
    const c = await centre(mark);
    const inside = c.x >= from.x && c.x <= to.x && c.y >= from.y && c.y <= to.y;
    if (inside && (await mark.getAttribute('aria-pressed')) === 'false') expected += 1;
  }
  expect(expected).toBeGreaterThanOrEqual(4);
  await nl.mouse.move(from.x, from.y);
  await nl.mouse.down();
  await nl.mouse.move(to.x, to.y, { steps: 5 });
  await nl.mouse.up();
  await expect(nlCount).toHaveText(`${expected} werkplekken gekozen`);
  await expect(edit.getByRole('button', { name: 'Werkplek U1.05' })).toHaveAttribute('aria-pressed', 'true');
  await noSeriousAxe(nl);
  await nl.screenshot({ path: '.tmp/screenshots/nbplan-setup-1280-nl.png', fullPage: true });
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(nl.getByRole('article', { name: HOOD })).toContainText(`${expected} plekken`);
  await nl.context().close();

  // The employee's floor map rings the chosen desks in the neighbourhood's colour and names it in the legend.
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInByApiAs(page, 'employee');
  await page.goto(`/app/floor_layout?building=${first.building.id}&floor=${first.floor.id}`);
  await expect(page.getByTestId('neighbourhood-legend')).toContainText(HOOD);
  await expect(page.getByTestId(`pin-${first.id}`)).toHaveCSS('box-shadow', /rgb\(194, 37, 92\)/);
  await noSeriousAxe(page);
  await page.screenshot({ path: '.tmp/screenshots/nbplan-floor-map-820-en.png', fullPage: true });
  await removeNeighbourhood(request);
});
