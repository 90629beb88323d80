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

/** Declares a cached read; its name must be unique, so two reads never share a key. */
export function cachedRead<A = void, T = unknown>(definition: CachedReadDefinition<A, T>): CachedRead<A, T> {
  const { name, scope, key, ttlMs, load, patch } = definition;
  if (names.has(name)) throw new Error(`cached read '${name}' is declared twice`);
  names.add(name);
  return (app, args) =>
    app.liveCache.get(scope(args), key ? `${name}:${key(args)}` : name, ttlMs, () => load(app, args), patch?.(args));
}
