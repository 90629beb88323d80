import type { TNotifier } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getNotifiers = () => apiRequest<TNotifier[]>('notifiers/');

/** Key root 'notifiers': refreshed by live desk_status events (lib/live-events). */
export const notifiersQueryOptions = () => queryOptions({ queryKey: ['notifiers'], queryFn: getNotifiers });

export const useNotifiers = () => useQuery(notifiersQueryOptions());
