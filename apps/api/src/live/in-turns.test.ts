import { describe, expect, it } from 'vitest';
import { flatMapInTurns, writeInChunks } from './in-turns';

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

describe('writeInChunks', () => {
  it('hands each chunk to the writer as soon as it is rendered, and returns the results in order', async () => {
    const log: string[] = [];
    const items = Array.from({ length: 25 }, (_, i) => i);
    const out = await writeInChunks(
      items,
      10,
      (i) => {
        if (i % 10 === 0) log.push(`render ${i}`);
        return i % 5 === 4 ? [] : [i];
      },
      async (chunk) => {
        log.push(`write ${chunk[0]}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`written ${chunk[0]}`);
        return chunk.map((i) => i * 2);
      },
    );
    expect(out).toEqual(items.filter((i) => i % 5 !== 4).map((i) => i * 2));
    // The next chunk is rendered while the last one is being written.
    expect(log.slice(0, 3)).toEqual(['render 0', 'write 0', 'render 10']);
    expect(log.filter((l) => l.startsWith('write '))).toEqual(['write 0', 'write 10', 'write 20']);
  });

  it('stops rendering after a failed write and throws it, leaving nothing unhandled', async () => {
    let rendered = 0;
    const failure = new Error('insert failed');
    const items = Array.from({ length: 50 }, (_, i) => i);
    await expect(
      writeInChunks(
        items,
        10,
        (i) => {
          rendered++;
          // 1 ms of work an item: the rendering gives the event loop turns (every 4 ms), as the sweep's does.
          const until = performance.now() + 1;
          while (performance.now() < until);
          return [i];
        },
        async (chunk) => {
          await new Promise((r) => setTimeout(r, 1));
          if (chunk[0] === 0) throw failure;
          // Slow writes after the failure: it is seen before the last chunks are rendered.
          await new Promise((r) => setTimeout(r, 20));
          return chunk;
        },
      ),
    ).rejects.toBe(failure);
    expect(rendered).toBeLessThan(50);
  });
});
