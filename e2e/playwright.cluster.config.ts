import { defineConfig } from '@playwright/test';

// Issue 15: several API processes behind HAProxy on Debian's PostgreSQL (cluster/cluster.ts starts them).
export default defineConfig({
  testDir: './cluster',
  testMatch: ['*.spec.ts'],
  timeout: 240_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './.tmp/test-results-cluster',
});
