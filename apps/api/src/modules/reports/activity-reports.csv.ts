/** RFC 4180 CSV pieces for the streamed exports: CRLF line ends, quotes doubled, UTF-8 with a BOM for Excel. */
export const CSV_BOM = '\uFEFF';

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;
