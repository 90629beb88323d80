import type { FastifyReply } from 'fastify';
import { type EventHub, sseFrame } from './event-hub';

/** Comment lines keep proxies and the client's stall detection from closing an idle stream (decision 041). */
const heartbeatMs = () => Number(process.env.EVENTS_HEARTBEAT_MS ?? 20_000);

export interface SseStreamOptions {
  hub: EventHub;
  /** The hub subscriber's person (0: the shared frames only). */
  userId: number;
  /** The hub's frames for this stream; `write` sends on the stream while it is open. */
  send(frames: string, write: (chunk: string) => void): void;
  resync(write: (chunk: string) => void): void;
  /** Asked on every heartbeat: false ends the stream after the `refused` frame. */
  stillAllowed(): Promise<unknown>;
  /** The frame name sent when stillAllowed says no (`unauthorized`, `unpaired`). */
  refused: string;
  /** The data of the `ready` frame, sent once the hub listens. */
  ready: unknown;
  /** Called once when the stream ends. */
  onEnd?(): void;
}

/**
 * Takes over `reply` as a server-sent event stream fed by the hub: heartbeats that ask `stillAllowed` again, the
 * stream ends on close, error, refusal or hub shutdown. Resolves once the `ready` frame is written.
 */
export function openSseStream(reply: FastifyReply, options: SseStreamOptions): Promise<void> {
  const { hub } = options;
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
  const write = (chunk: string) => {
    if (!closed) res.write(chunk);
  };
  const beat = () => write(`: heartbeat ${Date.now()}\n\n`);
  const end = () => {
    if (closed) return;
    closed = true;
    options.onEnd?.();
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  const unsubscribe = hub.subscribe({
    userId: options.userId,
    send: (frames) => options.send(frames, write),
    resync: () => options.resync(write),
    close: end,
  });
  const heartbeat = setInterval(() => {
    void options.stillAllowed().then((allowed) => {
      if (allowed) beat();
      else {
        write(sseFrame(options.refused, {}));
        end();
      }
    }, beat);
  }, heartbeatMs());
  res.on('close', end);
  res.on('error', end);
  return hub.listening.then(() => write(`retry: 3000\n\n${sseFrame('ready', options.ready)}`));
}
