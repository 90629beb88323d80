import { ErrorCode } from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { cachedSettings } from '../configuration';

/**
 * The analyst (decision 346): someone not staff who holds the reports permission for the whole organisation,
 * which only the analyst role gives. They always read reports in aggregate-only mode.
 */
const isAnalyst = (request: FastifyRequest) => request.user?.isStaff === false && request.permitted === null;

/**
 * Aggregate-only analytics (issue 38, decision 317): on (the organisation's setting, or always for an analyst,
 * decision 346), and the smallest group shown on its own.
 */
export async function aggregateMode(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ on: boolean; minGroup: number }> {
  const s = await cachedSettings(app);
  return { on: s.aggregate_only_analytics || isAnalyst(request), minGroup: s.aggregate_min_group_size };
}

/** A report that lists people (who checked in, who booked): refused while aggregate-only analytics is on. */
export async function refuseInAggregateMode(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if ((await aggregateMode(app, request)).on) throw new AppError(ErrorCode.AGGREGATE_ONLY_ANALYTICS);
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
