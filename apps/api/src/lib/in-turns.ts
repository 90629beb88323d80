import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * `items.flatMap(fn)`, giving the event loop a turn after every `size` items. For work the sweep does
 * for thousands of people at once (rendering e-mails, writing messages) in the process that also answers
 * requests: no request waits for more than one slice of it (decision 155).
 */
export async function flatMapInTurns<T, R>(items: readonly T[], fn: (item: T) => R[], size = 1000): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    for (const item of items.slice(i, i + size)) out.push(...fn(item));
  }
  return out;
}
