import { EVENTS_CHANNEL } from '@flexapp/contract';
import pg from 'pg';
import { isClientEvent, PROCESS_ID, type TServerEvent, unpackEvents } from './events';

/** One server-sent event: its name and JSON data. */
export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface EventSubscriber {
  userId: number;
  /** Events for this subscriber, as server-sent event frames (sseFrame), one or more. */
  send(frames: string): void;
  /** Events may have been missed (the LISTEN connection was re-established): reload everything. */
  resync(): void;
  /** The server is shutting down: end the stream. */
  close(): void;
}

/** An in-process consumer of every event, internal ones included. */
export interface EventWatcher {
  /** `heardHere`: this process heard the event already, right after its commit (live/events publishOnCommit). */
  send(event: TServerEvent, heardHere: boolean): void;
  resync(): void;
}

/**
 * One LISTEN connection per API process, fanned out to that process's
 * subscribers: desk_status to everyone, message only to its recipient. The
 * connection is dedicated (not from the query pool) and re-established with
 * backoff when it drops; subscribers are then told to resync, since NOTIFYs
 * sent while it was down are lost.
 */
export class EventHub {
  private client: pg.Client | null = null;
  private subscribers = new Set<EventSubscriber>();
  /** In-process consumers of every event (the live cache), not streams. */
  private watchers = new Set<EventWatcher>();
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Payloads received and not yet dispatched: one is dispatched per turn of the event loop. */
  private queue: (string | undefined)[] = [];
  private draining = false;
  private attempts = 0;
  private everConnected = false;
  /** LISTEN is in place now (readiness, decision 192). */
  isListening = false;
  /** Resolves once the first LISTEN is in place (or the hub stops). */
  readonly listening: Promise<void>;
  private markListening!: () => void;

  constructor(
    private readonly connectionString: string,
    private readonly log: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void },
  ) {
    this.listening = new Promise((resolve) => (this.markListening = resolve));
  }

  /** True while the LISTEN connection is up and listening (metrics, readiness). */
  get connected(): boolean {
    return this.isListening;
  }

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Every event, for this process's own use (not counted as a subscriber). */
  watch(watcher: EventWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => this.receive(msg.payload));
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.isListening = false;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.stopped) {
        this.log.warn({ err }, 'live events: LISTEN connection lost, reconnecting');
        this.scheduleReconnect();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.attempts = 0;
      if (this.everConnected) for (const s of [...this.watchers, ...this.subscribers]) s.resync();
      this.everConnected = true;
      this.isListening = true;
      this.markListening();
    } catch (err) {
      lost(err);
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = Math.min(10_000, 250 * 2 ** this.attempts++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  /**
   * A commit may bring many payloads at once (a sweep's): one is dispatched per turn of the event loop, so
   * the requests of this process go in between (decision 033). Order is kept.
   */
  private receive(payload: string | undefined): void {
    this.queue.push(payload);
    if (this.draining) return;
    this.draining = true;
    this.drain();
  }

  /** Dispatches the oldest payload, and comes back on the next turn while any are left (or arrive). */
  private drain(): void {
    if (this.queue.length === 0) {
      this.draining = false;
      return;
    }
    this.dispatch(this.queue.shift());
    setImmediate(() => this.drain());
  }

  /**
   * One payload's events to the watchers, and to the streams: each event framed once, and each stream
   * written once for the payload (desk_status to everyone, message only to its recipient).
   */
  private dispatch(payload: string | undefined): void {
    const { events, heardBy } = unpackEvents(payload);
    const heardHere = heardBy === PROCESS_ID;
    // Frames only for a process that has streams open.
    const streaming = this.subscribers.size > 0;
    let shared = '';
    const personal = new Map<number, string>();
    let streamUsers: Set<number> | null = null;
    const addPersonal = (userId: number, frame: string) => personal.set(userId, (personal.get(userId) ?? '') + frame);
    for (const event of events) {
      for (const w of this.watchers) w.send(event, heardHere);
      if (!streaming) continue;
      if (event.type === 'messages') {
        // Each recipient with a stream open here gets its own `message` events (decision 033).
        streamUsers ??= new Set([...this.subscribers].map((s) => s.userId));
        for (const [userId, messageId] of event.to)
          if (streamUsers.has(userId))
            addPersonal(userId, sseFrame('message', { type: 'message', user_id: userId, message_id: messageId }));
        continue;
      }
      // The sweep's desk events, whose change the live cache heard in bookings_released (decision 033).
      const app = event.type === 'streams_only' ? event.event : event;
      if (!isClientEvent(app)) continue;
      const frame = sseFrame(app.type, app);
      if (app.type === 'message') addPersonal(app.user_id, frame);
      else shared += frame;
    }
    if (shared === '' && personal.size === 0) return;
    for (const s of this.subscribers) {
      const frames = shared + (personal.get(s.userId) ?? '');
      if (frames !== '') s.send(frames);
    }
  }

  /** Ends every stream (before the HTTP server closes, so close does not wait on them). */
  closeSubscribers(): void {
    for (const s of [...this.subscribers]) s.close();
    this.subscribers.clear();
  }

  /** Test hook: drops the LISTEN connection as a network failure would. */
  dropConnection(): void {
    const client = this.client;
    if (client) client.emit('error', new Error('connection dropped'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.markListening();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.isListening = false;
    if (client) await client.end().catch(() => undefined);
  }
}
