import { toDisplayDate } from '@flexapp/contract';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** DD-MM-YYYY HH:MM in the browser's time zone (spec: dates display as DD-MM-YYYY). */
export function formatDateTime(iso: string): string {
  return `${toDisplayDate(new Date(iso))} ${formatTime(iso)}`;
}
