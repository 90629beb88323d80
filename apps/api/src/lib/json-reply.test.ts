import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonBody } from './json-reply';

const Schema = z.object({ rows: z.array(z.object({ id: z.number(), name: z.string() })) });
const bodyOf = (n: number) =>
  JsonBody.of(Schema, { rows: Array.from({ length: n }, (_, i) => ({ id: i, name: `Desk ${i} on floor ${i % 7}` })) });

describe('JsonBody', () => {
  it.each([
    ['a small answer (compressed on the event loop)', 40],
    ['a large answer (compressed in the thread pool)', 5000],
  ])('compresses %s once per encoding, to bytes that decompress to the JSON', async (_, n) => {
    const body = bodyOf(n);
    expect(body.bytes.byteLength > 32 * 1024).toBe(n > 1000);
    const br = await body.encoded('br');
    const gzip = await body.encoded('gzip');
    expect(zlib.brotliDecompressSync(br).equals(body.bytes)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(body.bytes)).toBe(true);
    expect(br.byteLength).toBeLessThan(body.bytes.byteLength / 2);
    expect(await body.encoded('br')).toBe(br);
  });
});
