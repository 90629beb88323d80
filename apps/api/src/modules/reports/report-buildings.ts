import { ErrorCode } from '@flexapp/contract';
import type { FastifyRequest } from 'fastify';
import { permittedBuildings } from '../../lib/auth';
import { AppError } from '../../lib/errors';

/**
 * A report's buildings (decision 402): those the query names (the access hook has checked each against the
 * caller's), else for a caller with the reports permission in some buildings all of theirs, else every building.
 */
export function inPermittedBuildings<Q extends { building_id?: number | readonly number[] }>(
  request: FastifyRequest,
  query: Q,
): Q {
  if (query.building_id !== undefined) return query;
  const permitted = permittedBuildings(request);
  return permitted === null ? query : { ...query, building_id: permitted };
}

/**
 * The buildings a list or export reads (decision 418): the named ones, each of the caller's (else 403
 * BUILDING_NOT_PERMITTED, also where the access hook checked another place of the request), else all the
 * caller's; undefined: every building (staff, analyst).
 */
export function listBuildings(
  request: FastifyRequest,
  named: number | readonly number[] | undefined,
): readonly number[] | undefined {
  const permitted = permittedBuildings(request);
  if (named === undefined) return permitted ?? undefined;
  const ids = typeof named === 'number' ? [named] : named;
  if (permitted !== null && ids.some((id) => !permitted.includes(id)))
    throw new AppError(ErrorCode.BUILDING_NOT_PERMITTED);
  return ids;
}
