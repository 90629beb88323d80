import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Download } from '@playwright/test';

/** The bytes of a Playwright download. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** Minimal PDF structure: page objects, their MediaBox, and the text of the (deflated) content streams. */
export function inspectPdf(bytes: Buffer) {
  const raw = bytes.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const boxes = [...raw.matchAll(/\/MediaBox \[([\d. ]+)\]/g)].map((m) => m[1].trim().split(/\s+/).map(Number));
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      text += inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      text += m[1];
    }
  }
  return { header: raw.slice(0, 5), pages, boxes, text };
}

/** A string as Helvetica/WinAnsi text would appear in a content stream (Latin-1 bytes). */
export const pdfText = (s: string) => Buffer.from(s, 'latin1').toString('latin1');
