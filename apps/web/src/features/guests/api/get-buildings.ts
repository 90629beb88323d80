import type { TBuilding } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /buildings: the first step of the building chooser. */
export const getBuildings = () => apiRequest<TBuilding[]>('buildings');

export const buildingsQueryOptions = () =>
  queryOptions({ queryKey: ['structure', 'buildings'], queryFn: getBuildings, staleTime: 30_000, retry: false });

export const useBuildings = () => useQuery(buildingsQueryOptions());
