/**
 * PostgreSQL's binary COPY format for a query of one non-null text column: the column's bytes
 * are sent as they are (no escaping, unlike COPY's text and CSV formats), each row framed by a
 * field count and a length. This strips the framing and joins the rows with a separator, so a
 * row built by PostgreSQL (a JSON object, a CSV record) goes to the client byte for byte.
 * Chunks may be cut anywhere, even inside a length.
 * Format: https://www.postgresql.org/docs/current/sql-copy.html (Binary Format).
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Signature (11), flags (4), header extension length (4). */
const HEADER_SIZE = 19;
const FIXED_SIZE = { header: HEADER_SIZE, count: 2, length: 4 } as const;

type State = keyof typeof FIXED_SIZE | 'extension' | 'data' | 'end';

export class BinaryCopyTextRows {
  private state: State = 'header';
  /** A fixed-size part cut by a chunk boundary is gathered here. */
  private readonly scratch = Buffer.alloc(HEADER_SIZE);
  private gathered = 0;
  /** Bytes of header extension or row data still to come. */
  private left = 0;
  /** Rows started so far. */
  rows = 0;
  private readonly separator: Buffer;

  constructor(separator = '') {
    this.separator = Buffer.from(separator, 'utf8');
    // Every row costs at least 6 bytes of framing, so the output of a chunk never outgrows it by more than one separator.
    if (this.separator.length > 6) throw new Error('BinaryCopyTextRows: the separator is at most 6 bytes');
  }

  /** The row bytes (and separators) held in `chunk`; empty when it only held framing. */
  push(chunk: Buffer): Buffer {
    const out = Buffer.allocUnsafe(chunk.length + this.separator.length);
    return out.subarray(0, this.pushInto(chunk, 0, chunk.length, out, 0));
  }

  /**
   * Reads `chunk[start, end)` and writes its row bytes (and separators) into `out` from `o` on;
   * answers the new end of `out`. `out` needs room for `end - start` plus one separator. `out` may
   * be `chunk` itself with `o <= start` when the separator is at most one byte: every row's framing
   * (6 bytes, the first one's at least 1 in this chunk) then makes room for its separator.
   */
  pushInto(chunk: Buffer, start: number, end: number, out: Buffer, o: number): number {
    let i = start;
    while (i < end) {
      const state = this.state;
      if (state === 'data' || state === 'extension') {
        const n = Math.min(this.left, end - i);
        if (state === 'data') {
          // In place (out === chunk) the rows only move left, never over bytes still to be read.
          if (out === chunk) chunk.copyWithin(o, i, i + n);
          else chunk.copy(out, o, i, i + n);
          o += n;
        }
        i += n;
        this.left -= n;
        if (this.left === 0) this.state = 'count';
        continue;
      }
      if (state === 'end') throw new Error('binary COPY: data after the end of the rows');
      const size = FIXED_SIZE[state];
      let source = chunk;
      let at = i;
      if (this.gathered === 0 && end - i >= size) {
        i += size;
      } else {
        const n = Math.min(size - this.gathered, end - i);
        chunk.copy(this.scratch, this.gathered, i, i + n);
        this.gathered += n;
        i += n;
        if (this.gathered < size) continue;
        this.gathered = 0;
        source = this.scratch;
        at = 0;
      }
      o = this.fixedPart(state, source, at, out, o);
    }
    return o;
  }

  /** Throws unless the trailer was seen (a stream cut short must not pass for a whole answer). */
  end(): void {
    if (this.state !== 'end') throw new Error('binary COPY: the rows ended early');
  }

  private fixedPart(state: keyof typeof FIXED_SIZE, source: Buffer, at: number, out: Buffer, o: number): number {
    if (state === 'header') {
      if (source.compare(SIGNATURE, 0, SIGNATURE.length, at, at + SIGNATURE.length) !== 0)
        throw new Error('binary COPY: bad signature');
      this.left = source.readInt32BE(at + 15);
      this.state = this.left > 0 ? 'extension' : 'count';
    } else if (state === 'count') {
      const fields = source.readInt16BE(at);
      if (fields === -1) this.state = 'end';
      else if (fields === 1) this.state = 'length';
      else throw new Error(`binary COPY: expected one column, got ${fields}`);
    } else {
      const length = source.readInt32BE(at);
      if (length < 0) throw new Error('binary COPY: unexpected NULL');
      if (this.rows > 0) o += this.separator.copy(out, o);
      this.rows++;
      this.left = length;
      this.state = length > 0 ? 'data' : 'count';
    }
    return o;
  }
}
