import { ErrorCode } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { cachedSettings } from '../configuration';

/** Aggregate-only analytics (issue 38, decision 317): on, and the smallest group shown on its own. */
export async function aggregateMode(app: FastifyInstance): Promise<{ on: boolean; minGroup: number }> {
  const s = await cachedSettings(app);
  return { on: s.aggregate_only_analytics, minGroup: s.aggregate_min_group_size };
}

/** A report that lists people (who checked in, who booked): refused while aggregate-only analytics is on. */
export async function refuseInAggregateMode(app: FastifyInstance): Promise<void> {
  if ((await aggregateMode(app)).on) throw new AppError(ErrorCode.AGGREGATE_ONLY_ANALYTICS);
}

/**
 * Rows whose group is smaller than `minGroup` become one row "other" (decision 317): `size` tells a row's group
 * size, `fold` makes the "other" row of the small ones (none when there are none).
 */
export function foldSmallGroups<T>(
  rows: T[],
  minGroup: number,
  size: (row: T) => number,
  fold: (small: T[]) => T,
): T[] {
  const big = rows.filter((r) => size(r) >= minGroup);
  const small = rows.filter((r) => size(r) < minGroup);
  return small.length === 0 ? big : [...big, fold(small)];
}
