import { neutraliseCsvCell } from '@flexapp/contract';

/** RFC 4180 CSV pieces for the streamed exports: CRLF line ends, quotes doubled, UTF-8 with a BOM for Excel. */
export const CSV_BOM = '\uFEFF';

const needsQuotes = /[",\r\n]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : neutraliseCsvCell(String(value));
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;
