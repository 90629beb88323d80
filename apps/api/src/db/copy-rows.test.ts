import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { copyRows } from './copy-rows';
import { createDb, type Db } from './database';
import { manualClock } from '../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
/** A Db made by createDb, as the app's is (copyRows needs its pool). */
let db: Db;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  db = createDb(ctx.url, 5);
});
afterAll(async () => {
  await db.destroy();
  await ctx.close();
});

const text = async (chunks: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
};

/** Backends of this test database still running a COPY. */
const runningCopies = async () => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND state = 'active' AND query LIKE 'COPY (%'`.execute(db);
  return rows[0].n;
};

describe('copyRows', () => {
  it('streams every row of the query as PostgreSQL wrote it, in order, joined by the separator', async () => {
    const query = sql`SELECT i || ':Jérôme "Öztürk", ' || repeat('x', i % 50) FROM generate_series(1, 20000) i ORDER BY i`;
    const expected = Array.from({ length: 20000 }, (_, k) => `${k + 1}:Jérôme "Öztürk", ${'x'.repeat((k + 1) % 50)}`);
    expect(await text(copyRows(db, query, ','))).toBe(expected.join(','));
    expect(await text(copyRows(db, sql`SELECT 'a' || E'\\r\\n' FROM generate_series(1, 3)`))).toBe('a\r\na\r\na\r\n');
    expect(await text(copyRows(db, sql`SELECT 'never' WHERE false`, ','))).toBe('');
  });

  it('waits for a slow reader, then leaves the connection ready for the next query', async () => {
    const query = sql`SELECT repeat(chr(65 + i % 26), 500) FROM generate_series(1, 5000) i ORDER BY i`;
    const expected = Array.from({ length: 5000 }, (_, k) => String.fromCharCode(65 + ((k + 1) % 26)).repeat(500)).join(
      '\n',
    );
    for (let round = 0; round < 3; round++) {
      const parts: Buffer[] = [];
      for await (const chunk of copyRows(db, query, '\n')) {
        parts.push(chunk);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(Buffer.concat(parts).toString('utf8')).toBe(expected);
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0].one).toBe(1);
    }
  });

  it('takes no bind parameters (COPY cannot): values must be inline', async () => {
    await expect(text(copyRows(db, sql`SELECT ${'a'}::text`))).rejects.toThrow(/bind parameters/);
    expect(await text(copyRows(db, sql`SELECT ${sql.lit("it's")}::text`))).toBe("it's");
  });

  it('reports a query that fails, and the pool goes on working', async () => {
    await expect(text(copyRows(db, sql`SELECT (1 / (i - 3))::text FROM generate_series(1, 5) i`))).rejects.toThrow(
      /division by zero/,
    );
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0].one).toBe(1);
  });

  it('stops PostgreSQL when the reader goes away mid-stream', async () => {
    const endless = sql`SELECT repeat('y', 1000) FROM generate_series(1, 10000000)`;
    for await (const chunk of copyRows(db, endless, ',')) {
      expect(chunk.length).toBeGreaterThan(0);
      expect(await runningCopies()).toBe(1);
      break;
    }
    await expect.poll(runningCopies, { timeout: 5000 }).toBe(0);
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0].one).toBe(1);
  });
});
