import { type Locator, type Page } from '@playwright/test';
import { expect, expectPath, test } from './support';

// Setup's place columns at tablet and phone widths, in Dutch: a long room name wraps instead of being
// cut, and a place's actions (move, edit, delete) stay together on one line (issue 16).

const LONG = 'Vergaderruimte Noordvleugel met uitzicht op het Vondelpark';

async function signInDutchStaff(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill('jasper.gerritsen');
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill('flexapp');
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
  await expectPath(page, '/dashboard/buildings/all/all/all');
}

/** No text inside `item` is cut: nothing overflows its box. */
async function nothingCut(item: Locator) {
  return item.evaluate((el) =>
    [...el.querySelectorAll('p')].every(
      (p) => p.scrollWidth <= p.clientWidth + 1 && p.scrollHeight <= p.clientHeight + 1,
    ),
  );
}

// The widths are steps of one test in one context (decision 455): the Dutch staff member signs in once, each width
// has a room of its own.
test('setup at 1024, 768 and 360 px (Dutch): long room names wrap, and the actions stay on one line', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInDutchStaff(page);
  for (const width of [1024, 768, 360]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const auth = `JWT ${await page.evaluate(() => localStorage.getItem('flexapp.token'))}`;
      const buildingList: { id: number; name: string }[] = await (
        await page.request.get('/api/buildings', { headers: { authorization: auth } })
      ).json();
      const building = buildingList[0]!;
      const floors: { id: number; name: string }[] = await (
        await page.request.get(`/api/buildings/${building.id}/floors/`, { headers: { authorization: auth } })
      ).json();
      const floor = floors[0]!;
      const name = `${LONG} ${width}`;
      const created = await page.request.post(`/api/setup/floors/${floor.id}/rooms`, {
        headers: { authorization: auth },
        data: { name, type: 'MEETING' },
      });
      expect(created.status()).toBe(201);
      const roomId = (await created.json()).id as number;
      try {
        await page.goto('/dashboard/setup/structure');
        const buildings = page.getByTestId('column-buildings');
        await buildings.getByRole('listitem', { name: building.name }).getByRole('button').first().click();
        await page
          .getByTestId('column-floors')
          .getByRole('listitem', { name: floor.name })
          .getByRole('button')
          .first()
          .click();
        const item = page.getByTestId('column-rooms').getByRole('listitem', { name });
        await item.scrollIntoViewIfNeeded();
        await expect(item).toContainText(name);
        expect(await nothingCut(item)).toBe(true);
        // Move up, move down, edit and delete sit on one line.
        const actions = [
          item.getByRole('button', { name: new RegExp(`omhoog`, 'i') }),
          item.getByRole('button', { name: new RegExp(`omlaag`, 'i') }),
          item.getByRole('button', { name: `${name} bewerken` }),
          item.getByRole('button', { name: `${name} verwijderen` }),
        ];
        const tops = await Promise.all(actions.map(async (a) => Math.round((await a.boundingBox())!.y)));
        expect(new Set(tops).size).toBe(1);
        // Every room name of the floor is whole.
        for (const other of await page.getByTestId('column-rooms').getByRole('listitem').all())
          expect(await nothingCut(other)).toBe(true);
        await item.screenshot({ path: `.tmp/shots/setup-room-${width}.png` });
      } finally {
        await page.request.delete(`/api/setup/rooms/${roomId}`, { headers: { authorization: auth } });
      }
    });
  }
});
