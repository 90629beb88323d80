import type { TUnreadCount } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';

export const getUnreadCount = () => apiRequest<TUnreadCount>('messages/unread_count');

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnreadCount, staleTime: 60_000 });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
