import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';

export const markAllMessagesRead = () =>
  apiRequest<{ updated: number; unread_count: number }>('messages/read_all', { method: 'POST' });

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllMessagesRead,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
