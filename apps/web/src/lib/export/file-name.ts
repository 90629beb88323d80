/** docs/product/reports.md: export file names are prefixed with flexapp and the dates: flexapp_<start>_<end>_<what>.<ext>. */
export function exportFileName(start: string, end: string, what: string, extension: 'pdf' | 'csv' | 'json'): string {
  const safe = (part: string) => part.replace(/[^0-9A-Za-z-]+/g, '-').replace(/^-+|-+$/g, '');
  return ['flexapp', safe(start), safe(end), safe(what)].filter(Boolean).join('_') + `.${extension}`;
}
