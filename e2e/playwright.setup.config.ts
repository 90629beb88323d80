import { defineConfig } from '@playwright/test';
import base, { E2E_NOW } from './playwright.config';

// The empty-installation journey (issue 8): its own server on its own port,
// started with SEED=none and one staff user created by the CLI.
const port = Number(process.env.E2E_SETUP_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  ...base,
  testDir: './tests',
  testMatch: ['setup.spec.ts'],
  testIgnore: [],
  workers: 1,
  outputDir: './.tmp/test-results-setup',
  use: { ...base.use, baseURL },
  projects: [{ name: 'empty-installation', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node start-empty-server.mjs',
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), FLEXAPP_NOW: E2E_NOW },
  },
});
