import { ErrorCode, type TEvacuationList } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { todayApiDate } from '../../lib/today';
import { presentPeople, unconfirmedPeople } from './evacuation.presenter';
import * as repo from './evacuation.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * The evacuation (BHV) list of one building at this instant (decision 365): everyone checked in and not checked
 * out, guests who arrived and have not left, and apart from them those booked now who have not checked in.
 * Private bookings (decision 251) hide no one here. `permitted`: the buildings the reader may see, null for all;
 * asking for another building is 403, for one that does not exist 404.
 */
export async function evacuationList(
  app: App,
  permitted: number[] | null,
  buildingId: number | undefined,
): Promise<TEvacuationList> {
  const now = app.clock.now();
  const buildings = await repo.buildingsIn(app.db, permitted);
  if (buildingId !== undefined && !buildings.some((b) => b.id === buildingId)) {
    if (permitted !== null && !permitted.includes(buildingId)) throw new AppError(ErrorCode.FORBIDDEN);
    throw notFound();
  }
  const building = buildings.find((b) => b.id === buildingId) ?? buildings[0] ?? null;
  if (!building) return { now: now.toISOString(), buildings, building: null, present: [], unconfirmed: [] };
  const midnight = new Date(`${todayApiDate(now)}T00:00:00`);
  const [present, unconfirmed] = await Promise.all([
    repo.presentCheckins(app.db, building.id, midnight, now),
    repo.bookedNotCheckedIn(app.db, building.id, midnight, now),
  ]);
  return {
    now: now.toISOString(),
    buildings,
    building,
    present: presentPeople(present),
    unconfirmed: unconfirmedPeople(unconfirmed),
  };
}
