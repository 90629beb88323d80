import type { TNotifier } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notifierKeys } from '@/lib/query-keys';

export const getNotifiers = () => apiRequest<TNotifier[]>('notifiers/');
export const notifiersQueryOptions = () => queryOptions({ queryKey: notifierKeys.all, queryFn: getNotifiers });
export const useNotifiers = () => useQuery(notifiersQueryOptions());

/** Adds or removes a watched desk, optimistically: the toggle flips at once and flips back on failure. */
export function useToggleNotifier() {
  const client = useQueryClient();
  const key = notifiersQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ deskId, watch }: { deskId: number; watch: boolean }) =>
      apiRequest(`notifiers/desk/${deskId}/`, { method: watch ? 'POST' : 'DELETE' }),
    onMutate: async ({ deskId, watch }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (list: TNotifier[] = []) =>
        watch
          ? [
              ...list.filter((n) => n.desk !== deskId),
              { id: -deskId, desk: deskId, created: new Date().toISOString() } as TNotifier,
            ]
          : list.filter((n) => n.desk !== deskId),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => client.setQueryData(key, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
