import type { TCheckinActivity } from '@flexapp/contract';
import { inOrgZone, orgDisplayDate, orgTime, orgTimeSeconds } from '@/lib/org-time';

/** Exact time in the organisation's zone, DD-MM-YYYY HH:MM:SS (the disable-pretty-date setting). */
export function plainDateTime(iso: string): string {
  return `${orgDisplayDate(iso)} ${orgTimeSeconds(iso)}`;
}

/** HH:MM in the organisation's zone. */
export function plainTime(iso: string): string {
  return orgTime(iso);
}

/** Readable local time in the interface language: weekday, day, month, year and HH:MM. */
export function prettyDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(
    language === 'nl' ? 'nl-NL' : 'en-GB',
    inOrgZone({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    } as const),
  ).format(new Date(iso));
}

/** The person of a check-in: the employee, or the guest. */
export const personName = (c: TCheckinActivity) => c.user_name ?? c.guest_name ?? '';
export const guestContact = (c: TCheckinActivity) => [c.guest_email, c.guest_phonenumber].filter(Boolean).join(' · ');
