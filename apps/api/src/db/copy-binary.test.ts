import { describe, expect, it } from 'vitest';
import { BinaryCopyTextRows } from './copy-binary';

/** A binary COPY stream as PostgreSQL writes it, for rows of one text column. */
function binaryCopy(rows: (string | null)[], options: { extension?: Buffer; columns?: number } = {}): Buffer {
  const extension = options.extension ?? Buffer.alloc(0);
  const header = Buffer.alloc(19);
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1').copy(header);
  header.writeInt32BE(0, 11);
  header.writeInt32BE(extension.length, 15);
  const parts = [header, extension];
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(options.columns ?? 1);
    const data = row === null ? Buffer.alloc(0) : Buffer.from(row, 'utf8');
    const length = Buffer.alloc(4);
    length.writeInt32BE(row === null ? -1 : data.length);
    parts.push(count, length, data);
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

/** Feeds `stream` cut into pieces of `size` bytes and returns everything that came out. */
function read(stream: Buffer, size: number, separator = ','): string {
  const rows = new BinaryCopyTextRows(separator);
  const out: Buffer[] = [];
  for (let i = 0; i < stream.length; i += size) out.push(rows.push(stream.subarray(i, i + size)));
  rows.end();
  return Buffer.concat(out).toString('utf8');
}

const rows = [
  '{"id":1,"name":"Jérôme Öztürk"}',
  '',
  '"quoted", with\r\nline breaks\\ and \u0001',
  'x'.repeat(70_000),
  'Zoë',
];

describe('BinaryCopyTextRows', () => {
  it('gives back each row byte for byte, joined by the separator, however the stream is cut', () => {
    const stream = binaryCopy(rows, { extension: Buffer.from('ext') });
    for (const size of [1, 2, 3, 5, 6, 7, 19, 20, 64, 1000, 65_536, stream.length]) {
      expect(read(stream, size), `chunks of ${size}`).toBe(rows.join(','));
    }
    expect(read(stream, 7, '')).toBe(rows.join(''));
  });

  it('can move the rows left within each chunk itself (separator of one byte at most)', () => {
    const stream = binaryCopy(rows);
    for (const size of [1, 2, 5, 6, 7, 11, 64, 65_536]) {
      const reader = new BinaryCopyTextRows(',');
      const out: Buffer[] = [];
      for (let i = 0; i < stream.length; i += size) {
        const chunk = Buffer.from(stream.subarray(i, i + size));
        out.push(chunk.subarray(0, reader.pushInto(chunk, 0, chunk.length, chunk, 0)));
      }
      reader.end();
      expect(Buffer.concat(out).toString('utf8'), `chunks of ${size}`).toBe(rows.join(','));
    }
  });

  it('answers nothing for no rows, and one row without a separator', () => {
    expect(read(binaryCopy([]), 4)).toBe('');
    expect(read(binaryCopy(['only']), 4)).toBe('only');
  });

  it('refuses a stream cut short, a NULL, more than one column and a wrong signature', () => {
    const whole = binaryCopy(['a', 'b']);
    const cut = new BinaryCopyTextRows(',');
    cut.push(whole.subarray(0, whole.length - 2));
    expect(() => cut.end()).toThrow(/ended early/);
    expect(() => new BinaryCopyTextRows().push(binaryCopy(['a', null]))).toThrow(/NULL/);
    expect(() => new BinaryCopyTextRows().push(binaryCopy(['a'], { columns: 2 }))).toThrow(/one column/);
    expect(() => new BinaryCopyTextRows().push(Buffer.from('COPY...............'))).toThrow(/signature/);
  });
});
