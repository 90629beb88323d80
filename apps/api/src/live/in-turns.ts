import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Calls `fn` on each item in order, giving the event loop a turn whenever `sliceMs` of work have gone
 * by. For work the sweep does for thousands of people at once (rendering messages and e-mails,
 * serialising and hearing events) in the process that also answers requests: no request waits for more
 * than one slice of it, and a busy process is not made to wait for a turn more often than that
 * (decision 033).
 */
export async function eachInTurns<T>(
  items: readonly T[],
  fn: (item: T) => void,
  sliceMs = 4,
  clock: () => number = () => performance.now(),
): Promise<void> {
  let since = clock();
  for (let i = 0; i < items.length; i++) {
    fn(items[i]!);
    if (i < items.length - 1 && clock() - since >= sliceMs) {
      await nextTurn();
      since = clock();
    }
  }
}

/** `items.flatMap(fn)` in turns of the event loop (eachInTurns). */
export async function flatMapInTurns<T, R>(
  items: readonly T[],
  fn: (item: T) => R[],
  sliceMs = 4,
  clock: () => number = () => performance.now(),
): Promise<R[]> {
  const out: R[] = [];
  await eachInTurns(
    items,
    (item) => {
      for (const r of fn(item)) out.push(r);
    },
    sliceMs,
    clock,
  );
  return out;
}

/**
 * Renders `items` in chunks of `size` (flatMapInTurns) and hands each chunk to `write` as soon as it is
 * rendered, rendering the next while it is written: thousands of rows then take about the longer of the
 * rendering and the writing, not their sum. On a transaction the writes run one after the other, in
 * order. A failed write stops the rendering and is thrown once all writes have settled; none is left
 * unhandled. Resolves with every write's result, in order.
 */
export async function writeInChunks<T, R, W>(
  items: readonly T[],
  size: number,
  render: (item: T) => R[],
  write: (rendered: R[]) => Promise<W[]>,
): Promise<W[]> {
  const writes: Promise<W[]>[] = [];
  let failed = false;
  for (let i = 0; i < items.length && !failed; i += size) {
    const rendered = await flatMapInTurns(items.slice(i, i + size), render);
    if (rendered.length === 0) continue;
    const written = write(rendered);
    written.catch(() => (failed = true));
    writes.push(written);
  }
  return (await Promise.all(writes)).flat();
}
