// The start of a scenario that drives the server's job runner (140-auto-release, 190-retention-first-run): its own
// database client, a pg-boss of its own on the server's queue schema (no supervision, no schedules: the server's
// runner does those) to queue jobs and read their records, the staff token and a PATCH of the staff settings.
import pg from 'pg';
import { PgBoss } from 'pg-boss';

/** Ends with `boss.stop({ graceful: false })` and `db.end()`. */
export async function startJobScenario({ baseURL, login, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  const staff = await login('staff', 'staff');
  const settings = (body) =>
    fetch(`${baseURL}/api/configuration/settings`, {
      method: 'PATCH',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { db, boss, settings };
}
