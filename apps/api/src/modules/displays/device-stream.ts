import type { TAppEvent } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { openSseStream, sseFrame } from '../../live';
import { lobbyStillPaired } from './lobby-boards.service';

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
 * A device's live stream (a lobby board: decision 331; a room display: decision 217): a `changed` frame with
 * `changed` as its data when an event `concerns` it (many in one turn of the event loop are one frame), `changed`
 * after the events connection was lost (resync), and on each heartbeat the token is checked again: a revoked
 * device gets `unpaired` and the stream ends. The device reads its state again on `changed` and on reconnect.
 */
export function openDeviceStream(
  app: FastifyInstance,
  reply: FastifyReply,
  device: { id: number; concerns: (event: TAppEvent) => boolean; changed: object; ready: object },
): void {
  let pending = false;
  const changed = (write: (chunk: string) => void) => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      write(sseFrame('changed', device.changed));
    });
  };
  // A subscriber without a person (user id 0): the shared frames only, and ended with the other streams.
  void openSseStream(reply, {
    hub: app.eventHub!,
    userId: 0,
    send: (frames, write) => {
      if (eventsOf(frames).some(device.concerns)) changed(write);
    },
    resync: changed,
    stillAllowed: () => lobbyStillPaired(app, device.id),
    refused: 'unpaired',
    ready: device.ready,
  });
}
