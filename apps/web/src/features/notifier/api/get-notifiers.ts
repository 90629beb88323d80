import type { TNotifier } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notifierKeys } from '@/lib/query-keys';

export const getNotifiers = () => apiRequest<TNotifier[]>('notifiers/');

/** Key root 'notifiers': refreshed by live desk_status events (lib/live-events). */
export const notifiersQueryOptions = () => queryOptions({ queryKey: notifierKeys.all, queryFn: getNotifiers });

export const useNotifiers = () => useQuery(notifiersQueryOptions());
