import { LOBBY_REFRESH_MS } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { openDeviceStream, type LobbyDevice } from '../displays';
import type { TAppEvent } from '@flexapp/contract';

/** Whether an event may change what the lobby board of `buildingId` shows (decision 331). */
export function concernsBuilding(event: TAppEvent, buildingId: number): boolean {
  switch (event.type) {
    case 'desk_status':
    case 'room_status':
      return event.building_id === buildingId;
    case 'desks_status':
      return event.building_ids.includes(buildingId);
    case 'guests_changed':
      // Guests without a place show on every board (decision 332); the event says where (decision 367).
      return event.building_id === null || event.building_id === buildingId;
    case 'places_changed':
    case 'settings_changed':
      return true;
    default:
      return false;
  }
}

/**
 * The lobby board's live stream (decision 331): `changed` when an event concerns its building, `unpaired` once
 * revoked (the displays module's device stream). The board reads its state again on `changed`, on reconnect, and
 * at least every LOBBY_REFRESH_MS.
 */
export function openLobbyStream(app: FastifyInstance, reply: FastifyReply, board: LobbyDevice): void {
  openDeviceStream(app, reply, {
    id: board.id,
    concerns: (event) => concernsBuilding(event, board.building_id),
    changed: { building_id: board.building_id },
    ready: { refresh_ms: LOBBY_REFRESH_MS },
  });
}
