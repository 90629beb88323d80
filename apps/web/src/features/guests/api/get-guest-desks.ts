import { TIME_RE, type TGuestDesk } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orgTime } from '@/lib/org-time';
import { guestKeys } from './keys';

/**
 * GET /users/register_guest/desks/: a workspace room's desks with what holds them from now until the visit
 * ends (decision 181). Until the form has a valid end time later than now, the rest of the day counts.
 */
export const getGuestDesks = (roomId: number, timeEnd: string) =>
  apiRequest<TGuestDesk[]>(`users/register_guest/desks/?room=${roomId}&time_end=${encodeURIComponent(timeEnd)}`);

/** The end the list is asked for: the form's end time when it is a time later than now, else 23:59. */
export function visitEnd(typed: string, now: Date): string {
  return /^\d\d:\d\d$/.test(typed) && TIME_RE.test(typed) && typed > orgTime(now) ? typed : '23:59';
}

export const guestDesksQueryOptions = (roomId: number | null, timeEnd: string) =>
  queryOptions({
    queryKey: guestKeys.desks(roomId, timeEnd),
    queryFn: () => getGuestDesks(roomId!, timeEnd),
    enabled: roomId != null,
    // Someone may check in meanwhile: the list is read again each time it is opened, without flicker.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useGuestDesks = (roomId: number | null, timeEnd: string) =>
  useQuery(guestDesksQueryOptions(roomId, timeEnd));
