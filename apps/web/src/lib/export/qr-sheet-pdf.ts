import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { pdfSafe } from './pdf';

export interface QrSheetLabel {
  /** The place's name, large on the label. */
  name: string;
  /** A line under it: "Desk · Floor 1 · HQ". */
  detail: string;
  /** What the code holds: the absolute URL of the place's QR page. */
  url: string;
}

/** A4 in mm, two columns of six labels (a common 105 x 49.5 mm label sheet; decision 267). */
const PAGE = { width: 210, height: 297 };
const GRID = { columns: 2, rows: 6 };
const LABEL = { width: PAGE.width / GRID.columns, height: PAGE.height / GRID.rows };
const QR_MM = 38;
const PAD = 5;

/**
 * Draws the code as one filled path of rectangles, one per run of dark modules in a row (jsPDF paints nothing
 * for a rect with style null until fill()): vector, sharp at any printer resolution, and quick (bench/qr-sheet.ts).
 */
function drawQr(doc: jsPDF, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && qr.modules.get(r, c)) c++;
      // A hair of overlap so neighbouring runs and rows meet without white seams.
      doc.rect(x + start * cell, y + r * cell, (c - start) * cell + 0.01, cell + 0.01, null);
    }
  }
  doc.fill();
}

/** One A4 PDF with a label per place: its QR code, its name and where it is (issue 41). */
export function qrSheetPdf(labels: QrSheetLabel[], title: string): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: pdfSafe(title) });
  doc.setDrawColor(200, 200, 200);
  const perPage = GRID.columns * GRID.rows;
  labels.forEach((label, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage();
    const slot = i % perPage;
    const x = (slot % GRID.columns) * LABEL.width;
    const y = Math.floor(slot / GRID.columns) * LABEL.height;
    // A light cutting line around each label.
    doc.rect(x, y, LABEL.width, LABEL.height, 'S');
    const qrY = y + (LABEL.height - QR_MM) / 2;
    drawQr(doc, label.url, x + PAD, qrY, QR_MM);
    const textX = x + PAD + QR_MM + PAD;
    const textWidth = LABEL.width - (textX - x) - PAD;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(16);
    const name = doc.splitTextToSize(pdfSafe(label.name), textWidth).slice(0, 2) as string[];
    doc.text(name, textX, qrY + 7);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    const detail = doc.splitTextToSize(pdfSafe(label.detail), textWidth).slice(0, 3) as string[];
    doc.text(detail, textX, qrY + 7 + name.length * 7);
  });
  return doc;
}
