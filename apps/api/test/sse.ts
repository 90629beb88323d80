/** A minimal server-sent-events reader for tests: fetch + the Authorization header, like the web client. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  events: SseEvent[];
  comments: string[];
  ended: Promise<void>;
  /** Resolves with the first event (from the start) matching `pred`. */
  waitFor(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(baseUrl: string, authorization: string, path = '/api/events'): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`SSE answered ${res.status}`);
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) events.push({ event, data: JSON.parse(data) });
          waiters.forEach((w) => w());
        }
      }
    } catch {
      /* aborted */
    }
    waiters.forEach((w) => w());
  })();
  const client: SseClient = {
    events,
    comments,
    ended,
    waitFor(pred, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(pred);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
  await client.waitFor((e) => e.event === 'ready');
  return client;
}
