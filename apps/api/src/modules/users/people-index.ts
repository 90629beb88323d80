import type { TColleagueFilter, TUser } from '@flexapp/contract';
import { LRUCache } from 'lru-cache';
import type { DbOrTrx } from '../../db/database';
import type { CacheFollower, TServerEvent } from '../../live';
import {
  loadFacts,
  loadOpenKinds,
  matchingIds,
  OPEN_BUILDING,
  OPEN_HOME,
  type PersonFacts,
  presentPeople,
} from './people-index.repository';

export interface PeopleQuery {
  query?: string;
  isBhv?: boolean;
  include?: TColleagueFilter[];
}

/** Normalised words of a search (as the direct query reads them: at most 8, split on white space). */
const wordsOf = (query?: string) => (query ?? '').split(/\s+/).filter(Boolean).slice(0, 8).join(' ').toLowerCase();

/** The colleague filters in memory, exactly as colleagues.repository asks PostgreSQL: any chosen one matches. */
function passes(include: TColleagueFilter[], kinds: number, isBhv: boolean): boolean {
  return include.some((filter) => {
    switch (filter) {
      case 'user.working_home':
        return (kinds & OPEN_HOME) !== 0;
      case 'user.working_building':
        return (kinds & OPEN_BUILDING) !== 0;
      case 'user.bhv':
        return isBhv;
      case 'user.no_working':
        return kinds === 0;
    }
  });
}

/**
 * Colleague search without asking PostgreSQL each time (issue 15, decision 033). Kept per API process and
 * in step with every change by the same events as the live cache (it follows it):
 * - the facts of every person (name, emergency responder, findable) and the kinds of their open check-ins,
 *   loaded once, then re-read for exactly the people a `user_changed` event names;
 * - per search (words, emergency-responder choice), the ordered ids PostgreSQL matches: shared by every
 *   searcher, asked again only after someone's name or findability changed;
 * - each listed person as presented (check-ins, pending bookings), until an event names them or their
 *   soonest pending booking ends.
 * Setup changes and a lost LISTEN connection (`clear`) start it afresh.
 */
export class PeopleIndex implements CacheFollower {
  /** Moves on `clear`: work begun before it is not kept. */
  private epoch = 0;
  private loading: Promise<void> | null = null;
  /** The epoch the facts were loaded in (-1: never). */
  private loaded = -1;
  private facts = new Map<number, PersonFacts>();
  private kinds = new Map<number, number>();
  private findable = 0;
  /** People named by events since their facts were last read. */
  private dirty = new Set<number>();
  private dirtySeq = 0;
  private doneSeq = 0;
  private refreshing: Promise<void> | null = null;
  /** Moves when a name, flag or findability changes (matches go), or when open check-ins change (filters go). */
  private namesGen = 0;
  private kindsGen = 0;
  /** Bounded by bytes: a broad search keeps every findable person's id. */
  private readonly matches = new LRUCache<string, { gen: number; ids: Int32Array }>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (m) => Math.max(1, m.ids.byteLength),
  });
  /** Searches being asked, shared by the requests that wait for the same one. */
  private readonly matching = new Map<string, Promise<Int32Array>>();
  private readonly filtered = new LRUCache<string, { gen: string; ids: Int32Array }>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (f) => Math.max(1, f.ids.byteLength),
  });
  private readonly shown = new LRUCache<number, { user: TUser; validUntil: number }>({ max: 20_000 });

  constructor(
    private readonly db: DbOrTrx,
    private readonly now: () => Date,
  ) {}

  apply(event: TServerEvent): void {
    const ids =
      event.type === 'user_changed'
        ? [event.user_id]
        : event.type === 'users_changed'
          ? event.user_ids
          : event.type === 'bookings_released'
            ? event.bookings.map((b) => b[1])
            : [];
    // Read again before the next answer; shown no more as it was.
    for (const id of ids) {
      this.dirty.add(id);
      this.dirtySeq++;
      this.shown.delete(id);
    }
  }

  clear(): void {
    this.epoch++;
    this.loading = null;
    this.refreshing = null;
    this.facts = new Map();
    this.kinds = new Map();
    this.dirty.clear();
    this.doneSeq = this.dirtySeq;
    this.namesGen++;
    this.kindsGen++;
    this.matches.clear();
    this.matching.clear();
    this.filtered.clear();
    this.shown.clear();
  }

  /** Loads the facts now (the server calls it as it starts), so that the first search does not wait for them. */
  warm(): Promise<void> {
    return this.ready();
  }

  /** How many colleagues `searcher` has (every findable person but themselves). */
  async count(searcher: number): Promise<number> {
    await this.ready();
    return this.findable - (this.facts.get(searcher)?.findable ? 1 : 0);
  }

  /** One page of the colleagues a search finds for `searcher` (never themselves), and how many it finds. */
  async search(
    searcher: number,
    query: PeopleQuery,
    page: { offset: number; limit: number },
  ): Promise<{ filtered: number; users: TUser[] }> {
    await this.ready();
    const list = await this.listFor(query);
    const self = list.indexOf(searcher);
    const total = list.length - (self >= 0 ? 1 : 0);
    const ids: number[] = [];
    for (let k = page.offset; k < Math.min(page.offset + page.limit, total); k++)
      ids.push(list[self >= 0 && k >= self ? k + 1 : k]!);
    return { filtered: total, users: await this.present(ids) };
  }

  /** Facts loaded and every change announced so far read. */
  private async ready(): Promise<void> {
    while (this.loaded !== this.epoch) await (this.loading ??= this.load());
    const wanted = this.dirtySeq;
    while (this.doneSeq < wanted) await (this.refreshing ??= this.refresh());
  }

  private async load(): Promise<void> {
    const epoch = this.epoch;
    // Everything announced so far is in what loads now; what is announced from now on is read again after.
    const seq = this.dirtySeq;
    this.dirty.clear();
    try {
      const [facts, kinds] = await Promise.all([loadFacts(this.db), loadOpenKinds(this.db)]);
      if (epoch !== this.epoch) return;
      this.facts = new Map(facts.map((f) => [f.id, f]));
      this.kinds = kinds;
      this.findable = facts.filter((f) => f.findable).length;
      this.loaded = epoch;
      this.doneSeq = Math.max(this.doneSeq, seq);
    } finally {
      if (epoch === this.epoch) this.loading = null;
    }
  }

  private async refresh(): Promise<void> {
    const epoch = this.epoch;
    const seq = this.dirtySeq;
    const ids = [...this.dirty];
    this.dirty.clear();
    try {
      const [facts, kinds] = await Promise.all([loadFacts(this.db, ids), loadOpenKinds(this.db, ids)]);
      if (epoch !== this.epoch) return;
      let namesMoved = false;
      let kindsMoved = false;
      const read = new Map(facts.map((f) => [f.id, f]));
      for (const id of ids) {
        const before = this.facts.get(id);
        const after = read.get(id);
        if (before?.fingerprint !== after?.fingerprint) {
          namesMoved = true;
          this.findable += (after?.findable ? 1 : 0) - (before?.findable ? 1 : 0);
          if (after) this.facts.set(id, after);
          else this.facts.delete(id);
        }
        const kind = kinds.get(id) ?? 0;
        if ((this.kinds.get(id) ?? 0) !== kind) {
          kindsMoved = true;
          if (kind) this.kinds.set(id, kind);
          else this.kinds.delete(id);
        }
      }
      if (namesMoved) {
        this.namesGen++;
        this.matches.clear();
      }
      if (kindsMoved) this.kindsGen++;
      this.doneSeq = Math.max(this.doneSeq, seq);
    } catch (error) {
      // Not read: read them next time.
      for (const id of ids) this.dirty.add(id);
      throw error;
    } finally {
      if (epoch === this.epoch) this.refreshing = null;
    }
  }

  /** The ordered ids a search finds (the searcher still among them). */
  private async listFor(query: PeopleQuery): Promise<Int32Array> {
    const key = `${query.isBhv ?? ''}|${wordsOf(query.query)}`;
    const gen = this.namesGen;
    const match = this.matches.get(key);
    const ids = match && match.gen === gen ? match.ids : await this.ask(key, gen, query);
    const include = query.include ?? [];
    if (include.length === 0) return ids;
    const filterKey = `${key}|${[...include].sort().join(',')}`;
    const filterGen = `${this.epoch}.${gen}.${this.kindsGen}`;
    const hit = this.filtered.get(filterKey);
    if (hit && hit.gen === filterGen) return hit.ids;
    const kept = ids.filter((id) => passes(include, this.kinds.get(id) ?? 0, this.facts.get(id)?.isBhv ?? false));
    this.filtered.set(filterKey, { gen: filterGen, ids: kept });
    return kept;
  }

  /** PostgreSQL's matches of a search, kept while no name, flag or findability changes (`gen`). */
  private ask(key: string, gen: number, query: PeopleQuery): Promise<Int32Array> {
    const flightKey = `${key}@${gen}`;
    let flight = this.matching.get(flightKey);
    if (!flight) {
      flight = matchingIds(this.db, query.query, query.isBhv);
      this.matching.set(flightKey, flight);
      flight
        .then(
          (ids) => this.namesGen === gen && this.matches.set(key, { gen, ids }),
          () => undefined, // The waiting request answers the error; the next one asks again.
        )
        .finally(() => this.matching.delete(flightKey));
    }
    return flight;
  }

  /** The people of a page as shown now, read again where an event or the clock made them outdated. */
  private async present(ids: number[]): Promise<TUser[]> {
    const now = this.now();
    const at = now.getTime();
    const missing = ids.filter((id) => {
      const kept = this.shown.get(id);
      return !kept || kept.validUntil <= at;
    });
    if (missing.length === 0) return ids.map((id) => this.shown.get(id)!.user);
    // The others as they are now: an event while the missing ones are read may let them go.
    const kept = new Map(ids.map((id) => [id, this.shown.get(id)?.user]));
    const epoch = this.epoch;
    const seq = this.dirtySeq;
    for (const entry of await presentPeople(this.db, missing, now)) {
      kept.set(entry.user.id, entry.user);
      // Kept for later only when no event came while it was read (it may predate that change).
      if (epoch === this.epoch && seq === this.dirtySeq) this.shown.set(entry.user.id, entry);
    }
    // Someone who stopped being findable meanwhile is left out.
    return ids.flatMap((id) => kept.get(id) ?? []);
  }
}
