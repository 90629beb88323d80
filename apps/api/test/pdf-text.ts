/**
 * The text shown by an uncompressed PDF written with the standard fonts (as export.pdf.ts writes it): every
 * hex string of its text operators, decoded as Latin-1. For tests that read an export.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  for (const op of source.matchAll(/\[([^\]]*)\]\s*TJ/g))
    parts.push(
      [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
    );
  return parts.join('\n');
}
