import { DASHBOARD_TIMEOUT_MS, type TBuilding } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /buildings: the building switcher's choices. */
export const buildingsQueryOptions = () =>
  queryOptions({
    queryKey: ['buildings', 'list'],
    queryFn: ({ signal }) => apiRequest<TBuilding[]>('buildings', { timeoutMs: DASHBOARD_TIMEOUT_MS, signal }),
    staleTime: 5 * 60_000,
  });
export const useBuildings = () => useQuery(buildingsQueryOptions());
