import type { TLobbyState } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { ErrorCode } from '@flexapp/contract';
import { todayApiDate } from '../../lib/today';
import { cachedSettings } from '../configuration';
import type { LobbyDevice } from '../displays';
import * as repo from './lobby.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'liveCache'>;

/**
 * What a lobby board shows (decision 331): per floor its open desks and how many no booking holds now, the same
 * per neighbourhood on the floor (decision 393), the meeting rooms free now and until when, and with the setting on the first names of today's expected guests.
 */
export async function lobbyState(app: App, board: LobbyDevice): Promise<TLobbyState> {
  const now = app.clock.now();
  const today = todayApiDate(now);
  const building = await repo.liveBuilding(app.db, board.building_id);
  if (!building) throw new AppError(ErrorCode.DISPLAY_UNPAIRED);
  const [floors, hoods, rooms, settings] = await Promise.all([
    repo.floorsWithFreeDesks(app.db, building.id, now),
    repo.neighbourhoodsWithFreeDesks(app.db, building.id, now),
    repo.roomsFreeNow(app.db, building.id, now, today),
    cachedSettings(app),
  ]);
  const guests = settings.lobby_show_guest_names
    ? await repo.expectedGuestFirstNames(app.db, building.id, today, now.toTimeString().slice(0, 8), now)
    : null;
  return {
    building: { id: building.id, name: building.name },
    now: now.toISOString(),
    floors: floors.map((f) => ({
      ...f,
      neighbourhoods: hoods.filter((n) => n.floor_id === f.id).map(({ floor_id: _floor, ...n }) => n),
    })),
    rooms_free: rooms.map((r) => ({
      id: r.id,
      name: r.name,
      floor: r.floor,
      capacity: r.capacity,
      free_until: r.free_until ? new Date(r.free_until).toISOString() : null,
    })),
    guests,
  };
}
