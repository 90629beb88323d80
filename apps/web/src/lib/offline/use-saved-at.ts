import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { savedQueryOfPath } from './kept-queries';

/**
 * When the answer the screen at this path shows was fetched (ms since the epoch); 0 when nothing is there,
 * null for screens whose answers are not kept for offline reading (decision 196).
 */
export function useSavedAt(pathname: string): number | null {
  const client = useQueryClient();
  const key = savedQueryOfPath(pathname);
  const read = useCallback(() => {
    if (!key) return null;
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    return query?.state.data === undefined ? 0 : query.state.dataUpdatedAt;
  }, [client, key?.join('|')]); // eslint-disable-line react-hooks/exhaustive-deps
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    read,
    () => null,
  );
}
