import { toDisplayDate, type TBookingListItem } from '@flexapp/contract';

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const bookingTime = (b: TBookingListItem) => `${hhmm(b.date_start)}–${hhmm(b.date_end)}`;
export const bookingLocation = (b: TBookingListItem) => b.location.map((l) => l.name).join(' / ');
export const bookingDate = (b: TBookingListItem) => toDisplayDate(b.date);
export const createdAt = (b: TBookingListItem) => `${toDisplayDate(new Date(b.created))} ${hhmm(b.created)}`;
