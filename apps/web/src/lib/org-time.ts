import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { orgTimeZone } from './org-zone';

/**
 * Times of places are the organisation's (decision 176): a slot that runs 08:00-12:00 in the office reads
 * 08:00-12:00 in every browser, whatever time zone the device is set to (the zone: lib/org-zone.ts).
 */
dayjs.extend(utc);
dayjs.extend(timezone);

const inOrg = (value: string | Date) => {
  const instant = dayjs(typeof value === 'string' ? new Date(value) : value);
  const zone = orgTimeZone();
  return zone ? instant.tz(zone) : instant;
};

/** The organisation's calendar date of an instant, YYYY-MM-DD ("today" is `orgApiDate(new Date())`). */
export const orgApiDate = (value: string | Date): string => inOrg(value).format('YYYY-MM-DD');

/** HH:MM of an instant in the organisation's time zone. */
export const orgTime = (value: string | Date): string => inOrg(value).format('HH:mm');

/** HH:MM:SS of an instant in the organisation's time zone. */
export const orgTimeSeconds = (value: string | Date): string => inOrg(value).format('HH:mm:ss');

/** DD-MM-YYYY of an instant in the organisation's time zone. */
export const orgDisplayDate = (value: string | Date): string => inOrg(value).format('DD-MM-YYYY');

/** Intl options that pin a formatter to the organisation's time zone. */
export const inOrgZone = <T extends Intl.DateTimeFormatOptions>(options: T): T => ({
  ...options,
  timeZone: orgTimeZone(),
});
