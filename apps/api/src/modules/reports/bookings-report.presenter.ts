import type { TBookingSummary } from '@flexapp/contract';
import { foldSmallGroups } from './aggregate-mode';

/** The desk id and name of the row that folds the small groups together (decision 317). */
export const OTHER_DESK = { desk: 0, desk__name: 'other' } as const;

/**
 * The bookings summary in aggregate-only analytics (decision 317): no list of people; a desk booked by fewer
 * different people than `minGroup` is folded into one "other" row (its numbers are the sums of those desks).
 */
export function aggregateSummary(summary: TBookingSummary, minGroup: number): TBookingSummary {
  return {
    ...summary,
    users: [],
    desks: foldSmallGroups(
      summary.desks,
      minGroup,
      (d) => d.total_unique_users,
      (small) => ({
        ...OTHER_DESK,
        total_users: small.reduce((n, d) => n + d.total_users, 0),
        total_unique_users: small.reduce((n, d) => n + d.total_unique_users, 0),
      }),
    ),
  };
}
