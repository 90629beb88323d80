import { DISPLAY_AUTH_SCHEME } from '@flexapp/contract';
import { createParser } from 'eventsource-parser';
import { buildUrl } from '@/lib/api-client';
import type { DeviceStore } from './display-api';

export type DeviceStreamStatus = 'open' | 'offline' | 'unpaired';
const MAX_BACKOFF_MS = 30_000;
/** No byte for this long (heartbeats come every 20 s) means the stream is dead. */
const STALL_MS = 45_000;

/**
 * A device's live stream (a lobby board: decision 331; a room display: decision 217), read with fetch so the token
 * travels in the header: `changed` and every (re)connect call `onChange` (the catch-up); a lost stream reports
 * `offline` and reconnects with back-off; `unpaired` (or 401) stops it. Returns the function that stops it.
 */
export function openDeviceStream(
  store: DeviceStore,
  path: string,
  onChange: () => void,
  onStatus: (status: DeviceStreamStatus) => void,
): () => void {
  let stopped = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async () => {
    controller = new AbortController();
    let stall: ReturnType<typeof setTimeout> | null = null;
    const alive = () => {
      if (stall) clearTimeout(stall);
      stall = setTimeout(() => controller?.abort(), STALL_MS);
    };
    try {
      const token = store.token();
      const res = await fetch(buildUrl(path), {
        headers: { Accept: 'text/event-stream', Authorization: `${DISPLAY_AUTH_SCHEME} ${token ?? ''}` },
        signal: controller.signal,
      });
      if (res.status === 401) return onStatus('unpaired');
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      const parser = createParser({
        onEvent: (event) => {
          if (event.event === 'ready') {
            attempt = 0;
            onStatus('open');
            onChange();
          } else if (event.event === 'changed') onChange();
          else if (event.event === 'unpaired') {
            stopped = true;
            onStatus('unpaired');
          }
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      alive();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        alive();
        parser.feed(value);
      }
    } catch {
      // Network loss, a stall or a server restart: offline until the next connect is ready.
    } finally {
      if (stall) clearTimeout(stall);
    }
    if (stopped) return;
    onStatus('offline');
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
  };
  // The browser knows the network went: the stream is ended now rather than at the stall check; back online,
  // the device connects at once (and catches up on `ready`).
  const wentOffline = () => controller?.abort();
  const cameOnline = () => {
    if (stopped || !retry) return;
    clearTimeout(retry);
    retry = null;
    attempt = 0;
    void connect();
  };
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameOnline);
  void connect();
  return () => {
    stopped = true;
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', cameOnline);
    if (retry) clearTimeout(retry);
    controller?.abort();
  };
}
