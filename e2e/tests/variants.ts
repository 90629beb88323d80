import type { Page } from '@playwright/test';
import { expect } from './support';

/**
 * A journey's variants (language x width) are steps of one test in one context (decision 455): between two people
 * the step signs out the way the app offers it, and the width changes with the viewport, not with a new context.
 */

/** The journeys' phone (360 x 740) and tablet (820 x 1180) sizes. */
export async function sizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 360 ? 740 : 1180 });
}

/**
 * The browser forgets what it remembered for the step before (localStorage and sessionStorage: the language, the
 * building filters, Find desk's tree and amenities, a display's pairing), as the fresh context of each variant did.
 */
export async function forgetDevice(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Signs out through /logout (the server revokes the token), waits for the sign-in form and forgets the device's
 * remembered choices, so the next person starts as in a fresh browser.
 */
export async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i })).toBeVisible();
  await forgetDevice(page);
}
