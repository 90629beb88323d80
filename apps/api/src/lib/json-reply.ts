import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Below this size compressing does not pay (the same threshold as the app-wide compression). */
export const COMPRESS_THRESHOLD = 1024;

/** JSON text of `value` as `schema` serialises it (what the route's response schema would send). */
const toJson = <S extends z.ZodType>(schema: S, value: z.output<S>): string => JSON.stringify(z.encode(schema, value));

/**
 * A JSON answer that is sent many times (from the live cache): its bytes, and
 * its compressed forms, each made once when a client first asks for it.
 */
export class JsonBody {
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly bytes: Buffer) {}

  static of<S extends z.ZodType>(schema: S, value: z.output<S>): JsonBody {
    return new JsonBody(Buffer.from(toJson(schema, value)));
  }

  /** Approximate memory held, for the cache's size limit (the compressed forms are much smaller). */
  get cacheSize(): number {
    return Math.ceil(this.bytes.byteLength * 1.25);
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let done = this.compressed.get(encoding);
    if (!done) {
      const small = this.bytes.byteLength <= SYNC_COMPRESS_LIMIT;
      done = small ? Promise.resolve(compressSync(this.bytes, encoding)) : compressAsync(this.bytes, encoding);
      this.compressed.set(encoding, done);
    }
    return done;
  }
}

/**
 * Up to this size an answer is compressed on the event loop, which costs a small answer far less CPU than
 * the thread pool (a compressor made and closed each time): when a change drops many cached answers at once
 * (the morning sweep), the requests that rebuild them wait for that CPU (bench 140). Larger answers (reports)
 * go to the pool.
 */
const SYNC_COMPRESS_LIMIT = 32 * 1024;

const brotliOptions = (bytes: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});

const compressSync = (bytes: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(bytes, brotliOptions(bytes)) : zlib.gzipSync(bytes, { level: 6 });

const compressAsync = (bytes: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(bytes, brotliOptions(bytes)) : gzip(bytes, { level: 6 });

/** Sends a JsonBody in the best encoding the client accepts. */
export async function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && body.bytes.byteLength >= COMPRESS_THRESHOLD
      ? (negotiate(accepted, ENCODINGS) as Encoding | null)
      : null;
  if (!encoding) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
}
