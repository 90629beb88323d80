import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { OIDC_CLIENT_SECRET } from './oidc';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  // Never skip silently: without a browser the end-to-end suite fails.
  throw new Error(
    `Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
/**
 * The server sends e-mail to this loopback SMTP port; the e-mail journey (email-calendar.spec.ts)
 * listens there with a real SMTP server. Nobody listening: e-mails wait and are retried (as with a
 * mail server that is down), which never fails a booking.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525 + (port % 75));

/**
 * The instant the end-to-end servers start at (FLEXAPP_NOW): Monday 23 November 2026, 09:30 in
 * Amsterdam, so today's morning slot (08:00-12:00) runs and the afternoon one is ahead,
 * whenever the suite runs. The demo organisation is seeded around it; every page's browser
 * clock is set to the server's (tests/support.ts). Override with FLEXAPP_NOW=<ISO instant>.
 */
export const E2E_NOW = process.env.FLEXAPP_NOW ?? '2026-11-23T09:30:00+01:00';

export default defineConfig({
  testDir: './tests',
  globalSetup: './oidc-global-setup.ts',
  // The empty-installation journey runs against its own server (playwright.setup.config.ts).
  testIgnore: ['setup.spec.ts'],
  // Generous: the suite shares two cores with other work, and there are no retries to hide a slow step.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI neither: a flaky test is a bug to fix (every test pins the clock).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './.tmp/test-results',
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Amsterdam',
    // The browser asks for less motion: charts, transitions and zooms do not animate (decision 413).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without screencast frames:
    // encoding a frame per paint cost about 40 % of the suite's CPU on two cores (decision 412).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [
        'setup.spec.ts',
        'feature-flags.spec.ts',
        'sso.spec.ts',
        'time-rules.spec.ts',
        'confirm-link.spec.ts',
        'release-notice.spec.ts',
        'activity-log.spec.ts',
        'saml.spec.ts',
        'aggregate-analytics.spec.ts',
        'presence-code.spec.ts',
        'location-admin-buildings.spec.ts',
      ],
    },
    // Journeys that change settings for everyone run alone, after the rest, one at a time: time-rules.spec.ts
    // resets reminder_minutes, which confirm-link.spec.ts needs set while it waits for the reminder.
    {
      name: 'settings',
      workers: 1,
      use: { browserName: 'chromium' },
      testMatch: [
        'feature-flags.spec.ts',
        'sso.spec.ts',
        'time-rules.spec.ts',
        'confirm-link.spec.ts',
        'release-notice.spec.ts',
        // It changes the logo, a setting everyone sees.
        'activity-log.spec.ts',
        // It sets up SAML and turns password sign-in off for a while.
        'saml.spec.ts',
        'aggregate-analytics.spec.ts',
        // It turns "check-in only by QR" on for everyone while it runs.
        'presence-code.spec.ts',
        // It adds a third building for a while (everyone else reads the demo's two).
        'location-admin-buildings.spec.ts',
      ],
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      OIDC_CLIENT_SECRET,
      FLEXAPP_NOW: E2E_NOW,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'flexapp <flexapp@example.com>',
    },
  },
});
