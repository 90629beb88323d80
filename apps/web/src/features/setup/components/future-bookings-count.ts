import { ApiError } from '@/lib/api-client';

/** The number of future bookings of a 409 HAS_FUTURE_BOOKINGS answer, or null. */
export function futureBookingsCount(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== 'HAS_FUTURE_BOOKINGS') return null;
  const count = err.data?.count;
  return typeof count === 'number' ? count : 0;
}
