import type { TMessage } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';

export const markMessageRead = (id: number) => apiRequest<TMessage>(`messages/${id}/read`, { method: 'POST' });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
