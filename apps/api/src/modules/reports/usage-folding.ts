import type { TDeskUsage, TRoomUsage } from '@flexapp/contract';
import { foldSmallGroups } from './aggregate-mode';

/** The id and name of the row that folds the small places together (decisions 317, 366). */
export const OTHER_PLACE = { id: 0, name: 'other' } as const;

/** A place used by 1 to minGroup-1 people is small; one nobody used singles no one out and stays (decision 366). */
const groupSize = (people: Map<number, number>, id: number) => {
  const n = people.get(id) ?? 0;
  return n === 0 ? Number.POSITIVE_INFINITY : n;
};
const sum = <T>(rows: T[], value: (r: T) => number) => rows.reduce((n, r) => n + value(r), 0);

/** Room usage in aggregate-only analytics: small rooms become one "other" row with their sums (decision 366). */
export function foldRoomUsage(rows: TRoomUsage[], people: Map<number, number>, minGroup: number): TRoomUsage[] {
  return foldSmallGroups(
    rows,
    minGroup,
    (r) => groupSize(people, r.room_id),
    (small) => ({
      room_id: OTHER_PLACE.id,
      room_name: OTHER_PLACE.name,
      room_type: small[0]!.room_type,
      floor_name: '',
      building_name: '',
      last_month_usage: sum(small, (r) => r.last_month_usage),
      bookings: sum(small, (r) => r.bookings),
    }),
  );
}

/** Desk usage in aggregate-only analytics: small desks become one "other" row with their sums (decision 366). */
export function foldDeskUsage(rows: TDeskUsage[], people: Map<number, number>, minGroup: number): TDeskUsage[] {
  return foldSmallGroups(
    rows,
    minGroup,
    (r) => groupSize(people, r.desk_id),
    (small) => ({
      desk_id: OTHER_PLACE.id,
      desk_name: OTHER_PLACE.name,
      room_id: OTHER_PLACE.id,
      room_name: '',
      floor_name: '',
      building_name: '',
      last_month_usage: sum(small, (r) => r.last_month_usage),
    }),
  );
}
