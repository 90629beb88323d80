import type { TNotifier } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notifierKeys } from '@/lib/query-keys';

export const removeNotifier = (deskId: number) => apiRequest<void>(`notifiers/desk/${deskId}/`, { method: 'DELETE' });

/** Removes at once (spec: the notifier toggles optimistically) and restores the row if the server refuses. */
export function useRemoveNotifier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeNotifier,
    onMutate: async (deskId) => {
      await client.cancelQueries({ queryKey: notifierKeys.all });
      const previous = client.getQueryData<TNotifier[]>(notifierKeys.all);
      client.setQueryData<TNotifier[]>(notifierKeys.all, (list) => list?.filter((n) => n.desk !== deskId));
      return { previous };
    },
    onError: (_err, _deskId, context) => {
      if (context?.previous) client.setQueryData(notifierKeys.all, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notifierKeys.all }),
  });
}
