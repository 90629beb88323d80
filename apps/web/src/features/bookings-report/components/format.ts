import { toDisplayDate, type TBookingListItem } from '@flexapp/contract';
import { orgDisplayDate, orgTime as hhmm } from '@/lib/org-time';

export const bookingTime = (b: TBookingListItem) => `${hhmm(b.date_start)}–${hhmm(b.date_end)}`;
export const bookingLocation = (b: TBookingListItem) => b.location.map((l) => l.name).join(' / ');
export const bookingDate = (b: TBookingListItem) => toDisplayDate(b.date);
export const createdAt = (b: TBookingListItem) => `${orgDisplayDate(b.created)} ${hhmm(b.created)}`;
