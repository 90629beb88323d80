import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

export interface PdfTableOptions {
  title: string;
  /** A line under the title (filters, dates). */
  subtitle?: string;
  head: string[];
  body: string[][];
  orientation: 'landscape' | 'portrait';
  /** Start a new page after this many rows (the bookings export: 10). */
  rowsPerPage?: number;
  /** Shown as the only row when `body` is empty. */
  emptyText?: string;
  /** The filters that chose the rows, one line each, stated under the title on every page. */
  filters?: string[];
  /** The footer's page number in the reader's language, e.g. (2, 5) => "Page 2 of 5". */
  pageLabel?: (page: number, total: number) => string;
}

/**
 * A table as a PDF with jsPDF's built-in Helvetica, whose WinAnsi encoding
 * covers Latin-1 and so Dutch and other accented names (é, ö, ü, ç, ĳ as ij).
 * Characters outside it are replaced so nothing renders as garbage.
 */
export function tablePdf(options: PdfTableOptions): jsPDF {
  const doc = new jsPDF({ orientation: options.orientation, unit: 'mm', format: 'a4', compress: true });
  const chunks: string[][][] = [];
  const size = options.rowsPerPage ?? Number.POSITIVE_INFINITY;
  const body = options.body.map((row) => row.map(pdfSafe));
  if (body.length === 0) chunks.push([[options.emptyText ? pdfSafe(options.emptyText) : '']]);
  for (let i = 0; i < body.length; i += size) chunks.push(body.slice(i, i + size));
  // A few rows a page (the bookings export: 10) get a larger type and taller rows, so they still fill the page.
  const roomy = size <= 12;
  const header = [options.subtitle, ...(options.filters ?? [])].filter(Boolean).map((l) => pdfSafe(l!));
  chunks.forEach((chunk, index) => {
    if (index > 0) doc.addPage();
    doc.setFontSize(14);
    doc.text(pdfSafe(options.title), 14, 15);
    doc.setFontSize(9);
    header.forEach((line, i) => doc.text(line, 14, 21 + i * 4.5));
    autoTable(doc, {
      head: [options.head.map(pdfSafe)],
      body: chunk,
      startY: 21 + header.length * 4.5 + 2,
      styles: roomy
        ? { fontSize: 11, cellPadding: 3, minCellHeight: 13, valign: 'middle', overflow: 'linebreak' }
        : { fontSize: 8, cellPadding: 1.5, overflow: 'linebreak' },
      headStyles: { fillColor: [18, 133, 116], fontSize: roomy ? 11 : 8 },
      margin: { left: 14, right: 14, bottom: 16 },
    });
  });
  if (options.pageLabel) {
    const total = doc.getNumberOfPages();
    const { width, height } = doc.internal.pageSize;
    for (let page = 1; page <= total; page++) {
      doc.setPage(page);
      doc.setFontSize(9);
      doc.text(pdfSafe(options.pageLabel(page, total)), width - 14, height - 8, { align: 'right' });
    }
  }
  return doc;
}

const fallbacks: Record<string, string> = {
  '\u0132': 'IJ',
  '\u0133': 'ij',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

/** Helvetica's WinAnsi set: Latin-1 plus a few typographic marks; other characters become their base letter or "?". */
/* eslint-disable no-control-regex -- the Latin-1 range starts at U+0000 on purpose */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u0132\u0133\u0141\u0142\u0110\u0111\u0131]/g, (c) => fallbacks[c])
    .replace(/[^\u0000-\u00ff\u20ac\u2018\u2019\u201c\u201d\u2013\u2014\u2026]/g, (c) => {
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0000-\u00ff]+$/.test(base) ? base : '?';
    });
}
/* eslint-enable no-control-regex */

export function pdfBlob(doc: jsPDF): Blob {
  return doc.output('blob');
}
