import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The sheet's grid (apps/web/src/lib/export/qr-sheet-pdf.ts): two columns of six labels on A4. */
const GRID = { columns: 2, rows: 6 };

/**
 * Renders every page of a QR sheet PDF to PNG with pdftoppm (poppler-utils) and decodes the code of each label
 * cell with jsQR, as a phone's camera would read the printed label: the texts, in label order.
 */
export function decodeQrSheet(pdfPath: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-sheet-'));
  execFileSync('pdftoppm', ['-r', '100', '-png', pdfPath, join(dir, 'page')]);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
  const found: string[] = [];
  for (const file of pages) {
    const png = PNG.sync.read(readFileSync(join(dir, file)));
    const w = Math.floor(png.width / GRID.columns);
    const h = Math.floor(png.height / GRID.rows);
    for (let row = 0; row < GRID.rows; row++)
      for (let col = 0; col < GRID.columns; col++) {
        const cell = new Uint8ClampedArray(w * h * 4);
        for (let y = 0; y < h; y++) {
          const from = ((row * h + y) * png.width + col * w) * 4;
          cell.set(png.data.subarray(from, from + w * 4), y * w * 4);
        }
        const code = jsQR(cell, w, h);
        if (code) found.push(code.data);
      }
  }
  return found;
}
