import { LRUCache } from 'lru-cache';
import type { ReleasedTuple, TServerEvent } from './events';

/**
 * What a cached answer was computed from:
 * - 'setup': the workplace setup and settings only (places, time slots, settings);
 * - 'all': also the desk or room status of every building;
 * - a building id: also the desk and room status (bookings, check-ins) of that building;
 * - { user }: also that person's sessions, profile and everything about them;
 * - { bookings }: that person's bookings alone, which a `user_changed` event marked `bookings` (the sweep's
 *   releases) drops without touching their sessions;
 * - 'people': also anybody's profile, status, check-ins or bookings (the colleague list);
 * - 'accounts': also anybody's account or bookings, but not their check-ins (staff's user list).
 */
export type CacheScope = 'setup' | 'all' | 'people' | 'accounts' | number | { user: number } | { bookings: number };

/**
 * How long an answer that depends on desk status is reused at most. Bookings,
 * check-ins and setup changes drop it at once (their events); the time to live
 * covers what changes with the clock, such as a slot that ends.
 */
export const STATUS_TTL_MS = 5_000;

/** How long an answer that depends on the setup or settings alone is reused at most (their events drop it at once). */
export const SETUP_TTL_MS = 60_000;

/** A released booking as a patch sees it. */
export interface ReleasedBooking {
  id: number;
  user_id: number;
  /** null: a meeting room's booking. */
  desk_id: number | null;
  building_id: number;
  date: string;
  /** null: a meeting room's booking (it has its own times). */
  timetable_id: number | null;
}

/** The bookings of one bookings_released event, by owner and by desk. */
export class ReleasedBookings {
  readonly all: ReleasedBooking[];
  private readonly byUser = new Map<number, ReleasedBooking[]>();
  private readonly byDesk = new Map<number, ReleasedBooking[]>();

  constructor(tuples: readonly ReleasedTuple[]) {
    this.all = tuples.map(([id, user_id, desk_id, building_id, date, timetable_id]) => ({
      id,
      user_id,
      desk_id,
      building_id,
      date,
      timetable_id,
    }));
    for (const b of this.all) {
      push(this.byUser, b.user_id, b);
      if (b.desk_id !== null) push(this.byDesk, b.desk_id, b);
    }
  }

  /** The person's released bookings (none: an empty list). */
  ofUser(userId: number): readonly ReleasedBooking[] {
    return this.byUser.get(userId) ?? [];
  }

  /** The desk's released bookings. */
  ofDesk(deskId: number): readonly ReleasedBooking[] {
    return this.byDesk.get(deskId) ?? [];
  }

  get userIds(): Iterable<number> {
    return this.byUser.keys();
  }

  get buildingIds(): Set<number> {
    return new Set(this.all.map((b) => b.building_id));
  }
}

/**
 * How a cached answer takes released bookings in (decision 033): the answer without them, the same answer
 * when none of them is in it, or undefined when it cannot tell (the answer is then dropped). A patch must
 * not change the value it is given (requests may still hold it), and must give the same answer when the
 * bookings are out already: an answer read after the release committed may hear of it afterwards.
 */
export type Patch<T> = (value: T, released: ReleasedBookings) => T | undefined;

/** How often answers that can no longer be served are let go. */
const SWEEP_EVERY_MS = 10_000;

interface Entry {
  value: unknown;
  scope: CacheScope | CacheScope[];
  setupGen: number;
  statusGen: number;
  /** When it was computed: an answer is served from then until its time to live ends (lru-cache keeps that). */
  storedAt: number;
  ttlMs: number;
  /** How it takes released bookings in, if it can. */
  patch?: Patch<unknown>;
  size: number;
  /** The people an answer shows (getShowing): it goes when an event names any of them after `userSeq`. */
  shows?: number[];
  userSeq?: number;
}

/** Something else kept in step with the same changes (the people index of the colleague search). */
export interface CacheFollower {
  apply(event: TServerEvent): void;
  clear(): void;
}

export interface LiveCacheOptions {
  /** Upper bound of the approximate size kept (see sizeOf); the least recently used entries go first. */
  maxSize?: number;
  /** The clock of the time to live in ms (the app passes its own clock, so a test that moves it expires answers). */
  now?: () => number;
}

/**
 * Answers that many requests share (a floor's desks on a day, a desk's slots,
 * the settings, the place index), kept in this API process and dropped as soon
 * as what they were computed from changes (docs/decisions/033-live-cache-and-sweep.md).
 *
 * Every change is an event (live/events): `apply` sees it once when this
 * process publishes it inside its transaction, and again when PostgreSQL
 * delivers it by NOTIFY after the commit (to every process); a background job's
 * events it sees once, right after the job's commit (publishOnCommit). An answer computed
 * while a change was under way is not kept, because the event moved the
 * generation it was computed at. Answers also expire after their time to live,
 * which covers what changes with the clock (a slot that ends) and a missed NOTIFY.
 * Concurrent requests for an answer that is being computed share the computation.
 */
/** hit: a kept answer; shared: joined an answer being computed; miss: computed. */
export type CacheLookupOutcome = 'hit' | 'shared' | 'miss';

export class LiveCache {
  private setupGen = 0;
  private allGen = 0;
  private peopleGen = 0;
  private accountsGen = 0;
  private readonly buildingGen = new Map<number, number>();
  private readonly userGen = new Map<number, number>();
  private readonly bookingsGen = new Map<number, number>();
  /** Counts user_changed events; `userChangedAt` holds the count at each person's last one. */
  private userSeq = 0;
  private readonly userChangedAt = new Map<number, number>();
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** The keys of the entries that have a patch (a release looks at these alone; gone entries leave it then). */
  private readonly patchable = new Set<string>();
  private readonly followers = new Set<CacheFollower>();
  /** Lookups by cached read (the key's first part) and outcome, since start (GET /metrics, decision 327). */
  private readonly tally = new Map<string, Record<CacheLookupOutcome, number>>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(options: LiveCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    const now = this.now;
    // Sizes and times to live by lru-cache, on the app's clock (ttlResolution 0: it asks the clock every time).
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxSize ?? 32 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.size),
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "none": its clock runs 1 ms past ours (a test's clock may start at 0).
      perf: { now: () => now() + 1 },
    });
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Stops letting go of stale answers on a timer (the app is closing). */
  close(): void {
    clearInterval(this.sweeper);
  }

  /** Passes every change (and every `clear`) on to `follower` too, until the returned function is called. */
  follow(follower: CacheFollower): () => void {
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  /** Takes a change into account. */
  apply(event: TServerEvent): void {
    for (const follower of this.followers) follower.apply(event);
    if (event.type === 'desk_status' || event.type === 'room_status') this.statusChanged([event.building_id]);
    else if (event.type === 'desks_status') this.statusChanged(event.building_ids);
    else if (event.type === 'user_changed') this.peopleChanged([event.user_id], event);
    else if (event.type === 'users_changed') this.peopleChanged(event.user_ids, event);
    else if (event.type === 'bookings_released') {
      this.release(new ReleasedBookings(event.bookings));
    } else if (event.type === 'places_changed' || event.type === 'settings_changed') {
      this.clear();
    }
  }

  /** The desk or room status of these buildings changed (desk_status, room_status, desks_status, a release). */
  private statusChanged(buildingIds: Iterable<number>): void {
    this.allGen++;
    // A booking or check-in also changes its person's status in the colleague list.
    this.peopleGen++;
    for (const id of buildingIds) bump(this.buildingGen, id);
  }

  /**
   * These people changed (user_changed, users_changed, a release's owners); `what` as in user_changed: only their
   * check-ins (`checkin`), or only their bookings (`bookings`).
   */
  private peopleChanged(userIds: Iterable<number>, what: { checkin?: true; bookings?: true }): void {
    this.peopleGen++;
    if (!what.checkin) this.accountsGen++;
    for (const id of userIds) {
      if (!what.bookings) bump(this.userGen, id);
      bump(this.bookingsGen, id);
      this.userChangedAt.set(id, ++this.userSeq);
    }
  }

  /**
   * Released bookings (decision 033): the generations of their buildings and owners move, as desks_status and
   * users_changed (`bookings`) move them (through the same helpers), so an answer being computed is not kept. The
   * answers that were current and have a patch take the release in and stay current; the others in those scopes
   * are dropped, so a release does not send every booking endpoint back to the database at once.
   */
  private release(released: ReleasedBookings): void {
    const patchable: [string, Entry][] = [];
    for (const key of this.patchable) {
      // peek: no stale entry, and no change to what was used last.
      const entry = this.entries.peek(key);
      if (!entry?.patch) this.patchable.delete(key);
      else if (this.isCurrent(entry)) patchable.push([key, entry]);
    }
    this.statusChanged(released.buildingIds);
    this.peopleChanged(released.userIds, { bookings: true });
    for (const [key, entry] of patchable) {
      const statusGen = this.statusGenOf(entry.scope);
      if (statusGen === entry.statusGen) continue;
      const value = entry.patch!(entry.value, released);
      if (value === undefined) this.entries.delete(key);
      else this.store(key, { ...entry, value, statusGen, size: value === entry.value ? entry.size : sizeOf(value) });
    }
  }

  /** Nothing the entry was computed from has changed since (as far as the events tell). */
  private isCurrent(entry: Entry): boolean {
    return (
      entry.setupGen === this.setupGen && entry.statusGen === this.statusGenOf(entry.scope) && this.stillShown(entry)
    );
  }

  /** Keeps an entry until `ttlMs` has passed since it was computed (lru-cache serves it while at most `ttl` has). */
  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry, { ttl: Math.max(1, entry.ttlMs - 1), start: entry.storedAt + 1 });
    if (entry.patch) this.patchable.add(key);
  }

  /** Forgets everything (events may have been missed). */
  clear(): void {
    for (const follower of this.followers) follower.clear();
    this.setupGen++;
    this.entries.clear();
    this.patchable.clear();
  }

  /**
   * The cached answer for `key`, or the one `compute` makes (kept for `ttlMs` unless a change
   * in `scope`, or in any of several scopes, comes first).
   */
  get<T>(
    scope: CacheScope | CacheScope[],
    key: string,
    ttlMs: number,
    compute: () => Promise<T>,
    patch?: Patch<T>,
  ): Promise<T> {
    return this.getOrCompute(scope, key, ttlMs, false, async () => ({ value: await compute() }), patch);
  }

  /**
   * As `get`, for an answer that also depends on the people it shows, known only once it is computed
   * (a page of the colleague list): `compute` names them, and a `user_changed` event for any of them
   * drops the answer, while events for anybody else leave it.
   */
  getShowing<T>(
    scope: CacheScope | CacheScope[],
    key: string,
    ttlMs: number,
    compute: () => Promise<{ value: T; shows: number[] }>,
  ): Promise<T> {
    return this.getOrCompute(scope, key, ttlMs, true, compute);
  }

  private async getOrCompute<T>(
    scope: CacheScope | CacheScope[],
    key: string,
    ttlMs: number,
    showing: boolean,
    compute: () => Promise<{ value: T; shows?: number[] }>,
    patch?: Patch<T>,
  ): Promise<T> {
    const setupGen = this.setupGen;
    const statusGen = this.statusGenOf(scope);
    const userSeq = this.userSeq;
    const started = this.now();
    const hit = this.entries.get(key);
    if (
      hit &&
      hit.setupGen === setupGen &&
      hit.statusGen === statusGen &&
      hit.storedAt <= started &&
      this.stillShown(hit)
    ) {
      this.countLookup(key, 'hit');
      return hit.value as T;
    }

    // Who an answer shows is known only at its end: a request after any person's change does not share it.
    const flightKey = `${key}@${setupGen}.${statusGen}${showing ? `.${userSeq}` : ''}`;
    const running = this.inFlight.get(flightKey);
    if (running) {
      this.countLookup(key, 'shared');
      return running as Promise<T>;
    }
    this.countLookup(key, 'miss');
    const flight = compute()
      .then(({ value, shows }) => {
        const entry: Entry = { value, scope, setupGen, statusGen, storedAt: started, ttlMs, size: sizeOf(value) };
        if (shows) Object.assign(entry, { shows, userSeq });
        if (patch) entry.patch = patch as Patch<unknown>;
        // Kept only when nothing in its scope, and none of the people it shows, changed while it was computed.
        if (this.isCurrent(entry)) this.store(key, entry);
        return value;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, flight);
    return flight;
  }

  private countLookup(key: string, outcome: CacheLookupOutcome): void {
    const cut = key.indexOf(':');
    const read = cut < 0 ? key : key.slice(0, cut);
    let counts = this.tally.get(read);
    if (!counts) this.tally.set(read, (counts = { hit: 0, shared: 0, miss: 0 }));
    counts[outcome]++;
  }

  /** Lookups since start by cached read: answered from the cache, shared with one being computed, or computed. */
  lookups(): ReadonlyMap<string, Readonly<Record<CacheLookupOutcome, number>>> {
    return this.tally;
  }

  /** No event named any of the people the entry shows since it was begun. */
  private stillShown(entry: Entry): boolean {
    if (!entry.shows) return true;
    const since = entry.userSeq ?? 0;
    for (const id of entry.shows) if ((this.userChangedAt.get(id) ?? 0) > since) return false;
    return true;
  }

  /** Number of answers kept (for tests). */
  get count(): number {
    return this.entries.size;
  }

  /** Lets go of the answers that expired or whose scope changed since: they would never be served again. */
  sweep(): void {
    this.entries.purgeStale();
    for (const [key, entry] of this.entries.entries()) if (!this.isCurrent(entry)) this.entries.delete(key);
    for (const key of this.patchable) if (!this.entries.has(key)) this.patchable.delete(key);
  }

  /** A number that grows whenever something in the scope changes (a sum of generations, which only grow). */
  private statusGenOf(scope: CacheScope | CacheScope[]): number {
    if (Array.isArray(scope)) return scope.reduce<number>((sum, one) => sum + this.statusGenOf(one), 0);
    if (scope === 'setup') return 0;
    if (scope === 'all') return this.allGen;
    if (scope === 'people') return this.peopleGen;
    if (scope === 'accounts') return this.accountsGen;
    if (typeof scope === 'object')
      return 'user' in scope ? (this.userGen.get(scope.user) ?? 0) : (this.bookingsGen.get(scope.bookings) ?? 0);
    return this.buildingGen.get(scope) ?? 0;
  }
}

/** Strings count their length, values with a `cacheSize` (JsonBody) that; anything else a nominal 256. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  const declared = (value as { cacheSize?: unknown } | null)?.cacheSize;
  return typeof declared === 'number' ? declared : 256;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const bump = (gens: Map<number, number>, id: number) => gens.set(id, (gens.get(id) ?? 0) + 1);
