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

/** Signs out through /logout (the server revokes the token) and waits for the sign-in form. */
export async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i })).toBeVisible();
}
