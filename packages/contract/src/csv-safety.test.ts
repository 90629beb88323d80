import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv-safety';

describe('neutraliseCsvCell', () => {
  it('prefixes an apostrophe to every cell that begins a formula', () => {
    for (const text of ['=1+1', '+cmd|/C calc!A0', '-2+3+cmd|x', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")', '-']) {
      expect(neutraliseCsvCell(text)).toBe(`'${text}`);
    }
  });

  it('keeps plain text, numbers and phone numbers as they are', () => {
    for (const text of ['Ada', '', '+31 6 1234 5678', '+31 (0)20-123.4567', '-12', '-1.5', '06-12345678', 'a=b']) {
      expect(neutraliseCsvCell(text)).toBe(text);
    }
  });
});
