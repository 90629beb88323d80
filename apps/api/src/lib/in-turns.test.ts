import { describe, expect, it } from 'vitest';
import { flatMapInTurns } from './in-turns';

describe('flatMapInTurns', () => {
  it('maps every item in order, and lets other work run between slices', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    const out = await flatMapInTurns(items, (i) => (i % 3 === 0 ? [] : [i, -i]), 250);
    order.push('done');
    expect(out).toEqual(items.flatMap((i) => (i % 3 === 0 ? [] : [i, -i])));
    expect(order).toEqual(['other work', 'done']);
  });

  it('takes no turn for a single slice', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await flatMapInTurns([1, 2, 3], (i) => [i], 250);
    order.push('done');
    expect(order).toEqual(['done']);
  });
});
