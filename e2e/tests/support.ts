import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { clockFile } from '../server-clock.mjs';

/**
 * The server's clock now: it started at FLEXAPP_NOW (playwright.config.ts) and runs in real
 * time, as recorded by the start script of the server at `baseURL`.
 */
export function serverNow(baseURL: string): Date {
  const file = clockFile(new URL(baseURL).port);
  // A server started by hand (reused by Playwright) left no record: it runs on the system clock.
  if (!existsSync(file)) return new Date();
  const record = JSON.parse(readFileSync(file, 'utf8')) as { start: string | null; realStart: number };
  return record.start === null ? new Date() : new Date(Date.parse(record.start) + Date.now() - record.realStart);
}

/**
 * Every journey's browser runs on the server's clock: an init script shifts the pages' `Date`
 * (`new Date()`, `Date.now()`) by the server clock's offset, in every page of the context (a
 * second tab too). Timers, animation frames and `performance` stay real, so the app behaves as
 * it does for a person at that moment. A journey that needs to stop or move time installs
 * Playwright's clock itself (`page.clock.install`, `pauseAt`, `fastForward`).
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addInitScript(shiftDate, serverNow(baseURL!).getTime() - Date.now());
    await use(context);
  },
});

/**
 * A second browser (another person) on the server's clock, like the `context` fixture's: without it the new
 * context's pages would live on the machine's date, which differs from the server's on any other day than E2E_NOW's.
 */
export async function newContextOnServerClock(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  await context.addInitScript(shiftDate, serverNow(baseURL).getTime() - Date.now());
  return context;
}

/** Runs in the page: replaces Date by one whose present is `offsetMs` from the real one. */
function shiftDate(offsetMs: number) {
  const RealDate = Date;
  const now = () => RealDate.now() + offsetMs;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(now());
      else super(...(args as [number]));
    }
    static override now() {
      return now();
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
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

/**
 * Signs in through the API and leaves the browser as the login form does (the token and the profile's language in
 * localStorage, set before every page of the context loads): for journeys about something other than signing in,
 * one request instead of a sign-in page (decision 380). The login form itself keeps its own journeys.
 */
export async function signInByApi(page: Page, username: string, password: string) {
  const login = await page.request.post('/api/users/login/', { data: { username, password } });
  expect(login.ok(), `sign-in of ${username}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const self = await page.request.get('/api/users/self/', { headers: { Authorization: `JWT ${token}` } });
  expect(self.ok(), `profile of ${username}`).toBe(true);
  const { language } = ((await self.json()) as { profile: { language: string } }).profile;
  await page.context().addInitScript(
    ([t, l]) => {
      localStorage.setItem('flexapp.token', t);
      localStorage.setItem('flexapp.language', l);
    },
    [token, language] as const,
  );
}

/** `signInByApi` as one of the shared demo accounts (decision 380). */
export async function signInByApiAs(page: Page, who: keyof typeof accounts) {
  await signInByApi(page, accounts[who].username, accounts[who].password);
}
