/** docs/product/dashboard.md: usage is shown as hours and minutes from seconds ("12h 05m"). */
export function formatHoursMinutes(seconds: number): string {
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours}h ${String(minutes).padStart(2, '0')}m`;
}

/** "2026-10" as a short month name in the given language ("Oct 2026" / "okt 2026"). */
export function formatMonth(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(new Date(y, m - 1, 1));
}

/** Percent with at most one decimal, in the language's notation. */
export function formatPercent(value: number, language: string): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)}%`;
}

/** docs/product/dashboard.md: the chart's y maximum is the highest count plus 5. */
export function chartYMax(values: number[], headroom: number): number {
  return Math.max(0, ...values) + headroom;
}
