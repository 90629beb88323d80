/**
 * The one source of "now" for every business rule (booking windows, slot ends, check-in
 * times, session expiry, jobs). The server uses the system clock; tests pass a clock they
 * control, and `FLEXAPP_NOW` starts a server at a chosen instant (end-to-end tests).
 * Timestamps that only record when a row changed (updated_at) may still use the database's now().
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and runs on in real time from there. */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}

/** A clock that only moves when told to: for tests of time rules at chosen instants. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
