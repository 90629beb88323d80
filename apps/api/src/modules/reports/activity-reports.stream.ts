import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { constants } from 'node:zlib';
import { type RawBuilder, sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';

/** Rows fetched per round trip when a report streams through a server-side cursor. */
export const CURSOR_BATCH = 5000;

/**
 * The bookings list's `limit=-1` (rows turned into JSON by Node). The check-in report streams
 * rows PostgreSQL already made through `copyRows` (db/copy-rows.ts) and `sendChunks` instead.
 *
 * Runs `query` through a PostgreSQL server-side cursor (DECLARE … FETCH) inside
 * a read-only transaction and hands the rows over batch by batch, so an
 * export of a year never sits in memory at once. `onBatch` returning false
 * stops early (the client went away).
 */
export async function forEachBatch<T>(
  db: Db,
  query: RawBuilder<T>,
  onBatch: (rows: T[]) => Promise<boolean>,
  batch = CURSOR_BATCH,
): Promise<void> {
  await db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      // The whole result is wanted: plan for total time, not for the first rows.
      await sql`SET LOCAL cursor_tuple_fraction = 1.0`.execute(trx);
      await sql`DECLARE report_cursor NO SCROLL CURSOR FOR ${query}`.execute(trx);
      for (;;) {
        const { rows } = await sql<T>`FETCH ${sql.raw(String(batch))} FROM report_cursor`.execute(trx);
        if (rows.length === 0) break;
        if (!(await onBatch(rows))) break;
        if (rows.length < batch) break;
      }
      await sql`CLOSE report_cursor`.execute(trx);
    });
}

/**
 * A body stream for Fastify fed by `produce(write)`. `write` waits while the
 * socket is slow (back-pressure) and answers false once the client is gone.
 * A failure after the headers went out can only cut the response short.
 */
export function streamBody(
  produce: (write: (chunk: string) => Promise<boolean>) => Promise<void>,
  onError: (err: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  const write = async (chunk: string) => {
    if (out.destroyed) return false;
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    return !out.destroyed;
  };
  produce(write).then(
    () => out.end(),
    (err) => {
      onError(err);
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return out;
}

/** Sends a streamed body; the route's response schema documents its shape, the stream bypasses serialisation. */
export function sendStream(reply: FastifyReply, contentType: string, body: PassThrough): FastifyReply {
  return reply.header('content-type', contentType).send(body);
}

/**
 * Sends `chunks` as the body, pulled as fast as the client reads (Fastify destroys the body
 * when the client goes away, which stops the iterator). A failure after the headers went out
 * can only cut the response short; it is reported to `onError`. Compression, for clients that
 * ask, is the app's (@fastify/compress; see STREAM_COMPRESSION).
 */
export function sendChunks(
  reply: FastifyReply,
  contentType: string,
  chunks: AsyncIterable<Buffer | string>,
  onError: (err: unknown) => void,
): FastifyReply {
  async function* reported() {
    try {
      yield* chunks;
    } catch (err) {
      onError(err);
      throw err;
    }
  }
  return reply.header('content-type', contentType).send(Readable.from(reported(), { objectMode: false }));
}

/**
 * Route option for big streamed answers: the fastest compression levels, which shrink their JSON
 * almost as much as the default levels for a fraction of the CPU.
 */
export const STREAM_COMPRESSION = {
  encodings: ['gzip', 'br'] as ('gzip' | 'br')[],
  zlibOptions: { level: constants.Z_BEST_SPEED },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MIN_QUALITY } },
};
