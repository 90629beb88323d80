import type { TMessageList } from '@flexapp/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { relativeApiPath } from '@/lib/page-link';
import { messageKeys } from '@/lib/query-keys';

export const getMessages = (url = 'messages/') => apiRequest<TMessageList>(url);

export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(),
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 'messages/',
    getNextPageParam: (last) => (last.next ? relativeApiPath(last.next) : undefined),
  });

export const useMessages = () => useInfiniteQuery(messagesQueryOptions());
