import path from 'node:path';
import { type Page } from '@playwright/test';
import { displayDate, isFree, openInTree, timetables } from './booking-support';
import { expect, test, expectPath, newContextOnServerClock } from './support';

/**
 * Issue 8, from an EMPTY installation (SEED=none, one staff user made with the
 * CLI; see playwright.setup.config.ts): staff build the office in the browser,
 * then an employee they created signs in and finds the new desk.
 */
test.describe.configure({ mode: 'serial' });

const admin = { username: 'admin', password: 'admin-secret' };
const plan = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'floor-plan.svg');

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
}

async function apiToken(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/users/login/', { data: { username, password } });
  expect(res.status()).toBe(200);
  return `JWT ${(await res.json()).token}`;
}

async function addPlace(page: Page, column: string, values: { name: string; type?: 'Meeting room' }) {
  await page.getByTestId(`column-${column}`).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  if (values.type) await dialog.getByText(values.type).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`column-${column}`).getByRole('listitem', { name: values.name })).toBeVisible();
}

async function dragPin(page: Page, name: string, target: { x: number; yFromBottom: number }) {
  const pin = page.getByTestId(`pin-${name}`);
  await pin.scrollIntoViewIfNeeded();
  const from = (await pin.boundingBox())!;
  const map = (await page.getByTestId('plan-map').boundingBox())!;
  const to = {
    x: map.x + (map.width * target.x) / 100,
    y: map.y + map.height - (map.height * target.yFromBottom) / 100,
  };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test('staff set up an empty installation and an employee finds and books the new desk', async ({
  page,
  browser,
  baseURL,
}) => {
  // The longest journey of the suite (about 40 s on an idle machine): room for a busy shared machine.
  test.setTimeout(300_000);
  await signInAs(page, admin.username, admin.password);
  await expectPath(page, '/dashboard/buildings/all/all/all');

  // The staff header leads to the setup.
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Setup' }).click();
  await expectPath(page, '/dashboard/setup/structure');
  await expect(page.getByRole('heading', { name: 'Workplace setup' })).toBeVisible();
  await expect(page.getByText('No buildings yet. Add the first one.')).toBeVisible();

  // Building → floor → room → three desks.
  await addPlace(page, 'buildings', { name: 'Head office' });
  await page
    .getByTestId('column-buildings')
    .getByRole('button', { name: /^Head office/ })
    .click();
  await addPlace(page, 'floors', { name: 'First floor' });
  await page
    .getByTestId('column-floors')
    .getByRole('button', { name: /^First floor/ })
    .click();
  await addPlace(page, 'rooms', { name: 'Open space' });
  await page
    .getByTestId('column-rooms')
    .getByRole('button', { name: /^Open space/ })
    .click();
  for (const name of ['Desk 1', 'Desk 2', 'Desk 3']) await addPlace(page, 'desks', { name });
  await expect(page.getByTestId('column-desks').getByText('not on the map')).toHaveCount(3);
  await page.screenshot({ path: '.tmp/setup-structure.png', fullPage: true });

  // The floor plan: upload, then drag the three desks onto it.
  await page.getByRole('link', { name: 'Open the plan of First floor' }).click();
  await expect(page.getByRole('heading', { name: 'Floor plan: First floor' })).toBeVisible();
  await expect(page.getByText('This floor has no plan yet.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(plan);
  await expect(page.getByText('The plan was uploaded.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Floor plan' })).toBeVisible();
  const targets = {
    'Desk 1': { x: 17, yFromBottom: 76 },
    'Desk 2': { x: 41, yFromBottom: 76 },
    'Desk 3': { x: 17, yFromBottom: 30 },
  };
  for (const [name, target] of Object.entries(targets)) {
    await dragPin(page, name, target);
    await expect(page.getByTestId('unplaced-tray').getByText(name)).toBeHidden();
  }
  await expect(page.getByTestId('unplaced-tray')).toBeHidden();
  // Clicking a pin (without dragging) edits its desk.
  await page.getByTestId('pin-Desk 3').click();
  const deskDialog = page.getByRole('dialog');
  await deskDialog.getByRole('textbox', { name: 'Label' }).fill('Window seat');
  await deskDialog.getByRole('button', { name: 'Save' }).click();
  await expect(deskDialog).toBeHidden();
  await page.screenshot({ path: '.tmp/setup-floor-plan.png', fullPage: true });

  // Add two more desks by clicking on the plan.
  await page.getByRole('switch', { name: 'Add desks by clicking on the plan' }).check();
  const map = (await page.getByTestId('plan-map').boundingBox())!;
  await page.mouse.click(map.x + map.width * 0.8, map.y + map.height * 0.3);
  await page.mouse.click(map.x + map.width * 0.9, map.y + map.height * 0.3);
  await expect(page.getByTestId('pending-pin')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save 2 new desks' }).click();
  await expect(page.getByText('2 desks added.')).toBeVisible();
  await expect(page.getByTestId('pin-D1')).toBeVisible();

  // Two time slots.
  await page.getByRole('tab', { name: 'Booking rules' }).click();
  await expectPath(page, '/dashboard/setup/rules');
  await expect(page.getByText('No time slots yet.')).toBeVisible();
  for (const [name, start, end] of [
    ['Morning', '08:00', '12:00'],
    ['Afternoon', '12:00', '17:00'],
  ]) {
    await page.getByRole('textbox', { name: 'Slot name' }).fill(name);
    await page.getByLabel('Start', { exact: true }).fill(start);
    await page.getByLabel('End', { exact: true }).fill(end);
    await page.getByRole('button', { name: 'Add slot' }).click();
    await expect(page.getByTestId('slots-table').getByRole('cell', { name, exact: true })).toBeVisible();
  }
  // An overlapping slot is refused with a clear message.
  await page.getByRole('textbox', { name: 'Slot name' }).fill('Lunch');
  await page.getByLabel('Start', { exact: true }).fill('11:30');
  await page.getByLabel('End', { exact: true }).fill('13:00');
  await page.getByRole('button', { name: 'Add slot' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This time slot overlaps another slot.' })).toBeVisible();
  await page.screenshot({ path: '.tmp/setup-rules.png', fullPage: true });

  // A user for the employee.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username' }).fill('emma');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Emma');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Employee');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('emma-secret-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('users-table').getByRole('row', { name: 'emma' })).toContainText('Emma Employee');
  await page.screenshot({ path: '.tmp/setup-users.png', fullPage: true });

  // Everything is in the activity log, opened from the profile menu.
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Activity logs' }).click();
  await expectPath(page, '/dashboard/setup/audit');
  for (const sentence of [
    / added the building /,
    / uploaded a floor plan for /,
    / added \d+ desks? to .+ on the plan$/,
    / added the time slot /,
    / created the account of Emma Employee$/,
  ]) {
    await expect(page.getByTestId('audit-sentence').filter({ hasText: sentence }).first()).toBeVisible();
  }

  // The desks stand where they were dragged (x from the left, y from the bottom).
  const staffAuth = await apiToken(page, admin.username, admin.password);
  const buildings = await (await page.request.get('/api/buildings', { headers: { authorization: staffAuth } })).json();
  const floors = await (
    await page.request.get(`/api/buildings/${buildings[0].id}/floors`, { headers: { authorization: staffAuth } })
  ).json();
  const floorId = floors[0].id;

  // The employee signs in and finds the desk.
  const context = await newContextOnServerClock(browser, baseURL!);
  const employee = await context.newPage();
  await signInAs(employee, 'emma', 'emma-secret-1');
  await expectPath(employee, '/app');
  const auth = await apiToken(employee, 'emma', 'emma-secret-1');
  const desks = await (
    await employee.request.get(`/api/floors/${floorId}/desks`, { headers: { authorization: auth } })
  ).json();
  expect(desks.map((d: { name: string }) => d.name).sort()).toEqual(['D1', 'D2', 'Desk 1', 'Desk 2', 'Desk 3']);
  for (const [name, target] of Object.entries(targets)) {
    const desk = desks.find((d: { name: string }) => d.name === name);
    expect(desk.x).toBeCloseTo(target.x, 0);
    expect(desk.y).toBeCloseTo(target.yFromBottom, 0);
    expect(desk).toMatchObject({
      reserved: false,
      is_closed: false,
      building: { name: 'Head office' },
      floor: { name: 'First floor' },
    });
  }
  expect(desks.find((d: { name: string }) => d.name === 'Desk 3').desk_label).toBe('Window seat');
  const map2 = await (
    await employee.request.get(`/api/floors/${floorId}/map`, { headers: { authorization: auth } })
  ).json();
  const image = await employee.request.get(map2.map);
  expect(image.headers()['content-type']).toBe('image/svg+xml');
  expect(await image.text()).not.toContain('<script');

  // ...finds it in the tree, opens it and books it like a person would.
  const desk = desks.find((d: { name: string }) => d.name === 'Desk 1');
  const slots = await timetables(employee.request, auth, desk.id);
  const day = Object.keys(slots).find((d) => slots[d].some(isFree))!;
  const slot = slots[day].find(isFree)!;
  await employee.getByRole('link', { name: 'Find desk' }).click();
  await expectPath(employee, '/app/find_desk');
  const leaf = await openInTree(employee, desk);
  await expect(leaf).toContainText('FREE');
  await leaf.click();
  await employee.getByRole('dialog').getByRole('button', { name: 'Make booking' }).click();
  await expectPath(employee, new RegExp(`/app/booking_time_slots/${desk.id}`));
  if (day !== Object.keys(slots)[0]) await employee.getByRole('radio', { name: displayDate(day) }).click();
  await employee.getByRole('button', { name: new RegExp(`^${slot.time}`) }).click();
  await employee.getByRole('button', { name: 'Book now (1)' }).click();
  await expectPath(employee, '/app/reservations');
  await expect(
    employee.getByRole('region', { name: displayDate(day) }).getByRole('article', { name: `Desk 1 ${slot.time}` }),
  ).toBeVisible();
  await context.close();
});

test('the setup screens read in Dutch for a Dutch staff member', async ({ page }) => {
  const staffAuth = await apiToken(page, admin.username, admin.password);
  const created = await page.request.post('/api/setup/users', {
    headers: { authorization: staffAuth },
    data: {
      username: 'nienke',
      first_name: 'Nienke',
      last_name: 'Beheer',
      language: 'nl',
      is_staff: true,
      password: 'nienke-geheim',
    },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/setup/buildings', {
    headers: { authorization: staffAuth },
    data: { name: 'Bijgebouw' },
  });

  await signInAs(page, 'nienke', 'nienke-geheim');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Inrichting' }).click();
  await expect(page.getByRole('heading', { name: 'Werkplekinrichting' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Gebouwen & werkplekken' })).toBeVisible();

  // Rename a building, then move it up.
  await page.getByRole('button', { name: 'Bijgebouw bewerken' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Naam' }).fill('Bijgebouw Noord');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('column-buildings').getByRole('listitem', { name: 'Bijgebouw Noord' })).toBeVisible();
  await page.getByRole('button', { name: 'Bijgebouw Noord omhoog' }).click();
  await expect(page.getByTestId('column-buildings').getByRole('listitem').first()).toHaveAccessibleName(
    'Bijgebouw Noord',
  );

  // A name already used is refused with a Dutch message.
  await page.getByTestId('column-buildings').getByRole('button', { name: 'Toevoegen' }).click();
  await dialog.getByRole('textbox', { name: 'Naam' }).fill('head office');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Deze naam wordt hier al gebruikt. Kies een andere naam.');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // The CSV import shows each row's problem before anything is written.
  await page.getByRole('tab', { name: 'Gebruikers' }).click();
  await page.getByRole('button', { name: 'CSV importeren' }).click();
  const importDialog = page.getByRole('dialog');
  await importDialog
    .getByRole('textbox', { name: 'CSV' })
    .fill('first_name,last_name,username,role,language\nJan,Jansen,jan,employee,nl\nPiet,,piet,boss,nl');
  await importDialog.getByRole('button', { name: 'Controleren' }).click();
  await expect(importDialog.getByText('1 regel heeft een probleem.', { exact: false })).toBeVisible();
  await expect(importDialog.getByTestId('import-preview')).toContainText(
    'achternaam ontbreekt; rol moet staff of employee zijn',
  );
  // The invalid role reads as invalid (not as the Employee it would not be), and the disabled button promises nothing.
  await expect(importDialog.getByTestId('import-preview').getByRole('row', { name: /Piet/ })).toContainText('ongeldig');
  await expect(importDialog.getByRole('button', { name: 'Gebruikers importeren' })).toBeDisabled();
  await importDialog
    .getByRole('textbox', { name: 'CSV' })
    .fill('first_name,last_name,username,role,language\nJan,Jansen,jan,employee,nl\nPiet,Pieters,piet,staff,nl');
  await importDialog.getByRole('button', { name: 'Controleren' }).click();
  await importDialog.getByRole('button', { name: '2 gebruikers importeren' }).click();
  await expect(page.getByText('2 gebruikers zijn geïmporteerd.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Zoek op naam, gebruikersnaam of e-mail' }).fill('piet');
  await expect(page.getByTestId('users-table').getByRole('row', { name: 'piet' })).toContainText('Staff');

  // The activity log in Dutch.
  await page.getByRole('tab', { name: 'Activiteitenlog' }).click();
  const sentences = page.getByTestId('audit-sentence');
  await expect(sentences.filter({ hasText: / heeft \d+ gebruikers? geïmporteerd$/ })).toBeVisible();
  await expect(sentences.filter({ hasText: / heeft de volgorde van de gebouwen gewijzigd$/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/setup-audit-nl.png', fullPage: true });
});

test('an employee cannot open the setup', async ({ page }) => {
  await signInAs(page, 'emma', 'emma-secret-1');
  await expectPath(page, '/app');
  await page.goto('/dashboard/setup/structure');
  await expectPath(page, '/app');
  const auth = await apiToken(page, 'emma', 'emma-secret-1');
  expect((await page.request.get('/api/setup/buildings', { headers: { authorization: auth } })).status()).toBe(403);
});
