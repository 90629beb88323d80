import type { FastifyRequest } from 'fastify';
import { permittedBuildings } from '../../lib/auth';

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
