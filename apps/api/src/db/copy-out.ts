import { Readable } from 'node:stream';
import type { Connection, Submittable } from 'pg';
import { BinaryCopyTextRows } from './copy-binary';

/** Backend message codes seen during COPY OUT (PostgreSQL protocol 3). */
const COPY_DATA = 0x64; // d
const COPY_DONE = 0x63; // c
const COPY_OUT_RESPONSE = 0x48; // H
const NOTICE = 0x4e; // N
const PARAMETER_STATUS = 0x53; // S
const NOTIFICATION = 0x41; // A
/** A message's code (1 byte) and length (4 bytes, counting itself). */
const MESSAGE_HEADER = 5;

/**
 * `COPY (…) TO STDOUT (FORMAT binary)` for a query of one text column, submitted with pg's
 * `client.query()`. Like pg-copy-streams it takes the connection's socket over while the rows
 * come (pg would parse each row into a message object), but it also strips COPY's row framing
 * in the same pass: each socket read becomes at most one Buffer of row bytes joined by
 * `separator`, moved within the read's own buffer, with no allocation per row. At CopyDone or an
 * error the socket goes back to pg, which reads the rest of the answer (CommandComplete,
 * ReadyForQuery, the error) as for any query. Back-pressure: the socket is paused while the
 * reader has enough.
 */
export class CopyTextRowsOut extends Readable implements Submittable {
  private connection?: Connection;
  private pgOnData?: (chunk: Buffer) => void;
  private readonly rows: BinaryCopyTextRows;
  private readonly header = Buffer.alloc(MESSAGE_HEADER);
  private headerGathered = 0;
  private code = 0;
  /** Bytes of the current message still to come (0 between messages). */
  private left = 0;

  constructor(private readonly text: string, separator = '') {
    super();
    if (Buffer.byteLength(separator) > 1) throw new Error('CopyTextRowsOut: the separator is at most one byte');
    this.rows = new BinaryCopyTextRows(separator);
  }

  submit(connection: Connection): void {
    this.connection = connection;
    const socket = connection.stream;
    const listeners = socket.listeners('data') as ((chunk: Buffer) => void)[];
    if (listeners.length !== 1) throw new Error('CopyTextRowsOut: expected pg to be the only reader of the socket');
    this.pgOnData = listeners[0];
    socket.removeListener('data', this.pgOnData);
    socket.on('data', this.onData);
    connection.query(this.text);
  }

  /** The reader wants more: let the socket flow again (it was paused when the reader had enough). */
  override _read(): void {
    if (this.connection && this.pgOnData && this.connection.stream.isPaused()) this.connection.stream.resume();
  }

  private readonly onData = (chunk: Buffer) => {
    try {
      this.parse(chunk);
    } catch (err) {
      this.destroy(err as Error);
    }
  };

  private parse(chunk: Buffer): void {
    // The rows are moved left within the socket's own buffer (it is handed to no one else): their
    // framing is dropped and a one-byte separator fits where it was.
    const out = chunk;
    let o = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.left > 0) {
        const n = Math.min(this.left, chunk.length - i);
        if (this.code === COPY_DATA) o = this.rows.pushInto(chunk, i, i + n, out, o);
        i += n;
        this.left -= n;
        continue;
      }
      const start = i;
      if (this.headerGathered === 0 && chunk.length - i >= MESSAGE_HEADER) {
        this.code = chunk[i];
        this.left = chunk.readUInt32BE(i + 1) - 4;
        i += MESSAGE_HEADER;
      } else {
        const n = Math.min(MESSAGE_HEADER - this.headerGathered, chunk.length - i);
        chunk.copy(this.header, this.headerGathered, i, i + n);
        this.headerGathered += n;
        i += n;
        if (this.headerGathered < MESSAGE_HEADER) break;
        this.headerGathered = 0;
        this.code = this.header[0];
        this.left = this.header.readUInt32BE(1) - 4;
      }
      if (this.code === COPY_DATA || this.code === COPY_OUT_RESPONSE || this.code === NOTICE || this.code === PARAMETER_STATUS || this.code === NOTIFICATION) continue;
      // CopyDone (the rows are over) or anything else (an error): pg reads the answer from this message on.
      const fromEarlierReads = MESSAGE_HEADER - (i - start);
      this.detach(fromEarlierReads > 0 ? Buffer.concat([this.header.subarray(0, fromEarlierReads), chunk.subarray(start)]) : chunk.subarray(start));
      if (o > 0) this.push(out.subarray(0, o)); // the socket is pg's again: never paused from here on
      if (this.code === COPY_DONE) {
        this.rows.end();
        this.push(null);
      }
      return;
    }
    if (o > 0 && !this.push(out.subarray(0, o))) this.connection!.stream.pause();
  }

  /** Hands the socket back to pg with the bytes it has not seen yet. */
  private detach(unread: Buffer): void {
    const socket = this.connection!.stream;
    socket.removeListener('data', this.onData);
    socket.on('data', this.pgOnData!);
    this.pgOnData!(unread);
    socket.resume();
  }

  /** pg: the query failed (an ErrorResponse after detach, or the connection broke). */
  handleError(err: Error): void {
    this.destroy(err);
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {}
}
