// The clock of an end-to-end server. playwright.config.ts sets FLEXAPP_NOW, so the server
// starts at that instant and runs on in real time from there (apps/api/src/lib/clock.ts).
// The start scripts record when that was, so each test can set its browser's clock to the
// server's (tests/support.ts, serverNow).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

/** Where the clock of the server on `port` is recorded. */
export const clockFile = (port) => path.join(here, '.tmp', `clock-${port}.json`);

/** Records the server's starting instant (FLEXAPP_NOW, or none: the system clock) against the real time. */
export function recordServerClock(port) {
  mkdirSync(path.join(here, '.tmp'), { recursive: true });
  const record = { start: process.env.FLEXAPP_NOW ?? null, realStart: Date.now() };
  writeFileSync(clockFile(port), JSON.stringify(record));
}
