import { crc32 } from 'node:zlib';

/** The largest plan image side we accept, in pixels (a 10,000 x 10,000 plan is 400 MB decoded). */
export const PLAN_MAX_SIDE = 10_000;

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Reads a PNG's structure (issue 12): the IHDR header first, then every chunk's length, type and CRC up to
 * IEND with nothing after it. Answers the size, or null when the bytes are not a well-formed PNG (junk after the
 * signature, a broken chunk, a missing IEND).
 */
export function pngSize(buf: Buffer): ImageSize | null {
  let at = 8;
  let size: ImageSize | null = null;
  let sawData = false;
  while (at + 12 <= buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > buf.length - at - 12) return null;
    const data = buf.subarray(at + 8, at + 8 + length);
    if (crc32(buf.subarray(at + 4, at + 8 + length)) !== buf.readUInt32BE(at + 8 + length)) return null;
    if (at === 8) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    }
    if (type === 'IDAT') sawData = true;
    at += 12 + length;
    if (type === 'IEND') return at === buf.length && sawData ? size : null;
  }
  return null;
}

/** A JPEG's size from its first start-of-frame marker, walking the marker segments; null when malformed. */
export function jpegSize(buf: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = buf.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > buf.length) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 7) return null;
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame header
    at += 2 + length;
  }
  return null;
}

/** A usable plan size: both sides between 1 and PLAN_MAX_SIDE pixels. */
export const sizeAllowed = (size: ImageSize | null): size is ImageSize =>
  !!size && size.width >= 1 && size.height >= 1 && size.width <= PLAN_MAX_SIDE && size.height <= PLAN_MAX_SIDE;
