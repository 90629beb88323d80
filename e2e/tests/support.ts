import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { clockFile } from '../server-clock.mjs';

/**
 * The server's clock now: it started at FLEXAPP_NOW (playwright.config.ts) and runs in real
 * time, as recorded by the start script of the server at `baseURL`.
 */
export function serverNow(baseURL: string): Date {
  const record = JSON.parse(readFileSync(clockFile(new URL(baseURL).port), 'utf8')) as {
    start: string | null;
    realStart: number;
  };
  return record.start === null ? new Date() : new Date(Date.parse(record.start) + Date.now() - record.realStart);
}

/**
 * Every journey's browser runs on the server's clock: the page's Date, timers and animation
 * frames start at the server's instant and run on from there (Playwright's clock, installed
 * for the whole browser context, so a second tab shares it). A journey that needs another
 * moment moves it with page.clock (pauseAt, fastForward) and the server with FLEXAPP_NOW.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.clock.install({ time: serverNow(baseURL!) });
    await use(context);
  },
});
export { expect };

export const accounts = {
  staff: { username: 'staff', password: 'staff' },
  employee: { username: 'employee', password: 'employee' },
  employee2: { username: 'employee2', password: 'employee2' },
} as const;

/** Signs in through the login form like a person would. */
export async function signIn(page: Page, who: keyof typeof accounts, startAt = '/login') {
  await page.goto(startAt);
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(accounts[who].username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(accounts[who].password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(
    typeof path === 'string' ? new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path,
  );
}
