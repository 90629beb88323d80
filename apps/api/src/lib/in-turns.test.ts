import { describe, expect, it } from 'vitest';
import { flatMapInTurns } from './in-turns';

/** A clock that moves 1 ms each time it is read: the slices are then counted in items. */
const ticking = () => {
  let t = 0;
  return () => t++;
};

describe('flatMapInTurns', () => {
  it('maps every item in order, and lets other work run once a slice has taken its time', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const order: string[] = [];
    let turns = 0;
    const count = () => {
      turns++;
      if (order.length === 0) setImmediate(count);
    };
    setImmediate(count);
    const out = await flatMapInTurns(items, (i) => (i % 3 === 0 ? [] : [i, -i]), 100, ticking());
    order.push('done');
    expect(out).toEqual(items.flatMap((i) => (i % 3 === 0 ? [] : [i, -i])));
    // A turn about every 100 items: the first slice starts the clock, so 9 or 10 turns.
    expect(turns).toBeGreaterThanOrEqual(9);
    expect(turns).toBeLessThanOrEqual(11);
  });

  it('takes no turn for work shorter than a slice', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await flatMapInTurns(
      Array.from({ length: 50 }, (_, i) => i),
      (i) => [i],
      100,
      ticking(),
    );
    order.push('done');
    expect(order).toEqual(['done']);
  });
});
