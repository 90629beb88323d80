import { signInDutch } from './dutch-colleague';
import { expect, test, expectPath, signIn } from './support';

// The languages are steps of one test in one context (decision 455): the English menu ends by logging out, and the
// Dutch colleague signs in next.
test('the employee menu reaches Messages, Notifier, Settings and Logout (English), and in Dutch', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await test.step('English', async () => {
    await signIn(page, 'employee');
    await expectPath(page, '/app');
    const open = async (item: string) => {
      await page.getByRole('button', { name: /^Menu/ }).click();
      await page.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click();
    };
    await open('Messages');
    await expectPath(page, '/app/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await open('Notifier');
    await expectPath(page, '/app/notifier');
    await expect(page.getByRole('heading', { name: 'Notifier' })).toBeVisible();
    await open('Settings');
    await expectPath(page, '/app/settings');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Daan');
    await open('Logout');
    await expectPath(page, /\/login/);
  });

  await test.step('Dutch', async () => {
    await signInDutch(page, 'soren.jorgensen');
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menuitem', { name: /^Berichten/ }).click();
    await expect(page.getByRole('heading', { name: 'Berichten' })).toBeVisible();
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menuitem', { name: 'Notificaties' }).click();
    await expect(page.getByRole('heading', { name: 'Notificaties' })).toBeVisible();
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menuitem', { name: 'Instellingen' }).click();
    await expectPath(page, '/app/settings');
  });
});
