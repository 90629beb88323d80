import type { TEvacuationList } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { evacuationKeys } from './keys';

/** How often the open list asks again: people check in and out while marshals read it. */
const REFRESH_MS = 30_000;

export const getEvacuationList = (buildingId: number | null) =>
  apiRequest<TEvacuationList>(buildingId === null ? 'evacuation/' : `evacuation/?building_id=${buildingId}`);

export const evacuationQueryOptions = (buildingId: number | null) =>
  queryOptions({
    queryKey: evacuationKeys.building(buildingId),
    queryFn: () => getEvacuationList(buildingId),
    refetchInterval: REFRESH_MS,
  });

export const useEvacuationList = (buildingId: number | null) => useQuery(evacuationQueryOptions(buildingId));
