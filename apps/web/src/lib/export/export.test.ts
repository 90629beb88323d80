import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvBlob, parseCsv, toCsv } from './csv';
import { exportFileName } from './file-name';
import { jsonBlob } from './json';
import { pdfSafe, tablePdf } from './pdf';

interface Row {
  name: string;
  company: string | null;
  note: string;
  count: number;
}
const rows: Row[] = [
  { name: 'Jérôme Öztürk', company: 'Café "De Zon", Noord', note: 'line one\nline two', count: 3 },
  { name: 'Emma de Jong', company: null, note: '  spaced  ', count: 0 },
  { name: "Ĳsbrand van 't Hek", company: 'a\r\nb', note: '', count: 12 },
];
const columns = [
  { header: 'name', value: (r: Row) => r.name },
  { header: 'company', value: (r: Row) => r.company },
  { header: 'note', value: (r: Row) => r.note },
  { header: 'count', value: (r: Row) => r.count },
];

/** The decompressed content streams of a PDF, and its page boxes. */
function inspectPdf(bytes: Uint8Array) {
  const raw = Buffer.from(bytes).toString('latin1');
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
  return { pages, boxes, text };
}

describe('CSV export', () => {
  it('writes RFC 4180 and survives a round trip with quotes, commas, line breaks and accents', () => {
    const text = toCsv(rows, columns);
    expect(text.split('\r\n')[0]).toBe('name,company,note,count');
    expect(text).toContain('"Café ""De Zon"", Noord"');
    expect(text).toContain('"line one\nline two"');
    const parsed = parseCsv(CSV_BOM + text);
    expect(parsed.fields).toEqual(['name', 'company', 'note', 'count']);
    expect(parsed.rows).toEqual(
      rows.map((r) => ({ name: r.name, company: r.company ?? '', note: r.note, count: String(r.count) })),
    );
  });

  it('makes a UTF-8 file with a byte-order mark', async () => {
    const bytes = new Uint8Array(await csvBlob(rows, columns).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const decoded = new TextDecoder('utf-8').decode(bytes);
    expect(decoded).toContain('Jérôme Öztürk');
    expect(parseCsv(decoded).rows).toHaveLength(3);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('name,company,note,count');
  });

  it('neutralises cells a spreadsheet would run as formulas, keeping phone numbers and numbers', () => {
    const evil = [
      { name: '=HYPERLINK("http://evil.example","x")', company: '+cmd|/C calc!A0', note: '+31 6 1234 5678', count: -3 },
    ];
    const parsed = parseCsv(toCsv(evil, columns));
    expect(parsed.rows[0]).toEqual({
      name: `'=HYPERLINK("http://evil.example","x")`,
      company: `'+cmd|/C calc!A0`,
      note: '+31 6 1234 5678',
      count: '-3',
    });
  });
});

describe('JSON export', () => {
  it('keeps the data exactly', async () => {
    expect(JSON.parse(await jsonBlob({ checkins: rows }).text())).toEqual({ checkins: rows });
  });
});

describe('file names', () => {
  it('start with flexapp and the dates', () => {
    expect(exportFileName('2026-03-01', '2026-03-14', 'checkins', 'pdf')).toBe(
      'flexapp_2026-03-01_2026-03-14_checkins.pdf',
    );
    expect(exportFileName('2026-03-01', '2026-03-14', 'bookings all/all', 'csv')).toBe(
      'flexapp_2026-03-01_2026-03-14_bookings-all-all.csv',
    );
  });
});

describe('PDF export', () => {
  const body = rows.map((r) => [r.name, r.company ?? '', String(r.count)]);

  it('is landscape A4 and renders accented names in Helvetica (WinAnsi)', () => {
    const doc = tablePdf({ title: 'Check-ins', head: ['Name', 'Company', 'Count'], body, orientation: 'landscape' });
    const pdf = inspectPdf(new Uint8Array(doc.output('arraybuffer')));
    expect(pdf.pages).toBe(1);
    const [, , width, height] = pdf.boxes[0];
    expect(width).toBeGreaterThan(height);
    expect(pdf.text).toContain('J\u00e9r\u00f4me \u00d6zt\u00fcrk');
    expect(pdf.text).toContain('IJsbrand');
  });

  it('breaks pages after the given number of rows', () => {
    const many = Array.from({ length: 23 }, (_, i) => [`Row ${i}`, 'x', String(i)]);
    const doc = tablePdf({
      title: 'Bookings',
      head: ['a', 'b', 'c'],
      body: many,
      orientation: 'portrait',
      rowsPerPage: 10,
    });
    const pdf = inspectPdf(new Uint8Array(doc.output('arraybuffer')));
    expect(pdf.pages).toBe(3);
    const [, , width, height] = pdf.boxes[0];
    expect(height).toBeGreaterThan(width);
  });

  it('replaces characters Helvetica cannot show', () => {
    expect(pdfSafe('Zoë Łukasz 東京')).toBe('Zoë Lukasz ??');
  });
});
