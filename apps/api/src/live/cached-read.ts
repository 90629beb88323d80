import type { FastifyInstance } from 'fastify';
import type { CacheScope, Patch } from './live-cache';

/** What a cached read needs of the app. */
export type LiveApp = Pick<FastifyInstance, 'liveCache' | 'db' | 'clock'>;

/** One answer the live cache keeps, declared once in its module's `<module>.cache.ts` (decision 033). */
export interface CachedReadDefinition<A, T> {
  /** The first part of every key: one name per cached read in the whole API. */
  name: string;
  /** What the answer was computed from: its events drop it (live-cache.ts, CacheScope). */
  scope: (args: A) => CacheScope | CacheScope[];
  /** The rest of the key, from the arguments (none: the answer is one for everybody). */
  key?: (args: A) => string;
  /** How long the answer is reused at most (STATUS_TTL_MS or SETUP_TTL_MS). */
  ttlMs: number;
  load: (app: LiveApp, args: A) => Promise<T>;
  /** How the answer takes bookings the sweep released in, instead of being dropped. */
  patch?: (args: A) => Patch<T>;
}

export type CachedRead<A, T> = (app: LiveApp, args: A) => Promise<T>;

const names = new Set<string>();
const keyOf = <A>(name: string, key: ((args: A) => string) | undefined, args: A) =>
  key ? `${name}:${key(args)}` : name;
function claim(name: string) {
  if (names.has(name)) throw new Error(`cached read '${name}' is declared twice`);
  names.add(name);
}

/** Declares a cached read; its name must be unique, so two reads never share a key. */
export function cachedRead<A = void, T = unknown>(definition: CachedReadDefinition<A, T>): CachedRead<A, T> {
  const { name, scope, key, ttlMs, load, patch } = definition;
  claim(name);
  return (app, args) =>
    app.liveCache.get(scope(args), keyOf(name, key, args), ttlMs, () => load(app, args), patch?.(args));
}

/**
 * A cached read whose answer also follows the people it shows, known once it is computed (a page of the
 * colleague list): `load` names them, and a user_changed event for any of them drops the answer.
 */
export function cachedShowingRead<A, T>(
  definition: Omit<CachedReadDefinition<A, T>, 'load' | 'patch'> & {
    load: (app: LiveApp, args: A) => Promise<{ value: T; shows: number[] }>;
  },
): CachedRead<A, T> {
  const { name, scope, key, ttlMs, load } = definition;
  claim(name);
  return (app, args) => app.liveCache.getShowing(scope(args), keyOf(name, key, args), ttlMs, () => load(app, args));
}
