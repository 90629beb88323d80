import { LOBBY_REFRESH_MS } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { lobbyStillPaired, type LobbyDevice } from '../displays';
import type { TAppEvent } from '@flexapp/contract';
import { openSseStream, sseFrame } from '../../live';

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

/** The app events in the hub's frames (`event: …` / `data: {…}` blocks). */
function eventsOf(frames: string): TAppEvent[] {
  return frames.split('\n\n').flatMap((block) => {
    const data = block.split('\n').find((line) => line.startsWith('data: '));
    if (!data) return [];
    try {
      return [JSON.parse(data.slice(6)) as TAppEvent];
    } catch {
      return [];
    }
  });
}

/**
 * The lobby board's live stream (decision 331): a `changed` frame when an event concerns its building (many in
 * one turn of the event loop are one frame), `changed` after the events connection was lost (resync), and on
 * each heartbeat the token is checked again: a revoked board gets `unpaired` and the stream ends. The board reads
 * its state again on `changed`, on reconnect, and at least every LOBBY_REFRESH_MS.
 */
export function openLobbyStream(app: FastifyInstance, reply: FastifyReply, board: LobbyDevice): void {
  let pending = false;
  const changed = (write: (chunk: string) => void) => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      write(sseFrame('changed', { building_id: board.building_id }));
    });
  };
  // A subscriber without a person (user id 0): the shared frames only, and ended with the other streams.
  void openSseStream(reply, {
    hub: app.eventHub!,
    userId: 0,
    send: (frames, write) => {
      if (eventsOf(frames).some((e) => concernsBuilding(e, board.building_id))) changed(write);
    },
    resync: changed,
    stillAllowed: () => lobbyStillPaired(app, board.id),
    refused: 'unpaired',
    ready: { refresh_ms: LOBBY_REFRESH_MS },
  });
}
