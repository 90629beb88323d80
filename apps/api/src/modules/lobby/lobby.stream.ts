import { LOBBY_REFRESH_MS } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { lobbyStillPaired, type LobbyDevice } from '../displays';
import type { TAppEvent } from '@flexapp/contract';
import { sseFrame } from '../../live';

const heartbeatMs = () => Number(process.env.EVENTS_HEARTBEAT_MS ?? 20_000);

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
  const hub = app.eventHub!;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  let closed = false;
  let pending = false;
  const write = (chunk: string) => {
    if (!closed) res.write(chunk);
  };
  const changed = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      write(sseFrame('changed', { building_id: board.building_id }));
    });
  };
  // A subscriber without a person (user id 0): the shared frames only, and ended with the other streams.
  const unsubscribe = hub.subscribe({
    userId: 0,
    send: (frames) => {
      if (eventsOf(frames).some((e) => concernsBuilding(e, board.building_id))) changed();
    },
    resync: changed,
    close: () => end(),
  });
  const heartbeat = setInterval(() => {
    void lobbyStillPaired(app, board.id).then(
      (paired) => {
        if (paired) write(`: heartbeat ${Date.now()}\n\n`);
        else {
          write(sseFrame('unpaired', {}));
          end();
        }
      },
      () => write(`: heartbeat ${Date.now()}\n\n`),
    );
  }, heartbeatMs());
  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  }
  res.on('close', end);
  res.on('error', end);
  void hub.listening.then(() => write(`retry: 3000\n\n${sseFrame('ready', { refresh_ms: LOBBY_REFRESH_MS })}`));
}
