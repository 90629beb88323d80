/** How long ago an answer was fetched, in words of the language: "5 minutes ago", "5 minuten geleden". */
export function savedAgo(savedAt: number, now: number, language: string): string | null {
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
