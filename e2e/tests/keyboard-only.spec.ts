import { type Locator, type Page } from '@playwright/test';
import { api, apiToken, cancelAllOnDesk, findDesk, isFree, timetables } from './booking-support';
import { expect, expectPath, signIn, test } from './support';

// Keyboard alone, on a phone: find a desk, open it, book, then cancel from the reservations. Every step is
// reached with Tab and done with Enter, Space or Escape; dialogs open on what they are for and give focus
// back to what opened them (issue 16).
test.use({ viewport: { width: 360, height: 740 } });

/** Presses Tab until `target` has focus (at most `max` times): proof it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('find, open, book and cancel a desk with the keyboard alone', async ({ page, request }) => {
  const token = await apiToken(request, 'employee');
  // A desk no other journey uses (they use U2.04-U2.10).
  const desk = await findDesk(request, token, (d) => /^U2\.0[1-3]$/.test(d.name) && !d.is_closed);
  await cancelAllOnDesk(request, token, desk.id);
  const slots = await timetables(request, token, desk.id);
  const day = Object.keys(slots).find((d) => slots[d]!.some(isFree))!;
  const slot = slots[day]!.find(isFree)!;

  await signIn(page, 'employee');
  await expectPath(page, '/app');
  const findDesk_ = page.getByRole('link', { name: 'Find desk' });
  await tabTo(page, findDesk_);
  await page.keyboard.press('Enter');
  await expectPath(page, '/app/find_desk');

  for (const name of [desk.building.name, desk.floor.name, desk.room.name]) {
    const node = page.getByRole('button', { name, exact: true });
    await tabTo(page, node);
    await page.keyboard.press('Enter');
  }
  const leaf = page.getByTestId(`desk-leaf-${desk.id}`);
  await tabTo(page, leaf);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: desk.name });
  await expect(dialog).toBeVisible();
  // The dialog opens on its main action, which has a name; Escape closes it and focus returns to the desk.
  const bookButton = dialog.getByRole('button', { name: 'Make booking' });
  await expect(bookButton).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(leaf).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(bookButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPath(page, new RegExp(`/app/booking_time_slots/${desk.id}`));

  // The date row is one tab stop moved with the arrow keys; then the slot, then Book now.
  const dayButton = page.getByRole('radio', { checked: true });
  await tabTo(page, dayButton);
  const index = Object.keys(slots).indexOf(day);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
  const slotButton = page.getByRole('button', { name: new RegExp(`^${slot.time}`) });
  await tabTo(page, slotButton);
  await page.keyboard.press('Space');
  const bookNow = page.getByRole('button', { name: 'Book now (1)' });
  await tabTo(page, bookNow);
  await page.keyboard.press('Enter');
  await expectPath(page, '/app/reservations');

  const card = page.getByRole('article', { name: `${desk.name} ${slot.time}` });
  const cancel = card.getByRole('button', { name: 'Cancel' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
  // The question opens on the safe answer; Escape keeps the booking and returns focus to Cancel.
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`${slot.time} cancelled.`);
  // Nothing is left behind for other journeys.
  const left = await api<{ list: Record<string, { desk: { id: number } | null }[]> }>(
    request,
    token,
    'GET',
    'booking/reservations/me/',
  );
  expect(
    Object.values(left.body.list)
      .flat()
      .filter((r) => r.desk?.id === desk.id),
  ).toHaveLength(0);
});

test.describe('staff, keyboard alone, at tablet size', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('register a guest, then download the check-ins as CSV', async ({ page, request }) => {
    // Two screens driven key by key: longer than the suite's 90 s on a shared two-core machine.
    test.setTimeout(180_000);
    // A free desk, chosen by name below (the last free one of a workspace room in the second building).
    const token = await apiToken(request, 'staff');
    const building = (await api<{ id: number; name: string }[]>(request, token, 'GET', 'buildings')).body.at(-1)!;
    const floor = (await api<{ id: number; name: string }[]>(request, token, 'GET', `buildings/${building.id}/floors/`))
      .body[0]!;
    const room = (
      await api<{ rooms: { id: number; name: string; type: string }[] }>(
        request,
        token,
        'GET',
        `floors/${floor.id}/rooms/`,
      )
    ).body.rooms.find((r) => r.type === 'WORKSPACE')!;
    const desks = (
      await api<{ id: number; name: string; is_closed: boolean; reserved: boolean; user: unknown }[]>(
        request,
        token,
        'GET',
        `buildings/rooms/${room.id}/desks/`,
      )
    ).body.filter((d) => !d.is_closed && !d.reserved && !d.user);
    const desk = desks.at(-2) ?? desks.at(-1)!;

    await signIn(page, 'staff');
    await expectPath(page, '/dashboard/buildings/all/all/all');
    const registerLink = page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Register guest' });
    await tabTo(page, registerLink);
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard/register_guest');

    const first = page.getByLabel('First name');
    await tabTo(page, first);
    await page.keyboard.type('Katherine');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('Johnson');
    await page.keyboard.press('Tab');
    await page.keyboard.type('NASA Langley');
    await page.keyboard.press('Tab');
    await page.keyboard.type('katherine@nasa.example');
    const person = page.getByTestId('visit-person');
    await tabTo(page, person);
    await page.keyboard.type('Bram');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(person).not.toHaveValue('Bram');
    const end = page.getByLabel('End time');
    await tabTo(page, end);
    await page.keyboard.type('2345');
    // Each place list: reached by Tab, filtered by typing, chosen with the arrow key and Enter.
    for (const [testId, name] of [
      ['place-building', building.name],
      ['place-floor', floor.name],
      ['place-room', room.name],
      ['place-desk', desk.name],
    ] as const) {
      const field = page.getByTestId(testId);
      await expect(field).toBeEnabled();
      await tabTo(page, field);
      await page.keyboard.type(name);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(field).toHaveValue(name);
    }
    const submit = page.getByRole('button', { name: 'Register guest' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    const done = page.getByRole('dialog', { name: 'Guest registered' });
    await expect(done).toContainText('Katherine Johnson is registered.');
    const ok = done.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(done).toBeHidden();
    // The emptied form is ready for the next guest.
    await expect(first).toHaveValue('');
    await expect(first).toBeFocused();

    const checkins = page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Check-ins' });
    await tabTo(page, checkins);
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard/checkins');
    await expect(page.getByTestId('checkin-row').first()).toBeVisible();
    const download = page.getByRole('button', { name: 'Download' });
    await expect(download).toBeEnabled();
    await tabTo(page, download);
    await page.keyboard.press('Enter');
    const csv = page.getByRole('menuitem', { name: 'CSV for spreadsheets' });
    await expect(csv).toBeVisible();
    const file = page.waitForEvent('download');
    for (let i = 0; i < 4 && !(await csv.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expect(csv).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await file).suggestedFilename()).toMatch(/\.csv$/);
    // The menu closed and focus is back on its button.
    await expect(download).toBeFocused();
  });
});
