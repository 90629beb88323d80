import { orgDisplayDate, orgTime } from './org-time';

/** HH:MM of an instant, in the organisation's time zone (decision 176). */
export function formatTime(iso: string): string {
  return orgTime(iso);
}

/** DD-MM-YYYY HH:MM in the organisation's time zone (spec: dates display as DD-MM-YYYY). */
export function formatDateTime(iso: string): string {
  return `${orgDisplayDate(iso)} ${orgTime(iso)}`;
}
