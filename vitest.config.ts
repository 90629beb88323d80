import { defineConfig } from 'vitest/config';

/**
 * API test files that start server processes, keep the cores busy on purpose or measure delivery under load.
 * They run after the rest, one file at a time (`npm run test:unit`), so that neither they nor the files beside
 * them time out because of each other.
 */
const PROCESS_TESTS = [
  'apps/api/test/hardening/start-under-load.test.ts',
  'apps/api/test/hardening/crash-restart.test.ts',
  'apps/api/test/hardening/token-cli.test.ts',
  'apps/api/test/jobs-processes.test.ts',
  'apps/api/test/webhooks-processes.test.ts',
  'apps/api/test/cached-answers.test.ts',
  'apps/api/test/observability/tracing.test.ts',
  'apps/api/test/operations/point-in-time-restore.test.ts',
  'apps/api/test/operations/read-replica.test.ts',
  'apps/api/test/operations/rolling-upgrade.test.ts',
  'apps/api/src/modules/mail/mail-burst.test.ts',
  'apps/api/src/modules/reports/checkin-rollups.test.ts',
  'apps/api/src/modules/users/people-index.test.ts',
];
const apiTest = {
  environment: 'node',
  globalSetup: ['apps/api/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores (cores - 1). Most API test files wait on PostgreSQL
    // and timers rather than compute, so three files at once finish the suite sooner (PROCESS_TESTS excepted).
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
          ...apiTest,
          name: 'api',
          // Files that run in one worker share its loaded modules instead of importing the whole server again
          // (a third of the project's CPU, decision 460); a file that changes process state puts it back.
          isolate: false,
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: [...PROCESS_TESTS, '**/node_modules/**'],
        },
      },
      {
        test: { ...apiTest, name: 'api-processes', include: PROCESS_TESTS },
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
