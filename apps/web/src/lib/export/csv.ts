import { neutraliseCsvCell } from '@flexapp/contract';
import Papa from 'papaparse';

export const CSV_BOM = '\uFEFF';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** One cell; text a spreadsheet would run as a formula is neutralised (issue 12, @flexapp/contract csv-safety). */
const cell = (v: unknown) =>
  v === null || v === undefined
    ? ''
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'object'
        ? neutraliseCsvCell(JSON.stringify(v))
        : typeof v === 'string'
          ? neutraliseCsvCell(v)
          : v;

/** RFC 4180 text (CRLF, quotes doubled, fields with , " or line breaks quoted), without the BOM. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const text = Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => cell(c.value(r)))) },
    { newline: '\r\n', quotes: false, quoteChar: '"', escapeChar: '"', header: true },
  );
  return text.replace(/\r\n$/, '');
}

/** The file: UTF-8 with a byte-order mark, so Excel reads accents right. */
export function csvBlob<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): Blob {
  return new Blob([CSV_BOM, toCsv(rows, columns), '\r\n'], { type: 'text/csv;charset=utf-8' });
}

/** Parses CSV text (a leading BOM is ignored) into objects keyed by header. */
export function parseCsv(text: string): { fields: string[]; rows: Record<string, string>[] } {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  if (result.errors.length) throw new Error(result.errors[0].message);
  return { fields: result.meta.fields ?? [], rows: result.data };
}
