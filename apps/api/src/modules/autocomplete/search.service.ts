import type { TPlaceSelectorSearch } from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permittedBuildings } from '../../lib/auth';
import { searchPlaces } from './search.repository';

/**
 * The desk and meeting-room pickers (decision 427): the buildings named (the access hook has checked each is the
 * caller's), else all the caller's (a location admin: theirs; staff and the analyst: every building). A place of
 * another building is never listed.
 */
export function searchPlacesFor(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: 'desk' | 'meeting_room',
  body: Required<Pick<TPlaceSelectorSearch, 'search' | 'limit'>> & { building_id?: number | number[] },
) {
  const buildings = body.building_id ?? permittedBuildings(request) ?? undefined;
  return searchPlaces(app.db, kind, body.search, body.limit, buildings);
}
