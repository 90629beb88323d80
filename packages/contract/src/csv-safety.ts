/**
 * Spreadsheet formula injection (CSV injection, OWASP): a cell that begins with = + - @ tab or carriage
 * return may be run as a formula by Excel, LibreOffice or Google Sheets. Every CSV the product writes
 * (server streams and files the web builds) passes its text cells through `neutraliseCsvCell`, and the
 * server's SQL-written CSV applies the same two patterns (checkin-activities.repository).
 *
 * The rule (docs/decisions/122-csv-formula-injection.md): such a cell gets a leading apostrophe, which
 * spreadsheets show as text; a value that is plainly a number or a phone number (digits with spaces,
 * brackets, dots, slashes and dashes, optionally after one + or -, e.g. "+31 6 1234 5678" or "-12") is kept
 * as is, because it cannot call a function, reference a cell or start DDE.
 */
export const CSV_FORMULA_START = '^[-=+@\t\r]';
export const CSV_PLAIN_NUMBER = '^[-+]?[-0-9 ()./]*[0-9][-0-9 ()./]*$';

const formulaStart = new RegExp(CSV_FORMULA_START);
const plainNumber = new RegExp(CSV_PLAIN_NUMBER);

/** The text of one CSV cell, safe to open in a spreadsheet. */
export function neutraliseCsvCell(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}
