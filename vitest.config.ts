import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores (cores - 1). Most API test files wait on PostgreSQL,
    // child processes and timers rather than compute, so three files at once finish the suite sooner.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          alias: { '@': new URL('./apps/web/src', import.meta.url).pathname },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // jsdom renders of Mantine screens take over 5 s on a loaded shared machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
