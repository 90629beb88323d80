import type { TMapResponse } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { placeKeys } from '@/lib/query-keys';

export const getDeskMap = (deskId: number) => apiRequest<TMapResponse>(`buildings/desks/${deskId}/map`);

export const deskMapQueryOptions = (deskId: number) =>
  queryOptions({
    queryKey: placeKeys.deskMap(deskId),
    queryFn: () => getDeskMap(deskId),
    staleTime: 5 * 60_000,
  });

export const useDeskMap = (deskId: number | undefined, enabled: boolean) =>
  useQuery({ ...deskMapQueryOptions(deskId ?? 0), enabled: enabled && !!deskId });
