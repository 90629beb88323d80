import { describe, expect, it } from 'vitest';
import type { ReleasedTuple } from './events';
import { LiveCache, type Patch } from './live-cache';

const DAY = '2026-11-26';
/** Booking 11 of person 7 at desk 3 in building 1, slot 2; booking 12 of person 8, a room in building 2. */
const RELEASED: ReleasedTuple[] = [
  [11, 7, 3, 1, DAY, 2],
  [12, 8, null, 2, DAY, null],
];
const released = { type: 'bookings_released', bookings: RELEASED } as const;

/** A person's booking ids, without their released ones. */
const withoutMine =
  (userId: number): Patch<number[]> =>
  (ids, r) => {
    const gone = new Set(r.ofUser(userId).map((b) => b.id));
    return ids.some((id) => gone.has(id)) ? ids.filter((id) => !gone.has(id)) : ids;
  };

function counting<T>(value: () => T) {
  let calls = 0;
  return { compute: async () => (calls++, value()), calls: () => calls };
}

describe('LiveCache: released bookings (decision 033)', () => {
  it('patches the current answers that can take the release in, and drops the others in its scopes', async () => {
    const cache = new LiveCache();
    const mine = counting(() => [10, 11]);
    const desk = counting(() => 'desk 3 held by 7');
    const other = counting(() => 'building 3');
    const read = () =>
      Promise.all([
        cache.get({ bookings: 7 }, 'reservations:7', 5_000, mine.compute, withoutMine(7)),
        cache.get(1, 'desk:3', 5_000, desk.compute),
        cache.get(3, 'building:3', 5_000, other.compute),
      ]);
    expect(await read()).toEqual([[10, 11], 'desk 3 held by 7', 'building 3']);
    cache.apply(released);
    // The reservations are patched, not read again; the answer without a patch in building 1 is read again;
    // building 3 is not in the release.
    expect(await read()).toEqual([[10], 'desk 3 held by 7', 'building 3']);
    expect([mine.calls(), desk.calls(), other.calls()]).toEqual([1, 2, 1]);
  });

  it('keeps an answer the release does not touch as it is, and a patched answer for what comes later', async () => {
    const cache = new LiveCache();
    const patch = withoutMine(9);
    const nine = counting(() => [20]);
    await cache.get({ bookings: 9 }, 'reservations:9', 5_000, nine.compute, patch);
    cache.apply(released);
    expect(await cache.get({ bookings: 9 }, 'reservations:9', 5_000, nine.compute, patch)).toEqual([20]);
    expect(nine.calls()).toBe(1);
    // A later change of the person's bookings drops the answer, patched or not.
    const seven = counting(() => [10, 11]);
    await cache.get({ bookings: 7 }, 'reservations:7', 5_000, seven.compute, withoutMine(7));
    cache.apply(released);
    cache.apply({ type: 'user_changed', user_id: 7, bookings: true });
    await cache.get({ bookings: 7 }, 'reservations:7', 5_000, seven.compute, withoutMine(7));
    expect(seven.calls()).toBe(2);
  });

  it('moves the generations as desks_status and users_changed would: the colleague and user lists go', async () => {
    const cache = new LiveCache();
    const lists = counting(() => 'list');
    const read = () =>
      Promise.all([
        cache.get('people', 'colleagues', 5_000, lists.compute),
        cache.get('accounts', 'users', 5_000, lists.compute),
        cache.get('all', 'tree', 5_000, lists.compute),
        cache.get({ bookings: 8 }, 'reservations:8', 5_000, lists.compute),
        cache.get(2, 'rooms:2', 5_000, lists.compute),
        cache.get({ user: 7 }, 'session:7', 60_000, lists.compute),
      ]);
    await read();
    cache.apply(released);
    await read();
    // Five read again; the session is not about bookings.
    expect(lists.calls()).toBe(6 + 5);
  });

  it('does not patch an answer that was stale already, nor keep one computed while the release was heard', async () => {
    let now = 1_000;
    const cache = new LiveCache({ now: () => now });
    let patched = 0;
    const patch: Patch<number[]> = (ids, r) => (patched++, withoutMine(7)(ids, r));
    await cache.get({ bookings: 7 }, 'reservations:7', 5_000, async () => [10, 11], patch);
    now += 5_000; // its time to live is over
    cache.apply(released);
    expect(patched).toBe(0);
    expect(await cache.get({ bookings: 7 }, 'reservations:7', 5_000, async () => [10], patch)).toEqual([10]);
    // Stale by a change of its own (the person booked again): not patched, read again.
    cache.apply({ type: 'user_changed', user_id: 7, bookings: true });
    cache.apply(released);
    expect(patched).toBe(0);
    expect(await cache.get({ bookings: 7 }, 'reservations:7', 5_000, async () => [10, 14], patch)).toEqual([10, 14]);

    let finish!: (ids: number[]) => void;
    const reading = cache.get(
      { bookings: 8 },
      'reservations:8',
      5_000,
      () => new Promise<number[]>((resolve) => (finish = resolve)),
      withoutMine(8),
    );
    cache.apply(released);
    finish([12, 13]); // read before the release committed
    expect(await reading).toEqual([12, 13]);
    // Not kept: the next caller reads again.
    expect(await cache.get({ bookings: 8 }, 'reservations:8', 5_000, async () => [13], withoutMine(8))).toEqual([13]);
  });

  it('drops an answer whose patch cannot tell, and keeps a patched answer no longer than its own time to live', async () => {
    let now = 1_000;
    const cache = new LiveCache({ now: () => now });
    const cannot = counting(() => 'counted');
    await cache.get(1, 'counts', 5_000, cannot.compute, () => undefined);
    const mine = counting(() => [10, 11]);
    await cache.get({ bookings: 7 }, 'reservations:7', 5_000, mine.compute, withoutMine(7));
    now += 4_000;
    cache.apply(released);
    await cache.get(1, 'counts', 5_000, cannot.compute, () => undefined);
    expect(cannot.calls()).toBe(2);
    expect(await cache.get({ bookings: 7 }, 'reservations:7', 5_000, mine.compute, withoutMine(7))).toEqual([10]);
    now += 999;
    expect(await cache.get({ bookings: 7 }, 'reservations:7', 5_000, mine.compute, withoutMine(7))).toEqual([10]);
    now += 1;
    expect(await cache.get({ bookings: 7 }, 'reservations:7', 5_000, mine.compute, withoutMine(7))).toEqual([10, 11]);
    expect(mine.calls()).toBe(2);
  });

  it('gives a patch the released bookings by owner and by desk', async () => {
    const cache = new LiveCache();
    const seen: unknown[] = [];
    await cache.get(
      1,
      'k',
      5_000,
      async () => 'v',
      (value, r) => {
        seen.push(r.ofUser(7), r.ofDesk(3), r.ofUser(1), r.ofDesk(99));
        return value;
      },
    );
    cache.apply(released);
    const booking = { id: 11, user_id: 7, desk_id: 3, building_id: 1, date: DAY, timetable_id: 2 };
    expect(seen).toEqual([[booking], [booking], [], []]);
  });

  it('passes streams_only events over', async () => {
    const cache = new LiveCache();
    const c = counting(() => 'v');
    await cache.get(1, 'k', 5_000, c.compute);
    cache.apply({
      type: 'streams_only',
      event: { type: 'desks_status', date: DAY, building_ids: [1], desks: 30 },
    });
    await cache.get(1, 'k', 5_000, c.compute);
    expect(c.calls()).toBe(1);
  });
});
