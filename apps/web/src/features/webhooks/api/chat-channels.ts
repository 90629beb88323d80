import {
  DASHBOARD_TIMEOUT_MS,
  type TChatChannel,
  type TChatChannelCreate,
  type TChatChannelUpdate,
} from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The chat channels' query keys (decision 270). */
export const chatChannelKeys = {
  all: ['chat-channels'] as const,
  list: () => [...chatChannelKeys.all, 'list'] as const,
};

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export const getChatChannels = () => apiRequest<TChatChannel[]>('setup/chat-channels', opts);
export const createChatChannel = (body: TChatChannelCreate) =>
  apiRequest<TChatChannel>('setup/chat-channels', { ...opts, method: 'POST', body });
export const updateChatChannel = ({ id, ...body }: TChatChannelUpdate & { id: number }) =>
  apiRequest<TChatChannel>(`setup/chat-channels/${id}`, { ...opts, method: 'PATCH', body });
export const deleteChatChannel = (id: number) =>
  apiRequest<void>(`setup/chat-channels/${id}`, { ...opts, method: 'DELETE' });

export const chatChannelsQuery = () => queryOptions({ queryKey: chatChannelKeys.list(), queryFn: getChatChannels });
export const useChatChannels = () => useQuery(chatChannelsQuery());

export function useChatChannelMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: chatChannelKeys.all }) });
}
