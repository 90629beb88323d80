import {
  api,
  apiToken,
  cancelAllOnDesk,
  displayDate,
  findDesk,
  isFree,
  openInTree,
  timetables,
} from './booking-support';
import { expect, test, expectPath, signInByApiAs } from './support';

// The employee's journey on a phone: find, book, confirm, check in, check out, cancel.
test.use({ viewport: { width: 360, height: 740 } });

test.describe('employee booking journey', () => {
  test('find a free desk in the tree, see it on the floor map, book two slots, confirm, check in, check out, cancel', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.05');
    await cancelAllOnDesk(request, token, desk.id);
    const slots = await timetables(request, token, desk.id);
    // The server's clock says Monday 09:30 (E2E_NOW in playwright.config.ts): today's morning slot
    // runs and the afternoon is ahead, so both can be booked and the morning one checked in.
    const day = Object.keys(slots)[0];
    expect(slots[day].filter(isFree)).toHaveLength(2);
    const [first, second] = slots[day];

    await signInByApiAs(page, 'employee');
    await page.goto('/app');
    await expectPath(page, '/app');
    await page.getByRole('link', { name: 'Find desk' }).click();
    await expectPath(page, '/app/find_desk');
    const leaf = await openInTree(page, desk);
    await expect(leaf).toContainText('FREE');
    // One desk, one name: the tree calls it what the dialog, booking and reservations call it, label beside it.
    await expect(leaf).toContainText(desk.desk_label ? `${desk.name} · ${desk.desk_label}` : desk.name);
    await page.screenshot({ path: '.tmp/shots/find-desk.png' });
    await leaf.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(desk.name)).toBeVisible();
    await expect(dialog.getByTestId('desk-status-chip')).toHaveText('FREE');
    await dialog.getByTestId('desk-map-preview').click();
    await expect(page).toHaveURL(new RegExp(`/app/floor_layout\\?.*desk=${desk.id}`));
    await expect(page.getByRole('heading', { name: desk.building.name })).toBeVisible();
    await expect(page.getByText(desk.floor.name, { exact: true })).toBeVisible();
    await expect(page.getByTestId(`pin-${desk.id}`)).toHaveAttribute('data-blinking', 'true');
    // The suite's browser asks for less motion: the pin is marked but does not blink (decision 413).
    await expect(page.getByTestId(`pin-${desk.id}`)).toHaveCSS('animation-name', 'none');
    await page.screenshot({ path: '.tmp/shots/floor-layout.png', fullPage: true });
    // A pin opens the desk dialog without the map.
    await page.getByTestId(`pin-${desk.id}`).click();
    await expect(page.getByRole('dialog').getByText(desk.name)).toBeVisible();
    await expect(page.getByTestId('desk-map-preview')).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Make booking' }).click();

    await expectPath(page, new RegExp(`/app/booking_time_slots/${desk.id}`));
    await expect(page.getByRole('heading', { name: `Booking: ${desk.name}` })).toBeVisible();
    await expect(page.getByRole('radio', { name: displayDate(day) })).toHaveAttribute('aria-checked', 'true');
    const bookNow = page.getByRole('button', { name: /^Book now/ });
    await expect(bookNow).toBeDisabled();
    await page.getByRole('button', { name: new RegExp(`^${first.time}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${second.time}`) }).click();
    await expect(bookNow).toHaveText('Book now (2)');
    await page.screenshot({ path: '.tmp/shots/booking.png', fullPage: true });
    await bookNow.click();

    await expectPath(page, '/app/reservations');
    await expect(page.getByText('Your booking is saved.')).toBeVisible();
    const section = page.getByRole('region', { name: displayDate(day) });
    await expect(section.getByRole('article')).toHaveCount(2);
    await expect(section.getByText('2', { exact: true })).toBeVisible();
    const card = section.getByRole('article', { name: `${desk.name} ${first.time}` });
    await expect(section.getByRole('article', { name: `${desk.name} ${second.time}` })).toBeVisible();

    const afternoon = section.getByRole('article', { name: `${desk.name} ${second.time}` });
    await card.getByRole('button', { name: 'Confirm' }).click();
    // Confirmed is a state (a badge with a tick), not a greyed-out button.
    await expect(card.getByTestId('reservation-confirmed')).toHaveText('Confirmed');
    await expect(card.getByRole('button', { name: 'Confirmed' })).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(`Desk ${desk.name} on `);
    await expect(page.getByRole('status')).toContainText(`${first.time} confirmed.`);
    await page.screenshot({ path: '.tmp/shots/reservations.png', fullPage: true });

    // The morning slot runs: its reservation can be checked in, and out again; the afternoon card of the same
    // desk does not turn into "Check out" meanwhile.
    await card.getByRole('button', { name: 'Check in' }).click();
    await expect(card.getByRole('button', { name: 'Check out' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Checked in at Desk ${desk.name} (${first.time}).`);
    await expect(afternoon.getByRole('button', { name: 'Check out' })).toHaveCount(0);
    await expect(afternoon.getByRole('button', { name: 'Check in' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Check out' }).click();
    await expect(card.getByRole('button', { name: 'Check in' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Checked out of Desk ${desk.name}.`);

    // A card opens booking for that desk and date, with our slots green: by keyboard through the desk's link.
    await card.getByRole('link', { name: desk.name }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, new RegExp(`/app/booking_time_slots/${desk.id}\\?date=${day}`));
    await expect(page.getByRole('button', { name: `${first.time} Your booking` })).toBeDisabled();
    await page.getByRole('link', { name: 'My reservations' }).click();

    // Cancel asks first (keeping it changes nothing), then says exactly what was cancelled.
    await afternoon.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Keep it' }).click();
    await expect(afternoon).toBeVisible();
    for (const time of [first.time, second.time]) {
      await page
        .getByRole('article', { name: `${desk.name} ${time}` })
        .getByRole('button', { name: 'Cancel' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog).toContainText(`Desk ${desk.name} on `);
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByRole('article', { name: `${desk.name} ${time}` })).toHaveCount(0);
      await expect(page.getByRole('status')).toContainText(`${time} cancelled.`);
    }
    await expect(
      page.getByRole('region', { name: displayDate(day) }).getByRole('article', { name: new RegExp(desk.name) }),
    ).toHaveCount(0);

    // The last cancellation can be undone from its message: the same desk and slot are booked again.
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status')).toContainText(`${second.time} booked again.`);
    const again = page.getByRole('article', { name: `${desk.name} ${second.time}` });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await expect(again).toHaveCount(0);
    // Too late: a colleague took the slot meanwhile, and undo says so instead of double booking.
    const other = await apiToken(request, 'employee2');
    const taken = await api(request, other, 'POST', 'booking/new/', [
      { date: day, timetable_id: second.timetable.id, desk_id: desk.id },
    ]);
    expect(taken.status).toBe(201);
    try {
      await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('alert')).toContainText(`${second.time} was taken by someone else meanwhile.`);
      await expect(page.getByRole('article', { name: `${desk.name} ${second.time}` })).toHaveCount(0);
    } finally {
      await cancelAllOnDesk(request, other, desk.id);
    }
  });

  test('a slot another user booked is red and cannot be selected', async ({ page, request }) => {
    const token = await apiToken(request, 'employee');
    const other = await apiToken(request, 'employee2');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.06');
    await cancelAllOnDesk(request, other, desk.id);
    const slots = await timetables(request, token, desk.id);
    const day = Object.keys(slots)[2];
    const taken = slots[day][0];
    const booked = await api(request, other, 'POST', 'booking/new/', [
      { date: day, timetable_id: taken.timetable.id, desk_id: desk.id },
    ]);
    expect(booked.status).toBe(201);
    try {
      await signInByApiAs(page, 'employee');
      await page.goto(`/app/booking_time_slots/${desk.id}?date=${day}`);
      const slot = page.getByRole('button', { name: `${taken.time} Taken` });
      await expect(slot).toBeDisabled();
      await expect(slot).toHaveAttribute('data-color', 'red');
      await expect(slot).toHaveCSS('background-color', 'rgb(224, 49, 49)'); // red 8 of the accessible palette
      await slot.click({ force: true });
      await expect(page.getByRole('button', { name: /^Book now/ })).toHaveText('Book now (0)');
      await expect(page.getByRole('button', { name: /^Book now/ })).toBeDisabled();
      const free = page.getByRole('button', { name: `${slots[day][1].time} Free` });
      await expect(free).toHaveAttribute('data-color', 'grey');
      await free.click();
      await expect(page.getByRole('button', { name: /^Book now/ })).toHaveText('Book now (1)');
      // Changing the date clears the selection.
      await page.getByRole('radio', { name: displayDate(Object.keys(slots)[3]) }).click();
      await expect(page.getByRole('button', { name: /^Book now/ })).toHaveText('Book now (0)');
    } finally {
      await cancelAllOnDesk(request, other, desk.id);
    }
  });

  test('booking the same slot in two tabs shows the conflict alert in the second', async ({
    page,
    context,
    request,
  }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.07');
    await cancelAllOnDesk(request, token, desk.id);
    const slots = await timetables(request, token, desk.id);
    const day = Object.keys(slots)[3];
    const slot = slots[day][1];
    try {
      await signInByApiAs(page, 'employee');
      await page.goto('/app');
      await expectPath(page, '/app');
      const second = await context.newPage();
      for (const tab of [page, second]) {
        await tab.goto(`/app/booking_time_slots/${desk.id}?date=${day}`);
        await tab.getByRole('button', { name: `${slot.time} Free` }).click();
        await expect(tab.getByRole('button', { name: /^Book now/ })).toHaveText('Book now (1)');
      }
      await page.getByRole('button', { name: /^Book now/ }).click();
      await expectPath(page, '/app/reservations');
      await second.getByRole('button', { name: /^Book now/ }).click();
      await expect(second.getByRole('alert')).toHaveText('Conflict regarding chosen booking');
      await second.screenshot({ path: '.tmp/shots/booking-conflict.png' });
      await expect(second.getByRole('button', { name: /^Book now/ })).toHaveText('Book now (0)');
      await expect(second.getByRole('button', { name: `${slot.time} Your booking` })).toHaveAttribute(
        'data-color',
        'green',
      );
      await expectPath(second, new RegExp(`/app/booking_time_slots/${desk.id}`));
    } finally {
      await cancelAllOnDesk(request, token, desk.id);
    }
  });

  test('a closed desk cannot be booked', async ({ page, request }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.is_closed);
    await signInByApiAs(page, 'employee');
    await page.goto('/app/find_desk');
    const leaf = await openInTree(page, desk);
    await expect(leaf).toContainText('CLOSED');
    await leaf.click();
    await expect(page.getByRole('dialog').getByTestId('desk-status-chip')).toHaveText('CLOSED');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Make booking' })).toBeDisabled();
    // The dialog's own Close button (the corner X is named Close too).
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Even by its address the booking page refuses.
    await page.goto(`/app/booking_time_slots/${desk.id}`);
    await expect(page.getByText('This desk is closed and cannot be booked.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Book now/ })).toBeDisabled();
  });

  test('a floor without a plan shows the no-floor-plan message', async ({ page }) => {
    await signInByApiAs(page, 'employee');
    await page.goto('/app/find_desk');
    await page.getByRole('button', { name: 'Utrecht – Centraal', exact: true }).click();
    await page.getByRole('button', { name: 'Floor 3', exact: true }).click();
    await page.getByRole('button', { name: 'Floor map of Quiet zone' }).click();
    await expectPath(page, /\/app\/floor_layout\?/);
    await expect(page.getByRole('heading', { name: 'Utrecht – Centraal' })).toBeVisible();
    await expect(page.getByText('Sorry, there is no floor plan')).toBeVisible();
    // The tree remembers what was open.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Quiet zone', exact: true })).toBeVisible();
  });

  test('the notifier toggles and survives a reload', async ({ page, request }) => {
    const token = await apiToken(request, 'employee');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.08');
    await api(request, token, 'DELETE', `notifiers/desk/${desk.id}/`);
    // A colleague sits at the desk now: only a desk someone else holds can be watched.
    const login = await request.post('/api/users/login/', {
      data: { username: 'marloes.wijnands', password: 'flexapp' },
    });
    const colleague = `JWT ${(await login.json()).token}`;
    const seated = await api<{ id: number }>(request, colleague, 'POST', 'checkins', { desk: desk.id });
    expect(seated.status).toBeLessThan(300);
    await signInByApiAs(page, 'employee');
    await page.goto('/app/find_desk');
    await (await openInTree(page, desk)).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Notify me when free' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Stop notifying me' })).toBeVisible();
    await expect
      .poll(async () =>
        (await api<{ desk: number }[]>(request, token, 'GET', 'notifiers/')).body.some((n) => n.desk === desk.id),
      )
      .toBe(true);
    await page.reload();
    // The tree is still open after the reload.
    await page.getByTestId(`desk-leaf-${desk.id}`).click();
    const stop = page.getByRole('dialog').getByRole('button', { name: 'Stop notifying me' });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Notify me when free' })).toBeVisible();
    await expect
      .poll(async () =>
        (await api<{ desk: number }[]>(request, token, 'GET', 'notifiers/')).body.some((n) => n.desk === desk.id),
      )
      .toBe(false);
    await page.reload();
    await page.getByTestId(`desk-leaf-${desk.id}`).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Notify me when free' })).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('In use by Marloes');
    // Once the colleague leaves, the desk is free: there is nothing to be told, so no notifier is offered.
    expect((await api(request, colleague, 'DELETE', `checkins/${seated.body.id}`)).status).toBe(204);
    await page.reload();
    await page.getByTestId(`desk-leaf-${desk.id}`).click();
    await expect(page.getByRole('dialog').getByTestId('desk-status-chip')).toHaveText('FREE');
    await expect(page.getByRole('dialog').getByRole('button', { name: /Notify me/ })).toHaveCount(0);
  });

  test('home shows the three diamond buttons and the check-in options work', async ({ page }) => {
    await signInByApiAs(page, 'employee');
    await page.goto('/app');
    await expectPath(page, '/app');
    await expect(page.getByRole('link', { name: 'Find colleague' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find desk' })).toBeVisible();
    await expect(page.getByTestId('home-hidden-button')).toBeHidden();
    await expect(page.getByTestId('home-hidden-button')).toBeDisabled();
    await page.getByRole('link', { name: 'Check in - check out' }).click();
    await expectPath(page, '/app/reservations');
    await page.getByRole('link', { name: 'Check in without reservation' }).click();
    await expectPath(page, '/app/checkins');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'About checking in' }).click();
    await expect(page.getByText(/Check in where you work today/)).toBeVisible();
    await page.getByRole('button', { name: 'Workplace' }).click();
    await expectPath(page, '/app/find_desk?checkin=desk');
    await expect(page.getByText('Choose a free desk and press Check in.')).toBeVisible();
  });

  test('checking in to a conference room from the check-in options', async ({ page, request }) => {
    const token = await apiToken(request, 'employee');
    await signInByApiAs(page, 'employee');
    await page.goto('/app/checkins');
    await page.getByRole('button', { name: 'Conference room' }).click();
    await expectPath(page, '/app/find_desk?checkin=room');
    await expect(page.getByText('Choose the meeting room you are in and press Check in.')).toBeVisible();
    await page.getByRole('button', { name: 'Utrecht – Centraal', exact: true }).click();
    await page.getByRole('button', { name: 'Floor 3', exact: true }).click();
    // The innermost list item holding the room's button (its floor and building hold it too).
    const room = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Neude', exact: true }) })
      .last();
    await room.getByRole('button', { name: 'Check in' }).click();
    try {
      await expect(page.getByRole('status')).toHaveText('You are checked in at Neude.');
      const self = await api<{ active_checkins: { type: string; room: { name: string } | null }[] }>(
        request,
        token,
        'GET',
        'users/self/',
      );
      expect(self.body.active_checkins).toEqual([
        expect.objectContaining({ type: 'MEETING', room: expect.objectContaining({ name: 'Neude' }) }),
      ]);
    } finally {
      const self = await api<{ active_checkins: { id: number }[] }>(request, token, 'GET', 'users/self/');
      for (const c of self.body.active_checkins) await api(request, token, 'DELETE', `checkins/${c.id}`);
    }
  });
});

test.describe('in Dutch', () => {
  test('employee2 (Dutch profile) books a desk, sees it and cancels it', async ({ page, request }) => {
    const token = await apiToken(request, 'employee2');
    const desk = await findDesk(request, token, (d) => d.name === 'U2.04');
    await cancelAllOnDesk(request, token, desk.id);
    const slots = await timetables(request, token, desk.id);
    const day = Object.keys(slots)[4];
    const slot = slots[day][0];

    await page.setViewportSize({ width: 360, height: 740 });
    await signInByApiAs(page, 'employee2');
    await page.goto('/app');
    await expectPath(page, '/app');
    await page.getByRole('link', { name: 'Werkplek zoeken' }).click();
    const leaf = await openInTree(page, desk);
    await expect(leaf).toContainText('VRIJ');
    await expect(page.getByRole('button', { name: desk.room.name, exact: true }).locator('xpath=..')).toContainText(
      /\d/,
    );
    await leaf.click();
    // A free desk has nothing to be told about: no notifier on offer.
    await expect(page.getByRole('dialog').getByTestId('desk-status-chip')).toHaveText('VRIJ');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Meld als vrij' })).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Reserveren' }).click();
    const heading = page.getByRole('heading', { name: `Reserveren: ${desk.name}` });
    await expect(heading).toBeVisible();
    // At 360 px no word of the title breaks inside: each word's text lies on one line.
    const brokenWords = await heading.evaluate((h) => {
      const text = h.firstChild!;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      return words.filter((w) => {
        const range = document.createRange();
        range.setStart(text, w.index!);
        range.setEnd(text, w.index! + w[0].length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      }).length;
    });
    expect(brokenWords).toBe(0);
    await page.getByRole('radio', { name: displayDate(day) }).click();
    await page.getByRole('button', { name: `${slot.time} Vrij` }).click();
    await page.getByRole('button', { name: 'Nu reserveren (1)' }).click();
    await expectPath(page, '/app/reservations');
    await expect(page.getByRole('heading', { name: 'Mijn reserveringen' })).toBeVisible();
    await expect(page.getByText('Uw reservering is opgeslagen.')).toBeVisible();
    const card = page.getByRole('article', { name: `${desk.name} ${slot.time}` });
    // A reservation four days ahead is outside its check-in window.
    await expect(card.getByRole('button', { name: 'Annuleren' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Inchecken' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Annuleren' }).click();
    await page
      .getByRole('dialog', { name: 'Deze reservering annuleren?' })
      .getByRole('button', { name: 'Reservering annuleren' })
      .click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(`Werkplek ${desk.name} op `);
    await expect(page.getByText('Geen reserveringen')).toBeVisible();

    // Working from home: the check-in options post a homework check-in (checked out again right after).
    await page.getByRole('link', { name: 'Inchecken zonder reservering' }).click();
    await expectPath(page, '/app/checkins');
    await expect(page.getByRole('heading', { name: 'Waar werkt u vandaag?' })).toBeVisible();
    await page.getByRole('button', { name: 'Thuiswerken' }).click();
    try {
      await expect(page.getByRole('status')).toHaveText('U bent ingecheckt als thuiswerker.');
      const self = await api<{ active_checkins: { id: number; type: string }[] }>(request, token, 'GET', 'users/self/');
      expect(self.body.active_checkins.map((c) => c.type)).toEqual(['HOMEWORK']);
      // It shows as on, with its start, and can be undone.
      const active = page.getByTestId('homework-active');
      await expect(active).toHaveAttribute('aria-pressed', 'true');
      await expect(active).toContainText(/Sinds \d{2}:\d{2}/);
      await page.getByRole('button', { name: 'Stoppen met thuiswerken' }).click();
      await expect(page.getByRole('status')).toHaveText('U bent niet meer ingecheckt als thuiswerker.');
      await expect(page.getByRole('button', { name: 'Thuiswerken' })).toHaveAttribute('aria-pressed', 'false');
      const after = await api<{ active_checkins: unknown[] }>(request, token, 'GET', 'users/self/');
      expect(after.body.active_checkins).toEqual([]);
    } finally {
      const self = await api<{ active_checkins: { id: number }[] }>(request, token, 'GET', 'users/self/');
      for (const c of self.body.active_checkins) await api(request, token, 'DELETE', `checkins/${c.id}`);
    }
  });
});
