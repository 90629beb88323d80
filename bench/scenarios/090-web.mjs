// The web budgets of the architecture: the employee app's first load under 200 KB of gzipped
// JavaScript, and Lighthouse (mobile, default simulated throttling) performance 95 or better on
// /app and /login. Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9339;

/** Every JavaScript file a page loads until it has settled (two seconds after it shows), with its size gzipped. */
async function firstLoad(context, url) {
  const page = await context.newPage();
  const files = new Map();
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    try {
      files.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      /* a response without a body */
    }
  });
  // Not 'networkidle': the signed-in app keeps its live-events stream open.
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main, form').first().waitFor();
  await page.waitForTimeout(2000);
  const text = (await page.innerText('body')).replace(/\s+/g, ' ').slice(0, 60);
  await page.close();
  const bytes = [...files.values()].reduce((a, b) => a + b, 0);
  return { kb: Math.round(bytes / 1024), count: files.size, text };
}

async function performance(url) {
  const { lhr } = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keep the signed-in token in localStorage (the app reads it before its first request).
    disableStorageReset: true,
  });
  const audit = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    detail: `FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms`,
  };
}

export default async function ({ baseURL, login, record }) {
  const token = (await login('employee', 'employee')).replace(/^JWT /, '');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'flexapp-bench-chromium-'));
  // A persistent profile: Lighthouse's tab shares its localStorage (the sign-in).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    viewport: { width: 412, height: 823 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${DEBUG_PORT}`,
    ],
  });
  const none = { requests_per_s: '', p50_ms: '', p99_ms: '', non_2xx: '', errors: '' };
  try {
    const signedOut = await firstLoad(context, `${baseURL}/login`);
    record(
      'web: first load of /login, JavaScript',
      none,
      `${signedOut.kb} KB gzipped in ${signedOut.count} files ("${signedOut.text}")`,
    );
    const setup = await context.newPage();
    await setup.goto(`${baseURL}/login`);
    await setup.evaluate((t) => localStorage.setItem('flexapp.token', t), token);
    await setup.close();
    const app = await firstLoad(context, `${baseURL}/app`);
    record(
      'web: first load of /app (home), JavaScript',
      none,
      `${app.kb} KB gzipped in ${app.count} files (< 200 KB) ("${app.text}")`,
    );

    const appScore = await performance(`${baseURL}/app`);
    record('web: Lighthouse mobile performance, /app', none, `${appScore.score} (>= 95); ${appScore.detail}`);
    await context.clearCookies();
    const cleanup = await context.newPage();
    await cleanup.goto(`${baseURL}/login`);
    await cleanup.evaluate(() => localStorage.clear());
    await cleanup.close();
    const loginScore = await performance(`${baseURL}/login`);
    record('web: Lighthouse mobile performance, /login', none, `${loginScore.score} (>= 95); ${loginScore.detail}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
