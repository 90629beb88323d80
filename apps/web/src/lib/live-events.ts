import { API_VERSION, APP_VERSION, type TAppEvent } from '@flexapp/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { bookingKeys, configKeys, messageKeys, notifierKeys, placeKeys } from './query-keys';

/**
 * The live-events client: one stream of server-sent events from GET /api/events
 * per signed-in tab, read with fetch so the JWT travels in the Authorization
 * header (EventSource cannot send headers; decision 041). The frames are read by
 * eventsource-parser; the reconnect with back-off and the stall watch are ours (decision 190).
 *
 * Query-key convention (the factories of lib/query-keys.ts): a desk_status event
 * invalidates every query under one of DESK_QUERY_ROOTS (placeKeys, notifierKeys,
 * bookingKeys); a message event invalidates messageKeys. Staff changes to the
 * setup (places_changed) refresh the same roots as desk_status; changed settings
 * (settings_changed) refresh configKeys. After a reconnect
 * (or a server `resync`) every query is invalidated, so nothing missed while
 * disconnected stays stale.
 */
export const DESK_QUERY_ROOTS: string[] = [placeKeys.all[0], notifierKeys.all[0], bookingKeys.all[0]];
export const MESSAGE_QUERY_ROOT = messageKeys.all[0];
export const CONFIG_QUERY_ROOT = configKeys.all[0];
const EVENT_TYPES = new Set<string>([
  'desk_status',
  'desks_status',
  'room_status',
  'places_changed',
  'settings_changed',
  'message',
]);

/** No byte for this long (heartbeats come every 20 s) means the stream is dead. */
const STALL_MS = 45_000;
const MAX_BACKOFF_MS = 30_000;

export interface LiveEventsOptions {
  token: string;
  queryClient: QueryClient;
  onMessage?: (event: Extract<TAppEvent, { type: 'message' }>) => void;
  /** Connection state changes (for tests and a possible indicator). */
  onStatus?: (status: 'connecting' | 'open' | 'closed') => void;
  fetchImpl?: typeof fetch;
}

/** The query-key roots an event makes stale (the convention above). */
function rootsOf(event: TAppEvent): string[] {
  switch (event.type) {
    case 'desk_status':
    case 'desks_status':
    case 'places_changed':
      return DESK_QUERY_ROOTS;
    case 'room_status':
      // A meeting room was booked, cancelled, checked into or left (decision 130): room lists and reservations.
      return [bookingKeys.all[0], placeKeys.all[0]];
    case 'settings_changed':
      return [CONFIG_QUERY_ROOT];
    case 'message':
      return [MESSAGE_QUERY_ROOT];
    default:
      return [];
  }
}

/** Marks every query under `roots` stale (the ones on screen refetch), in one pass. */
function invalidateRoots(queryClient: QueryClient, roots: ReadonlySet<string>): void {
  if (roots.size === 0) return;
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && roots.has(q.queryKey[0]),
  });
}

/** Applies one event to the query cache. */
export function applyLiveEvent(queryClient: QueryClient, event: TAppEvent): void {
  invalidateRoots(queryClient, new Set(rootsOf(event)));
}

/**
 * At most one refresh a second for a burst of events: when the sweep releases a morning's no-shows,
 * every open app receives thousands of desk_status events within a second or two, and refetching its
 * desk queries for each one would send the server thousands of requests from every open app. A
 * change after a quiet second refreshes at once; the changes that follow within the second are
 * gathered into one refresh at its end, each root once (decision 033).
 */
export const REFRESH_WINDOW_MS = 1000;

export interface LiveRefresher {
  add(event: TAppEvent): void;
  stop(): void;
}

export function createLiveRefresher(
  queryClient: QueryClient,
  windowMs = REFRESH_WINDOW_MS,
  now: () => number = () => Date.now(),
): LiveRefresher {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = -Infinity;
  const flush = () => {
    timer = null;
    last = now();
    const roots = pending;
    pending = new Set();
    invalidateRoots(queryClient, roots);
  };
  return {
    add(event) {
      for (const root of rootsOf(event)) pending.add(root);
      if (timer || pending.size === 0) return;
      const wait = last + windowMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Connects and keeps reconnecting (with backoff) until the returned stop() is called. */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const doFetch = options.fetchImpl ?? fetch;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let connectedBefore = false;
  const refresher = createLiveRefresher(options.queryClient);

  const run = async () => {
    if (stopped) return;
    controller = new AbortController();
    const current = controller;
    let stall: ReturnType<typeof setTimeout> | null = null;
    const armStall = () => {
      if (stall) clearTimeout(stall);
      stall = setTimeout(() => current.abort(), STALL_MS);
    };
    options.onStatus?.('connecting');
    let signedOut = false;
    try {
      armStall();
      const res = await doFetch('/api/events', {
        headers: {
          Authorization: `JWT ${options.token}`,
          Accept: 'text/event-stream',
          'X-App-Version': APP_VERSION,
          'X-Api-Version': API_VERSION,
        },
        signal: current.signal,
        cache: 'no-store',
      });
      if (res.status === 401) {
        signedOut = true;
        return;
      }
      if (!res.ok || !res.body) throw new Error(`events: HTTP ${res.status}`);
      const parser = createParser({
        onEvent: ({ event = 'message', data }) => {
          if (event === 'ready') {
            attempt = 0;
            options.onStatus?.('open');
            // Anything may have changed while we were away.
            if (connectedBefore) void options.queryClient.invalidateQueries();
            connectedBefore = true;
          } else if (event === 'resync') {
            void options.queryClient.invalidateQueries();
          } else if (event === 'unauthorized') {
            signedOut = true;
          } else if (EVENT_TYPES.has(event)) {
            const appEvent = JSON.parse(data) as TAppEvent;
            refresher.add(appEvent);
            if (appEvent.type === 'message') options.onMessage?.(appEvent);
          }
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        armStall(); // any bytes, heartbeat comments included, prove the stream alive
        parser.feed(value);
      }
    } catch {
      /* network failure, stall or stop: handled below */
    } finally {
      if (stall) clearTimeout(stall);
      options.onStatus?.('closed');
    }
    if (stopped || signedOut) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++) * (0.75 + Math.random() * 0.5);
    retryTimer = setTimeout(() => void run(), delay);
  };

  void run();
  return () => {
    stopped = true;
    refresher.stop();
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
  };
}
