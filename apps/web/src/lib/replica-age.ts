import { useSyncExternalStore } from 'react';

/**
 * How old the answers from the reports' read replica are (decision 326): the API adds `Replica-Age: <seconds>` to an
 * answer read from a replica that lags more than allowed. The latest answer of each path counts; the largest age
 * among them is shown, and none once every path's latest answer came without the header.
 */
const ages = new Map<string, number>();
const listeners = new Set<() => void>();
let largest: number | null = null;

export const REPLICA_AGE_HEADER = 'replica-age';

/** Records one answer's header (or its absence) for its path. */
export function noteReplicaAge(path: string, header: string | null): void {
  const key = path.split('?')[0]!;
  const age = header === null ? NaN : Number(header);
  if (Number.isFinite(age) && age >= 0) ages.set(key, age);
  else if (!ages.delete(key)) return;
  const next = ages.size ? Math.max(...ages.values()) : null;
  if (next === largest) return;
  largest = next;
  for (const listener of listeners) listener();
}

/** The age in seconds of the oldest replica answer on screen, or null when all are current. */
export function replicaAge(): number | null {
  return largest;
}

export function useReplicaAge(): number | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, replicaAge);
}
