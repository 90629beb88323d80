import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * `items.flatMap(fn)`, giving the event loop a turn whenever `sliceMs` of work have gone by. For work
 * the sweep does for thousands of people at once (rendering messages and e-mails, serialising events)
 * in the process that also answers requests: no request waits for more than one slice of it, and a
 * busy process is not made to wait for a turn more often than that (decision 156).
 */
export async function flatMapInTurns<T, R>(
  items: readonly T[],
  fn: (item: T) => R[],
  sliceMs = 4,
  clock: () => number = () => performance.now(),
): Promise<R[]> {
  const out: R[] = [];
  let since = clock();
  for (let i = 0; i < items.length; i++) {
    for (const r of fn(items[i]!)) out.push(r);
    if (i < items.length - 1 && clock() - since >= sliceMs) {
      await nextTurn();
      since = clock();
    }
  }
  return out;
}
