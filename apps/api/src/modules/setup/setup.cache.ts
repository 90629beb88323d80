import { ZSetupFloorPlanSchema, ZSetupUserListSchema } from '@flexapp/contract';
import { JsonBody } from '../../lib/json-reply';
import { cachedRead, SETUP_TTL_MS, STATUS_TTL_MS } from '../../live';
import { buildingName } from './places.repository';
import type { setupPlaces } from './setup.presenter';
import { searchSetupUsers } from './users.repository';

// The setup module's cached reads (decision 033).

/**
 * A page of staff's user list: shared by staff until anybody's account or bookings change (user_changed other
 * than a check-in; setup changes clear the cache), at most STATUS_TTL_MS for bookings that end.
 */
export const setupUsersBody = cachedRead({
  name: 'setup-users',
  scope: () => 'accounts',
  key: ({ url }: { url: string; query: Parameters<typeof searchSetupUsers>[1] }) => url,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { query }) =>
    JsonBody.of(ZSetupUserListSchema, await searchSetupUsers(app.db, query, app.clock.now())),
});

/**
 * The floor with all its rooms and desks (the plan editor): the setup alone, kept until a setup change. The
 * floor itself is read inside, so a cached answer costs no query; an unknown floor (404) is not kept.
 */
export const setupFloorBody = cachedRead({
  name: 'setup-floor',
  scope: () => 'setup',
  key: ({ id }: { id: number; places: ReturnType<typeof setupPlaces> }) => String(id),
  ttlMs: SETUP_TTL_MS,
  load: async (app, { id, places }) => {
    const floor = await places.floor(id);
    return JsonBody.of(ZSetupFloorPlanSchema, {
      floor,
      building: await buildingName(app.db, floor.building_id),
      rooms: await places.rooms({ floorId: floor.id }),
      desks: await places.desks({ floorId: floor.id }),
    });
  },
});
