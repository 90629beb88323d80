import { describe, expect, it } from 'vitest';
import { LiveCache } from './live-cache';

const deskStatus = (building_id: number) =>
  ({ type: 'desk_status', desk_id: 1, room_id: 1, floor_id: 1, building_id, date: '2026-11-23' }) as const;

function counter() {
  let calls = 0;
  const compute = async () => `answer ${++calls}`;
  return { compute, calls: () => calls };
}

describe('LiveCache', () => {
  it('reuses an answer until its time to live has passed', async () => {
    let now = 1_000;
    const cache = new LiveCache({ now: () => now });
    const c = counter();
    expect(await cache.get(1, 'k', 5_000, c.compute)).toBe('answer 1');
    now += 4_999;
    expect(await cache.get(1, 'k', 5_000, c.compute)).toBe('answer 1');
    now += 1;
    expect(await cache.get(1, 'k', 5_000, c.compute)).toBe('answer 2');
  });

  it('drops answers of the building whose desk status changed, and the organisation-wide ones', async () => {
    const cache = new LiveCache();
    const one = counter();
    const two = counter();
    const all = counter();
    const setup = counter();
    await cache.get(1, 'b1', 60_000, one.compute);
    await cache.get(2, 'b2', 60_000, two.compute);
    await cache.get('all', 'all', 60_000, all.compute);
    await cache.get('setup', 'setup', 60_000, setup.compute);
    cache.apply(deskStatus(1));
    expect(await cache.get(1, 'b1', 60_000, one.compute)).toBe('answer 2');
    expect(await cache.get(2, 'b2', 60_000, two.compute)).toBe('answer 1');
    expect(await cache.get('all', 'all', 60_000, all.compute)).toBe('answer 2');
    expect(await cache.get('setup', 'setup', 60_000, setup.compute)).toBe('answer 1');
  });

  it('drops answers of every building a many-desks change names, and the organisation-wide ones', async () => {
    const cache = new LiveCache();
    const [one, two, three, all, setup] = [counter(), counter(), counter(), counter(), counter()];
    await cache.get(1, 'b1', 60_000, one.compute);
    await cache.get(2, 'b2', 60_000, two.compute);
    await cache.get(3, 'b3', 60_000, three.compute);
    await cache.get('all', 'all', 60_000, all.compute);
    await cache.get('setup', 'setup', 60_000, setup.compute);
    cache.apply({ type: 'desks_status', date: '2026-11-26', building_ids: [1, 3], desks: 3927 });
    expect(await cache.get(1, 'b1', 60_000, one.compute)).toBe('answer 2');
    expect(await cache.get(2, 'b2', 60_000, two.compute)).toBe('answer 1');
    expect(await cache.get(3, 'b3', 60_000, three.compute)).toBe('answer 2');
    expect(await cache.get('all', 'all', 60_000, all.compute)).toBe('answer 2');
    expect(await cache.get('setup', 'setup', 60_000, setup.compute)).toBe('answer 1');
  });

  it('drops everything when the setup or the settings change, or events may have been missed', async () => {
    const cache = new LiveCache();
    const changes = [
      () => cache.apply({ type: 'places_changed' }),
      () => cache.apply({ type: 'settings_changed' }),
      () => cache.clear(),
    ];
    for (const [i, change] of changes.entries()) {
      const c = counter();
      await cache.get('setup', `k${i}`, 60_000, c.compute);
      await cache.get(3, `other${i}`, 60_000, c.compute);
      change();
      expect(await cache.get('setup', `k${i}`, 60_000, c.compute)).toBe('answer 3');
      expect(cache.count).toBe(1);
    }
  });

  it('drops an answer computed from several scopes when any of them changes', async () => {
    const cache = new LiveCache();
    const c = counter();
    const scopes = [4, { user: 9 }];
    await cache.get(scopes, 'k', 60_000, c.compute);
    cache.apply(deskStatus(5));
    expect(await cache.get(scopes, 'k', 60_000, c.compute)).toBe('answer 1');
    cache.apply({ type: 'user_changed', user_id: 9 });
    expect(await cache.get(scopes, 'k', 60_000, c.compute)).toBe('answer 2');
    cache.apply(deskStatus(4));
    expect(await cache.get(scopes, 'k', 60_000, c.compute)).toBe('answer 3');
  });

  it("keeps a person's sessions through a change of their bookings alone, and drops their bookings' answers", async () => {
    const cache = new LiveCache();
    const session = counter();
    const bookings = counter();
    const self = counter();
    const others = counter();
    const read = () =>
      Promise.all([
        cache.get({ user: 7 }, 'session:7', 60_000, session.compute),
        cache.get({ bookings: 7 }, 'reservations:7', 5_000, bookings.compute),
        cache.get([{ user: 7 }, { bookings: 7 }], 'self:7', 5_000, self.compute),
        cache.get({ bookings: 8 }, 'reservations:8', 5_000, others.compute),
      ]);
    await read();
    cache.apply({ type: 'user_changed', user_id: 7, bookings: true });
    await read();
    expect([session.calls(), bookings.calls(), self.calls(), others.calls()]).toEqual([1, 2, 2, 1]);
    // Any other change of the person (a sign-out, the profile) drops all of their answers.
    cache.apply({ type: 'user_changed', user_id: 7 });
    await read();
    expect([session.calls(), bookings.calls(), self.calls(), others.calls()]).toEqual([2, 3, 3, 1]);
  });

  it('takes a users_changed event as a user_changed for each person it names', async () => {
    const cache = new LiveCache();
    const c = counter();
    const read = () =>
      Promise.all(
        [7, 8, 9].flatMap((id) => [
          cache.get({ user: id }, `session:${id}`, 60_000, c.compute),
          cache.get({ bookings: id }, `reservations:${id}`, 5_000, c.compute),
        ]),
      );
    const people = counter();
    const accounts = counter();
    const readAll = async () => [
      ...(await read()),
      await cache.get('people', 'colleagues', 5_000, people.compute),
      await cache.get('accounts', 'users', 5_000, accounts.compute),
    ];
    expect(await readAll()).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `answer ${i + 1}`),
      'answer 1',
      'answer 1',
    ]);
    cache.apply({ type: 'users_changed', user_ids: [7, 9], bookings: true });
    // 7's and 9's bookings again; their sessions, 8's answers kept; the colleague and user lists again.
    expect(await readAll()).toEqual([
      'answer 1',
      'answer 7',
      'answer 3',
      'answer 4',
      'answer 5',
      'answer 8',
      'answer 2',
      'answer 2',
    ]);
    cache.apply({ type: 'users_changed', user_ids: [8], checkin: true });
    // A check-in: 8's answers again, the colleague list again, staff's user list kept.
    expect(await readAll()).toEqual([
      'answer 1',
      'answer 7',
      'answer 9',
      'answer 10',
      'answer 5',
      'answer 8',
      'answer 3',
      'answer 2',
    ]);
  });

  it('ignores messages', async () => {
    const cache = new LiveCache();
    const c = counter();
    await cache.get('all', 'k', 60_000, c.compute);
    cache.apply({ type: 'message', user_id: 1, message_id: 1 });
    cache.apply({
      type: 'messages',
      to: [
        [1, 1],
        [2, 5],
      ],
    });
    expect(await cache.get('all', 'k', 60_000, c.compute)).toBe('answer 1');
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = new LiveCache();
    let release!: () => void;
    let calls = 0;
    const compute = () =>
      new Promise<string>((resolve) => {
        calls++;
        release = () => resolve('shared');
      });
    const waiting = [
      cache.get(1, 'k', 60_000, compute),
      cache.get(1, 'k', 60_000, compute),
      cache.get(1, 'k', 60_000, compute),
    ];
    release();
    expect(await Promise.all(waiting)).toEqual(['shared', 'shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('does not keep an answer computed while a change in its scope happened, and does not hand it to later callers', async () => {
    const cache = new LiveCache();
    let release!: (v: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const before = cache.get(1, 'k', 60_000, slow);
    cache.apply(deskStatus(1)); // a booking commits while the answer is read
    const after = cache.get(1, 'k', 60_000, async () => 'fresh');
    release('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get(1, 'k', 60_000, async () => 'recomputed')).toBe('fresh');
  });

  it('keeps an answer that shows people through the check-ins of others, and drops it when one it shows changes', async () => {
    const cache = new LiveCache();
    const checkin = (user_id: number) => ({ type: 'user_changed', user_id, checkin: true }) as const;
    let calls = 0;
    const page = () => cache.getShowing('accounts', 'page', 60_000, async () => ({ value: ++calls, shows: [1, 2] }));
    expect(await page()).toBe(1);
    cache.apply(checkin(3));
    cache.apply(deskStatus(1));
    expect(await page()).toBe(1);
    cache.apply(checkin(2));
    expect(await page()).toBe(2);
    cache.apply({ type: 'user_changed', user_id: 4 }); // an account or a booking: who is found may change
    expect(await page()).toBe(3);
    cache.sweep();
    expect(cache.count).toBe(1);
    cache.apply(checkin(1));
    cache.sweep();
    expect(cache.count).toBe(0);
  });

  it('does not keep an answer whose people changed while it was computed, nor share it with later callers', async () => {
    const cache = new LiveCache();
    let release!: (v: { value: string; shows: number[] }) => void;
    const before = cache.getShowing<string>(
      'accounts',
      'k',
      60_000,
      () => new Promise((resolve) => (release = resolve)),
    );
    cache.apply({ type: 'user_changed', user_id: 7, checkin: true }); // 7 checks in while the page is read
    const after = cache.getShowing('accounts', 'k', 60_000, async () => ({ value: 'fresh', shows: [7] }));
    release({ value: 'stale', shows: [7, 8] });
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.getShowing('accounts', 'k', 60_000, async () => ({ value: 'again', shows: [] }))).toBe('fresh');
  });

  it('does not keep failures', async () => {
    const cache = new LiveCache();
    await expect(
      cache.get(1, 'k', 60_000, async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get(1, 'k', 60_000, async () => 'ok')).toBe('ok');
  });

  it('lets go of answers that expired or went stale (every 10 s on a timer)', async () => {
    let now = 0;
    const cache = new LiveCache({ now: () => now });
    await cache.get(1, 'short', 1_000, async () => 'a');
    await cache.get(2, 'stale', 60_000, async () => 'b');
    await cache.get(3, 'kept', 60_000, async () => 'c');
    now = 10_000;
    cache.apply(deskStatus(2));
    cache.sweep();
    expect(cache.count).toBe(1);
    expect(await cache.get(3, 'kept', 60_000, async () => 'recomputed')).toBe('c');
    cache.close();
  });

  it('stays within its size, dropping the oldest answers first', async () => {
    const cache = new LiveCache({ maxSize: 10 });
    await cache.get(1, 'a', 60_000, async () => 'aaaa');
    await cache.get(1, 'b', 60_000, async () => 'bbbb');
    await cache.get(1, 'c', 60_000, async () => 'cccc');
    expect(cache.count).toBe(2);
    expect(await cache.get(1, 'c', 60_000, async () => 'new c')).toBe('cccc');
    expect(await cache.get(1, 'a', 60_000, async () => 'new a')).toBe('new a'); // evicted; now b is the oldest
    expect(await cache.get(1, 'b', 60_000, async () => 'new b')).toBe('new b');
  });
});
