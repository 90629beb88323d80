import type { RawBuilder } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import { BinaryCopyTextRows } from './copy-binary';
import { type Db, poolOf } from './database';

/**
 * Streams a query of one text column through `COPY (query) TO STDOUT (FORMAT binary)`: the
 * rows' bytes as PostgreSQL made them, joined by `separator`, in chunks as they arrive from the
 * socket (back-pressure reaches PostgreSQL through TCP). Memory stays flat whatever the number of
 * rows, the JS work per row is a copy, and unlike a cursor (DECLARE … FETCH) the plan may use
 * parallel workers.
 *
 * COPY takes no bind parameters: the query must carry its values inline (`sql.lit`, for numbers
 * and dates the caller validated). A consumer that stops early (the HTTP client went away) ends
 * the connection, which stops PostgreSQL at its next write.
 */
export async function* copyRows(db: Db, query: RawBuilder<unknown>, separator = ''): AsyncGenerator<Buffer> {
  const compiled = query.compile(db);
  if (compiled.parameters.length > 0)
    throw new Error('copyRows: COPY takes no bind parameters; inline the values with sql.lit');
  const client = await poolOf(db).connect();
  const copy = client.query(copyTo(`COPY (${compiled.sql}) TO STDOUT (FORMAT binary)`));
  const rows = new BinaryCopyTextRows(separator);
  let finished = false;
  try {
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      const out = rows.push(chunk);
      if (out.length > 0) yield out;
    }
    rows.end();
    finished = true;
  } finally {
    if (finished) {
      client.release();
    } else {
      // Stopped or failed mid-COPY: the connection may still be receiving rows. Drop it.
      copy.on('error', () => undefined);
      client.on('error', () => undefined);
      client.connection.stream.destroy();
      client.release(true);
    }
  }
}
