import type { TPersonalChatChannel, TPersonalChatChannelAnswer, TPersonalChatChannelInput } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

const key = userKeys.chatChannel();
const path = 'users/self/chat-channel';

/** The person's own chat channel, or null (decision 370). */
export const useChatChannel = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<TPersonalChatChannelAnswer>(path) });

export function useSaveChatChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPersonalChatChannelInput) => apiRequest<TPersonalChatChannel>(path, { method: 'PUT', body }),
    onSuccess: (channel) => client.setQueryData<TPersonalChatChannelAnswer>(key, { channel }),
  });
}

export function useRemoveChatChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(path, { method: 'DELETE' }),
    onSuccess: () => client.setQueryData<TPersonalChatChannelAnswer>(key, { channel: null }),
  });
}
