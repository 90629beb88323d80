import { toDisplayDate, type TCheckinActivity } from '@flexapp/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** Exact local time, DD-MM-YYYY HH:MM:SS (the disable-pretty-date setting). */
export function plainDateTime(iso: string): string {
  const d = new Date(iso);
  return `${toDisplayDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Local HH:MM. */
export function plainTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Readable local time in the interface language: weekday, day, month, year and HH:MM. */
export function prettyDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The person of a check-in: the employee, or the guest. */
export const personName = (c: TCheckinActivity) => c.user_name ?? c.guest_name ?? '';
export const guestContact = (c: TCheckinActivity) => [c.guest_email, c.guest_phonenumber].filter(Boolean).join(' · ');
